package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * The native counts of a JDK 27 SunJSSE server with {@code RustPqcMlKem} first: the library's
 * encapsulations only (rustpqc-jsse's TLS count and its engine handshake count stay at zero: its
 * code is not in that path).
 */
final class SunJsseCounts {
    private SunJsseCounts() {
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
