package dev.rustpqc.hpke;

import dev.rustpqc.kdf.Hkdf;
import dev.rustpqc.keys.Secrets;
import java.nio.charset.StandardCharsets;

/**
 * HPKE's key schedule for one suite: from the KEM's shared secret, the info and the PSK to the
 * AEAD key, the base nonce and the exporter secret, and the exports. A two-stage KDF follows
 * RFC 9180 (LabeledExtract, LabeledExpand); a one-stage KDF draft-ietf-hpke-pq and the HPKE draft
 * it builds on (one LabeledDerive). Every intermediate secret is wiped once used.
 */
final class KeySchedule {
    static final int MODE_BASE = 0x00;
    static final int MODE_PSK = 0x01;

    private static final byte[] VERSION = "HPKE-v1".getBytes(StandardCharsets.US_ASCII);

    private final byte[] suiteId;
    private final HpkeKdf kdf;
    private final HpkeAead aead;
    /** HKDF of a two-stage KDF, else null. */
    private final Hkdf hkdf;

    KeySchedule(HpkeSuite suite) {
        this(suite.id(), suite.kdf(), suite.aead());
    }

    /** The schedule of a suite_id, whose KEM may be any (the draft's vectors include DHKEMs). */
    KeySchedule(byte[] suiteId, HpkeKdf kdf, HpkeAead aead) {
        this.suiteId = suiteId;
        this.kdf = kdf;
        this.aead = aead;
        this.hkdf = kdf.isTwoStage() ? new Hkdf(kdf.hmac) : null;
    }

    HpkeAead aead() {
        return aead;
    }

    /**
     * The context of {@code mode} from the shared secret (which it wipes), the info and, in mode
     * PSK, the pre-shared key and its identifier (empty arrays in mode base).
     */
    Context start(int mode, byte[] sharedSecret, byte[] info, byte[] psk, byte[] pskId) {
        int keyLength = aead.keyLength;
        int nonceLength = aead.nonceLength();
        int hashLength = kdf.hashLength;
        byte[] key;
        byte[] baseNonce;
        byte[] exporterSecret;
        if (hkdf == null) {
            byte[] secrets = concat(lengthPrefixed(psk), lengthPrefixed(sharedSecret));
            byte[] context = concat(new byte[] {(byte) mode}, lengthPrefixed(pskId), lengthPrefixed(info));
            byte[] secret = labeledDerive(secrets, "secret", context, keyLength + nonceLength + hashLength);
            key = slice(secret, 0, keyLength);
            baseNonce = slice(secret, keyLength, nonceLength);
            exporterSecret = slice(secret, keyLength + nonceLength, hashLength);
            Secrets.wipe(secrets, secret);
        } else {
            byte[] pskIdHash = labeledExtract(new byte[0], "psk_id_hash", pskId);
            byte[] infoHash = labeledExtract(new byte[0], "info_hash", info);
            byte[] context = concat(new byte[] {(byte) mode}, pskIdHash, infoHash);
            byte[] secret = labeledExtract(sharedSecret, "secret", psk);
            key = aead.encrypts() ? labeledExpand(secret, "key", context, keyLength) : new byte[0];
            baseNonce = aead.encrypts() ? labeledExpand(secret, "base_nonce", context, nonceLength) : new byte[0];
            exporterSecret = labeledExpand(secret, "exp", context, hashLength);
            Secrets.wipe(secret);
        }
        Secrets.wipe(sharedSecret);
        return new Context(this, key, baseNonce, exporterSecret);
    }

    /**
     * {@code length} bytes exported under {@code exporterContext}.
     *
     * @throws IllegalArgumentException if the length is negative or beyond what the KDF derives
     */
    byte[] export(byte[] exporterSecret, byte[] exporterContext, int length) {
        int max = kdf.maxOutputLength();
        if (length < 0 || length > max) {
            throw new IllegalArgumentException("Cannot export " + length + " bytes with " + kdf + ": 0 to " + max);
        }
        return hkdf == null ? labeledDerive(exporterSecret, "sec", exporterContext, length)
                : labeledExpand(exporterSecret, "sec", exporterContext, length);
    }

    /** LabeledExtract(salt, label, ikm) = HKDF-Extract(salt, "HPKE-v1" || suite_id || label || ikm). */
    private byte[] labeledExtract(byte[] salt, String label, byte[] ikm) {
        return hkdf.extract(salt, VERSION, suiteId, ascii(label), ikm);
    }

    /**
     * LabeledExpand(prk, label, info, L) = HKDF-Expand(prk, I2OSP(L, 2) || "HPKE-v1" || suite_id
     * || label || info, L).
     */
    private byte[] labeledExpand(byte[] prk, String label, byte[] info, int length) {
        return hkdf.expand(prk, concat(twoBytes(length), VERSION, suiteId, ascii(label), info), length);
    }

    /**
     * LabeledDerive(ikm, label, context, L) = XOF(ikm || "HPKE-v1" || suite_id || I2OSP(len(label), 2)
     * || label || I2OSP(L, 2) || context, L), in the native sponge.
     */
    private byte[] labeledDerive(byte[] ikm, String label, byte[] context, int length) {
        // One absorb of the joined input: each native call costs more than the copy.
        byte[] labeledIkm = concat(ikm, VERSION, suiteId, lengthPrefixed(ascii(label)), twoBytes(length), context);
        try {
            return kdf.xof.start().absorb(labeledIkm).finish(length);
        } finally {
            Secrets.wipe(labeledIkm);
        }
    }

    static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] all = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /** I2OSP(len(x), 2) || x. */
    private static byte[] lengthPrefixed(byte[] x) {
        return concat(twoBytes(x.length), x);
    }

    private static byte[] twoBytes(int value) {
        return new byte[] {(byte) (value >>> 8), (byte) value};
    }

    private static byte[] ascii(String label) {
        return label.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] slice(byte[] bytes, int from, int length) {
        byte[] part = new byte[length];
        System.arraycopy(bytes, from, part, 0, length);
        return part;
    }
}
