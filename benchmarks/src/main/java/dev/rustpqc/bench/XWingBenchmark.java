package dev.rustpqc.bench;

import dev.rustpqc.bench.kem.KemApis;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * X-Wing (X25519 + ML-KEM-768), RustPqc against BouncyCastle: key generation, encapsulation and
 * decapsulation with a decapsulator made once per key (the expanded key kept after its first
 * use) and with a new one per operation. {@code javax.crypto.KEM} on JDK 21+; on JDK 17
 * RustPqc's {@code XWing} and BouncyCastle's KeyGenerator API.
 */
public class XWingBenchmark extends PooledKemBenchmark {
    private static final String NAME = "X-Wing";

    /** {@code rustpqc} or {@code bc}. */
    @Param({"rustpqc", "bc"})
    public String provider;

    private KeyPairGenerator generator;

    /**
     * Makes the pool and checks it once (see {@link KemPool}).
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        ProviderUnderTest which = ProviderUnderTest.of(provider);
        if (which == ProviderUnderTest.JDK) {
            throw new IllegalArgumentException("no JDK has X-Wing: use provider=rustpqc,bc");
        }
        Provider serving = which.provider(NAME);
        KeyPair[] pairs = Pool.keyPairs(NAME, serving);
        generator = KeyPairGenerator.getInstance(NAME, serving);
        keys = new KemPool(NAME, KemApis.of(NAME, which, serving), pairs, 1120);
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
