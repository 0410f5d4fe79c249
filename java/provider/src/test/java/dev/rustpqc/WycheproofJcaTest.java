package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.InvalidKeySpecException;
import java.util.Arrays;
import javax.crypto.SecretKey;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every Wycheproof ML-KEM and ML-DSA file through the public JCA API, on every JDK and binding:
 * keys through {@code KeyFactory} (X.509 / PKCS#8 and RAW, which must agree, see {@link JcaKeys}),
 * signatures through {@code Signature} with {@link MlDsaParameterSpec}, KEM through {@link MlKem}
 * (so it runs on JDK 17). The Rust tests (rust/tests/wycheproof.rs) read the same files.
 *
 * <p>How each {@code invalid} vector ends (see {@link VectorTally}): a private or public key of
 * the wrong length, an ML-KEM key failing the modulus or hash check, an ML-DSA key with
 * out-of-range secrets: {@code InvalidKeySpecException} from the KeyFactory. An ML-KEM ciphertext
 * of the wrong length: {@code DecapsulationException}. A context over 255 bytes:
 * {@code IllegalArgumentException} from {@code MlDsaParameterSpec}. A signature of the wrong
 * length: {@code SignatureException}. Every other bad signature: {@code verify} returns false. A
 * modified ML-KEM ciphertext of the right length is {@code valid} in Wycheproof: it decapsulates
 * to the implicit-rejection secret given as {@code K}.
 *
 * <p>Skipped by name, because the JCA cannot express them:
 * <ul>
 *   <li>encapsulation with a given {@code m} (valid {@code mlkem_*_encaps} vectors): the key must
 *       still import and encapsulate;
 *   <li>signing with a given hedged {@code rnd}: our hedged signature and the vector's signature
 *       must both verify under the group's public key.
 * </ul>
 * Vectors that carry an external {@code mu} instead of a message run through
 * {@code ML-DSA-EXTERNAL-MU}. On the FIPS flavour, what its module does not perform (a context,
 * deterministic signing, external mu) is refused, and the refusal is checked ({@link FipsBoundary}).
 */
class WycheproofJcaTest {
    static final String ENCAPSULATION_M = "encapsulation randomness m cannot be given through the JCA";
    static final String HEDGED_RND = "hedged rnd cannot be given through the JCA";
    private static final String CONTEXT_TOO_LONG = "IllegalArgumentException (context over 255 bytes)";

    private static byte[] optionalHex(JsonElement object, String field) {
        JsonElement value = object.getAsJsonObject().get(field);
        return value == null || value.isJsonNull() ? null : Fixtures.hex(value.getAsString());
    }

    /** The test's {@code ctx}, empty when it has none. */
    private static byte[] context(JsonElement test) {
        byte[] ctx = optionalHex(test, "ctx");
        return ctx == null ? new byte[0] : ctx;
    }

    /** Checks that {@code publicKey}'s raw bytes sit inside the expanded ML-KEM key (dk = dk_pke || ek || H(ek) || z). */
    private static boolean embedsPublicKey(byte[] expanded, byte[] publicKey) {
        int offset = publicKey.length - 32;
        return Arrays.equals(Arrays.copyOfRange(expanded, offset, offset + publicKey.length), publicKey);
    }

    /** What a test does with the key of its {@code seed}. */
    private interface SeededAttempt {
        VectorTally.Result run(PrivateKey key) throws Exception;
    }

    /** Checks a test with the key of its {@code seed}, imported as a PKCS#8 seed form and as RAW (which must agree). */
    private static void checkSeeded(VectorTally tally, String set, JsonElement test, SeededAttempt attempt) {
        tally.check(test, () -> {
            byte[] seed = Fixtures.hex(test, "seed");
            return attempt.run(JcaKeys.privateKey(set, TestDer.pkcs8Seed(set, seed), seed));
        });
    }

    private static SecretKey decapsulate(PrivateKey key, byte[] ciphertext) throws Exception {
        SecretKey secret = MlKem.decapsulate(key, ciphertext);
        assertEquals("RAW", secret.getFormat());
        assertEquals(32, secret.getEncoded().length);
        return secret;
    }

    /** {@code mlkem_*_keygen_seed_test.json}: seed d || z imports to the expanded dk; ek is its public key. */
    @ParameterizedTest
    @ValueSource(strings = {"512", "768", "1024"})
    void mlKemKeyGenSeed(String bits) throws Exception {
        VectorTally.forEach("wycheproof/mlkem_" + bits + "_keygen_seed_test.json", (tally, set, group, test) -> {
            checkSeeded(tally, set, test, key -> {
                PublicKey publicKey = JcaKeys.publicKey(set, null, Fixtures.hex(test, "ek"));
                MlKem.Encapsulated sent = MlKem.encapsulate(publicKey);
                assertArrayEquals(sent.key().getEncoded(), decapsulate(key, sent.ciphertext()).getEncoded(),
                        "a secret sent to ek decapsulates with the key of the seed");
                return VectorTally.Result.compare(
                        Arrays.equals(JcaKeys.expanded(set, key), Fixtures.hex(test, "dk")), "dk");
            });
        });
    }

    /** {@code mlkem_*_test.json}: the key of {@code seed} (its ek when given) decapsulates c to K. */
    @ParameterizedTest
    @ValueSource(strings = {"512", "768", "1024"})
    void mlKemDecapsulateFromSeed(String bits) throws Exception {
        VectorTally.forEach("wycheproof/mlkem_" + bits + "_test.json", (tally, set, group, test) -> {
            checkSeeded(tally, set, test, key -> {
                byte[] ek = optionalHex(test, "ek");
                if (ek != null && !embedsPublicKey(JcaKeys.expanded(set, key), ek)) {
                    return VectorTally.Result.mismatch("ek differs");
                }
                SecretKey secret = decapsulate(key, Fixtures.hex(test, "c"));
                return VectorTally.Result.compare(Arrays.equals(secret.getEncoded(), Fixtures.hex(test, "K")), "K");
            });
        });
    }

    /**
     * {@code mlkem_*_encaps_test.json}: invalid ek values (modulus check, length) must be rejected
     * by the KeyFactory; valid ones are skipped (they need the given m) but must import and
     * encapsulate.
     */
    @ParameterizedTest
    @ValueSource(strings = {"512", "768", "1024"})
    void mlKemEncapsulate(String bits) throws Exception {
        VectorTally.forEach("wycheproof/mlkem_" + bits + "_encaps_test.json", (tally, set, group, test) -> {
            byte[] ek = Fixtures.hex(test, "ek");
            if ("valid".equals(Fixtures.string(test, "result"))) {
                tally.skip(test, ENCAPSULATION_M, () -> {
                    MlKem.Encapsulated sent = MlKem.encapsulate(JcaKeys.publicKey(set, null, ek));
                    assertEquals(Fixtures.hex(test, "c").length, sent.ciphertext().length);
                    assertEquals(32, sent.key().getEncoded().length);
                });
            } else {
                tally.check(test, () -> {
                    MlKem.encapsulate(JcaKeys.publicKey(set, null, ek));
                    return VectorTally.Result.mismatch("the key was accepted and encapsulated to");
                });
            }
        });
    }

    /** {@code mlkem_*_semi_expanded_decaps_test.json}: an expanded dk (PKCS#8 expandedKey / RAW) decapsulates c. */
    @ParameterizedTest
    @ValueSource(strings = {"512", "768", "1024"})
    void mlKemSemiExpandedDecapsulate(String bits) throws Exception {
        VectorTally.forEach("wycheproof/mlkem_" + bits + "_semi_expanded_decaps_test.json", (tally, set, group, test) -> {
            tally.check(test, () -> {
                byte[] dk = Fixtures.hex(test, "dk");
                PrivateKey key = JcaKeys.privateKey(set, TestDer.pkcs8Expanded(set, dk), dk);
                if (!embedsPublicKey(JcaKeys.expanded(set, key), Fixtures.hex(test, "ek"))) {
                    return VectorTally.Result.mismatch("ek differs");
                }
                SecretKey secret = decapsulate(key, Fixtures.hex(test, "c"));
                byte[] expected = optionalHex(test, "K");
                return expected == null ? VectorTally.Result.mismatch("decapsulated, but the vector gives no K")
                        : VectorTally.Result.compare(Arrays.equals(secret.getEncoded(), expected), "K");
            });
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void mlDsaSignSeed(String level) throws Exception {
        sign(level, true);
    }

    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void mlDsaSignNoSeed(String level) throws Exception {
        sign(level, false);
    }

    /**
     * The sign files: the group key through PKCS#8 (seed files: {@code privateKeyPkcs8} when
     * given, else built from {@code privateSeed}; noseed files: the expanded {@code privateKey} in
     * the expandedKey form) and RAW; a test without {@code rnd} signs deterministically and must give
     * {@code sig}, which must also verify under the group's public key.
     */
    private static void sign(String level, boolean seeded) throws Exception {
        String file = "wycheproof/mldsa_" + level + (seeded ? "_sign_seed_test.json" : "_sign_noseed_test.json");
        VectorTally.forEach(file, "ML-DSA-" + level, (tally, set, group, test) -> {
            byte[] raw = Fixtures.hex(group, seeded ? "privateSeed" : "privateKey");
            byte[] given = seeded ? optionalHex(group, "privateKeyPkcs8") : null;
            byte[] pkcs8 = given != null ? given : seeded ? TestDer.pkcs8Seed(set, raw) : TestDer.pkcs8Expanded(set, raw);
            byte[] publicRaw = optionalHex(group, "publicKey");
            byte[] message = optionalHex(test, "msg");
            byte[] ctx = context(test);
            byte[] expected = Fixtures.hex(test, "sig");
            boolean withoutRnd = optionalHex(test, "rnd") == null;
            if (!FipsBoundary.inside(message == null ? "ML-DSA-EXTERNAL-MU" : "ML-DSA", ctx, withoutRnd)) {
                tally.skip(test, FipsBoundary.OUTSIDE, () -> {
                    PrivateKey key;
                    try {
                        key = JcaKeys.privateKey(set, pkcs8, raw);
                    } catch (InvalidKeySpecException e) {
                        // A bad key is refused before any signing: the vector's own answer.
                        assertEquals("invalid", Fixtures.string(test, "result"), e.toString());
                        return;
                    }
                    FipsBoundary.assertRefused(() -> JcaKeys.signWith(message == null ? "ML-DSA-EXTERNAL-MU" : "ML-DSA",
                            key, message == null ? Fixtures.hex(test, "mu") : message,
                            new MlDsaParameterSpec(ctx.length > MlDsaParameterSpec.MAX_CONTEXT_LENGTH ? new byte[1] : ctx,
                                    withoutRnd)));
                });
                return;
            }
            if (message == null && optionalHex(test, "rnd") != null) {
                byte[] mu = Fixtures.hex(test, "mu");
                tally.skip(test, HEDGED_RND, () -> {
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    PublicKey publicKey = JcaKeys.publicKey(set, null, publicRaw);
                    MlDsaParameterSpec hedged = new MlDsaParameterSpec(new byte[0]);
                    byte[] own = JcaKeys.signWith("ML-DSA-EXTERNAL-MU", key, mu, hedged);
                    assertTrue(JcaKeys.verifyWith("ML-DSA-EXTERNAL-MU", publicKey, mu, hedged, own),
                            "our hedged signature of mu verifies");
                    assertTrue(JcaKeys.verifyWith("ML-DSA-EXTERNAL-MU", publicKey, mu, hedged, expected),
                            "the vector's signature of mu verifies");
                });
            } else if (message == null) {
                byte[] mu = Fixtures.hex(test, "mu");
                tally.check(test, () -> {
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    byte[] own = JcaKeys.signWith("ML-DSA-EXTERNAL-MU", key, mu,
                            MlDsaParameterSpec.deterministicSigning());
                    if (publicRaw != null) {
                        assertTrue(JcaKeys.verifyWith("ML-DSA-EXTERNAL-MU", JcaKeys.publicKey(set, null, publicRaw),
                                mu, MlDsaParameterSpec.deterministicSigning(), own), "our signature of mu verifies");
                    }
                    return VectorTally.Result.compare(Arrays.equals(own, expected), "signature");
                });
            } else if (optionalHex(test, "rnd") != null) {
                tally.skip(test, HEDGED_RND, () -> {
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    PublicKey publicKey = JcaKeys.publicKey(set, null, publicRaw);
                    MlDsaParameterSpec hedged = new MlDsaParameterSpec(ctx);
                    byte[] own = JcaKeys.sign(set, key, message, hedged);
                    assertTrue(JcaKeys.verify(publicKey, message, hedged, own), "our hedged signature verifies");
                    assertTrue(JcaKeys.verify(publicKey, message, hedged, expected), "the vector's signature verifies");
                });
            } else {
                tally.check(test, () -> {
                    if (given != null && raw.length == 32) {
                        assertArrayEquals(TestDer.pkcs8Seed(set, raw), given, "privateKeyPkcs8 is the seed form");
                    }
                    PrivateKey key = JcaKeys.privateKey(set, pkcs8, raw);
                    if (ctx.length > MlDsaParameterSpec.MAX_CONTEXT_LENGTH) {
                        assertThrows(IllegalArgumentException.class, () -> new MlDsaParameterSpec(ctx, true));
                        return VectorTally.Result.rejected(CONTEXT_TOO_LONG);
                    }
                    MlDsaParameterSpec deterministic = new MlDsaParameterSpec(ctx, true);
                    byte[] own = JcaKeys.sign(set, key, message, deterministic);
                    if (publicRaw != null) {
                        assertTrue(JcaKeys.verify(JcaKeys.publicKey(set, null, publicRaw), message, deterministic, own),
                                "our signature verifies under the group's public key");
                    }
                    return VectorTally.Result.compare(Arrays.equals(own, expected), "signature");
                });
            }
        });
    }

    /** {@code mldsa_*_verify_test.json}: publicKeyDer (X.509) and publicKey (RAW), then verify. */
    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void mlDsaVerify(String level) throws Exception {
        VectorTally.forEach("wycheproof/mldsa_" + level + "_verify_test.json", "ML-DSA-" + level,
                (tally, set, group, test) -> {
            byte[] der = Fixtures.hex(group, "publicKeyDer");
            byte[] raw = Fixtures.hex(group, "publicKey");
            byte[] context = context(test);
            if (context.length <= MlDsaParameterSpec.MAX_CONTEXT_LENGTH && !FipsBoundary.inside("ML-DSA", context, false)) {
                tally.skip(test, FipsBoundary.OUTSIDE, () -> FipsBoundary.assertRefused(() -> JcaKeys.verify(
                        JcaKeys.publicKey(set, der, raw), Fixtures.hex(test, "msg"), new MlDsaParameterSpec(context),
                        Fixtures.hex(test, "sig"))));
                return;
            }
            tally.check(test, () -> {
                PublicKey key = JcaKeys.publicKey(set, der, raw);
                byte[] ctx = context(test);
                if (ctx.length > MlDsaParameterSpec.MAX_CONTEXT_LENGTH) {
                    assertThrows(IllegalArgumentException.class, () -> new MlDsaParameterSpec(ctx));
                    return VectorTally.Result.rejected(CONTEXT_TOO_LONG);
                }
                boolean verified = JcaKeys.verify(key, Fixtures.hex(test, "msg"), new MlDsaParameterSpec(ctx),
                        Fixtures.hex(test, "sig"));
                return verified ? VectorTally.Result.match() : VectorTally.Result.rejected("verify false");
            });
        });
    }
}
