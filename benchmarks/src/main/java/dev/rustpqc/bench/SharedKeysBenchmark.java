package dev.rustpqc.bench;

import dev.rustpqc.bench.kem.KemApi;
import dev.rustpqc.bench.kem.KemApis;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.Random;
import javax.crypto.SecretKey;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A busy server's shape: every thread decapsulates and signs with the same few key objects (a
 * server has one certificate key and one KEM key), each thread with its own decapsulators and
 * Signature objects. Run with {@code -t 1} and {@code -t 2}: whatever the key objects share between
 * threads (their prepared native form, their destroy guard, the provider's operation counters)
 * shows up as throughput that does not double.
 */
public class SharedKeysBenchmark extends ThroughputBenchmark {
    /** Keys shared by every thread. */
    static final int KEYS = 4;

    private static final String KEM_SET = "ML-KEM-768";
    private static final String SIGNATURE_SET = "ML-DSA-65";
    private static final int MESSAGE_SIZE = 1024;

    /** The key pairs, ciphertexts and signatures every thread uses. */
    @State(Scope.Benchmark)
    public static class SharedKeys {
        /** {@code rustpqc}, {@code jdk} (JDK 24+) or {@code bc}. */
        @Param({"rustpqc"})
        public String provider;

        Provider serving;
        ProviderUnderTest which;
        KeyPair[] kemKeys = new KeyPair[KEYS];
        KeyPair[] signingKeys = new KeyPair[KEYS];
        byte[][] ciphertexts = new byte[KEYS][];
        byte[][] messages = new byte[KEYS][MESSAGE_SIZE];
        byte[][] signatures = new byte[KEYS][];

        /**
         * Makes the shared keys and one ciphertext and signature per key.
         *
         * @throws GeneralSecurityException if the provider fails
         */
        @Setup
        public void setup() throws GeneralSecurityException {
            which = ProviderUnderTest.of(provider);
            serving = which.provider(KEM_SET);
            KemApi kem = KemApis.of("ML-KEM", which, serving);
            System.arraycopy(Pool.keyPairs(KEM_SET, serving), 0, kemKeys, 0, KEYS);
            System.arraycopy(Pool.keyPairs(SIGNATURE_SET, serving), 0, signingKeys, 0, KEYS);
            Signature signer = Signature.getInstance("ML-DSA", serving);
            Random content = new Random(KEYS);
            for (int i = 0; i < KEYS; i++) {
                ciphertexts[i] = kem.ciphertext(kem.newEncapsulator(kemKeys[i].getPublic()).encapsulate());
                content.nextBytes(messages[i]);
                signer.initSign(signingKeys[i].getPrivate(), new SecureRandom());
                signer.update(messages[i]);
                signatures[i] = signer.sign();
            }
        }
    }

    /** One thread's own operation objects over the shared keys. */
    @State(Scope.Thread)
    public static class PerThread {
        KemApi.Decapsulator[] decapsulators = new KemApi.Decapsulator[KEYS];
        Signature signer;
        Signature verifier;
        SecureRandom random = new SecureRandom();
        int next;

        /**
         * Makes this thread's decapsulators and Signature objects.
         *
         * @param keys the shared keys
         * @throws GeneralSecurityException if the provider fails
         */
        @Setup
        public void setup(SharedKeys keys) throws GeneralSecurityException {
            KemApi kem = KemApis.of("ML-KEM", keys.which, keys.serving);
            for (int i = 0; i < KEYS; i++) {
                decapsulators[i] = kem.newDecapsulator(keys.kemKeys[i].getPrivate());
            }
            signer = Signature.getInstance("ML-DSA", keys.serving);
            verifier = Signature.getInstance("ML-DSA", keys.serving);
        }

        int next() {
            next = (next + 1) & (KEYS - 1);
            return next;
        }
    }

    /**
     * One decapsulation with a shared key.
     *
     * @param keys the shared keys
     * @param own this thread's decapsulators
     * @return the shared secret
     * @throws GeneralSecurityException if decapsulation fails
     */
    @Benchmark
    public SecretKey decapsulate(SharedKeys keys, PerThread own) throws GeneralSecurityException {
        int i = own.next();
        return own.decapsulators[i].decapsulate(keys.ciphertexts[i]);
    }

    /**
     * One hedged ML-DSA-65 signature of 1 KiB with a shared key.
     *
     * @param keys the shared keys
     * @param own this thread's Signature
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] sign(SharedKeys keys, PerThread own) throws GeneralSecurityException {
        int i = own.next();
        own.signer.initSign(keys.signingKeys[i].getPrivate(), own.random);
        own.signer.update(keys.messages[i]);
        return own.signer.sign();
    }

    /**
     * One ML-DSA-65 verification of 1 KiB with a shared key.
     *
     * @param keys the shared keys
     * @param own this thread's Signature
     * @return true
     * @throws GeneralSecurityException if verification fails or the signature does not verify
     */
    @Benchmark
    public boolean verify(SharedKeys keys, PerThread own) throws GeneralSecurityException {
        int i = own.next();
        own.verifier.initVerify(keys.signingKeys[i].getPublic());
        own.verifier.update(keys.messages[i]);
        if (!own.verifier.verify(keys.signatures[i])) {
            throw new IllegalStateException("a shared key's signature does not verify");
        }
        return true;
    }
}
