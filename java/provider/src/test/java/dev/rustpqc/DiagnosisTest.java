package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The diagnosis names the binding in use, the native build, its digest and the self-test. */
class DiagnosisTest {
    @Test
    void reportsWhatIsLoaded() {
        String report = Diagnosis.report(Fixtures.PROVIDER);
        String binding = System.getProperty("rustpqc.test.expectedBinding");
        assertTrue(report.contains("binding:        " + binding), report);
        assertTrue(report.matches("(?s).*SHA-256: +[0-9a-f]{64}.*"), report);
        assertTrue(report.contains("build x86-64-v3") || report.contains("build x86-64"), report);
        assertTrue(report.contains("self-test:      passed"), report);
    }
}
