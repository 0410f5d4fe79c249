package dev.rustpqc.binding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The CPU as the loader sees it before any native code runs: the model and the feature flags.
 * Linux reports both in /proc/cpuinfo ({@code flags} on x86-64, {@code Features} on aarch64; they
 * include what the OS enables). Windows and macOS have no such file and Java no CPUID: there the
 * flags are unknown before loading, which is fine because those platforms have one build each; the
 * loaded library reports the features itself, on every OS ({@code NativeBinding.cpu()}).
 */
public final class CpuFeatures {
    /** x86-64-v3 per the x86-64 psABI: AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT (abm), MOVBE, XSAVE. */
    private static final List<String> X86_64_V3 = List.of("avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm",
            "movbe", "xsave");
    /** The flags that matter for the native builds and the JDK's intrinsics, for the diagnosis. */
    private static final List<String> SUMMARY = List.of("avx2", "bmi2", "fma", "avx512f", "avx512bw", "sha_ni",
            "asimd", "aes", "sha2", "sha3", "sve");

    private final String model;
    private final Set<String> flags;
    private final boolean known;

    private CpuFeatures(String model, Set<String> flags, boolean known) {
        this.model = model;
        this.flags = flags;
        this.known = known;
    }

    /** The features of the CPU this JVM runs on. */
    public static CpuFeatures current() {
        String fallbackModel = System.getenv().getOrDefault("PROCESSOR_IDENTIFIER", System.getProperty("os.arch"));
        try {
            return parse(Files.readString(Path.of("/proc/cpuinfo")), fallbackModel);
        } catch (IOException | RuntimeException e) {
            // No /proc/cpuinfo (Windows, macOS, a sandbox): the flags are unknown.
            return new CpuFeatures(fallbackModel, Set.of(), false);
        }
    }

    /** Reads the first processor's model and flags from the text of /proc/cpuinfo. */
    static CpuFeatures parse(String cpuinfo, String fallbackModel) {
        String model = fallbackModel;
        for (String line : cpuinfo.split("\n")) {
            String key = line.contains(":") ? line.substring(0, line.indexOf(':')).trim() : "";
            if (key.equals("model name") || key.equals("Hardware")) {
                model = value(line);
            } else if (key.equals("flags") || key.equals("Features")) {
                Set<String> flags = Arrays.stream(value(line).split("\\s+")).collect(Collectors.toSet());
                return new CpuFeatures(model, flags, true);
            }
        }
        return new CpuFeatures(model, Set.of(), false);
    }

    private static String value(String line) {
        return line.substring(line.indexOf(':') + 1).trim();
    }

    /** The CPU model as the OS names it. */
    public String model() {
        return model;
    }

    /** Whether the flags could be read (they cannot before loading on Windows and macOS). */
    boolean known() {
        return known;
    }

    boolean supportsX86_64v3() {
        return known && flags.containsAll(X86_64_V3);
    }

    /** The x86-64-v3 features this CPU lacks, by their /proc/cpuinfo names. */
    List<String> missingForX86_64v3() {
        return X86_64_V3.stream().filter(flag -> !flags.contains(flag)).collect(Collectors.toList());
    }

    /** The flags that matter, or a note that they are unknown, for the diagnosis. */
    public String summary() {
        if (!known) {
            return "flags not readable before loading (no /proc/cpuinfo)";
        }
        return SUMMARY.stream().filter(flags::contains).collect(Collectors.joining(" "));
    }
}
