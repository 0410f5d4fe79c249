package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcMlKemProvider;
import java.util.List;

/**
 * The native counts of a JDK 27 SunJSSE server with {@code RustPqcMlKem} first: the library's
 * encapsulations only (rustpqc-jsse's TLS count and its engine handshake count stay at zero: its
 * code is not in that path).
 */
final class SunJsseCounts {
    private SunJsseCounts() {
    }

    /**
     * SunJSSE takes its ML-KEM from the JCA at each handshake, not when the server starts: a
     * server without {@code RustPqcMlKem} puts it back first when it stops, so that the other
     * servers of the test class compute natively again.
     */
    static ServerRecipeChecks.RunningServer restoringOnClose(ServerRecipeChecks.RunningServer server) {
        return new ServerRecipeChecks.RunningServer() {
            @Override
            public int port() {
                return server.port();
            }

            @Override
            public boolean http2() {
                return server.http2();
            }

            @Override
            public void close() throws Exception {
                server.close();
                RustPqcMlKemProvider.insertFirst();
            }
        };
    }

    static ServerCounts of(int handshakes) {
        return new ServerCounts(0, handshakes, 0);
    }

    static void assertNone(ServerCounts counted, List<RealClients.Result> results) {
        assertEquals(new ServerCounts(0, 0, 0), counted, "native encapsulations without RustPqcMlKem: " + results);
    }

    /** SunJSSE engines are not counted: Chromium's one or two connections are read off the library's count. */
    static int chromium(ServerCounts counted) {
        assertTrue(counted.library() == 1 || counted.library() == 2, counted.toString());
        return (int) counted.library();
    }
}
