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

/**
 * The same Netty server on JDK 27's own TLS (SunJSSE: no {@code sslContextProvider}), native with
 * {@code RustPqcMlKemProvider.insertFirst()}, the JDK's Java ML-KEM without.
 */
class NettyServerSunJsseHybridTest extends NettyServerTest {
    @Override
    ServerStack stack() {
        return ServerStack.SUN_JSSE;
    }

    @Override
    SslContext tls(boolean nativeMlKem) throws Exception {
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
}
