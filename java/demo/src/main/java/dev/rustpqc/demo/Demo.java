package dev.rustpqc.demo;

import dev.rustpqc.RustPqcProvider;
import java.security.Provider;
import java.security.Security;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The main job: what RustPqc is and that it works on the JDK running it. It prints the provider's
 * diagnosis and what its jar carries, a round trip for every parameter set with the sizes beside
 * the classical algorithms, a speed run against the JDK's own implementation and BouncyCastle (the
 * first second of a fresh JVM, and the steady state after warm-up), and one hybrid X25519MLKEM768
 * TLS 1.3 handshake on loopback with native ML-KEM.
 */
public final class Demo {
    /**
     * BouncyCastle JSSE 1.84 warns about entries of JDK 25's jdk.tls.disabledAlgorithms it does not
     * know; harmless, and noise here. (Held strongly: java.util.logging forgets unreferenced loggers.)
     */
    private static final Logger BOUNCY_CASTLE_JSSE = Logger.getLogger("org.bouncycastle.jsse.provider");

    private Demo() {
    }

    /**
     * Runs the demo.
     *
     * @param args ignored
     * @throws Exception if a step fails
     */
    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        BOUNCY_CASTLE_JSSE.setLevel(Level.SEVERE);
        Provider provider = new RustPqcProvider();
        Security.addProvider(provider);
        section("1. The provider (java -jar rustpqc.jar prints the same, but for the last line)");
        System.out.print(RustPqcProvider.diagnosis().indent(2));
        System.out.printf("  %-15s %s%n", "jar carries:", JarContents.describe());
        if (!RustPqcProvider.isAvailable()) {
            System.exit(1);
        }
        section("2. Round trips, and the bytes each algorithm puts on the wire");
        Sizes.print(provider);
        section("3. Speed, one thread: the first second of a fresh JVM, and the steady state");
        SpeedRun.print(provider);
        section("4. Hybrid TLS 1.3 handshake on loopback, ML-KEM computed natively");
        Handshake.print();
        System.out.printf("%ndone in %.1f s on JDK %s%n", (System.nanoTime() - start) / 1e9, Runtime.version());
    }

    /** Stops the demo when what it shows is not so: its output must never claim a result it did not get. */
    static void require(boolean condition, String failure) {
        if (!condition) {
            throw new IllegalStateException(failure);
        }
    }

    private static void section(String title) {
        System.out.printf("%n== %s%n", title);
    }
}
