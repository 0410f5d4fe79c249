package dev.rustpqc.bench.kem;

import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * ML-KEM through the API a user of the running JDK would call: {@code javax.crypto.KEM} on JDK 21+
 * (for every provider), and on JDK 17, which has no KEM API, RustPqc's {@link dev.rustpqc.MlKem}
 * or BouncyCastle's {@code KeyGenerator} with {@code KEMGenerateSpec} / {@code KEMExtractSpec}.
 * {@link KemApis#of} picks the implementation; the JDK 21 one lives in
 * {@code META-INF/versions/21}.
 */
public interface KemApi {
    /**
     * What this adapter calls, for the logs.
     *
     * @return for example {@code javax.crypto.KEM (SunJCE)}
     */
    String description();

    /**
     * Fails unless the encapsulators and decapsulators this adapter makes for these keys are served
     * by the provider under test (called once, in setup).
     *
     * @param publicKey an ML-KEM public key of the provider under test
     * @param privateKey an ML-KEM private key of the provider under test
     * @throws GeneralSecurityException if the provider refuses the keys
     */
    void checkServedBy(PublicKey publicKey, PrivateKey privateKey) throws GeneralSecurityException;

    /**
     * An encapsulator bound to {@code key} (what {@code KEM.newEncapsulator} makes).
     *
     * @param key an ML-KEM public key of the provider under test
     * @return the encapsulator
     * @throws GeneralSecurityException if the provider refuses the key
     */
    Encapsulator newEncapsulator(PublicKey key) throws GeneralSecurityException;

    /**
     * A decapsulator bound to {@code key} (what {@code KEM.newDecapsulator} makes).
     *
     * @param key an ML-KEM private key of the provider under test
     * @return the decapsulator
     * @throws GeneralSecurityException if the provider refuses the key
     */
    Decapsulator newDecapsulator(PrivateKey key) throws GeneralSecurityException;

    /**
     * The ciphertext inside a result of {@link Encapsulator#encapsulate()}.
     *
     * @param encapsulated what {@code encapsulate()} returned
     * @return the ciphertext to send
     */
    byte[] ciphertext(Object encapsulated);

    /**
     * The shared secret inside a result of {@link Encapsulator#encapsulate()}.
     *
     * @param encapsulated what {@code encapsulate()} returned
     * @return the 32-byte shared secret
     */
    byte[] secret(Object encapsulated);

    /** Encapsulates to one public key. */
    interface Encapsulator {
        /**
         * One encapsulation, returned as the underlying API returns it (so that the benchmark adds
         * no work of its own); take it apart with {@link KemApi#ciphertext} and {@link KemApi#secret}.
         *
         * @return the API's result object
         * @throws GeneralSecurityException if encapsulation fails
         */
        Object encapsulate() throws GeneralSecurityException;
    }

    /** Decapsulates with one private key. */
    interface Decapsulator {
        /**
         * One decapsulation.
         *
         * @param ciphertext a ciphertext for this decapsulator's key
         * @return the shared secret as a key
         * @throws GeneralSecurityException if decapsulation fails
         */
        javax.crypto.SecretKey decapsulate(byte[] ciphertext) throws GeneralSecurityException;
    }
}
