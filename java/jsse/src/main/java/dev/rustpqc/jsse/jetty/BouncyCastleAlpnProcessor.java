package dev.rustpqc.jsse.jetty;

import java.util.List;
import javax.net.ssl.SSLEngine;
import org.bouncycastle.jsse.BCSSLEngine;
import org.eclipse.jetty.alpn.server.ALPNServerConnection;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.ssl.ALPNProcessor;
import org.eclipse.jetty.io.ssl.SslConnection;
import org.eclipse.jetty.io.ssl.SslHandshakeListener;

/**
 * Jetty's server-side ALPN for BouncyCastle JSSE engines (those of {@code RustPqcJsse}'s
 * contexts included). Jetty picks an ALPN processor per engine, and its JDK one applies only to
 * engines of the JDK's own classes, so without this one a Jetty connector with HTTP/2 rejects every
 * BouncyCastle connection ("No ALPN Processor"). BouncyCastle has its own selector API
 * ({@code BCSSLEngine.setBCHandshakeApplicationProtocolSelector}; it does not implement the
 * JDK's), which this uses.
 */
public final class BouncyCastleAlpnProcessor implements ALPNProcessor.Server {
    /** For Jetty's ServiceLoader. */
    public BouncyCastleAlpnProcessor() {
    }

    @Override
    public boolean appliesTo(SSLEngine engine) {
        return engine instanceof BCSSLEngine;
    }

    @Override
    public void configure(SSLEngine engine, Connection connection) {
        ALPNServerConnection alpn = (ALPNServerConnection) connection;
        ((BCSSLEngine) engine).setBCHandshakeApplicationProtocolSelector((handshaking, offered) -> select(alpn, offered));
        ((SslConnection.SslEndPoint) alpn.getEndPoint()).getSslConnection().addHandshakeListener(
                new SslHandshakeListener() {
                    @Override
                    public void handshakeSucceeded(Event event) {
                        if (alpn.getProtocol() == null) {
                            alpn.unsupported(); // the client sent no ALPN: Jetty's default protocol
                        }
                    }
                });
    }

    /** Jetty's choice among the client's protocols; null (no_application_protocol) if it has none. */
    private static String select(ALPNServerConnection alpn, List<String> offered) {
        try {
            alpn.select(offered);
            return alpn.getProtocol();
        } catch (RuntimeException noCommonProtocol) {
            return null;
        }
    }

    @Override
    public String toString() {
        return "rustpqc-jsse ALPN for BouncyCastle JSSE";
    }
}
