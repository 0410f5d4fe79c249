package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bouncycastle.crypto.digests.SHAKEDigest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * External mu (FIPS 204 Algorithm 7 with mu given) against OpenSSL 3.6's {@code -pkeyopt mu:1},
 * both ways, on all three sets: OpenSSL's key read by us, mu computed here (with BouncyCastle's
 * SHAKE256, not ours), our {@code ML-DSA-EXTERNAL-MU} signature verified by OpenSSL over mu and as
 * an ordinary signature of the message, and OpenSSL's mu signature verified by us both ways. A
 * changed mu must fail on each side.
 */
class OpenSslExternalMuTest {
    private static final List<String> SETS = List.of("ML-DSA-44", "ML-DSA-65", "ML-DSA-87");

    private final Provider ours = new RustPqcProvider();

    @Test
    void externalMuSignaturesAgreeWithOpenSslBothWays(@TempDir Path dir) throws Exception {
        OpenSsl openssl = OpenSsl.get();
        byte[] message = OpenSsl.randomMessage(dir.resolve("msg"), 777);
        List<List<String>> makes = new ArrayList<>();
        for (String set : SETS) {
            makes.add(List.of("genpkey", "-algorithm", set, "-outform", "DER", "-out", set + ".der"));
            makes.add(List.of("pkey", "-inform", "DER", "-in", set + ".der", "-pubout", "-outform", "DER",
                    "-out", set + "-pub.der"));
        }
        openssl.batch(dir, makes).forEach(OpenSsl.Outcome::requireSuccess);

        List<List<String>> signs = new ArrayList<>();
        for (String set : SETS) {
            PublicKey publicKey = KeyFactory.getInstance(set, ours)
                    .generatePublic(new X509EncodedKeySpec(Files.readAllBytes(dir.resolve(set + "-pub.der"))));
            byte[] mu = mu(publicKey, message);
            Files.write(dir.resolve(set + ".mu"), mu);
            byte[] changed = mu.clone();
            changed[5] ^= 1;
            Files.write(dir.resolve(set + ".mu-changed"), changed);
            PrivateKey privateKey = KeyFactory.getInstance(set, ours)
                    .generatePrivate(new PKCS8EncodedKeySpec(Files.readAllBytes(dir.resolve(set + ".der"))));
            Signature signer = Signature.getInstance("ML-DSA-EXTERNAL-MU", ours);
            signer.initSign(privateKey);
            signer.update(mu);
            Files.write(dir.resolve(set + ".sig-ours"), signer.sign());
            signs.add(List.of("pkeyutl", "-sign", "-keyform", "DER", "-inkey", set + ".der", "-in", set + ".mu",
                    "-pkeyopt", "mu:1", "-out", set + ".sig-ossl"));
        }
        openssl.batch(dir, signs).forEach(OpenSsl.Outcome::requireSuccess);

        List<List<String>> verifies = new ArrayList<>();
        for (String set : SETS) {
            String pub = set + "-pub.der";
            verifies.add(verify(pub, set + ".mu", set + ".sig-ours", true));
            verifies.add(verify(pub, "msg", set + ".sig-ours", false));
            verifies.add(verify(pub, set + ".mu-changed", set + ".sig-ours", true));
        }
        List<OpenSsl.Outcome> outcomes = openssl.batch(dir, verifies);
        for (int i = 0; i < SETS.size(); i++) {
            String set = SETS.get(i);
            assertEquals(0, outcomes.get(3 * i).exitCode(), set + ": OpenSSL verifies our external-mu signature over mu: "
                    + outcomes.get(3 * i).stderr());
            assertEquals(0, outcomes.get(3 * i + 1).exitCode(), set + ": OpenSSL verifies it as a signature of the message: "
                    + outcomes.get(3 * i + 1).stderr());
            assertTrue(outcomes.get(3 * i + 2).exitCode() != 0, set + ": OpenSSL accepted it for a changed mu");

            PublicKey publicKey = KeyFactory.getInstance(set, ours)
                    .generatePublic(new X509EncodedKeySpec(Files.readAllBytes(dir.resolve(set + "-pub.der"))));
            byte[] theirs = Files.readAllBytes(dir.resolve(set + ".sig-ossl"));
            assertTrue(verifyMu(publicKey, Files.readAllBytes(dir.resolve(set + ".mu")), theirs),
                    set + ": our external-mu verification of OpenSSL's mu signature");
            assertFalse(verifyMu(publicKey, Files.readAllBytes(dir.resolve(set + ".mu-changed")), theirs),
                    set + ": our external-mu verification accepted a changed mu");
            Signature plain = Signature.getInstance("ML-DSA", ours);
            plain.initVerify(publicKey);
            plain.update(message);
            assertTrue(plain.verify(theirs), set + ": OpenSSL's mu signature as an ordinary signature of the message");
        }
        System.out.println(openssl.version() + " external mu, " + RustPqcProvider.binding() + ": "
                + SETS.size() * 6 + " checks passed");
    }

    private static List<String> verify(String publicKey, String input, String signature, boolean mu) {
        List<String> command = new ArrayList<>(List.of("pkeyutl", "-verify", "-pubin", "-keyform", "DER",
                "-inkey", publicKey, "-in", input, "-sigfile", signature));
        if (mu) {
            command.addAll(List.of("-pkeyopt", "mu:1"));
        }
        return command;
    }

    private boolean verifyMu(PublicKey publicKey, byte[] mu, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("ML-DSA-EXTERNAL-MU", ours);
        verifier.initVerify(publicKey);
        verifier.update(mu);
        return verifier.verify(signature);
    }

    /** mu = SHAKE256(tr || 0 || 0 || message, 64) with tr = SHAKE256(pk, 64): empty context, pure ML-DSA. */
    private static byte[] mu(PublicKey publicKey, byte[] message) {
        byte[] spki = publicKey.getEncoded();
        // An ML-DSA SPKI is a 22-byte header (algorithm identifier, BIT STRING) and the raw key.
        byte[] tr = shake256(Arrays.copyOfRange(spki, 22, spki.length));
        SHAKEDigest digest = new SHAKEDigest(256);
        digest.update(tr, 0, tr.length);
        digest.update(new byte[] {0, 0}, 0, 2);
        digest.update(message, 0, message.length);
        byte[] mu = new byte[64];
        digest.doFinal(mu, 0, 64);
        return mu;
    }

    private static byte[] shake256(byte[] input) {
        SHAKEDigest digest = new SHAKEDigest(256);
        digest.update(input, 0, input.length);
        byte[] out = new byte[64];
        digest.doFinal(out, 0, 64);
        return out;
    }
}
