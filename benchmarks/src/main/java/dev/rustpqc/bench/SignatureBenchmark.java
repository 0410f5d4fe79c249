package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.Arrays;
import java.util.Random;
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

/**
 * ML-DSA (pure, empty context) signing and verification through {@code Signature "ML-DSA"}: each
 * operation initialises the Signature with the next key of the pool, feeds its message in one
 * {@code update} and signs or verifies. Signing is hedged for every provider: each gets the same
 * kind of default {@link SecureRandom} in {@code initSign} (RustPqc ignores it and draws from the
 * OS; BouncyCastle would sign deterministically without one).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
public class SignatureBenchmark {
    /** The ML-DSA parameter set. */
    @Param({"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    public String set;

    /** Message length in bytes. */
    @Param({"256", "1024", "65536"})
    public int messageSize;

    /** {@code rustpqc}, {@code jdk} (JDK 24+), {@code bc} or {@code accp} (ML-DSA only, chosen explicitly). */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    private final Pool pool = new Pool();
    private final SecureRandom random = new SecureRandom();
    private Signature signer;
    private Signature verifier;
    private PublicKey[] publicKeys;
    private PrivateKey[] privateKeys;
    private byte[][] messages;
    private byte[][] signatures;

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
        KeyPair[] pairs = Pool.keyPairs(set, serving);
        signer = Signature.getInstance("ML-DSA", serving);
        verifier = Signature.getInstance("ML-DSA", serving);
        ProviderUnderTest.check(serving, signer.getProvider(), "Signature ML-DSA");
        ProviderUnderTest.check(serving, verifier.getProvider(), "Signature ML-DSA");
        publicKeys = new PublicKey[Pool.SIZE];
        privateKeys = new PrivateKey[Pool.SIZE];
        messages = new byte[Pool.SIZE][messageSize];
        signatures = new byte[Pool.SIZE][];
        Random content = new Random(messageSize);
        for (int i = 0; i < Pool.SIZE; i++) {
            publicKeys[i] = pairs[i].getPublic();
            privateKeys[i] = pairs[i].getPrivate();
            content.nextBytes(messages[i]);
            signatures[i] = signWith(i);
            if (!verifyWith(i, messages[i])) {
                throw new IllegalStateException(set + ": a signature does not verify");
            }
            byte[] changed = messages[i].clone();
            changed[messageSize / 2] ^= 1;
            if (verifyWith(i, changed)) {
                throw new IllegalStateException(set + ": a signature verifies a changed message");
            }
            if (Arrays.equals(signatures[i], signWith(i))) {
                throw new IllegalStateException(set + ": signing is not hedged (same signature twice)");
            }
        }
    }

    private byte[] signWith(int i) throws GeneralSecurityException {
        signer.initSign(privateKeys[i], random);
        signer.update(messages[i]);
        return signer.sign();
    }

    private boolean verifyWith(int i, byte[] message) throws GeneralSecurityException {
        verifier.initVerify(publicKeys[i]);
        verifier.update(message);
        return verifier.verify(signatures[i]);
    }

    /**
     * One hedged signature on the next message with the next key.
     *
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        return signWith(pool.next());
    }

    /**
     * One verification of the next (valid) signature.
     *
     * @return true
     * @throws GeneralSecurityException if verification fails
     */
    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        int i = pool.next();
        return verifyWith(i, messages[i]);
    }
}
