package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The handshake benchmark's JDK 27 rows at a size that proves they work: SunJSSE's x25519 and
 * X25519MLKEM768 with the JDK's and with RustPqc's ML-KEM run beside BouncyCastle JSSE's cases, each
 * handshake negotiates its group, and the native operations of the run are exactly the native
 * cases' (checked inside the benchmark, which fails otherwise).
 */
class HandshakeBenchmarkSunJsseHybridTest {
    @TempDir
    Path out;

    @Test
    void theSunJsseRowsRunBesideBouncyCastlesAndOnlyTheNativeOnesAreNative() throws Exception {
        BenchmarkReport report = HandshakeBenchmarkSmokeTest.runSmall(HandshakeBenchmarkAllStacks.cases(), out);

        assertEquals(8, report.results.size(), "5 BouncyCastle JSSE cases and 3 SunJSSE cases");
        HandshakeBenchmark.CaseResult classical = report.result(SunJsseHandshakeCase.X25519);
        HandshakeBenchmark.CaseResult hybrid = report.result(SunJsseHandshakeCase.HYBRID_NATIVE);
        assertEquals(6, hybrid.stats().count);
        // The hybrid's shares: about +1184 bytes of encapsulation key up and +1088 bytes of ciphertext
        // down (SunJSSE's two flights differ in a few other bytes too; 28 fewer up in our runs).
        assertEquals(1184, hybrid.bytesClientToServer() - classical.bytesClientToServer(), 64);
        assertEquals(1088, hybrid.bytesServerToClient() - classical.bytesServerToClient(), 64);
        String markdown = Files.readString(out.resolve("tls-handshake.md"));
        assertTrue(markdown.contains("| sunjsse-x25519mlkem768-native |"), markdown);
        assertTrue(Files.readString(out.resolve("tls-handshake.json"))
                .contains("\"sunjsse_x25519mlkem768_native_p50_overhead_percent\""));
    }
}
