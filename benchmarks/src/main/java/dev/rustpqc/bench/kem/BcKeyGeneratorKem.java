package dev.rustpqc.bench.kem;

import dev.rustpqc.bench.ProviderUnderTest;
import java.security.GeneralSecurityException;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import javax.crypto.KeyGenerator;
import org.bouncycastle.jcajce.SecretKeyWithEncapsulation;
import org.bouncycastle.jcajce.spec.KEMExtractSpec;
import org.bouncycastle.jcajce.spec.KEMGenerateSpec;

/**
 * BouncyCastle's ML-KEM (or X-Wing) API for JDKs without {@code javax.crypto.KEM}: a {@code KeyGenerator}
 * initialised with a {@link KEMGenerateSpec} encapsulates on every {@code generateKey()}; one
 * initialised with a {@link KEMExtractSpec} (which carries the ciphertext) decapsulates. A
 * decapsulator therefore re-initialises its KeyGenerator for each ciphertext.
 */
final class BcKeyGeneratorKem implements KemApi {
    /** An AES-256 key is the whole 32-byte shared secret (no KDF). */
    private static final String SECRET_ALGORITHM = "AES";

    private final Provider provider;
    private final String algorithm;

    BcKeyGeneratorKem(Provider provider, String algorithm) throws NoSuchAlgorithmException {
        this.provider = provider;
        this.algorithm = algorithm;
        ProviderUnderTest.check(provider, keyGenerator().getProvider(), "KeyGenerator " + algorithm);
    }

    private KeyGenerator keyGenerator() throws NoSuchAlgorithmException {
        return KeyGenerator.getInstance(algorithm, provider);
    }

    @Override
    public String description() {
        return "KeyGenerator + KEMGenerateSpec/KEMExtractSpec (" + provider.getName() + ")";
    }

    /** Every KeyGenerator comes from the one provider object, checked in the constructor. */
    @Override
    public void checkServedBy(PublicKey publicKey, PrivateKey privateKey) {
    }

    @Override
    public Encapsulator newEncapsulator(PublicKey key) throws GeneralSecurityException {
        KeyGenerator generator = keyGenerator();
        generator.init(new KEMGenerateSpec(key, SECRET_ALGORITHM));
        return generator::generateKey;
    }

    @Override
    public Decapsulator newDecapsulator(PrivateKey key) throws GeneralSecurityException {
        KeyGenerator generator = keyGenerator();
        return ciphertext -> {
            generator.init(new KEMExtractSpec(key, ciphertext, SECRET_ALGORITHM));
            return generator.generateKey();
        };
    }

    @Override
    public byte[] ciphertext(Object encapsulated) {
        return ((SecretKeyWithEncapsulation) encapsulated).getEncapsulation();
    }

    @Override
    public byte[] secret(Object encapsulated) {
        return ((SecretKeyWithEncapsulation) encapsulated).getEncoded();
    }
}
