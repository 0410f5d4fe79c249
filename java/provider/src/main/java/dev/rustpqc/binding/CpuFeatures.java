package dev.rustpqc.binding;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
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
        try {
            return parse(readCpuinfo(), null);
        } catch (IOException | RuntimeException e) {
            // No /proc/cpuinfo (Windows, macOS, a sandbox): the flags are unknown.
            return new CpuFeatures(fallbackModel(), Set.of(), false);
        }
    }

    private static String fallbackModel() {
        String windows = System.getenv("PROCESSOR_IDENTIFIER");
        return windows != null ? windows : System.getProperty("os.arch");
    }

    /**
     * The start of /proc/cpuinfo, up to the end of the first processor's flags: the kernel writes
     * the file a processor at a time as it is read, so on a machine with many cores this reads a
     * small part of it.
     */
    private static String readCpuinfo() throws IOException {
        StringBuilder text = new StringBuilder(4096);
        byte[] chunk = new byte[4096];
        try (InputStream in = new FileInputStream("/proc/cpuinfo")) {
            int read;
            while ((read = in.read(chunk)) > 0) {
                text.append(new String(chunk, 0, read, StandardCharsets.ISO_8859_1));
                int flags = Math.max(text.indexOf("\nflags"), text.indexOf("\nFeatures"));
                if (flags >= 0 && text.indexOf("\n", flags + 1) >= 0) {
                    break;
                }
            }
        }
        return text.toString();
    }

    /**
     * Reads the first processor's model and flags from the text of /proc/cpuinfo (without regular
     * expressions or streams, which a cold JVM pays for on the load path).
     */
    static CpuFeatures parse(String cpuinfo, String fallbackModel) {
        String model = fallbackModel;
        int start = 0;
        while (start < cpuinfo.length()) {
            int end = cpuinfo.indexOf('\n', start);
            if (end < 0) {
                end = cpuinfo.length();
            }
            String line = cpuinfo.substring(start, end);
            start = end + 1;
            int colon = line.indexOf(':');
            String key = colon < 0 ? "" : line.substring(0, colon).trim();
            if (key.equals("model name") || key.equals("Hardware")) {
                model = line.substring(colon + 1).trim();
            } else if (key.equals("flags") || key.equals("Features")) {
                return new CpuFeatures(model == null ? fallbackModel() : model, words(line.substring(colon + 1)),
                        true);
            }
        }
        return new CpuFeatures(model == null ? fallbackModel() : model, Set.of(), false);
    }

    private static Set<String> words(String text) {
        Set<String> words = new HashSet<>();
        int at = 0;
        while (at < text.length()) {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            int end = at;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            if (end > at) {
                words.add(text.substring(at, end));
            }
            at = end;
        }
        return words;
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
        if (!known) {
            return false;
        }
        for (String flag : X86_64_V3) {
            if (!flags.contains(flag)) {
                return false;
            }
        }
        return true;
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
