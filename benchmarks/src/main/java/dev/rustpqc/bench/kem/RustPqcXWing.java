package dev.rustpqc.bench.kem;

import dev.rustpqc.XWing;
import java.security.PrivateKey;
import java.security.PublicKey;

/** RustPqc's X-Wing API for JDK 17 builds without {@code javax.crypto.KEM}, {@link XWing}. */
final class RustPqcXWing implements KemApi {
    @Override
    public String description() {
        return "dev.rustpqc.XWing (RustPqc)";
    }

    /** {@link XWing} is RustPqc's own; the keys come from RustPqc's checked KeyPairGenerator. */
    @Override
    public void checkServedBy(PublicKey publicKey, PrivateKey privateKey) {
    }

    @Override
    public Encapsulator newEncapsulator(PublicKey key) {
        return () -> XWing.encapsulate(key);
    }

    @Override
    public Decapsulator newDecapsulator(PrivateKey key) {
        return ciphertext -> XWing.decapsulate(key, ciphertext);
    }

    @Override
    public byte[] ciphertext(Object encapsulated) {
        return ((XWing.Encapsulated) encapsulated).ciphertext();
    }

    @Override
    public byte[] secret(Object encapsulated) {
        return ((XWing.Encapsulated) encapsulated).key().getEncoded();
    }
}
