package dev.rustpqc.demo;

/** One operation of one provider, run repeatedly by the speed run. */
@FunctionalInterface
interface SpeedRunOperation {
    void run() throws Exception;

    /** Runs the operation again and again for {@code windowNanos} from now: calls per second. */
    default double opsPerSecond(long windowNanos) throws Exception {
        long start = System.nanoTime();
        long calls = 0;
        long now;
        do {
            run();
            calls++;
            now = System.nanoTime();
        } while (now - start < windowNanos);
        return calls * 1e9 / (now - start);
    }
}
