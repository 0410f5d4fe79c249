package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolConfig.Protocol;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectedListenerFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectorFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import java.security.Security;
import org.junit.jupiter.api.AfterAll;

/**
 * The same Netty server on JDK 27's own TLS (SunJSSE: no {@code sslContextProvider}), native with
 * {@code RustPqcMlKemProvider.insertFirst()}, the JDK's Java ML-KEM without.
 */
class NettySunJsseJdk27Test extends NettyServerTest {
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
        RunningServer netty = super.start(nativeMlKem);
        return nativeMlKem ? netty : SunJsseCounts.restoringOnClose(netty);
    }

    @Override
    boolean serverPrefersHybrid() {
        return false;
    }

    @Override
    SslContext tls(boolean nativeMlKem) throws Exception {
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        if (nativeMlKem) {
            RustPqcMlKemProvider.insertFirst();
        }
        return SslContextBuilder.forServer(directory.resolve("cert.pem").toFile(), directory.resolve("key.pem").toFile())
                .sslProvider(SslProvider.JDK)
                .applicationProtocolConfig(new ApplicationProtocolConfig(Protocol.ALPN,
                        SelectorFailureBehavior.NO_ADVERTISE, SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1))
                .build();
    }

    /** SunJSSE, the JDK's default: native through RustPqcMlKem, first during this class's tests. */
    @Override
    SslContextBuilder withNativeTls(SslContextBuilder builder) {
        if (Security.getProvider(RustPqcMlKemProvider.PROVIDER_NAME) == null) {
            RustPqcMlKemProvider.insertFirst();
        }
        return builder;
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
