package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;

/**
 * The provider-wide native ML-KEM counts ({@link RustPqcProvider#operationCounts()}) between two
 * moments: the independent cross-check of the per-crypto counters. Tests run one at a time, so the
 * difference is what the test itself caused.
 */
final class NativeCountsDelta {
    private final OperationCounts before;

    private NativeCountsDelta(OperationCounts before) {
        this.before = before;
    }

    static NativeCountsDelta start() {
        return new NativeCountsDelta(RustPqcProvider.operationCounts());
    }

    /** The ML-KEM key generations, encapsulations and decapsulations since {@link #start()}. */
    NativeKemCounts mlKemSinceStart() {
        OperationCounts after = RustPqcProvider.operationCounts();
        return new NativeKemCounts(delta(after, NativeOperation.ML_KEM_GENERATE),
                delta(after, NativeOperation.ML_KEM_ENCAPSULATE), delta(after, NativeOperation.ML_KEM_DECAPSULATE));
    }

    /** Fails unless the counts since {@link #start()} are {@code expected} and all went through the expected binding. */
    void assertMlKemSinceStart(NativeKemCounts expected) {
        OperationCounts after = RustPqcProvider.operationCounts();
        assertEquals(expected, mlKemSinceStart(), "native ML-KEM operations counted by RustPqcProvider");
        String binding = System.getProperty("rustpqc.test.expectedBinding", RustPqcProvider.binding());
        for (NativeOperation operation : new NativeOperation[] {NativeOperation.ML_KEM_GENERATE,
                NativeOperation.ML_KEM_ENCAPSULATE, NativeOperation.ML_KEM_DECAPSULATE}) {
            long viaBinding = "ffm".equals(binding) ? after.ffm(operation) - before.ffm(operation)
                    : after.jni(operation) - before.jni(operation);
            assertEquals(delta(after, operation), viaBinding, operation + " calls not all through " + binding);
        }
    }

    private long delta(OperationCounts after, NativeOperation operation) {
        return after.total(operation) - before.total(operation);
    }
}
