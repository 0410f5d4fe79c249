package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The traditional halves of {@link CompositeSignatureBenchmark}'s sets alone: ECDSA P-256 with
 * SHA-256, Ed25519 and ECDSA P-384 with SHA-384 over a message as long as a composite message
 * representative (about 130 bytes), in the JDK's SunEC (which computes RustPqc's traditional half)
 * and in BouncyCastle, so that a composite figure can be read as its two halves.
 */
public class TraditionalHalfBenchmark extends ThroughputBenchmark {
    /** The traditional half, as the JDK names its signature algorithm. */
    @Param({"SHA256withECDSA", "Ed25519", "SHA384withECDSA"})
    public String algorithm;

    /** {@code jdk} (SunEC) or {@code bc}. */
    @Param({"jdk", "bc"})
    public String provider;

    private final byte[] message = new byte[130];
    private final SecureRandom random = new SecureRandom();
    private KeyPair pair;
    private Signature signer;
    private Signature verifier;
    private byte[] signature;

    /**
     * Makes a key pair in the provider and one signature, checked to verify.
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        Provider serving = provider.equals("jdk") ? Security.getProvider("SunEC") : new BouncyCastleProvider();
        KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm.contains("ECDSA") ? "EC" : algorithm,
                serving);
        if (algorithm.contains("ECDSA")) {
            generator.initialize(new ECGenParameterSpec(algorithm.startsWith("SHA256") ? "secp256r1" : "secp384r1"));
        }
        pair = generator.generateKeyPair();
        signer = Signature.getInstance(algorithm, serving);
        verifier = Signature.getInstance(algorithm, serving);
        ProviderUnderTest.check(serving, signer.getProvider(), "Signature " + algorithm);
        random.nextBytes(message);
        signature = sign();
        if (!verify()) {
            throw new IllegalStateException(algorithm + " does not verify its own signature");
        }
    }

    /**
     * One signature.
     *
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        signer.initSign(pair.getPrivate(), random);
        signer.update(message);
        return signer.sign();
    }

    /**
     * One verification.
     *
     * @return true
     * @throws GeneralSecurityException if verification fails
     */
    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        verifier.initVerify(pair.getPublic());
        verifier.update(message);
        return verifier.verify(signature);
    }
}
