package dev.rustpqc;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.ProviderException;
import java.security.Signature;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * Runs in a child JVM on the fault-injection library: with the OS random source failing or stuck,
 * key generation, encapsulation (ML-KEM and X-Wing) and hedged signing throw and produce nothing; operations that
 * need no randomness go on; everything recovers with the source. Exit 0 means every check held.
 */
public final class EntropyFailureMain {
    private EntropyFailureMain() {
    }

    public static void main(String[] args) throws Exception {
        RustPqcProvider provider = new RustPqcProvider();
        check(RustPqcProvider.isAvailable(), "provider available: " + RustPqcProvider.loadError());
        KeyPair kem = KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair();
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-44", provider).generateKeyPair();
        MlKem.Encapsulated before = MlKem.encapsulate(kem.getPublic());
        KeyPair xWing = KeyPairGenerator.getInstance("X-Wing", provider).generateKeyPair();
        XWing.Encapsulated xWingBefore = XWing.encapsulate(xWing.getPublic());
        EntropyFaults.link();

        EntropyFaults.set(EntropyFaults.FAIL);
        expectNoKeyMaterial(() -> KeyPairGenerator.getInstance("ML-KEM-512", provider).generateKeyPair(),
                "random source failed");
        expectNoKeyMaterial(() -> KeyPairGenerator.getInstance("ML-DSA-87", provider).generateKeyPair(),
                "random source failed");
        expectNoKeyMaterial(() -> MlKem.encapsulate(kem.getPublic()), "random source failed");
        expectNoKeyMaterial(() -> KeyPairGenerator.getInstance("X-Wing", provider).generateKeyPair(),
                "random source failed");
        expectNoKeyMaterial(() -> XWing.encapsulate(xWing.getPublic()), "random source failed");
        check(Arrays.equals(xWingBefore.key().getEncoded(),
                XWing.decapsulate(xWing.getPrivate(), xWingBefore.ciphertext()).getEncoded()),
                "X-Wing decapsulation needs no randomness");
        Signature hedged = Signature.getInstance("ML-DSA", provider);
        hedged.initSign(dsa.getPrivate());
        try {
            hedged.sign();
            throw new AssertionError("hedged signing succeeded without randomness");
        } catch (SignatureException expected) {
            check(expected.getMessage().contains("random source failed"), expected.getMessage());
        }
        Signature deterministic = Signature.getInstance("ML-DSA", provider);
        deterministic.setParameter(MlDsaParameterSpec.deterministicSigning());
        deterministic.initSign(dsa.getPrivate());
        check(deterministic.sign().length == 2420, "deterministic signing needs no randomness");
        check(Arrays.equals(before.key().getEncoded(),
                MlKem.decapsulate(kem.getPrivate(), before.ciphertext()).getEncoded()), "decapsulation");

        EntropyFaults.set(EntropyFaults.REPEAT);
        expectNoKeyMaterial(() -> KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair(),
                "repeated");
        expectNoKeyMaterial(() -> KeyPairGenerator.getInstance("X-Wing", provider).generateKeyPair(), "repeated");
        expectNoKeyMaterial(() -> XWing.encapsulate(xWing.getPublic()), "repeated");

        EntropyFaults.set(EntropyFaults.NONE);
        KeyPair after = KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair();
        check(!after.getPublic().equals(kem.getPublic()), "fresh keys once the source recovers");
        MlKem.encapsulate(after.getPublic());
        KeyPair xWingAfter = KeyPairGenerator.getInstance("X-Wing", provider).generateKeyPair();
        check(!xWingAfter.getPublic().equals(xWing.getPublic()), "fresh X-Wing keys once the source recovers");
        XWing.encapsulate(xWingAfter.getPublic());
        System.out.println("entropy failure: every check held");
    }

    private interface Operation {
        Object run() throws Exception;
    }

    private static void expectNoKeyMaterial(Operation operation, String cause) throws Exception {
        try {
            Object result = operation.run();
            throw new AssertionError("succeeded without randomness: " + result);
        } catch (ProviderException expected) {
            check(expected.getMessage().contains("no key material was produced")
                    && expected.getMessage().contains(cause), expected.getMessage());
        }
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }
}
