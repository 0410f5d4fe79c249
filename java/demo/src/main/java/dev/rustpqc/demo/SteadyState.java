package dev.rustpqc.demo;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;

/**
 * The steady-state column: the contenders of one row take turns in slices of 0.1 s. Warm-up goes
 * on until the JIT compiler has not worked during a whole round and each contender's last three
 * slices agree within 10%, or until a cap; then the rates are the medians of five more rounds.
 * Taking turns means that a change of load on the machine reaches every contender alike.
 */
final class SteadyState {
    private static final long SLICE_NANOS = 100_000_000L;
    private static final int MIN_WARMUP_ROUNDS = 3;
    private static final int MAX_WARMUP_ROUNDS = 12;
    private static final int MEASURED_ROUNDS = 5;
    private static final double SETTLED = 0.10;
    private static final long QUIET_COMPILER_MILLIS = 2;

    private SteadyState() {
    }

    /**
     * The measured rates.
     *
     * @param opsPerSecond per contender, the median of the measured slices
     * @param settled whether the warm-up ended because the rates settled, not at the cap
     */
    record Rates(double[] opsPerSecond, boolean settled) {
    }

    static Rates measure(List<SpeedRunOperation> calls) throws Exception {
        int n = calls.size();
        double[][] recent = new double[n][3];
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean watchJit = jit != null && jit.isCompilationTimeMonitoringSupported();
        boolean settled = false;
        for (int round = 0; round < MAX_WARMUP_ROUNDS && !settled; round++) {
            long compiling = watchJit ? jit.getTotalCompilationTime() : 0;
            for (int i = 0; i < n; i++) {
                recent[i][round % 3] = calls.get(i).opsPerSecond(SLICE_NANOS);
            }
            boolean quiet = !watchJit || jit.getTotalCompilationTime() - compiling <= QUIET_COMPILER_MILLIS;
            settled = round + 1 >= MIN_WARMUP_ROUNDS && quiet;
            for (double[] rates : recent) {
                settled &= spread(rates) <= SETTLED;
            }
        }
        double[][] measured = new double[n][MEASURED_ROUNDS];
        for (int round = 0; round < MEASURED_ROUNDS; round++) {
            for (int i = 0; i < n; i++) {
                measured[i][round] = calls.get(i).opsPerSecond(SLICE_NANOS);
            }
        }
        double[] medians = new double[n];
        for (int i = 0; i < n; i++) {
            Arrays.sort(measured[i]);
            medians[i] = measured[i][MEASURED_ROUNDS / 2];
        }
        return new Rates(medians, settled);
    }

    /** (max - min) / median of a few rates. */
    private static double spread(double[] rates) {
        double[] sorted = rates.clone();
        Arrays.sort(sorted);
        return (sorted[sorted.length - 1] - sorted[0]) / sorted[sorted.length / 2];
    }
}
