package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.Cipher;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/**
 * The AEADs, all the JDK's own ciphers (whichever provider serves the transformation first):
 * AES-128-GCM, AES-256-GCM, ChaCha20-Poly1305; and export-only, which has none.
 */
enum HpkeAead implements HpkeAlgorithm {
    AES_128_GCM(0x0001, "AES-128-GCM", "AES/GCM/NoPadding", "AES", 16),
    AES_256_GCM(0x0002, "AES-256-GCM", "AES/GCM/NoPadding", "AES", 32),
    CHACHA20_POLY1305(0x0003, "ChaCha20-Poly1305", "ChaCha20-Poly1305", "ChaCha20", 32),
    EXPORT_ONLY(0xFFFF, "export-only", null, null, 0);

    /** Nn and Nt of every AEAD HPKE has (bytes). */
    static final int NONCE_LENGTH = 12;
    static final int TAG_LENGTH = 16;

    private final int id;
    private final String name;
    private final String transformation;
    /** The algorithm name the JDK's cipher wants on its key. */
    final String keyAlgorithm;
    /** Nk. */
    final int keyLength;

    HpkeAead(int id, String name, String transformation, String keyAlgorithm, int keyLength) {
        this.id = id;
        this.name = name;
        this.transformation = transformation;
        this.keyAlgorithm = keyAlgorithm;
        this.keyLength = keyLength;
    }

    @Override
    public int id() {
        return id;
    }

    static HpkeAead byId(int id) throws InvalidAlgorithmParameterException {
        return HpkeAlgorithm.byId("aead_id", id, values());
    }

    boolean encrypts() {
        return this != EXPORT_ONLY;
    }

    /** Nn: 12, or 0 for export-only. */
    int nonceLength() {
        return encrypts() ? NONCE_LENGTH : 0;
    }

    /** A new cipher of the JDK's for this AEAD. */
    Cipher newCipher() {
        try {
            return Cipher.getInstance(transformation);
        } catch (NoSuchAlgorithmException | NoSuchPaddingException e) {
            throw new ProviderException("HPKE needs the JDK's " + transformation + ", which no provider offers", e);
        }
    }

    /** Starts {@code cipher} on one message with {@code key} and {@code nonce}. */
    void start(Cipher cipher, int opmode, SecretKey key, byte[] nonce) {
        AlgorithmParameterSpec parameters = this == CHACHA20_POLY1305 ? new IvParameterSpec(nonce)
                : new GCMParameterSpec(8 * TAG_LENGTH, nonce);
        try {
            cipher.init(opmode, key, parameters);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
            throw new ProviderException("The JDK's " + transformation + " refused an HPKE key or nonce", e);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
