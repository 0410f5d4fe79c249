package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import java.security.Security;

/**
 * The same Tomcat on JDK 27's own TLS (SunJSSE), which negotiates X25519MLKEM768 itself: native
 * with {@code RustPqcMlKemProvider.insertFirst()} before Tomcat starts, the JDK's Java ML-KEM
 * without. rustpqc-jsse plays no part, so only the library's count moves.
 */
class TomcatSunJsseJdk27Test extends TomcatServerTest {
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
        return startTomcat(nativeMlKem);
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
