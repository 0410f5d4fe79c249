package dev.rustpqc.hpke;

import dev.rustpqc.kem.Encapsulation;
import dev.rustpqc.keys.Secrets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.SecretKey;

/**
 * One side of an HPKE exchange once set up (RFC 9180, section 5.1): the sender's, which
 * encapsulated to the recipient's public key, or the recipient's, which decapsulated the sender's
 * encapsulation; then messages in order (each with the next nonce) and exported secrets. What the
 * {@code HPKE} cipher and {@code dev.rustpqc.HpkeContext} run on. Not thread-safe.
 */
public final class HpkeSession {
    private static final int MIN_PSK_LENGTH = 32;

    private final boolean sender;
    private final HpkeSuite suite;
    private final Context context;
    private final byte[] encapsulation;
    private Cipher aead;

    private HpkeSession(boolean sender, HpkeSuite suite, Context context, byte[] encapsulation) {
        this.sender = sender;
        this.suite = suite;
        this.context = context;
        this.encapsulation = encapsulation;
    }

    /**
     * The sender's side: a fresh encapsulation to {@code recipientKey} (OS randomness, in native
     * code) and the context it keys.
     *
     * @throws InvalidKeyException if the key is not an ML-KEM or X-Wing public key
     * @throws InvalidAlgorithmParameterException if the spec is not an HPKE spec, names an
     *     algorithm RustPqc lacks or another KEM than the key's, carries an encapsulation or an
     *     authentication key, or a PSK shorter than 32 bytes
     */
    public static HpkeSession sender(Key recipientKey, AlgorithmParameterSpec spec)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        return setUp(true, recipientKey, spec, (kem, request) -> kem.encapsulate(kem.recipientKey(recipientKey)));
    }

    /**
     * The recipient's side: decapsulates the spec's encapsulation with {@code privateKey}.
     *
     * @throws InvalidKeyException if the key is not a usable ML-KEM or X-Wing private key
     * @throws InvalidAlgorithmParameterException as for {@link #sender}, and if the spec has no
     *     encapsulation or one of the wrong length
     */
    public static HpkeSession recipient(Key privateKey, AlgorithmParameterSpec spec)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        return setUp(false, privateKey, spec, (kem, request) -> new Encapsulation(null,
                kem.decapsulate(kem.recipientPrivateKey(privateKey), request.encapsulation())));
    }

    /** A side's KEM step: the sender's encapsulation, or the recipient's shared secret alone. */
    private interface KemStep {
        Encapsulation run(HpkeKem kem, HpkeRequest request) throws InvalidKeyException, InvalidAlgorithmParameterException;
    }

    /** What both sides check and do around their KEM step. */
    private static HpkeSession setUp(boolean sender, Key key, AlgorithmParameterSpec spec, KemStep step)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (!(sender ? key instanceof PublicKey : key instanceof PrivateKey)) {
            throw new InvalidKeyException((sender ? "HPKE encrypts to the recipient's public key"
                    : "HPKE decrypts with the recipient's private key") + ", got " + describe(key));
        }
        HpkeRequest request = HpkeRequest.of(spec);
        HpkeSuite suite = HpkeSuite.of(request);
        if (sender == (request.encapsulation() != null)) {
            throw new InvalidAlgorithmParameterException(sender
                    ? "The sender's spec must have no encapsulation: the sender makes one (Cipher.getIV() returns it)"
                    : "The recipient's spec needs the sender's encapsulation (withEncapsulation)");
        }
        byte[] psk = presharedKey(request, suite);
        Encapsulation kem;
        try {
            kem = step.run(suite.kem(), request);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException | RuntimeException e) {
            Secrets.wipe(psk);
            throw e;
        }
        return new HpkeSession(sender, suite, start(suite, request, kem.sharedSecret(), psk), kem.ciphertext());
    }

    /** The key schedule of the request's mode; wipes the shared secret and the PSK. */
    private static Context start(HpkeSuite suite, HpkeRequest request, byte[] sharedSecret, byte[] psk) {
        try {
            return new KeySchedule(suite).start(psk.length == 0 ? KeySchedule.MODE_BASE : KeySchedule.MODE_PSK,
                    sharedSecret, request.info(), psk, request.pskId());
        } finally {
            Secrets.wipe(sharedSecret, psk);
        }
    }

    /** A copy of the PSK's bytes (empty in mode base), once the mode is one the suite has. */
    private static byte[] presharedKey(HpkeRequest request, HpkeSuite suite) throws InvalidAlgorithmParameterException {
        if (request.authenticated()) {
            throw new InvalidAlgorithmParameterException(suite.kem() + " has no authenticated HPKE mode"
                    + " (draft-ietf-hpke-pq): use mode PSK or sign the message");
        }
        SecretKey psk = request.psk();
        if (psk == null) {
            return new byte[0];
        }
        byte[] bytes = "RAW".equalsIgnoreCase(psk.getFormat()) ? psk.getEncoded() : null;
        if (bytes == null) {
            throw new InvalidAlgorithmParameterException("The PSK has no RAW encoding: " + psk.getAlgorithm()
                    + " key, format " + psk.getFormat());
        }
        if (bytes.length < MIN_PSK_LENGTH) {
            Secrets.wipe(bytes);
            throw new InvalidAlgorithmParameterException("The PSK has " + bytes.length + " bytes; HPKE needs at least "
                    + MIN_PSK_LENGTH + " (RFC 9180, section 5.1.2)");
        }
        return bytes;
    }

    private static String describe(Key key) {
        return key == null ? "null" : key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }

    /** Whether this is the sender's side. */
    public boolean isSender() {
        return sender;
    }

    /** The sender's encapsulation (a copy), or null on the recipient's side. */
    public byte[] encapsulation() {
        return encapsulation == null ? null : encapsulation.clone();
    }

    /** Whether the suite has an AEAD (not export-only). */
    public boolean encrypts() {
        return suite.aead().encrypts();
    }

    /** The suite, for messages: KEM, KDF and AEAD names. */
    public String suiteName() {
        return suite.toString();
    }

    /**
     * The JDK's AEAD cipher, initialized for the current message in this side's mode. Call
     * {@link #finishMessage()} once the message is sealed or opened.
     *
     * @throws UnsupportedOperationException for an export-only suite
     */
    Cipher startMessage() {
        if (!encrypts()) {
            throw new UnsupportedOperationException("An export-only HPKE context (aead_id 0xFFFF) cannot "
                    + (sender ? "encrypt" : "decrypt"));
        }
        HpkeAead suiteAead = suite.aead();
        if (aead == null) {
            aead = suiteAead.newCipher();
        }
        suiteAead.start(aead, sender ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, context.aeadKey(), context.nonce());
        return aead;
    }

    /** The current message is done: the next one takes the next nonce. */
    void finishMessage() {
        context.advance();
    }

    /**
     * The current message did not open: the next one takes its nonce again, in a new cipher
     * object, as JDK 17's ChaCha20-Poly1305 refuses the same key and nonce twice in one.
     */
    void messageFailed() {
        aead = null;
    }

    /**
     * Refuses a ciphertext shorter than its tag before the AEAD sees it (JDK 17's AES-GCM throws a
     * ProviderException for one).
     */
    static void requireTag(int ciphertextLength) throws AEADBadTagException {
        if (ciphertextLength < HpkeAead.TAG_LENGTH) {
            throw new AEADBadTagException("An HPKE ciphertext has at least its " + HpkeAead.TAG_LENGTH
                    + "-byte tag; this one has " + ciphertextLength + " bytes");
        }
    }

    /**
     * Seals the next message (the sender's side).
     *
     * @throws IllegalStateException on the recipient's side
     * @throws UnsupportedOperationException for an export-only suite
     */
    public byte[] seal(byte[] aad, byte[] plaintext) {
        if (!sender) {
            throw new IllegalStateException("The recipient's HPKE context opens messages; it cannot seal");
        }
        Cipher cipher = startMessage();
        byte[] ciphertext;
        try {
            if (aad != null) {
                cipher.updateAAD(aad);
            }
            ciphertext = cipher.doFinal(plaintext);
        } catch (IllegalBlockSizeException | BadPaddingException e) {
            throw new ProviderException("The JDK's " + suite.aead() + " failed to encrypt", e);
        }
        finishMessage();
        return ciphertext;
    }

    /**
     * Opens the next message (the recipient's side). A message that fails stays the next one: the
     * sequence number moves on only past a message that opened.
     *
     * @throws AEADBadTagException if the ciphertext, the AAD or anything in the setup differs
     * @throws IllegalStateException on the sender's side
     * @throws UnsupportedOperationException for an export-only suite
     */
    public byte[] open(byte[] aad, byte[] ciphertext) throws AEADBadTagException {
        if (sender) {
            throw new IllegalStateException("The sender's HPKE context seals messages; it cannot open");
        }
        Cipher cipher = startMessage();
        byte[] plaintext;
        try {
            requireTag(ciphertext.length);
            if (aad != null) {
                cipher.updateAAD(aad);
            }
            plaintext = cipher.doFinal(ciphertext);
        } catch (AEADBadTagException e) {
            messageFailed();
            throw e;
        } catch (IllegalBlockSizeException | BadPaddingException e) {
            messageFailed();
            AEADBadTagException refused = new AEADBadTagException("The " + suite.aead()
                    + " ciphertext does not open: " + e.getMessage());
            refused.initCause(e);
            throw refused;
        }
        finishMessage();
        return plaintext;
    }

    /**
     * {@code length} bytes from the exporter (RFC 9180, section 5.3), the same on both sides for
     * the same {@code exporterContext}.
     *
     * @throws IllegalArgumentException if the length is negative or beyond what the KDF derives
     */
    public byte[] export(byte[] exporterContext, int length) {
        return context.export(exporterContext, length);
    }

    /** Wipes the context's secrets; the session is unusable after. */
    public void destroy() {
        context.destroy();
    }
}
