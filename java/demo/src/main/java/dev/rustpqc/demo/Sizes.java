package dev.rustpqc.demo;

import dev.rustpqc.MlKem;
import dev.rustpqc.XWing;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import javax.crypto.KeyAgreement;

/**
 * Section 2: a round trip for every parameter set, printing the bytes a protocol pays (X.509
 * public key, PKCS#8 private key, ciphertext or signature), beside the classical algorithms.
 */
final class Sizes {
    private static final byte[] MESSAGE = "pay 2249.00 to account 42".getBytes();
    private static final String FORMAT = "  %-17s %8s %9s %12s  %s%n";
    /** PKCS#8 around a 64-byte ML-KEM seed: 22 bytes of header and OCTET STRING. */
    private static final int SEED_FORM_LENGTH = 86;

    private Sizes() {
    }

    static void print(Provider rustPqc) throws Exception {
        System.out.printf(FORMAT, "algorithm", "public", "private", "ct / sig", "round trip");
        for (String set : new String[] {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"}) {
            KeyPair pair = KeyPairGenerator.getInstance(set, rustPqc).generateKeyPair();
            MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
            byte[] received = MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded();
            Demo.require(MessageDigest.isEqual(sent.key().getEncoded(), received), set + ": the secrets differ");
            row(set, pair, sent.ciphertext().length, "32-byte secrets match");
        }
        for (String set : new String[] {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87", "SLH-DSA-SHA2-128F"}) {
            KeyPair pair = KeyPairGenerator.getInstance(set, rustPqc).generateKeyPair();
            signatureRow(set, pair, Signature.getInstance(set, rustPqc));
        }
        KeyPair hybrid = KeyPairGenerator.getInstance("X-Wing", rustPqc).generateKeyPair();
        XWing.Encapsulated sealed = XWing.encapsulate(hybrid.getPublic());
        byte[] opened = XWing.decapsulate(hybrid.getPrivate(), sealed.ciphertext()).getEncoded();
        Demo.require(MessageDigest.isEqual(sealed.key().getEncoded(), opened), "X-Wing: the secrets differ");
        row("X-Wing", hybrid, sealed.ciphertext().length, "32-byte secrets match");
        KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
        rsa.initialize(2048);
        signatureRow("RSA-2048", rsa.generateKeyPair(), Signature.getInstance("SHA256withRSA"));
        KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
        ec.initialize(new ECGenParameterSpec("secp256r1"));
        signatureRow("ECDSA P-256", ec.generateKeyPair(), Signature.getInstance("SHA256withECDSA"));
        signatureRow("Ed25519", KeyPairGenerator.getInstance("Ed25519").generateKeyPair(),
                Signature.getInstance("Ed25519"));
        KeyPair alice = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        KeyPair bob = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        Demo.require(MessageDigest.isEqual(agree(alice, bob), agree(bob, alice)), "X25519: the secrets differ");
        row("X25519", alice, alice.getPublic().getEncoded().length, "32-byte secrets match");
        System.out.println(privateKeyFootnote(rustPqc));
    }

    /** Why the private keys above are as long as they are: RustPqc writes the form this JDK writes. */
    private static String privateKeyFootnote(Provider rustPqc) throws Exception {
        int length = KeyPairGenerator.getInstance("ML-KEM-768", rustPqc).generateKeyPair().getPrivate()
                .getEncoded().length;
        String choice = "; -Djdk.mlkem.pkcs8.encoding and -Djdk.mldsa.pkcs8.encoding=seed|expandedKey|both choose)";
        if (length == SEED_FORM_LENGTH) {
            return "  (private keys in PKCS#8's seed form, which this JDK writes or would: 86 B for ML-KEM, 54 B"
                    + " for ML-DSA" + choice;
        }
        return "  (private keys in PKCS#8's expanded form, as this JDK writes them; the seed form is 86 B for"
                + " ML-KEM, 54 B for ML-DSA" + choice;
    }

    private static void signatureRow(String name, KeyPair pair, Signature signature) throws Exception {
        signature.initSign(pair.getPrivate());
        signature.update(MESSAGE);
        byte[] signed = signature.sign();
        signature.initVerify(pair.getPublic());
        signature.update(MESSAGE);
        boolean verifies = signature.verify(signed);
        MESSAGE[4] ^= 1;
        signature.initVerify(pair.getPublic());
        signature.update(MESSAGE);
        boolean tampered = signature.verify(signed);
        MESSAGE[4] ^= 1;
        Demo.require(verifies, name + ": the signature does not verify");
        Demo.require(!tampered, name + ": a tampered message verifies");
        row(name, pair, signed.length, "verifies; tampered message fails");
    }

    private static byte[] agree(KeyPair own, KeyPair other) throws Exception {
        KeyAgreement agreement = KeyAgreement.getInstance("X25519");
        agreement.init(own.getPrivate());
        agreement.doPhase(other.getPublic(), true);
        return agreement.generateSecret();
    }

    private static void row(String name, KeyPair pair, int output, String outcome) {
        System.out.printf(FORMAT, name, pair.getPublic().getEncoded().length + " B",
                pair.getPrivate().getEncoded().length + " B", output + " B", outcome);
    }
}
