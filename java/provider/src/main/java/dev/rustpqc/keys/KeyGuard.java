package dev.rustpqc.keys;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Lets operations read a key's arrays while {@code destroy()} waits for them to finish before it
 * wipes: no operation, native or Java, ever reads a half-wiped key. An operation enters and exits
 * (one atomic update each, no lock, so threads sharing a key do not queue); closing refuses new
 * entries and waits until the running ones have left.
 */
final class KeyGuard {
    /** The sign bit of the state: closed; the other bits count the operations inside. */
    private static final int CLOSED = Integer.MIN_VALUE;
    /** How long a closing thread spins before it parks between checks. */
    private static final int SPINS = 200;

    private final AtomicInteger state = new AtomicInteger();

    /** Enters unless closed; a {@code true} must be paired with {@link #exit()}. */
    boolean enter() {
        int current;
        do {
            current = state.get();
            if (current < 0) {
                return false;
            }
        } while (!state.compareAndSet(current, current + 1));
        return true;
    }

    void exit() {
        state.decrementAndGet();
    }

    /**
     * Refuses new entries and waits until no operation is inside. Returns whether this call
     * closed the guard (false when it was closed already).
     */
    boolean close() {
        int current;
        do {
            current = state.get();
            if (current < 0) {
                awaitIdle();
                return false;
            }
        } while (!state.compareAndSet(current, current | CLOSED));
        awaitIdle();
        return true;
    }

    boolean isClosed() {
        return state.get() < 0;
    }

    private void awaitIdle() {
        for (int spin = 0; state.get() != CLOSED; spin++) {
            if (spin < SPINS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(20_000);
            }
        }
    }
}
