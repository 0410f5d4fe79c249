package dev.rustpqc.bench.kem;

import java.security.GeneralSecurityException;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import javax.crypto.KEM;

/**
 * ML-KEM (or X-Wing) through the standard {@code javax.crypto.KEM} API (JDK 21+, and the JDK 17 updates that have it) of one provider object. A KEM
 * reports its provider only through its encapsulators and decapsulators, by name; since neither
 * RustPqc nor BouncyCastle is registered, no other provider of that name exists in the JVM.
 */
final class JcaKem implements KemApi {
    private final Provider provider;
    private final String algorithm;
    private final KEM kem;

    JcaKem(Provider provider, String algorithm) throws NoSuchAlgorithmException {
        this.provider = provider;
        this.algorithm = algorithm;
        this.kem = KEM.getInstance(algorithm, provider);
    }

    @Override
    public String description() {
        return "javax.crypto.KEM (" + provider.getName() + ")";
    }

    @Override
    public void checkServedBy(PublicKey publicKey, PrivateKey privateKey) throws GeneralSecurityException {
        String encapsulating = kem.newEncapsulator(publicKey).providerName();
        String decapsulating = kem.newDecapsulator(privateKey).providerName();
        if (!provider.getName().equals(encapsulating) || !provider.getName().equals(decapsulating)) {
            throw new IllegalStateException("KEM " + algorithm + " was served by " + encapsulating + " / " + decapsulating
                    + ", not by " + provider.getName());
        }
    }

    @Override
    public Encapsulator newEncapsulator(PublicKey key) throws GeneralSecurityException {
        return kem.newEncapsulator(key)::encapsulate;
    }

    @Override
    public Decapsulator newDecapsulator(PrivateKey key) throws GeneralSecurityException {
        return kem.newDecapsulator(key)::decapsulate;
    }

    @Override
    public byte[] ciphertext(Object encapsulated) {
        return ((KEM.Encapsulated) encapsulated).encapsulation();
    }

    @Override
    public byte[] secret(Object encapsulated) {
        return ((KEM.Encapsulated) encapsulated).key().getEncoded();
    }
}
