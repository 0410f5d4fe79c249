package dev.rustpqc.jsse;

/**
 * The same Spring Boot application on the JDK's own TLS (SunJSSE on 25.0.5 and 27), which
 * negotiates X25519MLKEM768 itself: native with {@code RustPqcMlKemProvider.insertFirst()} before
 * the application starts, the JDK's Java ML-KEM without. rustpqc-jsse plays no part.
 */
class SpringBootServerSunJsseHybridTest extends SpringBootServerTest {
    @Override
    ServerStack stack() {
        return ServerStack.SUN_JSSE;
    }
}
