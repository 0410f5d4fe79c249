package dev.rustpqc.keys;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A private key's form made ready for decapsulation (ML-KEM's parsed key, X-Wing's expanded seed),
 * made on the key's second use: making it costs as much as an operation on the unprepared key or
 * more, so it pays only for a key used again. Two threads making it at once keep one result and
 * wipe the other, so that {@link #wipe()} finds every copy.
 */
public final class PreparedKey {
    /** Makes the prepared form from the key's material. */
    @FunctionalInterface
    interface Preparation {
        byte[] prepare(byte[] material);
    }

    private final Preparation preparation;
    private final AtomicReference<byte[]> prepared = new AtomicReference<>();
    private volatile boolean usedOnce;

    PreparedKey(Preparation preparation) {
        this.preparation = preparation;
    }

    /**
     * The prepared form, or null on the key's first use. Call it while {@code material} cannot be
     * wiped (inside the key's {@code use}).
     */
    byte[] get(byte[] material) {
        byte[] ready = prepared.get();
        if (ready != null) {
            return ready;
        }
        if (!usedOnce) {
            usedOnce = true;
            return null;
        }
        byte[] fresh = preparation.prepare(material);
        if (prepared.compareAndSet(null, fresh)) {
            return fresh;
        }
        Secrets.wipe(fresh);
        return prepared.get();
    }

    /** Wipes the prepared form; the key is being destroyed. */
    void wipe() {
        Secrets.wipe(prepared.getAndSet(null));
    }
}
