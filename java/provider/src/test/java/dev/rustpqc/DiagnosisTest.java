package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The diagnosis names what the JDK has of its own, the binding in use, the native build for this
 * platform, the code path the library runs, how the library came (this user's cache, or why not),
 * its digest and the self-test.
 */
class DiagnosisTest {
    @Test
    void reportsWhatIsLoaded() {
        String report = DiagnosisReport.of(Fixtures.PROVIDER);
        String binding = System.getProperty("rustpqc.test.expectedBinding");
        assertTrue(report.contains("binding:        " + binding), report);
        assertTrue(report.matches("(?s).*SHA-256: +[0-9a-f]{64}.*"), report);
        String arch = System.getProperty("os.arch");
        String os = System.getProperty("os.name").startsWith("Windows") ? "windows" : "linux";
        String platform = os + "-" + (arch.equals("aarch64") ? "aarch64" : "x86_64");
        assertTrue(report.contains("build " + platform + "/"), report);
        // The code path as the library itself reports it (NEON on aarch64, AVX2 where the CPU has
        // it), then what each family runs in this build, then the CPU's features.
        String path = report.lines().filter(l -> l.startsWith("code path:")).findFirst().orElseThrow();
        assertTrue(arch.equals("aarch64") ? path.matches("code path: +neon; ML-KEM .*; cpu: neon.*")
                : path.matches("code path: +(avx2|portable).*; ML-KEM.*; SLH-DSA: .*; cpu: .*"), path);
        assertTrue(report.contains("self-test:      passed"), report);
        // This JVM's library came from the cache (hit or filled), a fresh copy (and why), or a path.
        assertTrue(report.matches("(?s).*\\nlibrary cache: +(hit: |filled: |not used \\(.+\\): a fresh private copy"
                + "|not used: the library is given by -Drustpqc.library.path).*"), report);
        // What this JDK has of its own (the LTS updates have both), as the JDK's providers say.
        String own = report.lines().filter(l -> l.startsWith("JDK's own:")).findFirst().orElseThrow();
        assertTrue(Fixtures.jdkHasMlKem() && Fixtures.jdkHasMlDsa() ? own.contains("ML-KEM (SunJCE) and ML-DSA (SUN)")
                : own.contains("no ML-KEM or ML-DSA"), own);
    }
}
