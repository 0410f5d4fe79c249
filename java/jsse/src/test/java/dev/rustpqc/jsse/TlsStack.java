package dev.rustpqc.jsse;

import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A Java TLS implementation under test with its ML-KEM switched to native (BouncyCastle JSSE with
 * rustpqc-jsse's flag, JDK 27's SunJSSE with RustPqcMlKem first), as one side of a handshake with
 * another stack. The interop matrices ({@link OpenSslTlsMatrix}) run the same handshakes for each.
 */
interface TlsStack {
    /** How the reports name it, e.g. "BCJSSE (rustpqc-jsse, flag on)". */
    String name();

    /** A client context that trusts {@link TestPki}'s certificate. */
    SSLContext clientContext() throws Exception;

    /** A server context with {@link TestPki}'s certificate and key. */
    SSLContext serverContext() throws Exception;

    /** Makes a client socket offer {@code group} alone (plus what the certificate needs) and send its key share. */
    void offerOnly(SSLSocket socket, String group);

    /** Makes a server socket accept {@code groups}, in this order of preference. */
    void accept(SSLSocket socket, List<String> groups);

    /**
     * The stack's own count of native ML-KEM operations on the client or server side since its
     * contexts were made, or null when it keeps none (SunJSSE: then only the provider-wide counts
     * tell, which a matrix with one Java side also checks).
     */
    NativeKemCounts ownCounts(boolean client);
}
