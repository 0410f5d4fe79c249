package dev.rustpqc.jsse;

import java.util.Arrays;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLEngine;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/**
 * Makes BouncyCastle JSSE negotiate the hybrid X25519MLKEM768 in one round trip.
 *
 * <p>Two settings are needed, and the standard {@code SSLParameters} has only the first (and only
 * from JDK 20): the named groups, with the hybrid first, and the key shares the client sends in its
 * ClientHello. BouncyCastle's client sends an x25519 share by default; a server that picks the
 * hybrid must then answer with a HelloRetryRequest, costing a round trip. These methods set both
 * through {@link BCSSLParameters}, on every JDK: the groups X25519MLKEM768, x25519, secp256r1,
 * secp384r1, and the key shares X25519MLKEM768 and x25519, so that a server without the hybrid
 * needs no retry either.
 *
 * <p>There is deliberately no "hybrid only" setting: BouncyCastle enables the ECDSA signature
 * schemes only for curves among a side's own named groups, so a side that lists nothing but
 * X25519MLKEM768 can neither use nor verify an ECDSA certificate (the server reports "no
 * selectable cipher suite"), and over the JDK's providers alone ECDSA is BouncyCastle's only
 * usable TLS 1.3 certificate type. Listing the curves costs nothing: the server follows the
 * client's order and takes the hybrid.
 *
 * <p>On a server only the group list matters, and the client's order decides; a client that lists
 * the hybrid first gets it. Apply these before the handshake starts. For code that cannot reach its
 * sockets, the same settings as system properties (read by BouncyCastle when an
 * {@code SSLContext} is initialised): {@code -Djdk.tls.namedGroups=X25519MLKEM768,x25519,secp256r1,secp384r1
 * -Dorg.bouncycastle.jsse.client.earlyKeyShares=X25519MLKEM768,x25519}.
 *
 * <p>Without native ML-KEM ({@link RustPqcJsse}) the hybrid needs an ML-KEM that BouncyCastle's
 * plain crypto can use (the BouncyCastle JCA provider registered); where there is none the group
 * is dropped with a logged warning and the classical groups are negotiated.
 */
public final class HybridGroups {
    /** The name of the hybrid group, as BouncyCastle, the JDK and {@code jdk.tls.namedGroups} spell it. */
    public static final String X25519_MLKEM768 = "X25519MLKEM768";

    /** The TLS code point of X25519MLKEM768 (IANA TLS Supported Groups registry). */
    public static final int X25519_MLKEM768_CODEPOINT = 0x11EC;

    private static final String[] PREFERRED_GROUPS = {X25519_MLKEM768, "x25519", "secp256r1", "secp384r1"};
    private static final String[] PREFERRED_KEY_SHARES = {X25519_MLKEM768, "x25519"};

    private HybridGroups() {
    }

    /** Hybrid first with classical fallbacks, and the hybrid's key share sent first. */
    public static void preferHybrid(SSLSocket socket) {
        BCSSLSocket bcSocket = bouncyCastle(socket);
        bcSocket.setParameters(preferHybrid(bcSocket.getParameters()));
    }

    /** Hybrid first with classical fallbacks, and the hybrid's key share sent first. */
    public static void preferHybrid(SSLEngine engine) {
        BCSSLEngine bcEngine = bouncyCastle(engine);
        bcEngine.setParameters(preferHybrid(bcEngine.getParameters()));
    }

    /**
     * Sets groups X25519MLKEM768, x25519, secp256r1, secp384r1 and key shares X25519MLKEM768, x25519.
     *
     * @return {@code parameters}, changed
     */
    public static BCSSLParameters preferHybrid(BCSSLParameters parameters) {
        return configure(parameters, PREFERRED_GROUPS, PREFERRED_KEY_SHARES);
    }

    private static BCSSLParameters configure(BCSSLParameters parameters, String[] groups, String[] keyShares) {
        if (parameters == null) {
            throw new NullPointerException("parameters");
        }
        parameters.setNamedGroups(Arrays.copyOf(groups, groups.length));
        parameters.setEarlyKeyShares(Arrays.copyOf(keyShares, keyShares.length));
        return parameters;
    }

    private static BCSSLSocket bouncyCastle(SSLSocket socket) {
        if (socket instanceof BCSSLSocket) {
            return (BCSSLSocket) socket;
        }
        throw new IllegalArgumentException(describe(socket) + " is not a BouncyCastle JSSE socket: make it from an"
                + " SSLContext of RustPqcJsse.provider() (SunJSSE sockets are configured with jdk.tls.namedGroups)");
    }

    private static BCSSLEngine bouncyCastle(SSLEngine engine) {
        if (engine instanceof BCSSLEngine) {
            return (BCSSLEngine) engine;
        }
        throw new IllegalArgumentException(describe(engine) + " is not a BouncyCastle JSSE engine: make it from an"
                + " SSLContext of RustPqcJsse.provider() (SunJSSE engines are configured with jdk.tls.namedGroups)");
    }

    private static String describe(Object socketOrEngine) {
        return socketOrEngine == null ? "null" : "A " + socketOrEngine.getClass().getName();
    }
}
