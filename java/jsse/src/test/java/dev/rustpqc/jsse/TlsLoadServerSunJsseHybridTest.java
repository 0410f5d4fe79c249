package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import java.nio.file.Path;
import java.security.Security;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server handshake benchmark's JDK 27 cases, as {@link TlsLoadSmokeTest} checks the BCJSSE
 * ones: SunJSSE with {@code RustPqcMlKem} first counts one native encapsulation per hybrid
 * handshake in the library (rustpqc-jsse's own counts stay at zero: its code is not in that path),
 * and SunJSSE without it none.
 */
class TlsLoadServerSunJsseHybridTest {
    @TempDir
    Path directory;

    @Test
    void sunJsseWithRustPqcMlKemFirstCountsOnePerHybridHandshake() throws Exception {
        try (ServerRecipeChecks.RunningServer server = TlsLoadServer.start(
                TlsLoadServer.Case.SUNJSSE_HYBRID_NATIVE, 1, directory)) {
            TlsLoadSmokeTest.assertLoad(server, directory, "X25519MLKEM768", 20, new ServerCounts(0, 20, 0));
            TlsLoadSmokeTest.assertLoad(server, directory, "x25519", 10, new ServerCounts(0, 0, 0));
        } finally {
            // The JVM's other tests must not find RustPqcMlKem first.
            Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        }
    }

    @Test
    void sunJsseOnItsOwnMlKemCountsNothingNative() throws Exception {
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        try (ServerRecipeChecks.RunningServer server = TlsLoadServer.start(
                TlsLoadServer.Case.SUNJSSE_HYBRID_JDK, 2, directory)) {
            TlsLoadSmokeTest.assertLoad(server, directory, "X25519MLKEM768", 10, new ServerCounts(0, 0, 0));
        }
    }
}
