package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * What every load failure must show, in the output of a {@link ProviderReportMain} child: no
 * service listed, one WARNING with the reason, the library tried and what to do, a
 * {@code getInstance} naming the provider that fails with the reason as its cause, and
 * {@code requireAvailable()} throwing with it.
 */
final class LoadFailures {
    private LoadFailures() {
    }

    static String line(ChildJvm.Result result, String key) {
        return result.output().lines().filter(l -> l.startsWith(key + "=")).findFirst()
                .map(l -> l.substring(key.length() + 1)).orElseThrow(() -> new AssertionError(result.output()));
    }

    /** Checks the above and returns the load error's message. */
    static String assertExplained(ChildJvm.Result result) {
        String output = result.output();
        assertEquals(0, result.exitCode(), output);
        assertEquals("false", line(result, "available"), output);
        assertEquals("0", line(result, "services"), "an unavailable provider lists no services: " + output);
        String error = line(result, "error");
        assertTrue(!error.isEmpty(), output);
        List<String> warnings = output.lines().filter(l -> l.contains("RustPqc serves no algorithms")).toList();
        assertEquals(1, warnings.size(), "one warning per JVM, however many providers: " + output);
        String warning = warnings.get(0);
        assertTrue(warning.startsWith("WARNING: RustPqc serves no algorithms: " + error), output);
        assertTrue(warning.contains("library tried: ") && warning.contains("What to do: "), output);
        assertEquals("KeyPairGenerator ML-KEM-768 of provider RustPqc is unavailable: " + error,
                line(result, "getinstance"), output);
        assertEquals("loadError()", line(result, "getinstance-cause"), output);
        assertEquals("loadError()", line(result, "require"), output);
        return error;
    }
}
