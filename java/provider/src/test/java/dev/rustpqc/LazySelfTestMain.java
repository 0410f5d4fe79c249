package dev.rustpqc;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.concurrent.Callable;

/**
 * Runs in a child JVM on the fault-injection library, told which family's known answers fail: prints
 * whether the provider loaded, then what an ML-KEM key pair, that family's first use and a second
 * ML-KEM key pair do ({@code served}, or {@code refused: } and the message).
 */
public final class LazySelfTestMain {
    private LazySelfTestMain() {
    }

    public static void main(String[] args) throws Exception {
        RustPqcProvider provider = new RustPqcProvider();
        System.out.println("available=" + RustPqcProvider.isAvailable());
        report("ml-kem-before", () -> KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair());
        report("slh-dsa", () -> {
            KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", provider).generateKeyPair();
            Signature signer = Signature.getInstance("SLH-DSA-SHA2-128F", provider);
            signer.initSign(pair.getPrivate());
            signer.update(new byte[] {1, 2, 3});
            return signer.sign();
        });
        report("ml-kem-after", () -> KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair());
        System.out.println("diagnosis=" + RustPqcProvider.diagnosis().lines()
                .filter(line -> line.startsWith("self-test")).findFirst().orElse("none"));
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
