package dev.rustpqc.bench.kem;

import dev.rustpqc.MlKem;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * RustPqc's own ML-KEM API for JDK 17, {@link MlKem}. It has no encapsulator objects, so a "reused"
 * and a "new" encapsulator do the same work; the parsed key is cached in the key object either way.
 */
final class RustPqcMlKem implements KemApi {
    @Override
    public String description() {
        return "dev.rustpqc.MlKem (RustPqc)";
    }

    /** {@link MlKem} is RustPqc's own; the keys come from RustPqc's checked KeyPairGenerator. */
    @Override
    public void checkServedBy(PublicKey publicKey, PrivateKey privateKey) {
    }

    @Override
    public Encapsulator newEncapsulator(PublicKey key) {
        return () -> MlKem.encapsulate(key);
    }

    @Override
    public Decapsulator newDecapsulator(PrivateKey key) {
        return ciphertext -> MlKem.decapsulate(key, ciphertext);
    }

    @Override
    public byte[] ciphertext(Object encapsulated) {
        return ((MlKem.Encapsulated) encapsulated).ciphertext();
    }

    @Override
    public byte[] secret(Object encapsulated) {
        return ((MlKem.Encapsulated) encapsulated).key().getEncoded();
    }
}
