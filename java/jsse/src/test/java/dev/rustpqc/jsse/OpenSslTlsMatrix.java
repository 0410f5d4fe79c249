package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;

/**
 * TLS 1.3 between a Java stack with native ML-KEM and OpenSSL 3.6 on 127.0.0.1, in the three
 * hybrid groups, each side in each role: the Java client against one {@code s_server} that offers
 * all three (each handshake offering one group), and one {@code s_client} per group against the
 * Java server that accepts all three. Each handshake is checked on the wire (the ServerHello's
 * group, no HelloRetryRequest), by OpenSSL's own report where it gives one, and by the native
 * operations counted over it: key generation and decapsulation on a Java client, encapsulation on a
 * Java server.
 */
final class OpenSslTlsMatrix {
    /** The hybrid groups, as OpenSSL, BouncyCastle and the JDK name them, with their code points. */
    static final List<String> HYBRIDS = List.of("X25519MLKEM768", "SecP256r1MLKEM768", "SecP384r1MLKEM1024");
    private static final int[] CODEPOINTS = {0x11EC, 0x11EB, 0x11ED};

    private OpenSslTlsMatrix() {
    }

    /** Runs the six handshakes and returns one line per handshake, "ok" or the failure. */
    static List<String> run(TlsStack stack, Path directory) throws Exception {
        OpenSsl openssl = OpenSsl.get();
        TestPki.get().writePem(directory);
        List<String> lines = new ArrayList<>();
        SSLContext client = stack.clientContext();
        try (OpenSsl.Server server = openssl.server(directory, String.join(":", HYBRIDS), HYBRIDS.size())) {
            for (int i = 0; i < HYBRIDS.size(); i++) {
                String group = HYBRIDS.get(i);
                NativeKemCounts before = stack.ownCounts(true);
                NativeCountsDelta provider = NativeCountsDelta.start();
                LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, server.port(),
                        socket -> stack.offerOnly(socket, group), "ping", "gnip");
                TlsHello serverHello = handshake.serverHello();
                assertFalse(serverHello.helloRetryRequest(), group + ": no HelloRetryRequest");
                assertEquals(CODEPOINTS[i], serverHello.firstKeyShareGroup(), group + ": the group in OpenSSL's ServerHello");
                provider.assertMlKemSinceStart(new NativeKemCounts(1, 0, 1));
                assertOwnCounts(stack, true, before, new NativeKemCounts(1, 0, 1));
                lines.add(stack.name() + " client, OpenSSL s_server, " + group + ": ok");
            }
            server.awaitSuccess();
        }

        SSLContext serverContext = stack.serverContext();
        try (LoopbackServer server = new LoopbackServer(serverContext, socket -> stack.accept(socket, HYBRIDS))) {
            for (int i = 0; i < HYBRIDS.size(); i++) {
                String group = HYBRIDS.get(i);
                NativeKemCounts before = stack.ownCounts(false);
                NativeCountsDelta provider = NativeCountsDelta.start();
                OpenSsl.Client report = openssl.client(directory, server.port(), group, "ping");
                server.awaitServed(1);
                List<RecordingSocket> served = server.served();
                TlsHello serverHello = TlsHello.parse(served.get(served.size() - 1).bytesWritten());
                assertEquals(group, report.group(), "the group s_client reports");
                assertEquals("pong ping", report.reply());
                assertFalse(serverHello.helloRetryRequest(), group + ": no HelloRetryRequest");
                assertEquals(CODEPOINTS[i], serverHello.firstKeyShareGroup(), group + ": the group in our ServerHello");
                provider.assertMlKemSinceStart(new NativeKemCounts(0, 1, 0));
                assertOwnCounts(stack, false, before, new NativeKemCounts(0, 1, 0));
                lines.add("OpenSSL s_client, " + stack.name() + " server, " + group + ": ok");
            }
        }
        return lines;
    }

    private static void assertOwnCounts(TlsStack stack, boolean client, NativeKemCounts before,
            NativeKemCounts expected) {
        NativeKemCounts after = stack.ownCounts(client);
        if (before != null) {
            NativeKemCounts since = new NativeKemCounts(after.keyGenerations() - before.keyGenerations(),
                    after.encapsulations() - before.encapsulations(), after.decapsulations() - before.decapsulations());
            assertEquals(expected, since, stack.name() + (client ? " client" : " server") + ": its own native ML-KEM counters");
        }
    }
}
