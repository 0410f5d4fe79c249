package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import java.security.Security;
import java.util.List;
import org.junit.jupiter.api.AfterAll;

/**
 * The same Jetty on JDK 27's own TLS (SunJSSE; Jetty's own ALPN processor), native with
 * {@code RustPqcMlKemProvider.insertFirst()} before it starts, the JDK's Java ML-KEM without.
 */
class JettySunJsseJdk27Test extends JettyServerTest {
    /** The JVM's other tests must not find RustPqcMlKem first. */
    @AfterAll
    void removeRustPqcMlKem() {
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
    }

    @Override
    boolean resumesSessions() {
        return true;
    }

    @Override
    boolean serverPrefersHybrid() {
        return false;
    }

    @Override
    RunningServer start(boolean nativeMlKem) throws Exception {
        Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        if (nativeMlKem) {
            RustPqcMlKemProvider.insertFirst();
        }
        RunningServer jetty = startJetty();
        return nativeMlKem ? jetty : SunJsseCounts.restoringOnClose(jetty);
    }

    @Override
    ServerCounts nativeCounts(int handshakes) {
        return SunJsseCounts.of(handshakes);
    }

    @Override
    void assertNothingNative(ServerCounts counted, List<RealClients.Result> results) {
        SunJsseCounts.assertNone(counted, results);
    }

    @Override
    int chromiumHandshakes(ServerCounts counted) {
        return SunJsseCounts.chromium(counted);
    }
}
