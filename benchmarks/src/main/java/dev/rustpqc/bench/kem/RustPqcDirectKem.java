package dev.rustpqc.bench.kem;

import dev.rustpqc.MlKem;
import dev.rustpqc.XWing;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.function.Function;
import javax.crypto.SecretKey;

/**
 * RustPqc's own KEM APIs for JDK 17 builds without {@code javax.crypto.KEM}: {@link MlKem} and
 * {@link XWing}. They have no encapsulator objects, so a "reused" and a "new" encapsulator do the
 * same work; the parsed key is cached in the key object either way.
 *
 * @param <E> the API's encapsulation result
 */
final class RustPqcDirectKem<E> implements KemApi {
    private final String api;
    private final Class<E> result;
    private final Encapsulation<E> encapsulation;
    private final Decapsulation decapsulation;
    private final Function<E, byte[]> ciphertextOf;
    private final Function<E, SecretKey> keyOf;

    private RustPqcDirectKem(Class<?> api, Class<E> result, Encapsulation<E> encapsulation,
            Decapsulation decapsulation, Function<E, byte[]> ciphertextOf, Function<E, SecretKey> keyOf) {
        this.api = api.getName();
        this.result = result;
        this.encapsulation = encapsulation;
        this.decapsulation = decapsulation;
        this.ciphertextOf = ciphertextOf;
        this.keyOf = keyOf;
    }

    /** {@link MlKem}. */
    static KemApi mlKem() {
        return new RustPqcDirectKem<>(MlKem.class, MlKem.Encapsulated.class, MlKem::encapsulate, MlKem::decapsulate,
                MlKem.Encapsulated::ciphertext, MlKem.Encapsulated::key);
    }

    /** {@link XWing}. */
    static KemApi xWing() {
        return new RustPqcDirectKem<>(XWing.class, XWing.Encapsulated.class, XWing::encapsulate, XWing::decapsulate,
                XWing.Encapsulated::ciphertext, XWing.Encapsulated::key);
    }

    @Override
    public String description() {
        return api + " (RustPqc)";
    }

    /** The API is RustPqc's own; the keys come from RustPqc's checked KeyPairGenerator. */
    @Override
    public void checkServedBy(PublicKey publicKey, PrivateKey privateKey) {
    }

    @Override
    public Encapsulator newEncapsulator(PublicKey key) {
        return () -> encapsulation.encapsulate(key);
    }

    @Override
    public Decapsulator newDecapsulator(PrivateKey key) {
        return ciphertext -> decapsulation.decapsulate(key, ciphertext);
    }

    @Override
    public byte[] ciphertext(Object encapsulated) {
        return ciphertextOf.apply(result.cast(encapsulated));
    }

    @Override
    public byte[] secret(Object encapsulated) {
        return keyOf.apply(result.cast(encapsulated)).getEncoded();
    }

    /** {@code MlKem.encapsulate} or {@code XWing.encapsulate}. */
    private interface Encapsulation<E> {
        E encapsulate(PublicKey key) throws GeneralSecurityException;
    }

    /** {@code MlKem.decapsulate} or {@code XWing.decapsulate}. */
    private interface Decapsulation {
        SecretKey decapsulate(PrivateKey key, byte[] ciphertext) throws GeneralSecurityException;
    }
}
