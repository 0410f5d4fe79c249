package dev.rustpqc.jsse;

/**
 * What an operator reads over JMX, as {@code dev.rustpqc:type=TlsKeyExchange}, to see that the hybrid key
 * exchange is live and native: the counts rise by one encapsulation per TLS 1.3 handshake a
 * server completes in a hybrid group (resumed handshakes included: they run the key exchange
 * too), and stay still if the handshakes fell back to x25519 or to another provider's ML-KEM.
 */
public interface TlsMetricsMXBean {
    /** Whether any rustpqc-jsse context made in this JVM computes its ML-KEM natively. */
    boolean isNativeMlKem();

    /**
     * TLS handshakes completed by the server engines of rustpqc-jsse contexts (Tomcat, Netty, Jetty;
     * not plain sockets), in any group. With native ML-KEM on, {@link #getTlsEncapsulations()}
     * rises as fast as this: a gap is handshakes that did not run the native hybrid.
     */
    long getServerHandshakes();

    /** TLS handshakes completed by the client engines of rustpqc-jsse contexts (not plain sockets). */
    long getClientHandshakes();

    /** Native ML-KEM key generations for client key shares, by rustpqc-jsse (BouncyCastle JSSE). */
    long getTlsKeyGenerations();

    /** Native ML-KEM encapsulations to clients' key shares (server side), by rustpqc-jsse. */
    long getTlsEncapsulations();

    /** Native ML-KEM decapsulations of servers' ciphertexts (client side), by rustpqc-jsse. */
    long getTlsDecapsulations();

    /**
     * Every native ML-KEM encapsulation in the JVM, whoever asked: also JDK 27's own TLS with
     * {@code RustPqcMlKem} first (the library's load-time self-test counts one too).
     */
    long getLibraryEncapsulations();

    /** Every native ML-KEM decapsulation in the JVM, whoever asked (self-test included). */
    long getLibraryDecapsulations();

    /** Every native ML-KEM key generation in the JVM, whoever asked (self-test included). */
    long getLibraryKeyGenerations();

    /** How RustPqc reaches its native library: {@code ffm}, {@code jni}, or why it did not load. */
    String getBinding();
}
