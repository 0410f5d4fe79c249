package dev.rustpqc.bench;

import dev.rustpqc.bench.kem.KemApi;
import dev.rustpqc.bench.kem.KemApis;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import javax.crypto.SecretKey;
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
 * X-Wing (X25519 + ML-KEM-768), RustPqc against BouncyCastle: key generation, encapsulation and
 * decapsulation with a decapsulator made once per key (the expanded key kept after its first
 * use) and with a new one per operation. {@code javax.crypto.KEM} on JDK 21+; on JDK 17
 * RustPqc's {@code XWing} and BouncyCastle's KeyGenerator API.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "--enable-native-access=ALL-UNNAMED"})
public class XWingBenchmark {
    private static final String NAME = "X-Wing";

    /** {@code rustpqc} or {@code bc}. */
    @Param({"rustpqc", "bc"})
    public String provider;

    private final Pool pool = new Pool();
    private KeyPairGenerator generator;
    private KemApi kem;
    private PublicKey[] publicKeys;
    private PrivateKey[] privateKeys;
    private KemApi.Encapsulator[] encapsulators;
    private KemApi.Decapsulator[] decapsulators;
    private byte[][] ciphertexts;

    /**
     * Makes the pools and checks them once: each ciphertext decapsulates to its secret through a
     * reused and a new decapsulator, and every secret differs.
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
        kem = KemApis.xWing(which, serving);
        kem.checkServedBy(pairs[0].getPublic(), pairs[0].getPrivate());
        publicKeys = new PublicKey[Pool.SIZE];
        privateKeys = new PrivateKey[Pool.SIZE];
        encapsulators = new KemApi.Encapsulator[Pool.SIZE];
        decapsulators = new KemApi.Decapsulator[Pool.SIZE];
        ciphertexts = new byte[Pool.SIZE][];
        byte[][] secrets = new byte[Pool.SIZE][];
        for (int i = 0; i < Pool.SIZE; i++) {
            publicKeys[i] = pairs[i].getPublic();
            privateKeys[i] = pairs[i].getPrivate();
            encapsulators[i] = kem.newEncapsulator(publicKeys[i]);
            decapsulators[i] = kem.newDecapsulator(privateKeys[i]);
            Object sent = encapsulators[i].encapsulate();
            ciphertexts[i] = kem.ciphertext(sent);
            secrets[i] = kem.secret(sent);
            if (ciphertexts[i].length != 1120 || secrets[i].length != 32) {
                throw new IllegalStateException("X-Wing: ciphertext of " + ciphertexts[i].length
                        + " bytes, secret of " + secrets[i].length);
            }
            requireSecret(secrets[i], decapsulators[i].decapsulate(ciphertexts[i]), "a reused decapsulator");
            requireSecret(secrets[i], kem.newDecapsulator(privateKeys[i]).decapsulate(ciphertexts[i]),
                    "a new decapsulator");
            for (int j = 0; j < i; j++) {
                if (Arrays.equals(secrets[i], secrets[j])) {
                    throw new IllegalStateException("X-Wing: two encapsulations gave the same secret");
                }
            }
        }
        System.out.println("# X-Wing through " + kem.description());
    }

    private void requireSecret(byte[] expected, SecretKey received, String path) {
        if (!Arrays.equals(expected, received.getEncoded())) {
            throw new IllegalStateException("X-Wing through " + kem.description() + ": " + path
                    + " decapsulated to a different secret");
        }
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

    /**
     * Encapsulation with the key's encapsulator, made once.
     *
     * @return the API's encapsulation result
     * @throws GeneralSecurityException if encapsulation fails
     */
    @Benchmark
    public Object encapsulate() throws GeneralSecurityException {
        return encapsulators[pool.next()].encapsulate();
    }

    /**
     * Decapsulation with the key's decapsulator, made once.
     *
     * @return the shared secret
     * @throws GeneralSecurityException if decapsulation fails
     */
    @Benchmark
    public SecretKey decapsulate() throws GeneralSecurityException {
        int i = pool.next();
        return decapsulators[i].decapsulate(ciphertexts[i]);
    }

    /**
     * Decapsulation with a new decapsulator for the key.
     *
     * @return the shared secret
     * @throws GeneralSecurityException if decapsulation fails
     */
    @Benchmark
    public SecretKey decapsulateNewDecapsulator() throws GeneralSecurityException {
        int i = pool.next();
        return kem.newDecapsulator(privateKeys[i]).decapsulate(ciphertexts[i]);
    }
}
