package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The handshake benchmark at a size that proves it works, not how fast anything is: every case
 * runs, negotiates its group (checked per handshake inside the benchmark), and the reports are
 * written. The real run is {@code bench-handshake.sh}.
 */
class HandshakeBenchmarkSmokeTest {
    @TempDir
    Path out;

    /** Six handshakes of each case (two rounds of three, after two to warm up), reported to {@code out}. */
    static BenchmarkReport runSmall(List<? extends HandshakeCase> cases, Path out) throws Exception {
        HandshakeBenchmark.Options options = HandshakeBenchmark.Options.parse(new String[] {
            "--warmup=2", "--rounds=2", "--per-round=3", "--out=" + out});
        BenchmarkReport report = HandshakeBenchmark.run(options, cases);
        report.write(out);
        return report;
    }

    @Test
    void everyCaseRunsAndTheReportsAreWritten() throws Exception {
        BenchmarkReport report = runSmall(List.of(HandshakeBenchmarkCase.values()), out);

        int expectedCases = HandshakeBenchmarkCase.HYBRID_JDK.isAvailable() ? 5 : 4;
        assertEquals(expectedCases, report.results.size());
        for (HandshakeBenchmark.CaseResult result : report.results) {
            assertEquals(6, result.stats().count, result.benchmarkCase().id());
            assertTrue(result.stats().p50Millis > 0);
        }
        HandshakeBenchmark.CaseResult classical = report.result(HandshakeBenchmarkCase.X25519);
        HandshakeBenchmark.CaseResult hybrid = report.result(HandshakeBenchmarkCase.HYBRID_NATIVE);
        // The hybrid's shares: +1184 bytes of encapsulation key up, +1088 bytes of ciphertext down.
        assertEquals(1184, hybrid.bytesClientToServer() - classical.bytesClientToServer(), 4);
        assertEquals(1088, hybrid.bytesServerToClient() - classical.bytesServerToClient(), 4);
        HandshakeBenchmark.CaseResult postQuantum = report.result(HandshakeBenchmarkCase.FULLY_POST_QUANTUM);
        // The server's flight carries an ML-DSA-65 certificate (1952-byte key, 3309-byte signature)
        // and a 3309-byte CertificateVerify.
        assertTrue(postQuantum.bytesServerToClient() > hybrid.bytesServerToClient() + 1952 + 2 * 3309 - 1000,
                "server flight " + postQuantum.bytesServerToClient());
        String json = Files.readString(out.resolve("tls-handshake.json"));
        assertTrue(json.contains("\"name\": \"x25519mlkem768-native\""), json);
        assertTrue(Files.readString(out.resolve("tls-handshake.md")).contains("| x25519 |"));
    }
}
