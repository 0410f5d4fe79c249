package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time to the first ML-KEM-768 key pair in a fresh JVM: getting the provider (for RustPqc:
 * unpacking and loading the native library and its self-tests; for BouncyCastle: its
 * constructor; for the JDK: finding SunJCE) plus the first key generation. One shot per fork.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 20, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
public class ColdStartBenchmark {
    private static final String SET = "ML-KEM-768";

    /** {@code rustpqc}, {@code jdk} (JDK 24+) or {@code bc}. */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    private Provider serving;
    private KeyPairGenerator generator;

    /**
     * The provider and its first key pair.
     *
     * @return the key pair
     * @throws GeneralSecurityException if the provider has no ML-KEM-768 generator
     */
    @Benchmark
    public KeyPair firstKeyPair() throws GeneralSecurityException {
        serving = ProviderUnderTest.of(provider).provider(SET);
        generator = KeyPairGenerator.getInstance(SET, serving);
        return generator.generateKeyPair();
    }

    /** Checks, outside the measurement, that the provider under test answered. */
    @TearDown
    public void check() {
        ProviderUnderTest.check(serving, generator.getProvider(), "KeyPairGenerator " + SET);
    }
}
