package dev.rustpqc.demo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Section 3: ML-KEM-768 and ML-DSA-65 on one thread, RustPqc beside the JDK's own (where it has
 * them: JDK 24+, and the LTS updates from 17.0.21, 21.0.13 and 25.0.5) and
 * BouncyCastle, in two columns: the first second of a fresh JVM ({@link FirstSecond}), where
 * RustPqc's native code runs at full speed from its first call while the others' Java code is
 * still interpreted, and the steady state after warm-up ({@link SteadyState}), which is what JMH
 * measures (the README's Speed table).
 */
final class SpeedRun {
    private static final String CELL = "%8s";

    private SpeedRun() {
    }

    static void print(Provider rustPqc) throws Exception {
        List<Contender> contenders = Contender.available(rustPqc);
        boolean withJdk = contenders.size() == 3;
        int group = contenders.size() * 8 + (withJdk ? 14 : 7);
        System.out.printf("  %-23s %-" + group + "s   %s%n", "ops/s", "first second, fresh JVM",
                "steady state, after warm-up");
        StringBuilder header = new StringBuilder();
        for (Contender c : contenders) {
            header.append(String.format(CELL, c.name()));
        }
        header.append(withJdk ? String.format("%7s%7s", "xJDK", "xBC") : String.format("%7s", "xBC"));
        System.out.printf("  %-23s %s   %s%n", "", header, header);
        boolean allSettled = true;
        for (Operation operation : Operation.values()) {
            System.out.printf("  %-23s", operation.label);
            System.out.flush();
            double[] first = new double[contenders.size()];
            for (int i = 0; i < first.length; i++) {
                first[i] = FirstSecond.measure(contenders.get(i), operation);
            }
            System.out.print(" " + cells(first, withJdk));
            System.out.flush();
            List<SpeedRunOperation> calls = new ArrayList<>();
            for (Contender c : contenders) {
                calls.add(operation.prepare(c));
            }
            SteadyState.Rates steady = SteadyState.measure(calls);
            allSettled &= steady.settled();
            System.out.println("   " + cells(steady.opsPerSecond(), withJdk) + (steady.settled() ? "" : " *"));
        }
        if (!withJdk) {
            System.out.println("  (JDK " + Runtime.version() + " has no ML-KEM or ML-DSA of its own: they came in"
                    + " JDK 24, and in the LTS updates from 17.0.21, 21.0.13 and 25.0.5)");
        }
        System.out.println("  first second: the calls completed in the first second after the first call, each cell");
        System.out.println("    in a JVM of its own (start-up not counted: the README's first-call table has whole runs)");
        System.out.println("  steady state: warm-up until the JIT stopped compiling and the rates settled, then the");
        System.out.println("    median of five 0.1 s turns per provider, taken in turn" + (allSettled ? ""
                : "; * marks a row whose rates did not settle (a loaded machine)"));
        System.out.println("  " + machineNote());
    }

    /** The rates with thousands as k, then RustPqc's ratio to the JDK (when present) and to BouncyCastle. */
    private static String cells(double[] rates, boolean withJdk) {
        StringBuilder text = new StringBuilder();
        for (double rate : rates) {
            text.append(String.format(CELL, rate >= 1000 ? String.format(Locale.ROOT, "%.1fk", rate / 1000)
                    : String.format(Locale.ROOT, "%.0f", rate)));
        }
        if (withJdk) {
            text.append(String.format(Locale.ROOT, "%6.1fx", rates[0] / rates[1]));
        }
        text.append(String.format(Locale.ROOT, "%6.1fx", rates[0] / rates[rates.length - 1]));
        return text.toString();
    }

    /**
     * The JDK's ML-KEM and ML-DSA run faster with AVX-512 (its intrinsics), which the host of the
     * README's JMH table has: on a CPU without it the JDK's figures here are lower than there.
     */
    private static String machineNote() {
        try {
            boolean avx512 = Files.readString(Path.of("/proc/cpuinfo")).contains(" avx512f");
            return avx512 ? "(this CPU has AVX-512, as the host of the README's JMH table)"
                    : "(this CPU has no AVX-512, which the JDK's ML-KEM and ML-DSA intrinsics use: the README's JMH"
                            + " table,\n   from an AVX-512 host, has the JDK faster than here)";
        } catch (Exception e) {
            return "(this machine's CPU flags cannot be read: the README's JMH table comes from an AVX-512 host)";
        }
    }
}
