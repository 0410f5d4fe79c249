package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;

/**
 * The KDFs: HKDF-SHA256/384/512 (RFC 9180's two-stage KDFs, extract and expand, on the JDK's
 * HMAC) and the one-stage SHAKE128/256 and TurboSHAKE128/256 of draft-ietf-hpke-pq, computed
 * natively. {@code Nh} is the size of the exporter secret.
 */
enum HpkeKdf implements HpkeAlgorithm {
    HKDF_SHA256(0x0001, "HKDF-SHA256", 32, "HmacSHA256", null),
    HKDF_SHA384(0x0002, "HKDF-SHA384", 48, "HmacSHA384", null),
    HKDF_SHA512(0x0003, "HKDF-SHA512", 64, "HmacSHA512", null),
    SHAKE128(0x0010, "SHAKE128", 32, null, Xof.SHAKE128),
    SHAKE256(0x0011, "SHAKE256", 64, null, Xof.SHAKE256),
    TURBOSHAKE128(0x0012, "TurboSHAKE128", 32, null, Xof.TURBOSHAKE128),
    TURBOSHAKE256(0x0013, "TurboSHAKE256", 64, null, Xof.TURBOSHAKE256);

    private final int id;
    private final String name;
    /** Nh. */
    final int hashLength;
    /** The JDK's HMAC of a two-stage KDF, or null. */
    final String hmac;
    /** The XOF of a one-stage KDF, or null. */
    final Xof xof;

    HpkeKdf(int id, String name, int hashLength, String hmac, Xof xof) {
        this.id = id;
        this.name = name;
        this.hashLength = hashLength;
        this.hmac = hmac;
        this.xof = xof;
    }

    @Override
    public int id() {
        return id;
    }

    static HpkeKdf byId(int id) throws InvalidAlgorithmParameterException {
        return HpkeAlgorithm.byId("kdf_id", id, values());
    }

    /** Whether it is one of RFC 9180's extract-and-expand KDFs. */
    boolean isTwoStage() {
        return hmac != null;
    }

    /**
     * The longest output of one derivation: 255 blocks of HKDF-Expand, or what the two-byte
     * length that LabeledDerive writes can say.
     */
    int maxOutputLength() {
        return isTwoStage() ? 255 * hashLength : 0xFFFF;
    }

    @Override
    public String toString() {
        return name;
    }
}
