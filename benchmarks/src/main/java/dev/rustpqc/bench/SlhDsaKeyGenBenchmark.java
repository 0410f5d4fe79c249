package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * SLH-DSA key-pair generation, every set, through {@code KeyPairGenerator}. An {@code s} set takes
 * tens to hundreds of milliseconds per key (BouncyCastle up to a second), so iterations are 2 s.
 */
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class SlhDsaKeyGenBenchmark extends KeyPairGeneratorBenchmark {
    /** The parameter set, also the KeyPairGenerator's name. */
    @Param({"SLH-DSA-SHA2-128S", "SLH-DSA-SHA2-128F", "SLH-DSA-SHA2-192S", "SLH-DSA-SHA2-192F",
        "SLH-DSA-SHA2-256S", "SLH-DSA-SHA2-256F", "SLH-DSA-SHAKE-128S", "SLH-DSA-SHAKE-128F",
        "SLH-DSA-SHAKE-192S", "SLH-DSA-SHAKE-192F", "SLH-DSA-SHAKE-256S", "SLH-DSA-SHAKE-256F"})
    public String set;

    /** {@code rustpqc} or {@code bc} (the JDK has no SLH-DSA). */
    @Param({"rustpqc", "bc"})
    public String provider;

    /**
     * Gets the provider's KeyPairGenerator and checks that it answered and makes distinct keys.
     *
     * @throws GeneralSecurityException if the provider has no such generator
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        useGenerator(set, provider);
        if (Arrays.equals(generator.generateKeyPair().getPublic().getEncoded(),
                generator.generateKeyPair().getPublic().getEncoded())) {
            throw new IllegalStateException(set + " key generation repeated a key");
        }
    }
}
