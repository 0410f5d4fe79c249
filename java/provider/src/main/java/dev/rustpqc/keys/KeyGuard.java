package dev.rustpqc.keys;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Lets operations read a key's arrays while {@code destroy()} waits for them to finish before it
 * wipes: no operation, native or Java, ever reads a half-wiped key. An operation enters and exits
 * (one atomic update each, no lock, so threads sharing a key do not queue); closing refuses new
 * entries and sleeps until the running ones have left.
 */
final class KeyGuard {
    /** The sign bit of the state: closed; the other bits count the operations inside. */
    private static final int CLOSED = Integer.MIN_VALUE;
    /** The longest a closing thread sleeps between checks, should a wake-up be missed. */
    private static final long RECHECK_NANOS = 50_000_000;

    private final AtomicInteger state = new AtomicInteger();
    /** The thread waiting in {@link #close()} (destroy() is synchronized: one at a time), or null. */
    private volatile Thread closer;

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

    /** Leaves; the last operation to leave a closed guard wakes the thread waiting to close it. */
    void exit() {
        if (state.decrementAndGet() == CLOSED) {
            Thread waiting = closer;
            if (waiting != null) {
                LockSupport.unpark(waiting);
            }
        }
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

    /**
     * Sleeps until the operations inside have left: parked, woken by the last one's {@link #exit()},
     * so that a destroy waiting for a long signature costs no CPU. An interrupt does not end the
     * wait (the key must not be wiped under a running operation); it is kept for the caller.
     */
    private void awaitIdle() {
        closer = Thread.currentThread();
        boolean interrupted = false;
        try {
            while (state.get() != CLOSED) {
                LockSupport.parkNanos(this, RECHECK_NANOS);
                interrupted |= Thread.interrupted();
            }
        } finally {
            closer = null;
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
