package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import java.security.Security;
import org.junit.jupiter.api.AfterAll;

/**
 * The same Tomcat on JDK 27's own TLS (SunJSSE), which negotiates X25519MLKEM768 itself: native
 * with {@code RustPqcMlKemProvider.insertFirst()} before Tomcat starts, the JDK's Java ML-KEM
 * without. rustpqc-jsse plays no part, so only the library's count moves.
 */
class TomcatSunJsseJdk27Test extends TomcatServerTest {
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
    RunningServer start(boolean nativeMlKem) throws Exception {
        Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        if (nativeMlKem) {
            RustPqcMlKemProvider.insertFirst();
        }
        RunningServer tomcat = startTomcat(nativeMlKem);
        return nativeMlKem ? tomcat : SunJsseCounts.restoringOnClose(tomcat);
    }

    @Override
    boolean serverPrefersHybrid() {
        return false;
    }

    @Override
    ServerCounts nativeCounts(int handshakes) {
        return SunJsseCounts.of(handshakes);
    }

    @Override
    void assertNothingNative(ServerCounts counted, java.util.List<RealClients.Result> results) {
        SunJsseCounts.assertNone(counted, results);
    }

    @Override
    int chromiumHandshakes(ServerCounts counted) {
        return SunJsseCounts.chromium(counted);
    }
}
