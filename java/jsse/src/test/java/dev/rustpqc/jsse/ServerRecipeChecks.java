package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The checks every server recipe passes, against one server (of this JVM, the test JVM) that all
 * real clients share: each client reports HTTP 200 with the server's body and the group
 * X25519MLKEM768 itself, and the server's native ML-KEM encapsulations, read over JMX as an
 * operator would, go up by exactly one per full handshake; with the flag off, by none. A client
 * that fell back to x25519, or a server whose ML-KEM ran in Java, fails.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServerRecipeChecks {
    static final String HYBRID = HybridGroups.X25519_MLKEM768;
    static final char[] PASSWORD = "changeit".toCharArray();

    /** A server the recipe started on {@code port}, offering HTTP/2 and HTTP/1.1 by ALPN. */
    record RunningServer(int port, AutoCloseable stop) implements AutoCloseable {
        @Override
        public void close() throws Exception {
            stop.close();
        }
    }

    /** Scratch space for the whole class (certificates, client outputs), removed at the end. */
    Path directory;
    /** The server's certificate and key as a PKCS12 file, as the README's recipes name it. */
    String keyStoreFile;
    /** {@link #PASSWORD}, as the README's recipes name it. */
    final String password = new String(PASSWORD);
    RunningServer server;
    Path ca;

    /** The body the server answers {@code GET /hello} with. */
    final String body;

    ServerRecipeChecks(String body) {
        this.body = body;
    }

    /** Whose TLS the server runs. */
    ServerStack stack() {
        return ServerStack.RUSTPQC_JSSE_INSTALLED;
    }

    /** The recipe's server on a free port of 127.0.0.1, with the TLS provider the JCA has first. */
    abstract RunningServer recipe(boolean nativeMlKem) throws Exception;

    /** Starts the recipe's server, native ML-KEM on or off. */
    RunningServer start(boolean nativeMlKem) throws Exception {
        stack().install(nativeMlKem);
        return stack().started(recipe(nativeMlKem), nativeMlKem);
    }

    @BeforeAll
    void startServer() throws Exception {
        QuietBouncyCastleLogs.apply();
        directory = Files.createTempDirectory("rustpqc-server-test-");
        TestPki.get().writePem(directory);
        ca = directory.resolve("cert.pem");
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("server", TestPki.get().keyPair.getPrivate(), PASSWORD,
                new X509Certificate[] {TestPki.get().certificate});
        try (var out = Files.newOutputStream(keyStore())) {
            store.store(out, PASSWORD);
        }
        keyStoreFile = keyStore().toString();
        server = start(true);
    }

    @AfterAll
    void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
        if (directory != null) {
            try (var files = Files.walk(directory)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
        stack().uninstall();
    }

    /** The server's certificate and key as a PKCS12 file (password {@link #PASSWORD}). */
    Path keyStore() {
        return directory.resolve("server.p12");
    }

    String url() {
        return "https://127.0.0.1:" + server.port() + "/hello";
    }

    @Test
    void openSslAndCurlGetTheHybridComputedNatively() throws Exception {
        int port = server.port();
        List<RealClients.Command> commands = new ArrayList<>(List.of(
                RealClients.curl(port, ca, HYBRID, "--http2", "/hello"),
                RealClients.curl(port, ca, null, "--http1.1", "/hello"),
                RealClients.sClient(port, ca, HYBRID, "/hello"),
                // OpenSSL's defaults: key shares X25519MLKEM768 and x25519.
                RealClients.sClient(port, ca, "X25519MLKEM768:x25519:secp256r1", "/hello")));
        if (stack().serverPrefersHybrid()) {
            // x25519 first, with its key share only: the server must still choose the hybrid.
            commands.add(RealClients.sClient(port, ca, "x25519:X25519MLKEM768", "/hello"));
        }
        ServerCounts before = ServerCounts.now();
        List<RealClients.Result> results = RealClients.run(directory, commands);
        ServerCounts counted = ServerCounts.now().since(before);
        for (RealClients.Result result : results) {
            assertHybrid(result);
        }
        assertEquals("HTTP/2", results.get(0).protocol(), results.get(0).log());
        assertNative(results.size(), counted, results);
    }

    @Test
    void goGetsTheHybridComputedNatively() throws Exception {
        ServerCounts before = ServerCounts.now();
        List<RealClients.Result> results = new ArrayList<>(RealClients.go(ca, "hybrid", false, List.of(url())));
        results.addAll(RealClients.go(ca, "default", false, List.of(url())));
        ServerCounts counted = ServerCounts.now().since(before);
        assertEquals(2, results.size(), results.toString());
        for (RealClients.Result result : results) {
            assertHybrid(result);
            assertEquals("HTTP/2.0", result.protocol(), result.toString());
        }
        assertNative(2, counted, results);
    }

    /** Chromium over HTTP/2 (it offers X25519MLKEM768 and x25519 key shares): one page, one handshake. */
    @Test
    void chromiumGetsTheHybridOverHttp2ComputedNatively() throws Exception {
        ServerCounts before = ServerCounts.now();
        List<RealClients.Result> results = RealClients.chromium(TestPki.get().certificate, List.of(url()));
        ServerCounts counted = ServerCounts.now().since(before);
        assertEquals(1, results.size(), results.toString());
        assertHybrid(results.get(0));
        assertEquals("h2", results.get(0).protocol(), results.get(0).log());
        stack().assertChromiumNative(counted, results);
        report(counted, results);
    }

    /**
     * A client's second connection with a session cache: resumed where the server can (TLS 1.3
     * resumption with (EC)DHE runs the key exchange again, so it counts one encapsulation too), a
     * full handshake otherwise; hybrid and counted either way.
     */
    @Test
    void secondConnectionsAreHybridAndCounted() throws Exception {
        ServerCounts before = ServerCounts.now();
        List<RealClients.Result> results = RealClients.go(ca, "default", true, List.of(url()));
        ServerCounts counted = ServerCounts.now().since(before);
        assertEquals(2, results.size(), results.toString());
        assertTrue(!results.get(0).resumed() && results.get(1).resumed() == stack().resumesSessions(),
                "resumed " + results.get(1).resumed() + ", expected " + stack().resumesSessions() + ": " + results);
        for (RealClients.Result result : results) {
            assertHybrid(result);
        }
        assertNative(2, counted, results);
    }

    @Test
    void withTheFlagOffNothingIsNative() throws Exception {
        try (RunningServer off = start(false)) {
            ServerCounts before = ServerCounts.now();
            List<RealClients.Result> results = RealClients.run(directory, List.of(
                    RealClients.sClient(off.port(), ca, "X25519MLKEM768:x25519:secp256r1", "/hello"),
                    RealClients.curl(off.port(), ca, null, "--http1.1", "/hello")));
            results = new ArrayList<>(results);
            results.addAll(RealClients.go(ca, "default", false, List.of("https://127.0.0.1:" + off.port() + "/hello")));
            ServerCounts counted = ServerCounts.now().since(before);
            for (RealClients.Result result : results) {
                assertEquals(200, result.status(), result.log());
                assertEquals(body, result.body(), result.log());
            }
            stack().assertNothingNative(counted, results);
            System.out.println(getClass().getSimpleName() + " on JDK " + Runtime.version().feature()
                    + ", flag off: " + results);
        }
    }

    void assertHybrid(RealClients.Result result) {
        assertEquals(200, result.status(), result.log());
        assertEquals(body, result.body(), result.log());
        assertEquals(HYBRID, result.group(), "fell back from the hybrid? " + result.log());
    }

    void assertNative(int handshakes, ServerCounts counted, List<RealClients.Result> results) {
        assertEquals(stack().nativeCounts(handshakes), counted,
                "native ML-KEM encapsulations on the server (rustpqc-jsse's, the library's) and server handshakes for "
                        + handshakes
                        + " handshakes: " + results);
        report(counted, results);
    }

    private void report(ServerCounts counted, List<RealClients.Result> results) {
        System.out.println(getClass().getSimpleName() + " on JDK " + Runtime.version().feature() + " ("
                + RustPqcJsse.binding() + "): " + results + "; server encapsulations " + counted);
    }
}
