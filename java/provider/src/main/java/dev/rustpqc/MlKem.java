package dev.rustpqc;

import dev.rustpqc.keys.Family;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import javax.crypto.SecretKey;

/**
 * ML-KEM encapsulation and decapsulation without {@code javax.crypto.KEM}, for JDK 17 (which has
 * no KEM API). It works on every JDK with the same keys as the JCA services: keys from
 * {@code KeyPairGenerator.getInstance("ML-KEM", "RustPqc")}, from our {@code KeyFactory}, or ML-KEM
 * keys of other providers. On JDK 21+ prefer {@code KEM.getInstance("ML-KEM")}.
 *
 * <pre>{@code
 * KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-768", "RustPqc").generateKeyPair();
 * MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
 * SecretKey received = MlKem.decapsulate(pair.getPrivate(), sent.ciphertext());
 * }</pre>
 *
 * The randomness of encapsulation comes from the operating system, inside native code.
 */
public final class MlKem {
    private MlKem() {
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

        /** The ciphertext for the holder of the private key (768, 1088 or 1568 bytes). */
        public byte[] ciphertext() {
            return ciphertext.clone();
        }
    }

    /**
     * Encapsulates to {@code publicKey}; the secret key's algorithm is {@code "Generic"}.
     *
     * @throws InvalidKeyException if the key is not a valid ML-KEM public key
     */
    public static Encapsulated encapsulate(PublicKey publicKey) throws InvalidKeyException {
        return encapsulate(publicKey, "Generic");
    }

    /**
     * Encapsulates to {@code publicKey}, returning the whole 32-byte secret as a key of
     * {@code algorithm} (for example {@code "AES"}).
     *
     * @throws InvalidKeyException if the key is not a valid ML-KEM public key
     */
    public static Encapsulated encapsulate(PublicKey publicKey, String algorithm) throws InvalidKeyException {
        DirectKem.Sent sent = DirectKem.encapsulate(publicKey, Family.ML_KEM, algorithm);
        return new Encapsulated(sent.key(), sent.ciphertext());
    }

    /**
     * Decapsulates {@code ciphertext}; the secret key's algorithm is {@code "Generic"}. A ciphertext
     * of the right length that was tampered with gives a different, unpredictable secret (implicit
     * rejection), not an exception.
     *
     * @throws InvalidKeyException if the key is not a usable ML-KEM private key
     * @throws DecapsulationException if the ciphertext has the wrong length for the key
     */
    public static SecretKey decapsulate(PrivateKey privateKey, byte[] ciphertext)
            throws InvalidKeyException, DecapsulationException {
        return decapsulate(privateKey, ciphertext, "Generic");
    }

    /**
     * Decapsulates {@code ciphertext} into a key of {@code algorithm}.
     *
     * @throws InvalidKeyException if the key is not a usable ML-KEM private key
     * @throws DecapsulationException if the ciphertext has the wrong length for the key
     */
    public static SecretKey decapsulate(PrivateKey privateKey, byte[] ciphertext, String algorithm)
            throws InvalidKeyException, DecapsulationException {
        return DirectKem.decapsulate(privateKey, Family.ML_KEM, ciphertext, algorithm);
    }
}
