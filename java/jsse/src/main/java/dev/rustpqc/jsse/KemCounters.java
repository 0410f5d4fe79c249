package dev.rustpqc.jsse;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Live counters of the native ML-KEM operations that TLS key shares completed. Each
 * {@link RustPqcTlsCrypto} has its own, so a client and a server in one JVM can be told apart;
 * each also adds to the counters of the {@link RustPqcTlsCryptoProvider} that made it.
 */
final class KemCounters {
    private final KemCounters parent;
    private final AtomicLong keyGenerations = new AtomicLong();
    private final AtomicLong encapsulations = new AtomicLong();
    private final AtomicLong decapsulations = new AtomicLong();

    /** @param parent counters that also count everything counted here, or null */
    KemCounters(KemCounters parent) {
        this.parent = parent;
    }

    void keyGenerated() {
        keyGenerations.incrementAndGet();
        if (parent != null) {
            parent.keyGenerated();
        }
    }

    void encapsulated() {
        encapsulations.incrementAndGet();
        if (parent != null) {
            parent.encapsulated();
        }
    }

    void decapsulated() {
        decapsulations.incrementAndGet();
        if (parent != null) {
            parent.decapsulated();
        }
    }

    NativeKemCounts snapshot() {
        return new NativeKemCounts(keyGenerations.get(), encapsulations.get(), decapsulations.get());
    }
}
