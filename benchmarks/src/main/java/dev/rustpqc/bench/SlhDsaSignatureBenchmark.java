package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * SLH-DSA (pure, empty context) signing and verification through {@code Signature "SLH-DSA"}, as
 * {@link SignatureBenchmark} measures ML-DSA: each operation initialises the Signature with the
 * next of two keys, feeds its message in one {@code update} and signs (hedged: each provider gets a
 * SecureRandom in {@code initSign}; RustPqc draws from the OS) or verifies. Two keys, not
 * {@link Pool#SIZE}: an SLH-DSA key is 64 to 128 bytes (nothing to keep hot in caches), and
 * BouncyCastle signs an {@code s} set in seconds. Iterations are 2 s; an operation longer than that
 * completes within its iteration.
 */
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class SlhDsaSignatureBenchmark extends ThroughputBenchmark {
    private static final int KEYS = 2;

    /** The parameter set. */
    @Param({"SLH-DSA-SHA2-128S", "SLH-DSA-SHA2-128F", "SLH-DSA-SHA2-192S", "SLH-DSA-SHA2-192F",
        "SLH-DSA-SHA2-256S", "SLH-DSA-SHA2-256F", "SLH-DSA-SHAKE-128S", "SLH-DSA-SHAKE-128F",
        "SLH-DSA-SHAKE-192S", "SLH-DSA-SHAKE-192F", "SLH-DSA-SHAKE-256S", "SLH-DSA-SHAKE-256F"})
    public String set;

    /** Message length in bytes. */
    @Param({"256", "1024", "65536"})
    public int messageSize;

    /** {@code rustpqc} or {@code bc} (the JDK has no SLH-DSA). */
    @Param({"rustpqc", "bc"})
    public String provider;

    private SignedMessages signed;
    private int next;

    /**
     * Makes the keys, messages and signatures and checks them once: every signature verifies and
     * a changed message does not.
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        Provider serving = ProviderUnderTest.of(provider).provider(set);
        KeyPairGenerator generator = KeyPairGenerator.getInstance(set, serving);
        KeyPair[] pairs = new KeyPair[KEYS];
        for (int i = 0; i < KEYS; i++) {
            pairs[i] = generator.generateKeyPair();
        }
        signed = new SignedMessages("SLH-DSA", set, serving, pairs, messageSize);
    }

    private int nextKey() {
        next = (next + 1) % KEYS;
        return next;
    }

    /**
     * One hedged signature on the next message with the next key.
     *
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        return signed.sign(nextKey());
    }

    /**
     * One verification of the next (valid) signature.
     *
     * @return true
     * @throws GeneralSecurityException if verification fails
     */
    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        return signed.verify(nextKey());
    }
}
