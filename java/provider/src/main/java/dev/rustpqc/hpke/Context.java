package dev.rustpqc.hpke;

import dev.rustpqc.kdf.RawSecretKey;
import dev.rustpqc.keys.Secrets;
import javax.crypto.SecretKey;

/**
 * An HPKE encryption context (RFC 9180, section 5.2): the AEAD key, the base nonce, the exporter
 * secret and the sequence number of the next message. Owns its arrays and wipes them when
 * destroyed. Not thread-safe, as its users are not.
 */
final class Context {
    private final KeySchedule schedule;
    private final byte[] key;
    private final byte[] baseNonce;
    private final byte[] exporterSecret;
    private long sequence;
    private boolean destroyed;

    Context(KeySchedule schedule, byte[] key, byte[] baseNonce, byte[] exporterSecret) {
        this.schedule = schedule;
        this.key = key;
        this.baseNonce = baseNonce;
        this.exporterSecret = exporterSecret;
    }

    /** The AEAD key, as a view that this context wipes. */
    SecretKey aeadKey() {
        requireLive();
        return new RawSecretKey(key, schedule.aead().keyAlgorithm);
    }

    /** The nonce of the current message: base_nonce XOR I2OSP(seq, Nn). */
    byte[] nonce() {
        requireLive();
        byte[] nonce = baseNonce.clone();
        for (int i = 0; i < Long.BYTES; i++) {
            nonce[nonce.length - 1 - i] ^= (byte) (sequence >>> (8 * i));
        }
        return nonce;
    }

    /**
     * Moves to the next message, after a successful seal or open. The sequence number never wraps:
     * RFC 9180 ends the context instead (and 2^63 messages is beyond any real one).
     */
    void advance() {
        sequence = Math.addExact(sequence, 1);
    }

    /** The exporter's output ({@link KeySchedule#export}). */
    byte[] export(byte[] exporterContext, int length) {
        requireLive();
        return schedule.export(exporterSecret, exporterContext, length);
    }

    /** Wipes the key, the nonce and the exporter secret; the context is unusable after. */
    void destroy() {
        destroyed = true;
        Secrets.wipe(key, baseNonce, exporterSecret);
    }

    private void requireLive() {
        if (destroyed) {
            throw new IllegalStateException("This HPKE context was destroyed (the cipher was initialized again)");
        }
    }
}
