package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interoperability with an independent TLS stack: Go's crypto/tls, offering only X25519MLKEM768,
 * as client of our server and as server for our client. Go reports the negotiated group itself.
 */
class GoInteropTest {
    private static final String CURVE = "CURVE ";
    private static final String X25519_MLKEM768_BY_GO = "4588 X25519MLKEM768";

    @TempDir
    Path directory;

    /** The certificate and key as PEM files, for Go. */
    @BeforeEach
    void writePem() throws Exception {
        TestPki.get().writePem(directory);
    }

    @Test
    void goClientNegotiatesTheHybridWithOurNativeServer() throws Exception {
        RustPqcTlsCryptoProvider serverCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        SSLContext server = TestPki.get().serverContext(RustPqcJsse.provider(serverCrypto));
        NativeCountsDelta provider = NativeCountsDelta.start();

        String curve;
        String reply;
        TlsHello serverHello;
        try (LoopbackServer loopback = new LoopbackServer(server, socket -> { });
                PeerProcess go = GoPeer.start("client", "-addr", "127.0.0.1:" + loopback.port(),
                        "-ca", directory.resolve("cert.pem").toString(), "-name", "localhost")) {
            curve = go.awaitLine(CURVE);
            reply = go.awaitLine("REPLY ");
            go.awaitSuccess();
            loopback.awaitServed(1);
            serverHello = TlsHello.parse(loopback.served().get(0).bytesWritten());
        }

        assertEquals(X25519_MLKEM768_BY_GO, curve, "the group as Go's ConnectionState reports it");
        assertEquals("pong ping", reply);
        assertFalse(serverHello.helloRetryRequest());
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, serverHello.firstKeyShareGroup());
        assertEquals(new NativeKemCounts(0, 1, 0), serverCrypto.nativeKemCounts(), "our server encapsulated natively");
        provider.assertMlKemSinceStart(new NativeKemCounts(0, 1, 0));
    }

    @Test
    void ourNativeClientNegotiatesTheHybridWithGoServer() throws Exception {
        RustPqcTlsCryptoProvider clientCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        SSLContext client = TestPki.get().clientContext(RustPqcJsse.provider(clientCrypto));
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake;
        String curve;
        try (PeerProcess go = GoPeer.start("server", "-cert", directory.resolve("cert.pem").toString(),
                "-key", directory.resolve("key.pem").toString())) {
            int port = Integer.parseInt(go.awaitLine("LISTENING "));
            handshake = LoopbackClient.handshake(client, port, HybridGroups::preferHybrid);
            curve = go.awaitLine(CURVE);
            go.awaitSuccess();
        }

        assertEquals(X25519_MLKEM768_BY_GO, curve, "the group as Go's ConnectionState reports it");
        assertEquals("TLSv1.3", handshake.protocol());
        assertFalse(handshake.serverHello().helloRetryRequest(), "Go took the hybrid share we sent first");
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, handshake.serverHello().firstKeyShareGroup());
        assertEquals(new NativeKemCounts(1, 0, 1), clientCrypto.nativeKemCounts(), "our client generated and decapsulated natively");
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 0, 1));
    }
}
