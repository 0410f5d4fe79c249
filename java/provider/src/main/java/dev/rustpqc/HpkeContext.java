package dev.rustpqc;

import dev.rustpqc.hpke.HpkeSession;
import dev.rustpqc.keys.Secrets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.AEADBadTagException;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * An HPKE context (RFC 9180, section 5) of the {@code HPKE} cipher's suites, for what a
 * {@code Cipher} cannot do: exported secrets (section 5.3, which Oblivious HTTP, MLS and ECH key
 * their own encryption with), and messages sealed and opened one call each. The same setup as
 * {@code Cipher.getInstance("HPKE", "RustPqc")}, from an {@link HpkeParameterSpec} or, on JDK 26+,
 * the JDK's {@code HPKEParameterSpec}.
 *
 * <pre>{@code
 * HpkeContext sender = HpkeContext.sender(recipientPublicKey, spec);
 * byte[] sealed = sender.seal(aad, message);
 * byte[] responseKey = sender.exportData("response".getBytes(UTF_8), 32);
 *
 * HpkeContext recipient = HpkeContext.recipient(recipientPrivateKey, spec.withEncapsulation(sender.encapsulation()));
 * byte[] opened = recipient.open(aad, sealed);
 * }</pre>
 *
 * Messages are sealed and opened in the same order on both sides (each takes the next nonce); a
 * message that fails to open does not move the recipient on. Not thread-safe.
 */
public final class HpkeContext {
    private final HpkeSession session;

    private HpkeContext(HpkeSession session) {
        this.session = session;
    }

    /**
     * The sender's context: a fresh encapsulation to the recipient's ML-KEM or X-Wing public key.
     *
     * @param recipientPublicKey the recipient's public key, of the spec's KEM
     * @param spec an {@link HpkeParameterSpec} or JDK 26's {@code HPKEParameterSpec}, without encapsulation
     * @return the context
     * @throws InvalidKeyException if the key is no ML-KEM or X-Wing public key
     * @throws InvalidAlgorithmParameterException if the spec names an algorithm RustPqc lacks or
     *     another KEM than the key's, carries an encapsulation or an authentication key, or a PSK
     *     shorter than 32 bytes
     */
    public static HpkeContext sender(PublicKey recipientPublicKey, AlgorithmParameterSpec spec)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        return new HpkeContext(HpkeSession.sender(recipientPublicKey, spec));
    }

    /**
     * The recipient's context: decapsulates the spec's encapsulation.
     *
     * @param recipientPrivateKey the recipient's private key, of the spec's KEM
     * @param spec the sender's spec with the sender's {@link #encapsulation()}
     * @return the context
     * @throws InvalidKeyException if the key is no usable ML-KEM or X-Wing private key
     * @throws InvalidAlgorithmParameterException as for {@link #sender}, and if the spec has no
     *     encapsulation or one of the wrong length
     */
    public static HpkeContext recipient(PrivateKey recipientPrivateKey, AlgorithmParameterSpec spec)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        return new HpkeContext(HpkeSession.recipient(recipientPrivateKey, spec));
    }

    /**
     * The encapsulation the recipient needs (a copy).
     *
     * @return the KEM ciphertext, or null in a recipient's context
     */
    public byte[] encapsulation() {
        return session.encapsulation();
    }

    /**
     * Seals the next message.
     *
     * @param aad the associated data, authenticated but not encrypted (empty or null for none)
     * @param plaintext the message
     * @return the ciphertext with its 16-byte tag
     * @throws IllegalStateException in a recipient's context
     * @throws UnsupportedOperationException in an export-only context
     */
    public byte[] seal(byte[] aad, byte[] plaintext) {
        return session.seal(aad, plaintext);
    }

    /**
     * Opens the next message.
     *
     * @param aad the associated data the sender gave (empty or null for none)
     * @param ciphertext the sealed message
     * @return the plaintext
     * @throws AEADBadTagException if the message, the AAD or the setup differ from the sender's
     * @throws IllegalStateException in a sender's context
     * @throws UnsupportedOperationException in an export-only context
     */
    public byte[] open(byte[] aad, byte[] ciphertext) throws AEADBadTagException {
        return session.open(aad, ciphertext);
    }

    /**
     * A secret exported from the context: the same on both sides for the same
     * {@code exporterContext}, unrelated for any other.
     *
     * @param exporterContext what the secret is for
     * @param length its length in bytes
     * @return the secret
     * @throws IllegalArgumentException if the length is negative or more than the KDF derives
     *     (255 × its hash length for HKDF, 65535 bytes for the SHAKE KDFs)
     */
    public byte[] exportData(byte[] exporterContext, int length) {
        return session.export(exporterContext, length);
    }

    /**
     * {@link #exportData} as a RAW secret key of {@code algorithm}.
     *
     * @param algorithm the key's algorithm name, e.g. {@code "AES"}
     * @param exporterContext what the key is for
     * @param length its length in bytes
     * @return the key
     */
    public SecretKey exportKey(String algorithm, byte[] exporterContext, int length) {
        byte[] secret = exportData(exporterContext, length);
        try {
            return new SecretKeySpec(secret, algorithm);
        } finally {
            Secrets.wipe(secret);
        }
    }

    /** Wipes the context's secrets; it cannot be used after. */
    public void destroy() {
        session.destroy();
    }
}
