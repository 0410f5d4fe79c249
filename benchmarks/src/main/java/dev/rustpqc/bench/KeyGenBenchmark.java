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
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Key-pair generation for all six parameter sets through {@code KeyPairGenerator}. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
public class KeyGenBenchmark {
    /** The parameter set, also the KeyPairGenerator's name. */
    @Param({"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    public String set;

    /** {@code rustpqc}, {@code jdk} (JDK 24+), {@code bc} or {@code accp} (ML-DSA only, chosen explicitly). */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    private KeyPairGenerator generator;

    /**
     * Gets the provider's KeyPairGenerator and checks that it answered and makes distinct keys.
     *
     * @throws GeneralSecurityException if the provider has no such generator
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        Provider serving = ProviderUnderTest.of(provider).provider(set);
        Pool.keyPairs(set, serving); // fails if keys repeat
        generator = KeyPairGenerator.getInstance(set, serving);
        ProviderUnderTest.check(serving, generator.getProvider(), "KeyPairGenerator " + set);
    }

    /**
     * One key pair.
     *
     * @return the key pair
     */
    @Benchmark
    public KeyPair keygen() {
        return generator.generateKeyPair();
    }
}
