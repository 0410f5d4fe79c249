package dev.rustpqc.binding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** The CPU's feature flags as Linux reports them in /proc/cpuinfo (they include OS support). */
public final class CpuFeatures {
    /** x86-64-v3 per the x86-64 psABI: AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT (abm), MOVBE, XSAVE. */
    private static final List<String> X86_64_V3 = List.of("avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm",
            "movbe", "xsave");

    private final String model;
    private final Set<String> flags;

    private CpuFeatures(String model, Set<String> flags) {
        this.model = model;
        this.flags = flags;
    }

    /** The features of the CPU this JVM runs on. */
    public static CpuFeatures current() {
        String model = System.getProperty("os.arch");
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    model = value(line);
                } else if (line.startsWith("flags")) {
                    Set<String> flags = Arrays.stream(value(line).split("\\s+")).collect(Collectors.toSet());
                    return new CpuFeatures(model, flags);
                }
            }
        } catch (IOException | RuntimeException e) {
            // No /proc/cpuinfo (a sandbox, another OS): assume nothing; the baseline build runs anywhere.
        }
        return new CpuFeatures(model, Set.of());
    }

    private static String value(String line) {
        return line.substring(line.indexOf(':') + 1).trim();
    }

    /** The CPU model as the OS names it. */
    public String model() {
        return model;
    }

    boolean supportsX86_64v3() {
        return flags.containsAll(X86_64_V3);
    }

    /** The flags that matter for the native builds and the JDK's intrinsics, for the diagnosis. */
    public String summary() {
        return Arrays.asList("avx2", "bmi2", "fma", "avx512f", "avx512bw", "sha_ni").stream().filter(flags::contains)
                .collect(Collectors.joining(" "));
    }
}
