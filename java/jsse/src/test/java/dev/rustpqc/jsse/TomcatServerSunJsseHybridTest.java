package dev.rustpqc.jsse;

/**
 * The same Tomcat on the JDK's own TLS (SunJSSE on 25.0.5 and 27), which negotiates X25519MLKEM768
 * itself: native with {@code RustPqcMlKemProvider.insertFirst()} before Tomcat starts, the JDK's Java ML-KEM
 * without. rustpqc-jsse plays no part, so only the library's count moves.
 */
class TomcatServerSunJsseHybridTest extends TomcatServerTest {
    @Override
    ServerStack stack() {
        return ServerStack.SUN_JSSE;
    }
}
