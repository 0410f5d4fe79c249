package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.SecureRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * ML-DSA (pure, empty context) signing and verification through {@code Signature "ML-DSA"}, in two
 * usage patterns: {@link #sign()} and {@link #verify()} initialise the Signature with the next key
 * of the pool for every operation (where BouncyCastle expands the key each time), and
 * {@link #signWithOneKey()} and {@link #verifyWithOneKey()} initialise it once and sign or verify
 * the next message (a service with one key). Each operation feeds its message in one
 * {@code update}. Signing is hedged for every provider: each gets the same
 * kind of default {@link SecureRandom} in {@code initSign} (RustPqc ignores it and draws from the
 * OS; BouncyCastle would sign deterministically without one).
 */
public class SignatureBenchmark extends PooledSignatureBenchmark {
    /** The ML-DSA parameter set. */
    @Param({"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    public String set;

    /** Message length in bytes. */
    @Param({"256", "1024", "65536"})
    public int messageSize;

    /** {@code rustpqc}, {@code jdk} (JDK 24+), {@code bc} or {@code accp} (ML-DSA only, chosen explicitly). */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    /**
     * Makes the pools and checks them once: every signature verifies, a changed message does not,
     * and signing twice gives two signatures (hedged).
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        ParameterSets.require(set, false);
        Provider serving = ProviderUnderTest.of(provider).provider(set);
        signed = new SignedMessages("ML-DSA", set, serving, Pool.keyPairs(set, serving), messageSize);
        for (int i = 0; i < Pool.SIZE; i++) {
            signed.requireHedged(i);
        }
        signed.prepareOneKey();
    }

    /**
     * One hedged signature on the next message with the one key the Signature was initialised with.
     *
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] signWithOneKey() throws GeneralSecurityException {
        return signed.signWithOneKey(pool.next());
    }

    /**
     * One verification of the next message's signature with the one key the Signature was
     * initialised with.
     *
     * @return true
     * @throws GeneralSecurityException if verification fails
     */
    @Benchmark
    public boolean verifyWithOneKey() throws GeneralSecurityException {
        return signed.verifyWithOneKey(pool.next());
    }
}
