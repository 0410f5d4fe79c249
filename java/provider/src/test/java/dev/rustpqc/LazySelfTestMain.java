package dev.rustpqc;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Signature;
import java.util.concurrent.Callable;

/**
 * Runs in a child JVM on the fault-injection library, told which family's known answers fail: prints
 * whether the provider loaded, then what an ML-KEM key pair, SLH-DSA's first use, and then a second
 * ML-KEM key pair and ML-DSA signing and verification with a key made before do ({@code served}, or
 * {@code refused: }, the exception's class and its message).
 */
public final class LazySelfTestMain {
    private static final byte[] MESSAGE = {1, 2, 3};

    private LazySelfTestMain() {
    }

    public static void main(String[] args) throws Exception {
        RustPqcProvider provider = new RustPqcProvider();
        System.out.println("available=" + RustPqcProvider.isAvailable());
        report("ml-kem-before", () -> KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair());
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-65", provider).generateKeyPair();
        byte[] signature = sign(provider, "ML-DSA-65", dsa);
        report("slh-dsa", () -> {
            KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", provider).generateKeyPair();
            return sign(provider, "SLH-DSA-SHA2-128F", pair);
        });
        report("ml-kem-after", () -> KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair());
        report("ml-dsa-sign-after", () -> sign(provider, "ML-DSA-65", dsa));
        report("ml-dsa-verify-after", () -> {
            Signature verifier = Signature.getInstance("ML-DSA-65", provider);
            verifier.initVerify(dsa.getPublic());
            verifier.update(MESSAGE);
            return verifier.verify(signature);
        });
        System.out.println("diagnosis=" + RustPqcProvider.diagnosis().lines()
                .filter(line -> line.startsWith("self-test")).findFirst().orElse("none"));
    }

    private static byte[] sign(Provider provider, String algorithm, KeyPair pair) throws Exception {
        Signature signer = Signature.getInstance(algorithm, provider);
        signer.initSign(pair.getPrivate());
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static void report(String name, Callable<?> operation) {
        try {
            operation.call();
            System.out.println(name + "=served");
        } catch (Exception e) {
            System.out.println(name + "=refused: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
