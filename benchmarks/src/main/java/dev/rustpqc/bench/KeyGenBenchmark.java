package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** Key-pair generation for all six parameter sets through {@code KeyPairGenerator}. */
public class KeyGenBenchmark extends KeyPairGeneratorBenchmark {
    /** The parameter set, also the KeyPairGenerator's name. */
    @Param({"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    public String set;

    /** {@code rustpqc}, {@code jdk} (JDK 24+), {@code bc} or {@code accp} (ML-DSA only, chosen explicitly). */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    /**
     * Gets the provider's KeyPairGenerator and checks that it answered and makes distinct keys.
     *
     * @throws GeneralSecurityException if the provider has no such generator
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        Pool.keyPairs(set, useGenerator(set, provider)); // fails if keys repeat
    }
}
