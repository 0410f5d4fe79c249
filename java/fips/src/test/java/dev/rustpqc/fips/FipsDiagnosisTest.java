package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar rustpqc-fips.jar}: the diagnosis names the module, FIPS mode, the self-test and the approved services. */
class FipsDiagnosisTest {
    @Test
    void theJarReportsTheModule() throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(System.getProperty("rustpqc.test.jar"));
        Path out = Files.createTempFile("diagnosis", ".txt");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES));
        String report = Files.readString(out);
        Files.delete(out);
        assertEquals(0, process.exitValue(), report);
        assertTrue(report.matches("(?s).*FIPS module: +AWS-LC Cryptographic Module, AWS-LC FIPS 4\\.[0-9.]+ .*"), report);
        assertTrue(report.matches("(?s).*FIPS mode: +on\n.*"), report);
        assertTrue(report.matches("(?s).*FIPS self-test: +passed .*"), report);
        assertTrue(report.matches("(?s).*FIPS approved: +ML-KEM-512, ML-KEM-768, ML-KEM-1024, ML-DSA-44, ML-DSA-65,"
                + " ML-DSA-87; indicator read for each operation: [1-9][0-9]* approved, 0 not approved so far\n.*"), report);
        assertTrue(report.contains("build linux-x86_64/fips"), report);
    }
}
