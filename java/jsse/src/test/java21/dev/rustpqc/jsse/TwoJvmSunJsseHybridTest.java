package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.RustPqcMlKemProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SunJSSE in two JVMs, only one of which opts in, in each role and each hybrid group: the opted-in
 * side counts its own native operations (client: key generation and decapsulation; server:
 * encapsulation), the other counts none. This JVM opts in by code ({@link RustPqcMlKemProvider#insertFirst()});
 * the other opts in, when it does, by its java.security: the README's override
 * ({@code <!-- snippet: rustpqc-mlkem.security -->}), passed as written with {@code -Djava.security.properties}.
 * Its lookups are checked too: the README's override captures the ML-KEM names and nothing else
 * (not the OIDs, which its preferred list does not name).
 */
class TwoJvmSunJsseHybridTest {
    @TempDir
    Path directory;

    @AfterEach
    void optOut() {
        SunJsse.nativeMlKem(false);
    }

    @Test
    void onlyTheSideThatOptsInComputesNatively() throws Exception {
        TestPki.get().writePem(directory);
        Path security = directory.resolve("rustpqc-mlkem.security");
        Files.writeString(security, ReadmeSnippets.named("rustpqc-mlkem.security").code());
        List<String> results = new ArrayList<>();
        try (SunJssePeer optedOut = SunJssePeer.start(directory, null);
                SunJssePeer optedIn = SunJssePeer.start(directory, security)) {
            for (String lookup : JcaLookup.ML_KEM_BY_NAME) {
                assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, optedIn.lookup(lookup), lookup);
                assertEquals("SunJCE", optedOut.lookup(lookup), lookup);
            }
            for (String lookup : JcaLookup.ML_KEM_BY_OID) {
                assertEquals("SunJCE", optedIn.lookup(lookup), lookup + ": the preferred list names no OIDs");
            }
            for (String lookup : JcaLookup.OTHERS) {
                assertEquals(optedOut.lookup(lookup), optedIn.lookup(lookup), lookup);
            }

            SunJsse.nativeMlKem(true);
            results.addAll(weConnect(optedOut, "1 0 1", "0 0 0", "this JVM (opted in) client, other JVM server"));
            results.addAll(theyConnect(optedOut, "0 0 0", "0 1 0", "other JVM client, this JVM (opted in) server"));
            SunJsse.nativeMlKem(false);
            results.addAll(weConnect(optedIn, "0 0 0", "0 1 0", "this JVM client, other JVM (opted in) server"));
            results.addAll(theyConnect(optedIn, "1 0 1", "0 0 0", "other JVM (opted in) client, this JVM server"));
        }
        results.forEach(System.out::println);
        assertEquals(12, results.size());
    }

    /** This JVM's client against the peer's server, in each hybrid group. */
    private static List<String> weConnect(SunJssePeer peer, String ours, String theirs, String label) throws Exception {
        List<String> results = new ArrayList<>();
        int port = peer.serve(SunJsse.HYBRID_GROUPS, SunJsse.HYBRID_GROUPS.size());
        SSLContext client = TestPki.get().clientContext(SunJsse.provider());
        for (String group : SunJsse.HYBRID_GROUPS) {
            NativeCountsDelta delta = NativeCountsDelta.start();
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, port,
                    socket -> SunJsse.namedGroups(socket, List.of(group)));
            String served = peer.awaitServed();
            String hex = String.format("0x%04X", SunJsse.codepoint(group));
            assertEquals(hex, String.format("0x%04X", handshake.serverHello().firstKeyShareGroup()), group + " on the wire");
            assertEquals(hex + " " + theirs, served, label + ", " + group + ": the other JVM's group and native counts");
            delta.assertMlKemSinceStart(counts(ours));
            results.add(label + ", " + group + ": this JVM " + ours + ", other JVM " + theirs);
        }
        return results;
    }

    /** The peer's client against this JVM's server, in each hybrid group. */
    private static List<String> theyConnect(SunJssePeer peer, String theirs, String ours, String label) throws Exception {
        List<String> results = new ArrayList<>();
        SSLContext server = TestPki.get().serverContext(SunJsse.provider());
        try (LoopbackServer loopback = new LoopbackServer(server, socket -> SunJsse.namedGroups(socket,
                SunJsse.HYBRID_GROUPS))) {
            for (String group : SunJsse.HYBRID_GROUPS) {
                NativeCountsDelta delta = NativeCountsDelta.start();
                String connected = peer.connect(loopback.port(), group);
                loopback.awaitServed(1);
                List<RecordingSocket> served = loopback.served();
                TlsHello serverHello = TlsHello.parse(served.get(served.size() - 1).bytesWritten());
                String hex = String.format("0x%04X", SunJsse.codepoint(group));
                assertEquals(hex, String.format("0x%04X", serverHello.firstKeyShareGroup()), group + " on the wire");
                assertEquals(hex + " " + theirs, connected, label + ", " + group + ": the other JVM's group and native counts");
                delta.assertMlKemSinceStart(counts(ours));
                results.add(label + ", " + group + ": other JVM " + theirs + ", this JVM " + ours);
            }
        }
        return results;
    }

    private static NativeKemCounts counts(String text) {
        String[] parts = text.split(" ");
        return new NativeKemCounts(Long.parseLong(parts[0]), Long.parseLong(parts[1]), Long.parseLong(parts[2]));
    }
}
