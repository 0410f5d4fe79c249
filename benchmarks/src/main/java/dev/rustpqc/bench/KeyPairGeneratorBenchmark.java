package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import org.openjdk.jmh.annotations.Benchmark;

/** Key-pair generation through the {@code KeyPairGenerator} that the subclass's setup gets. */
public abstract class KeyPairGeneratorBenchmark extends ThroughputBenchmark {
    KeyPairGenerator generator;

    /**
     * Gets {@code provider}'s KeyPairGenerator for {@code set} and checks that it answered.
     *
     * @return the provider under test's provider object
     * @throws GeneralSecurityException if the provider has no such generator
     */
    Provider useGenerator(String set, String provider) throws GeneralSecurityException {
        Provider serving = ProviderUnderTest.of(provider).provider(set);
        generator = KeyPairGenerator.getInstance(set, serving);
        ProviderUnderTest.check(serving, generator.getProvider(), "KeyPairGenerator " + set);
        return serving;
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
