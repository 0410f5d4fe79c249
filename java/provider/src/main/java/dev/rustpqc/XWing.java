package dev.rustpqc;

import dev.rustpqc.keys.Family;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import javax.crypto.SecretKey;

/**
 * X-Wing (the X25519 + ML-KEM-768 hybrid KEM of draft-connolly-cfrg-xwing-kem) without
 * {@code javax.crypto.KEM}, for JDK 17 builds that have no KEM API. It works on every JDK with the
 * same keys as the JCA services: keys from {@code KeyPairGenerator.getInstance("X-Wing", "RustPqc")},
 * from our {@code KeyFactory}, or BouncyCastle's X-Wing keys. Where the KEM API exists prefer
 * {@code KEM.getInstance("X-Wing")}.
 *
 * <pre>{@code
 * KeyPair pair = KeyPairGenerator.getInstance("X-Wing", "RustPqc").generateKeyPair();
 * XWing.Encapsulated sent = XWing.encapsulate(pair.getPublic(), "AES");
 * SecretKey received = XWing.decapsulate(pair.getPrivate(), sent.ciphertext(), "AES");
 * }</pre>
 *
 * The randomness of encapsulation comes from the operating system, inside native code.
 */
public final class XWing {
    private XWing() {
    }

    /** The result of encapsulation: the shared secret and the ciphertext to send. */
    public static final class Encapsulated {
        private final SecretKey key;
        private final byte[] ciphertext;

        Encapsulated(SecretKey key, byte[] ciphertext) {
            this.key = key;
            this.ciphertext = ciphertext;
        }

        /** The 32-byte shared secret, a RAW-encoded {@link SecretKey}. */
        public SecretKey key() {
            return key;
        }

        /** The 1120-byte ciphertext for the holder of the private key. */
        public byte[] ciphertext() {
            return ciphertext.clone();
        }
    }

    /**
     * Encapsulates to {@code publicKey}; the secret key's algorithm is {@code "Generic"}.
     *
     * @throws InvalidKeyException if the key is not a valid X-Wing public key
     */
    public static Encapsulated encapsulate(PublicKey publicKey) throws InvalidKeyException {
        return encapsulate(publicKey, "Generic");
    }

    /**
     * Encapsulates to {@code publicKey}, returning the whole 32-byte secret as a key of
     * {@code algorithm} (for example {@code "AES"}).
     *
     * @throws InvalidKeyException if the key is not a valid X-Wing public key
     */
    public static Encapsulated encapsulate(PublicKey publicKey, String algorithm) throws InvalidKeyException {
        DirectKem.Sent sent = DirectKem.encapsulate(publicKey, Family.X_WING, algorithm);
        return new Encapsulated(sent.key(), sent.ciphertext());
    }

    /**
     * Decapsulates {@code ciphertext}; the secret key's algorithm is {@code "Generic"}. A ciphertext
     * of the right length that was tampered with gives a different, unpredictable secret, not an
     * exception.
     *
     * @throws InvalidKeyException if the key is not a usable X-Wing private key
     * @throws DecapsulationException if the ciphertext is not 1120 bytes
     */
    public static SecretKey decapsulate(PrivateKey privateKey, byte[] ciphertext)
            throws InvalidKeyException, DecapsulationException {
        return decapsulate(privateKey, ciphertext, "Generic");
    }

    /**
     * Decapsulates {@code ciphertext} into a key of {@code algorithm}.
     *
     * @throws InvalidKeyException if the key is not a usable X-Wing private key
     * @throws DecapsulationException if the ciphertext is not 1120 bytes
     */
    public static SecretKey decapsulate(PrivateKey privateKey, byte[] ciphertext, String algorithm)
            throws InvalidKeyException, DecapsulationException {
        return DirectKem.decapsulate(privateKey, Family.X_WING, ciphertext, algorithm);
    }
}
