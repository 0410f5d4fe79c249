package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.bouncycastle.jcajce.interfaces.MLDSAPrivateKey;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The NIST ACVP ML-DSA sigGen / sigVer and ML-KEM encapDecap vectors through the public JCA API:
 * keys through {@code KeyFactory} (seed and expandedKey PKCS#8, and RAW, see {@link JcaKeys}),
 * signatures through {@code Signature} with {@link MlDsaParameterSpec}, KEM through {@link MlKem}.
 *
 * <p>Every interface runs: pure ML-DSA through {@code ML-DSA}, HashML-DSA through
 * {@code HASH-ML-DSA} with the group's pre-hash function, the internal interface through
 * {@code ML-DSA-EXTERNAL-MU} (an external mu as given, or mu = H(tr || M') computed by
 * BouncyCastle's SHAKE256 for a raw M'). sigGen: deterministic groups must give NIST's signature
 * exactly. Skipped by name: hedged groups (the JCA cannot take NIST's {@code rnd}; NIST's signature
 * and ours must both verify under the public key). ACVP gives no public key for sigGen: it is
 * derived from the private key by BouncyCastle, an independent implementation, and NIST's own
 * signature verifying under it shows it is right. On the FIPS flavour, what its module does not
 * perform is refused, and the refusal is checked ({@link FipsBoundary}).
 */
class AcvpJcaTest {
    static final String HEDGED_RND = WycheproofJcaTest.HEDGED_RND;
    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();

    private static boolean flag(JsonElement group, String field) {
        JsonElement value = group.getAsJsonObject().get(field);
        return value != null && value.getAsBoolean();
    }

    private static String expected(JsonElement test) {
        return test.getAsJsonObject().get("testPassed").getAsBoolean() ? "valid" : "invalid";
    }

    /** The public key of {@code key}, computed by BouncyCastle from our PKCS#8 encoding. */
    private static PublicKey publicKeyOf(PrivateKey key) throws Exception {
        PrivateKey theirs = KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                .generatePrivate(new PKCS8EncodedKeySpec(key.getEncoded()));
        byte[] spki = ((MLDSAPrivateKey) theirs).getPublicKey().getEncoded();
        return KeyFactory.getInstance("ML-DSA", PROVIDER).generatePublic(new X509EncodedKeySpec(spki));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-sigGen-FIPS204", "ML-DSA-sigGen-FIPS204-tr1"})
    void mlDsaSigGen(String directory) throws Exception {
        String file = "acvp/" + directory + "/prompt.json";
        JsonObject prompt = Fixtures.json(file);
        Map<String, byte[]> signatures = new HashMap<>();
        for (JsonElement group : Fixtures.groups(Fixtures.json("acvp/" + directory + "/expectedResults.json"))) {
            for (JsonElement test : Fixtures.tests(group)) {
                signatures.put(Fixtures.string(group, "tgId") + "/" + Fixtures.string(test, "tcId"),
                        Fixtures.hex(test, "signature"));
            }
        }
        VectorTally.forEach(file + " + expectedResults.json", prompt, null, (tally, set, group, test) -> {
            boolean seeded = "seed".equals(Fixtures.string(group, "keyFormat"));
            byte[] raw = Fixtures.hex(test, seeded ? "seed" : "sk");
            byte[] pkcs8 = seeded ? TestDer.pkcs8Seed(set, raw) : TestDer.pkcs8Expanded(set, raw);
            byte[] expected = signatures.get(Fixtures.string(group, "tgId") + "/" + Fixtures.string(test, "tcId"));
            SignedInput signed = SignedInput.of(group, test);
            if (!FipsBoundary.inside(signed.algorithm, signed.context, flag(group, "deterministic"))) {
                tally.skip(test, FipsBoundary.OUTSIDE, () -> FipsBoundary.assertRefused(() -> JcaKeys.signWith(
                        signed.algorithm, JcaKeys.privateKey(set, pkcs8, raw), signed.message,
                        signed.spec(flag(group, "deterministic")))));
                return;
            }
            if (!flag(group, "deterministic")) {
                tally.skip(test, HEDGED_RND, () -> {
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    PublicKey publicKey = publicKeyOf(key);
                    byte[] input = signed.input(JcaKeys.tr(((PqcPublicKey) publicKey).rawKey()));
                    assertTrue(JcaKeys.verifyWith(signed.algorithm, publicKey, input, signed.spec(false), expected),
                            "NIST's signature verifies under the derived public key");
                    byte[] own = JcaKeys.signWith(signed.algorithm, key, input, signed.spec(false));
                    assertTrue(JcaKeys.verifyWith(signed.algorithm, publicKey, input, signed.spec(false), own),
                            "our hedged signature verifies");
                });
            } else {
                tally.check(test, "valid", () -> {
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    byte[] input = signed.input(Arrays.copyOfRange(JcaKeys.expanded(set, key), 64, 128));
                    byte[] own = JcaKeys.signWith(signed.algorithm, key, input, signed.spec(true));
                    return VectorTally.Result.compare(Arrays.equals(own, expected), "signature");
                });
            }
        });
    }

    /** sigVer: every group, through the service its interface needs. */
    @Test
    void mlDsaSigVer() throws Exception {
        VectorTally.forEach("acvp/ML-DSA-sigVer-FIPS204/internalProjection.json", (tally, set, group, test) -> {
            byte[] pk = Fixtures.hex(test, "pk");
            SignedInput signed = SignedInput.of(group, test);
            if (!FipsBoundary.inside(signed.algorithm, signed.context, false)) {
                tally.skip(test, FipsBoundary.OUTSIDE, () -> FipsBoundary.assertRefused(() -> JcaKeys.verifyWith(
                        signed.algorithm, JcaKeys.publicKey(set, null, pk), signed.message, signed.spec(false),
                        Fixtures.hex(test, "signature"))));
                return;
            }
            tally.check(test, expected(test), () -> {
                PublicKey key = JcaKeys.publicKey(set, null, pk);
                boolean verified = JcaKeys.verifyWith(signed.algorithm, key, signed.input(JcaKeys.tr(pk)),
                        signed.spec(false), Fixtures.hex(test, "signature"));
                return verified ? VectorTally.Result.match() : VectorTally.Result.rejected("verify false");
            });
        });
    }

    /**
     * encapDecap: decapsulation (expanded dk, or the seed d || z in tr1) must give k, including the
     * implicit-rejection k of a modified ciphertext; the key checks must accept exactly the keys
     * NIST passes. Encapsulation is skipped by name (it needs NIST's m), but NIST's ciphertext must
     * decapsulate to k with dk, and our own encapsulation to ek must decapsulate too.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-encapDecap-FIPS203", "ML-KEM-encapDecap-FIPS203-tr1"})
    void mlKemEncapDecap(String directory) throws Exception {
        VectorTally.forEach("acvp/" + directory + "/internalProjection.json", (tally, set, group, test) -> {
            String function = Fixtures.string(group, "function");
            boolean seeded = "seed".equals(Fixtures.string(group, "keyFormat"));
            byte[] dk = Fixtures.hex(test, "dk");
            byte[] ek = Fixtures.hex(test, "ek");
            switch (function) {
                case "encapsulation":
                    tally.skip(test, WycheproofJcaTest.ENCAPSULATION_M, () -> {
                        PrivateKey key = JcaKeys.privateKey(set, TestDer.pkcs8Expanded(set, dk), dk);
                        assertArrayEquals(Fixtures.hex(test, "k"),
                                MlKem.decapsulate(key, Fixtures.hex(test, "c")).getEncoded(),
                                "NIST's ciphertext decapsulates to k");
                        MlKem.Encapsulated sent = MlKem.encapsulate(JcaKeys.publicKey(set, null, ek));
                        assertArrayEquals(sent.key().getEncoded(),
                                MlKem.decapsulate(key, sent.ciphertext()).getEncoded(), "our encapsulation decapsulates");
                    });
                    break;
                case "decapsulation":
                    tally.check(test, "valid", () -> {
                        byte[] raw = seeded ? concat(Fixtures.hex(test, "d"), Fixtures.hex(test, "z")) : dk;
                        PrivateKey key = JcaKeys.privateKey(set,
                                seeded ? TestDer.pkcs8Seed(set, raw) : TestDer.pkcs8Expanded(set, raw), raw);
                        if (!Arrays.equals(JcaKeys.expanded(set, key), dk)) {
                            return VectorTally.Result.mismatch("dk differs");
                        }
                        byte[] k = MlKem.decapsulate(key, Fixtures.hex(test, "c")).getEncoded();
                        return VectorTally.Result.compare(Arrays.equals(k, Fixtures.hex(test, "k")), "k");
                    });
                    break;
                case "encapsulationKeyCheck":
                    tally.check(test, expected(test), () -> {
                        MlKem.encapsulate(JcaKeys.publicKey(set, null, ek));
                        return VectorTally.Result.match();
                    });
                    break;
                case "decapsulationKeyCheck":
                    tally.check(test, expected(test), () -> {
                        JcaKeys.privateKey(set, TestDer.pkcs8Expanded(set, dk), dk);
                        return VectorTally.Result.match();
                    });
                    break;
                default:
                    throw new IllegalStateException("unknown function " + function);
            }
        });
    }

    /** What a signature test feeds the JCA, and through which service, by its group's interface. */
    private static final class SignedInput {
        final String algorithm;
        final byte[] message;
        final byte[] context;
        private final String digest;
        private final boolean rawMessagePrime;

        private SignedInput(String algorithm, byte[] message, byte[] context, String digest, boolean rawMessagePrime) {
            this.algorithm = algorithm;
            this.message = message;
            this.context = context;
            this.digest = digest;
            this.rawMessagePrime = rawMessagePrime;
        }

        static SignedInput of(JsonElement group, JsonElement test) {
            if (!"external".equals(Fixtures.string(group, "signatureInterface"))) {
                boolean externalMu = flag(group, "externalMu");
                return new SignedInput("ML-DSA-EXTERNAL-MU", Fixtures.hex(test, externalMu ? "mu" : "message"),
                        new byte[0], null, !externalMu);
            }
            byte[] message = Fixtures.hex(test, "message");
            byte[] context = Fixtures.hex(test, "context");
            if ("pure".equals(Fixtures.string(group, "preHash"))) {
                return new SignedInput("ML-DSA", message, context, null, false);
            }
            return new SignedInput("HASH-ML-DSA", message, context,
                    JcaKeys.digestName(Fixtures.string(test, "hashAlg")), false);
        }

        /** What update() gets: the message, the given mu, or mu = H(tr || M') for a raw M'. */
        byte[] input(byte[] tr) {
            return rawMessagePrime ? JcaKeys.mu(tr, message) : message;
        }

        MlDsaParameterSpec spec(boolean deterministic) {
            MlDsaParameterSpec spec = new MlDsaParameterSpec(context, deterministic);
            return digest == null ? spec : spec.withPreHash(digest);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
