package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server handshake benchmark's parts at a size that proves they work, not how fast anything
 * is: {@link TlsLoadServer}'s cases serve the Go load client ({@code src/test/go/loadclient}),
 * every connection gets its group and HTTP 200, and the native count the benchmark checks goes
 * up by one per hybrid handshake on the native case and by none otherwise. The real run is
 * {@code benchmarks/tls-load/run.sh}.
 */
class TlsLoadSmokeTest {
    private static final Pattern FIELD = Pattern.compile("\"(handshakes|errors)\":(\\d+)");

    private static Path client;

    @TempDir
    Path directory;

    @Test
    void theNativeCaseCountsOneEncapsulationPerHybridHandshakeAndNoneForX25519() throws Exception {
        try (ServerRecipeChecks.RunningServer server = TlsLoadServer.start(TlsLoadServer.Case.HYBRID_NATIVE, 1,
                directory)) {
            assertLoad(server, directory, "X25519MLKEM768", 20, new ServerCounts(20, 20, 20));
            assertLoad(server, directory, "x25519", 10, new ServerCounts(0, 0, 10));
        }
    }

    @Test
    void theBouncyCastleCaseServesTheHybridWithNothingNative() throws Exception {
        try (ServerRecipeChecks.RunningServer server = TlsLoadServer.start(
                TlsLoadServer.Case.HYBRID_BOUNCY_CASTLE, 2, directory)) {
            assertLoad(server, directory, "X25519MLKEM768", 10, new ServerCounts(0, 0, 10));
        }
    }

    /**
     * {@code connections} at 20 per second from the load client offering {@code group} alone: all
     * served with it, and the server's counts over them as {@code expected}.
     */
    static void assertLoad(ServerRecipeChecks.RunningServer server, Path directory, String group, int connections,
            ServerCounts expected) throws Exception {
        ServerCounts before = ServerCounts.now();
        String summary = loadClient("-addr", "127.0.0.1:" + server.port(), "-ca", directory.resolve("cert.pem").toString(),
                "-group", group, "-rate", "20", "-duration", connections / 20.0 + "s");
        ServerCounts counted = ServerCounts.now().since(before);
        assertEquals(connections, field(summary, "handshakes"), summary);
        assertEquals(0, field(summary, "errors"), summary);
        assertEquals(expected, counted, group + ": the server's counts");
    }

    private static synchronized Path client() throws Exception {
        if (client == null) {
            client = GoPeer.build("loadclient");
        }
        return client;
    }

    private static String loadClient(String... arguments) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(client().toString()));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError("loadclient failed: " + out);
        }
        return out;
    }

    private static int field(String summary, String name) {
        Matcher matcher = FIELD.matcher(summary);
        while (matcher.find()) {
            if (matcher.group(1).equals(name)) {
                return Integer.parseInt(matcher.group(2));
            }
        }
        throw new AssertionError("no " + name + " in " + summary);
    }
}
