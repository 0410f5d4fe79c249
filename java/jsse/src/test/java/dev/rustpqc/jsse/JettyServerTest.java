package dev.rustpqc.jsse;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.alpn.server.ALPNServerConnectionFactory;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http2.server.HTTP2ServerConnectionFactory;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.junit.jupiter.api.Test;

/**
 * The README's Jetty 12 recipe, as written: Jetty's own TLS configuration (a PKCS12 key store,
 * its default key manager, ALPN with HTTP/2 and HTTP/1.1), with BouncyCastle JSSE found by
 * provider order after {@code RustPqcJsse.install}; HTTP/2 works because rustpqc-jsse's
 * {@code BouncyCastleAlpnProcessor} is found by Jetty's ServiceLoader.
 */
class JettyServerTest extends ServerRecipeChecks {
    JettyServerTest() {
        super("hello from jetty");
    }

    /** Jetty as the README configures it. */
    @Override
    RunningServer recipe(boolean nativeMlKem) throws Exception {
        int port = 0;
        // README:begin jetty-server
        Server jetty = new Server();
        SslContextFactory.Server tls = new SslContextFactory.Server();
        tls.setKeyStorePath(keyStoreFile); // a PKCS12 file with the key and its chain
        tls.setKeyStorePassword(password);
        HttpConfiguration http = new HttpConfiguration();
        http.addCustomizer(new SecureRequestCustomizer());
        HttpConnectionFactory http11 = new HttpConnectionFactory(http);
        ALPNServerConnectionFactory alpn = new ALPNServerConnectionFactory();
        alpn.setDefaultProtocol(http11.getProtocol());
        ServerConnector https = new ServerConnector(jetty, new SslConnectionFactory(tls, alpn.getProtocol()), alpn,
                new HTTP2ServerConnectionFactory(http), http11);
        https.setPort(port);
        jetty.addConnector(https);
        // README:end jetty-server
        https.setHost("127.0.0.1");
        byte[] bytes = (body + "\n").getBytes(StandardCharsets.UTF_8);
        jetty.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                response.setStatus(200);
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain");
                response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
                response.write(true, ByteBuffer.wrap(bytes), callback);
                return true;
            }
        });
        jetty.start();
        return new RunningServer(https.getLocalPort(), jetty::stop);
    }

    @Test
    void theReadmeHoldsTheRecipeAsRun() throws Exception {
        ReadmeBlocks.assertReadmeHolds(JettyServerTest.class, "jetty-server");
    }
}
