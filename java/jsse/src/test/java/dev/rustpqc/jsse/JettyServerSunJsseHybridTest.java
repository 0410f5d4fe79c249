package dev.rustpqc.jsse;

/**
 * The same Jetty on JDK 27's own TLS (SunJSSE; Jetty's own ALPN processor), native with
 * {@code RustPqcMlKemProvider.insertFirst()} before it starts, the JDK's Java ML-KEM without.
 */
class JettyServerSunJsseHybridTest extends JettyServerTest {
    @Override
    ServerStack stack() {
        return ServerStack.SUN_JSSE;
    }
}
