package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcMlKemProvider;
import java.security.Security;
import java.util.List;

/**
 * Whose TLS a recipe's server runs: how native ML-KEM is switched on or off for it, and what
 * {@link ServerRecipeChecks} expect of its handshakes and native counts.
 */
enum ServerStack {
    /** BouncyCastle JSSE found by provider order after {@code RustPqcJsse.install}. */
    RUSTPQC_JSSE_INSTALLED {
        @Override
        void install(boolean nativeMlKem) {
            RustPqcJsse.install(nativeMlKem);
        }

        @Override
        void uninstall() {
            Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
        }
    },

    /** BouncyCastle JSSE handed to the server as {@code RustPqcJsse.provider(nativeMlKem)}: nothing installed. */
    RUSTPQC_JSSE_PROVIDER {
        @Override
        void install(boolean nativeMlKem) {
        }

        @Override
        void uninstall() {
        }
    },

    /**
     * JDK 27's own TLS (SunJSSE), which negotiates X25519MLKEM768 itself: native with
     * {@code RustPqcMlKemProvider.insertFirst()} before the server starts, the JDK's Java ML-KEM
     * without. rustpqc-jsse plays no part, so only the library's count moves: its TLS count and its
     * engine handshake count stay at zero.
     */
    SUN_JSSE {
        @Override
        void install(boolean nativeMlKem) {
            Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
            Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
            if (nativeMlKem) {
                RustPqcMlKemProvider.insertFirst();
            }
        }

        /**
         * SunJSSE takes its ML-KEM from the JCA at each handshake, not when the server starts: a
         * server without {@code RustPqcMlKem} puts it back first when it stops, so that the other
         * servers of the test class compute natively again.
         */
        @Override
        ServerRecipeChecks.RunningServer started(ServerRecipeChecks.RunningServer server, boolean nativeMlKem) {
            return nativeMlKem ? server : new ServerRecipeChecks.RunningServer(server.port(), () -> {
                server.close();
                RustPqcMlKemProvider.insertFirst();
            });
        }

        /** The JVM's other tests must not find RustPqcMlKem first. */
        @Override
        void uninstall() {
            Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
            Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
        }

        @Override
        boolean resumesSessions() {
            return true;
        }

        @Override
        boolean serverPrefersHybrid() {
            return false;
        }

        @Override
        ServerCounts nativeCounts(int handshakes) {
            return new ServerCounts(0, handshakes, 0);
        }

        @Override
        void assertNothingNative(ServerCounts counted, List<RealClients.Result> results) {
            assertEquals(new ServerCounts(0, 0, 0), counted, "native encapsulations without RustPqcMlKem: " + results);
        }

        /** SunJSSE's engines are not counted: only the library's count moves, once per connection's key exchange. */
        @Override
        void assertChromiumNative(ServerCounts counted, List<RealClients.Result> results) {
            assertTrue(counted.equals(nativeCounts(1)) || counted.equals(nativeCounts(2)),
                    "native encapsulations for Chromium's one or two connections: " + counted + ", " + results);
        }
    };

    /** Switches native ML-KEM on or off for the next server the recipe starts. */
    abstract void install(boolean nativeMlKem);

    /** The server the recipe started, as the test class must stop it. */
    ServerRecipeChecks.RunningServer started(ServerRecipeChecks.RunningServer server, boolean nativeMlKem) {
        return server;
    }

    /** Leaves the JCA providers to the JVM's other tests as they were. */
    abstract void uninstall();

    /**
     * Whether the server's TLS resumes TLS 1.3 sessions. BouncyCastle JSSE 1.84's server does not
     * (no session tickets, no PSK: "TODO[tls13] Resumption/PSK" in its sources), so a client's
     * second connection is a full handshake again; JDK 27's SunJSSE does.
     */
    boolean resumesSessions() {
        return false;
    }

    /**
     * Whether the server picks the hybrid by its own preference, even for a client that lists
     * x25519 first and sends only its key share (rustpqc-jsse with the flag on does; JDK 27's
     * SunJSSE takes the client's key share, x25519).
     */
    boolean serverPrefersHybrid() {
        return true;
    }

    /** The native counts of {@code handshakes} server handshakes: rustpqc-jsse's, the library's, the engines'. */
    ServerCounts nativeCounts(int handshakes) {
        return new ServerCounts(handshakes, handshakes, handshakes);
    }

    /** The counts of handshakes that ran no native ML-KEM (the flag off). */
    void assertNothingNative(ServerCounts counted, List<RealClients.Result> results) {
        assertEquals(0, counted.tls(), "native encapsulations with the flag off: " + results);
        assertEquals(0, counted.library(), "native encapsulations with the flag off: " + results);
        assertTrue(counted.handshakes() >= results.size(), "server handshakes " + counted + ": " + results);
    }

    /**
     * The native counts of Chromium's page load: one or two connections (it opens a second one at
     * times), each running one native encapsulation in its key exchange. Chromium drops a second
     * connection once the first has served the page, and on a busy machine that can happen after
     * the server's encapsulation and before its handshake completes: so a completed handshake
     * without a native encapsulation fails this, an encapsulation without a completed handshake
     * does not.
     */
    void assertChromiumNative(ServerCounts counted, List<RealClients.Result> results) {
        String what = counted + " for Chromium's page: " + results;
        assertEquals(counted.tls(), counted.library(), "rustpqc-jsse's and the library's native encapsulations, " + what);
        assertTrue(counted.handshakes() == 1 || counted.handshakes() == 2, "completed server handshakes, " + what);
        assertTrue(counted.tls() >= counted.handshakes() && counted.tls() <= 2,
                "one native encapsulation per completed handshake and at most one per connection, " + what);
    }
}
