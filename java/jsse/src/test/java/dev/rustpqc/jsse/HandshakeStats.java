package dev.rustpqc.jsse;

import java.util.Arrays;

/** Latency percentiles and rates of one benchmark case, from its handshake times in nanoseconds. */
final class HandshakeStats {
    final int count;
    final double p50Millis;
    final double p99Millis;
    final double meanMillis;
    final double minMillis;
    /** Measured connections (connect, handshake, one round trip, close) per second of wall time. */
    final double handshakesPerSecond;

    HandshakeStats(long[] nanos, long wallNanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("No handshake was measured");
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        this.count = sorted.length;
        this.p50Millis = millis(percentile(sorted, 50));
        this.p99Millis = millis(percentile(sorted, 99));
        this.meanMillis = millis((long) Arrays.stream(sorted).average().orElseThrow());
        this.minMillis = millis(sorted[0]);
        this.handshakesPerSecond = count / (wallNanos / 1e9);
    }

    /** The nearest-rank percentile: the smallest value with at least {@code p}% of values at or below it. */
    static long percentile(long[] sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }
}
