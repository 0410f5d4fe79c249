package dev.rustpqc;

import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;
import java.util.HexFormat;
import java.util.Objects;
import javax.crypto.SecretKey;

/**
 * The parameters of an HPKE {@code Cipher} (RFC 9180 with the post-quantum KEMs of
 * draft-ietf-hpke-pq) on every JDK: the same fields and factory methods as JDK 26's
 * {@code javax.crypto.spec.HPKEParameterSpec}, which {@code Cipher.getInstance("HPKE", "RustPqc")}
 * takes too where it exists. Code written for one moves to the other by changing the class name.
 *
 * <pre>{@code
 * HpkeParameterSpec spec = HpkeParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_768,
 *         HpkeParameterSpec.KDF_HKDF_SHA256, HpkeParameterSpec.AEAD_AES_256_GCM).withInfo(info);
 * Cipher sender = Cipher.getInstance("HPKE", "RustPqc");
 * sender.init(Cipher.ENCRYPT_MODE, recipientPublicKey, spec);
 * byte[] encapsulation = sender.getIV();              // the KEM ciphertext, sent with the message
 * byte[] ciphertext = sender.doFinal(message);
 *
 * Cipher recipient = Cipher.getInstance("HPKE", "RustPqc");
 * recipient.init(Cipher.DECRYPT_MODE, recipientPrivateKey, spec.withEncapsulation(encapsulation));
 * byte[] opened = recipient.doFinal(ciphertext);      // AEADBadTagException if anything changed
 * }</pre>
 *
 * Instances are immutable; each {@code with} method returns a new spec. The modes are base and
 * PSK ({@link #withPsk}); the KEMs here have no authenticated mode, so a spec with an
 * {@linkplain #withAuthKey authentication key} is refused when the cipher is initialized.
 * {@link HpkeContext} exports secrets from the same setup.
 */
public final class HpkeParameterSpec implements AlgorithmParameterSpec {
    /** ML-KEM-512 (draft-ietf-hpke-pq). */
    public static final int KEM_ML_KEM_512 = 0x0040;
    /** ML-KEM-768 (draft-ietf-hpke-pq). */
    public static final int KEM_ML_KEM_768 = 0x0041;
    /** ML-KEM-1024 (draft-ietf-hpke-pq). */
    public static final int KEM_ML_KEM_1024 = 0x0042;
    /** X-Wing, which draft-ietf-hpke-pq names MLKEM768-X25519 (the same value). */
    public static final int KEM_X_WING = 0x647A;
    /** MLKEM768-X25519 of draft-ietf-hpke-pq: X-Wing under its new name (the same value). */
    public static final int KEM_MLKEM768_X25519 = KEM_X_WING;

    /** HKDF-SHA256 (RFC 9180). */
    public static final int KDF_HKDF_SHA256 = 0x0001;
    /** HKDF-SHA384 (RFC 9180). */
    public static final int KDF_HKDF_SHA384 = 0x0002;
    /** HKDF-SHA512 (RFC 9180). */
    public static final int KDF_HKDF_SHA512 = 0x0003;
    /** SHAKE128, a one-stage KDF (draft-ietf-hpke-pq). */
    public static final int KDF_SHAKE128 = 0x0010;
    /** SHAKE256, a one-stage KDF (draft-ietf-hpke-pq). */
    public static final int KDF_SHAKE256 = 0x0011;
    /** TurboSHAKE128, a one-stage KDF (draft-ietf-hpke-pq). */
    public static final int KDF_TURBOSHAKE128 = 0x0012;
    /** TurboSHAKE256, a one-stage KDF (draft-ietf-hpke-pq). */
    public static final int KDF_TURBOSHAKE256 = 0x0013;

    /** AES-128-GCM (RFC 9180). */
    public static final int AEAD_AES_128_GCM = 0x0001;
    /** AES-256-GCM (RFC 9180). */
    public static final int AEAD_AES_256_GCM = 0x0002;
    /** ChaCha20-Poly1305 (RFC 9180). */
    public static final int AEAD_CHACHA20_POLY1305 = 0x0003;
    /** No AEAD: the context only exports secrets ({@link HpkeContext}); the cipher cannot encrypt. */
    public static final int EXPORT_ONLY = 0xFFFF;

    private static final byte[] EMPTY = new byte[0];

    private final int kemId;
    private final int kdfId;
    private final int aeadId;
    private final byte[] info;
    private final SecretKey psk;
    private final byte[] pskId;
    private final Key authKey;
    private final byte[] encapsulation;

    /** Takes the arrays as they are: the callers copy. */
    private HpkeParameterSpec(int kemId, int kdfId, int aeadId, byte[] info, SecretKey psk, byte[] pskId,
            Key authKey, byte[] encapsulation) {
        this.kemId = kemId;
        this.kdfId = kdfId;
        this.aeadId = aeadId;
        this.info = info;
        this.psk = psk;
        this.pskId = pskId;
        this.authKey = authKey;
        this.encapsulation = encapsulation;
    }

    /**
     * A spec of mode base with an empty {@code info}. Whether the provider has the algorithms is
     * checked when the cipher is initialized.
     *
     * @param kem_id the KEM identifier, 0 to 65535
     * @param kdf_id the KDF identifier, 0 to 65535
     * @param aead_id the AEAD identifier, 0 to 65535
     * @return the spec
     * @throws IllegalArgumentException if an identifier is out of range
     */
    public static HpkeParameterSpec of(int kem_id, int kdf_id, int aead_id) {
        return new HpkeParameterSpec(checkId("kem_id", kem_id), checkId("kdf_id", kdf_id),
                checkId("aead_id", aead_id), EMPTY, null, EMPTY, null, null);
    }

    private static int checkId(String name, int id) {
        if (id < 0 || id > 0xFFFF) {
            throw new IllegalArgumentException("Invalid " + name + ": " + id + " (0 to 65535)");
        }
        return id;
    }

    /**
     * This spec with the application's {@code info}, bound into the key schedule on both sides.
     *
     * @param info the info (copied); empty for none
     * @return the new spec
     * @throws NullPointerException if {@code info} is null
     */
    public HpkeParameterSpec withInfo(byte[] info) {
        return new HpkeParameterSpec(kemId, kdfId, aeadId, Objects.requireNonNull(info, "info").clone(), psk, pskId,
                authKey, encapsulation);
    }

    /**
     * This spec in mode PSK: both sides must give the same pre-shared key (at least 32 bytes, RAW)
     * and identifier.
     *
     * @param psk the pre-shared key
     * @param psk_id its identifier (copied), not empty
     * @return the new spec
     * @throws NullPointerException if either is null
     * @throws IllegalArgumentException if {@code psk_id} is empty
     */
    public HpkeParameterSpec withPsk(SecretKey psk, byte[] psk_id) {
        Objects.requireNonNull(psk, "psk");
        Objects.requireNonNull(psk_id, "psk_id");
        if (psk_id.length == 0) {
            throw new IllegalArgumentException("psk_id is empty");
        }
        return new HpkeParameterSpec(kemId, kdfId, aeadId, info, psk, psk_id.clone(), authKey, encapsulation);
    }

    /**
     * This spec with the encapsulation the recipient decapsulates: what the sender's
     * {@code Cipher.getIV()} returned. The sender's spec must have none.
     *
     * @param encapsulation the encapsulation (copied), or null to clear it
     * @return the new spec
     */
    public HpkeParameterSpec withEncapsulation(byte[] encapsulation) {
        return new HpkeParameterSpec(kemId, kdfId, aeadId, info, psk, pskId, authKey,
                encapsulation == null ? null : encapsulation.clone());
    }

    /**
     * This spec in an authenticated mode. Kept for the same API as the JDK's: the post-quantum KEMs
     * have no authenticated mode (draft-ietf-hpke-pq), so the cipher refuses such a spec; use mode
     * PSK or a signature instead.
     *
     * @param kS the sender's private key (sender) or public key (recipient), or null to clear it
     * @return the new spec
     */
    public HpkeParameterSpec withAuthKey(Key kS) {
        return new HpkeParameterSpec(kemId, kdfId, aeadId, info, psk, pskId, kS, encapsulation);
    }

    /** @return the KEM identifier */
    public int kem_id() {
        return kemId;
    }

    /** @return the KDF identifier */
    public int kdf_id() {
        return kdfId;
    }

    /** @return the AEAD identifier */
    public int aead_id() {
        return aeadId;
    }

    /** @return a copy of the info, empty when none was given */
    public byte[] info() {
        return info.clone();
    }

    /** @return the pre-shared key, or null in mode base */
    public SecretKey psk() {
        return psk;
    }

    /** @return a copy of the PSK identifier, empty in mode base */
    public byte[] psk_id() {
        return pskId.clone();
    }

    /** @return the authentication key, or null */
    public Key authKey() {
        return authKey;
    }

    /** @return a copy of the encapsulation, or null when none was given */
    public byte[] encapsulation() {
        return encapsulation == null ? null : encapsulation.clone();
    }

    /** The identifiers, the info and the mode; never a key or the PSK. */
    @Override
    public String toString() {
        String mode = psk == null ? authKey == null ? "mode_base" : "mode_auth"
                : authKey == null ? "mode_psk" : "mode_auth_psk";
        return "HpkeParameterSpec{kem_id=" + kemId + ", kdf_id=" + kdfId + ", aead_id=" + aeadId + ", info="
                + (info.length == 0 ? "(empty)" : HexFormat.of().formatHex(info)) + ", " + mode + "}";
    }
}
