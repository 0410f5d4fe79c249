package dev.rustpqc.demo;

import dev.rustpqc.jsse.HybridGroups;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.security.Provider;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;

/**
 * One TLS 1.3 handshake over 127.0.0.1 between a server and a client of the given JSSE providers,
 * the client preferring the hybrid group ({@link HybridGroups#preferHybrid(SSLSocket)}), with a
 * line sent each way afterwards. The hellos are read from a {@link WireTap} between them.
 */
final class LoopbackHandshake {
    private static final int TIMEOUT_SECONDS = 30;

    private LoopbackHandshake() {
    }

    /**
     * What the wire showed.
     *
     * @param client the ClientHello's first key share
     * @param server the ServerHello's key share
     */
    record Observed(TlsHellos.KeyShare client, TlsHellos.KeyShare server) {
    }

    static Observed run(Provider serverJsse, Provider clientJsse) throws Exception {
        ThrowawayCertificate certificate = ThrowawayCertificate.create();
        try (SSLServerSocket listener = (SSLServerSocket) certificate.serverContext(serverJsse).getServerSocketFactory()
                .createServerSocket(0, 1, InetAddress.getLoopbackAddress());
                WireTap tap = new WireTap(listener.getLocalPort())) {
            CompletableFuture<Void> served = CompletableFuture.runAsync(() -> serve(listener));
            try (SSLSocket socket = (SSLSocket) certificate.clientContext(clientJsse).getSocketFactory()
                    .createSocket(InetAddress.getLoopbackAddress(), tap.port())) {
                socket.setSoTimeout(TIMEOUT_SECONDS * 1000);
                HybridGroups.preferHybrid(socket);
                socket.startHandshake();
                Observed observed = new Observed(TlsHellos.clientShare(tap.clientBytes()),
                        TlsHellos.serverShare(tap.serverBytes()));
                OutputStream out = socket.getOutputStream();
                out.write("ping\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String reply = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                        .readLine();
                Demo.require("pong ping".equals(reply), "the server's reply over TLS was " + reply);
                served.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                return observed;
            }
        }
    }

    /** Accepts one connection, answers its line with "pong " and the line, and closes it. */
    private static void serve(SSLServerSocket listener) {
        try (SSLSocket socket = (SSLSocket) listener.accept()) {
            socket.setSoTimeout(TIMEOUT_SECONDS * 1000);
            String line = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            OutputStream out = socket.getOutputStream();
            out.write(("pong " + line + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
        } catch (Exception e) {
            throw new IllegalStateException("the loopback TLS server failed: " + e, e);
        }
    }
}
