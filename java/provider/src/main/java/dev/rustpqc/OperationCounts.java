package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeFailures;

/**
 * How many operations of each kind the native library completed in this process, per boundary:
 * the C ABI (used by Panama FFM) and the JNI methods. The counts prove that native code really
 * served a call, and which binding carried it. A snapshot: it does not change.
 *
 * <p>The load-time self-test runs counted native operations too (its pairwise ML-KEM round trip
 * through the binding), so the counts never start at zero: compare two snapshots taken around
 * what is to be proven.
 */
public final class OperationCounts {
    private final long[] counts;

    private OperationCounts(long[] counts) {
        this.counts = counts;
    }

    /** The counters now. */
    static OperationCounts snapshot() {
        long[] counts = new long[NativeBinding.OPERATION_COUNTERS];
        NativeFailures.require(Native.binding().operationCounts(counts), "reading the operation counters");
        return new OperationCounts(counts);
    }

    /** Completed calls of {@code operation} through the C ABI (the FFM binding). */
    public long ffm(NativeOperation operation) {
        return counts[operation.ordinal()];
    }

    /** Completed calls of {@code operation} through the JNI exports. */
    public long jni(NativeOperation operation) {
        return counts[NativeOperation.values().length + operation.ordinal()];
    }

    /** Completed calls of {@code operation} through either binding. */
    public long total(NativeOperation operation) {
        return ffm(operation) + jni(operation);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("OperationCounts{");
        for (NativeOperation operation : NativeOperation.values()) {
            if (total(operation) != 0) {
                text.append(operation).append(": ffm=").append(ffm(operation)).append(" jni=")
                        .append(jni(operation)).append(", ");
            }
        }
        return text.append('}').toString().replace(", }", "}");
    }
}
