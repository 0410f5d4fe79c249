package dev.rustpqc.binding;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of one long-running FFM call (SLH-DSA) as copies in native memory: an ordinary
 * (non-critical) downcall cannot take Java arrays, and a critical one would hold off every
 * safepoint for the whole call. Outputs are copied back after the call; on close every copy is
 * wiped (they may hold private keys) and freed. A null array stays a null pointer. Used by one
 * thread, for one call.
 */
final class OffHeapCopies implements AutoCloseable {
    private record Copy(byte[] array, MemorySegment segment, boolean output) {
    }

    private final Arena arena = Arena.ofConfined();
    private final List<Copy> copies = new ArrayList<>(4);

    /** A copy of the whole array. */
    MemorySegment input(byte[] array) {
        return array == null ? MemorySegment.NULL : input(array, 0, array.length);
    }

    /** A copy of {@code length} bytes from {@code offset}, a range already checked. */
    MemorySegment input(byte[] array, int offset, int length) {
        MemorySegment segment = arena.allocate(length);
        MemorySegment.copy(array, offset, segment, JAVA_BYTE, 0, length);
        copies.add(new Copy(array, segment, false));
        return segment;
    }

    /** A zeroed segment of the array's length, copied back into it by {@link #copyBack}. */
    MemorySegment output(byte[] array) {
        if (array == null) {
            return MemorySegment.NULL;
        }
        MemorySegment segment = arena.allocate(array.length);
        copies.add(new Copy(array, segment, true));
        return segment;
    }

    /**
     * Whether an output array is also passed as another non-empty buffer: the copies would not
     * overlap, but the arrays do, and the native library refuses that for the pinned calls, so the
     * same call gets the same answer either way.
     */
    boolean overlap() {
        for (Copy output : copies) {
            if (output.output && output.segment.byteSize() > 0) {
                for (Copy other : copies) {
                    if (other != output && other.array == output.array && other.segment.byteSize() > 0) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Copies every output back into its array (zeros, if the call failed). */
    void copyBack() {
        for (Copy copy : copies) {
            if (copy.output) {
                MemorySegment.copy(copy.segment, JAVA_BYTE, 0, copy.array, 0, copy.array.length);
            }
        }
    }

    @Override
    public void close() {
        for (Copy copy : copies) {
            copy.segment.fill((byte) 0);
        }
        arena.close();
    }
}
