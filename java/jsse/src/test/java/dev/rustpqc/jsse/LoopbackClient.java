package dev.rustpqc.jsse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/** One client connection to a TLS server on 127.0.0.1, recorded on the wire and timed. */
final class LoopbackClient {
    private static final int TIMEOUT_MILLIS = 30_000;

    private LoopbackClient() {
    }

    /**
     * What one handshake put on the wire and how long it took.
     *
     * @param clientToServer the bytes the client sent up to the end of its handshake
     * @param serverToClient the bytes the client read up to the end of its handshake
     * @param nanos TCP connect plus the client's TLS handshake
     * @param protocol the negotiated protocol version
     * @param cipherSuite the negotiated cipher suite
     */
    record Handshake(byte[] clientToServer, byte[] serverToClient, long nanos, String protocol, String cipherSuite) {
        TlsHello clientHello() {
            return TlsHello.parse(clientToServer);
        }

        TlsHello serverHello() {
            return TlsHello.parse(serverToClient);
        }
    }

    /**
     * Connects, runs the handshake, sends {@code ping} and checks the server's {@code pong ping}.
     * The session is invalidated so that the next connection runs a full handshake again.
     *
     * @param configure applied to the client socket before the handshake
     */
    static Handshake handshake(SSLContext context, int port, Consumer<SSLSocket> configure) throws IOException {
        return handshake(context, port, configure, "ping", "pong ping");
    }

    /**
     * As {@link #handshake(SSLContext, int, Consumer)}, for a server that answers {@code request}
     * with {@code expectedReply} (OpenSSL's {@code s_server -rev} answers a line reversed).
     */
    static Handshake handshake(SSLContext context, int port, Consumer<SSLSocket> configure, String request,
            String expectedReply) throws IOException {
        long start = System.nanoTime();
        RecordingSocket wire = new RecordingSocket();
        wire.setTcpNoDelay(true);
        wire.setSoTimeout(TIMEOUT_MILLIS);
        wire.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), TIMEOUT_MILLIS);
        try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(wire, "localhost", port, true)) {
            configure.accept(tls);
            tls.startHandshake();
            long nanos = System.nanoTime() - start;
            Handshake handshake = new Handshake(wire.bytesWritten(), wire.bytesRead(), nanos,
                    tls.getSession().getProtocol(), tls.getSession().getCipherSuite());
            OutputStream out = tls.getOutputStream();
            out.write((request + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String reply = new BufferedReader(new InputStreamReader(tls.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            if (!expectedReply.equals(reply)) {
                throw new IOException("Unexpected reply from the server: " + reply);
            }
            tls.getSession().invalidate();
            return handshake;
        }
    }
}
