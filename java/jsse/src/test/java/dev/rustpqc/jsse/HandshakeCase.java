package dev.rustpqc.jsse;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * One case of the handshake benchmark: a TLS stack on both sides, a group, and who computes
 * ML-KEM. {@link HandshakeBenchmarkCase} has BouncyCastle JSSE's cases; JDK 27's SunJSSE adds its
 * own (in the JDK 21+ test sources).
 */
interface HandshakeCase {
    /** The short name in the report, e.g. {@code x25519mlkem768-native}. */
    String id();

    /** What the case is, in words. */
    String description();

    /** The TLS code point of the group every handshake of the case must negotiate. */
    int group();

    /** The same stack's classical x25519 case, which "p50 vs x25519" compares with; null for that case itself. */
    HandshakeCase baseline();

    /** Whether this JVM can run the case. */
    boolean isAvailable();

    /** Whether the case's ML-KEM is RustPqc's: then each handshake adds one native key generation, encapsulation and decapsulation. */
    default boolean isNative() {
        return false;
    }

    /** Whether each handshake of the case signs and verifies its CertificateVerify with RustPqc's native ML-DSA. */
    default boolean signsNatively() {
        return false;
    }

    /** Makes what the case needs (its certificate) before the run's native operations are counted. */
    default void prepare() throws Exception {
    }

    /** A fresh server and client for one run of the case. */
    Endpoints endpoints() throws Exception;

    /**
     * Called before each batch of this case's handshakes (the warm-up, each round) and, with
     * {@link #afterBatch()}, after it: where a case switches something JVM-wide.
     */
    default void beforeBatch() {
    }

    default void afterBatch() {
    }

    /**
     * The two sides of a case.
     *
     * @param clientCounts the client's own native ML-KEM counts, or null when its stack keeps none
     * @param serverCounts the server's own native ML-KEM counts, or null when its stack keeps none
     */
    record Endpoints(SSLContext server, Consumer<SSLSocket> serverSettings, SSLContext client,
            Consumer<SSLSocket> clientSettings, Supplier<NativeKemCounts> clientCounts,
            Supplier<NativeKemCounts> serverCounts) {
    }
}
