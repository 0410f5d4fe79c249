package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import org.bouncycastle.jcajce.SecretKeyWithEncapsulation;
import org.bouncycastle.jcajce.interfaces.MLDSAPrivateKey;
import org.bouncycastle.jcajce.interfaces.MLKEMPrivateKey;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jcajce.spec.KEMExtractSpec;
import org.bouncycastle.jcajce.spec.KEMGenerateSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The interoperability matrix, for all six parameter sets and in both directions: against
 * BouncyCastle (bcprov-jdk18on, test scope) on every JDK, and against the JDK's own providers
 * (SunJCE ML-KEM, SUN ML-DSA) wherever the JDK has them (JDK 24+, and the LTS updates from 17.0.21,
 * 21.0.13 and 25.0.5). Keys cross as encodings (X.509, and each PKCS#8 form
 * the other side reads) and as foreign key objects; ML-KEM ciphertexts and ML-DSA signatures
 * (with contexts, and deterministic ones byte for byte) made by one verify in the other. What the
 * other side reads and writes is asserted exactly as found: a change there fails here. Tests of
 * {@code javax.crypto.KEM} are in {@code jdk21.CrossProviderKemTest}.
 */
class CrossProviderTest {
    private static final Provider BC = new BouncyCastleProvider();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final byte[] MESSAGE = "interoperable message".getBytes(StandardCharsets.UTF_8);
    private static final List<String> FORMS = List.of(TestDer.SEED, TestDer.EXPANDED_KEY, TestDer.BOTH);

    /** One of our key pairs with its seed and expanded private key. */
    private record Ours(KeyPair pair, byte[] seed, byte[] expanded) {
        byte[] pkcs8(String set, String form) {
            return TestDer.pkcs8(set, form, seed, expanded);
        }
    }

    private static Ours ours(String set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
        return new Ours(pair, TestKeys.seed((PqcPrivateKey) pair.getPrivate()), JcaKeys.expanded(set, pair.getPrivate()));
    }

    private static KeyFactory factory(String set, Provider provider) throws Exception {
        return KeyFactory.getInstance(JcaKeys.family(set), provider);
    }

    private static Provider jdkProvider(String set) {
        return Security.getProvider(set.startsWith("ML-KEM") ? "SunJCE" : "SUN");
    }

    /** BouncyCastle's own PKCS#8 of its key: seed-only, or without the seed (expandedKey). */
    private static byte[] bcEncoding(PrivateKey bcKey, boolean seedOnly) {
        if (bcKey instanceof MLKEMPrivateKey) {
            return ((MLKEMPrivateKey) bcKey).getPrivateKey(seedOnly).getEncoded();
        }
        return ((MLDSAPrivateKey) bcKey).getPrivateKey(seedOnly).getEncoded();
    }

    // ---- keys ---------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void publicKeysCrossBothWaysWithBouncyCastle(String set) throws Exception {
        PublicKey ours = ours(set).pair().getPublic();
        PublicKey parsedByBc = factory(set, BC).generatePublic(new X509EncodedKeySpec(ours.getEncoded()));
        assertArrayEquals(ours.getEncoded(), parsedByBc.getEncoded());
        assertArrayEquals(ours.getEncoded(), factory(set, BC).translateKey(ours).getEncoded(),
                "BouncyCastle's translateKey takes our public key object");

        PublicKey theirs = KeyPairGenerator.getInstance(set, BC).generateKeyPair().getPublic();
        PublicKey parsedByUs = factory(set, PROVIDER).generatePublic(new X509EncodedKeySpec(theirs.getEncoded()));
        assertArrayEquals(theirs.getEncoded(), parsedByUs.getEncoded());
        assertEquals(parsedByUs, factory(set, PROVIDER).translateKey(theirs), "our translateKey takes BouncyCastle's object");
        assertEquals(parsedByUs, KeyFactory.getInstance(set, PROVIDER).translateKey(theirs));
    }

    /**
     * BouncyCastle reads all three PKCS#8 forms of our keys, writes {@code both} by default and
     * {@code seed} or {@code expandedKey} on request; we read every one of them back to the same key.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void privateKeyFormsCrossBothWaysWithBouncyCastle(String set) throws Exception {
        Ours ours = ours(set);
        KeyFactory bc = factory(set, BC);
        KeyFactory us = factory(set, PROVIDER);
        for (String form : FORMS) {
            PrivateKey theirs = bc.generatePrivate(new PKCS8EncodedKeySpec(ours.pkcs8(set, form)));
            assertArrayEquals(TestDer.pkcs8Expanded(set, ours.expanded()), bcEncoding(theirs, false),
                    "BouncyCastle reads our " + form + " form to the same expanded key");
            TestKeys.assertSameKey(ours.pair().getPrivate(), us.generatePrivate(new PKCS8EncodedKeySpec(theirs.getEncoded())));
        }
        PrivateKey fromObject = (PrivateKey) bc.translateKey(ours.pair().getPrivate());
        assertArrayEquals(TestDer.pkcs8Expanded(set, ours.expanded()), bcEncoding(fromObject, false),
                "BouncyCastle's translateKey takes our private key object");

        PrivateKey theirs = KeyPairGenerator.getInstance(set, BC).generateKeyPair().getPrivate();
        assertEquals(TestDer.BOTH, TestDer.form(theirs.getEncoded()), "BouncyCastle writes both by default");
        assertEquals(TestDer.SEED, TestDer.form(bcEncoding(theirs, true)));
        assertEquals(TestDer.EXPANDED_KEY, TestDer.form(bcEncoding(theirs, false)));
        Key translated = us.translateKey(theirs);
        for (byte[] encoding : List.of(theirs.getEncoded(), bcEncoding(theirs, true), bcEncoding(theirs, false))) {
            TestKeys.assertSameKey(translated, us.generatePrivate(new PKCS8EncodedKeySpec(encoding)), TestDer.form(encoding));
        }
    }

    /**
     * Where the JDK has its own: the forms it writes and reads. JDK 25.0.3 writes and reads only
     * {@code expandedKey}; a JDK that writes {@code seed} (the later default) reads all three.
     * Whatever the JDK writes, we read.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void privateKeyFormsCrossBothWaysWithTheJdk(String set) throws Exception {
        assumeTrue(Fixtures.jdkHas(set), Fixtures.NO_JDK_PQC);
        Provider jdk = jdkProvider(set);
        PrivateKey theirs = KeyPairGenerator.getInstance(set, jdk).generateKeyPair().getPrivate();
        String written = TestDer.form(theirs.getEncoded());
        Runtime.Version version = Runtime.version();
        if (version.feature() == 25 && version.update() == 3) {
            assertEquals(TestDer.EXPANDED_KEY, written, "JDK 25.0.3 writes expandedKey");
        }
        Set<String> expectedReads = written.equals(TestDer.EXPANDED_KEY) ? Set.of(TestDer.EXPANDED_KEY) : Set.copyOf(FORMS);

        Ours ours = ours(set);
        KeyFactory jdkFactory = factory(set, jdk);
        KeyFactory us = factory(set, PROVIDER);
        Set<String> reads = new LinkedHashSet<>();
        for (String form : FORMS) {
            PrivateKey parsed;
            try {
                parsed = jdkFactory.generatePrivate(new PKCS8EncodedKeySpec(ours.pkcs8(set, form)));
            } catch (InvalidKeySpecException e) {
                continue;
            }
            reads.add(form);
            TestKeys.assertSameKey(ours.pair().getPrivate(), us.generatePrivate(new PKCS8EncodedKeySpec(parsed.getEncoded())));
        }
        assertEquals(expectedReads, reads, "the PKCS#8 forms " + version + " reads (it writes " + written + ")");
        TestKeys.assertSameKey(us.translateKey(theirs), us.generatePrivate(new PKCS8EncodedKeySpec(theirs.getEncoded())));
        assertEquals(ours.pair().getPublic(),
                jdkFactory.translateKey(ours.pair().getPublic()), "the JDK's translateKey takes our public key");
        assertArrayEquals(ours.pair().getPrivate().getEncoded(),
                jdkFactory.translateKey(ours.pair().getPrivate()).getEncoded(), "the JDK's translateKey takes our private key");
    }

    // ---- ML-KEM through BouncyCastle's KeyGenerator (every JDK) and MlKem -----------------------

    private static SecretKeyWithEncapsulation bcEncapsulate(PublicKey key) throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", BC);
        generator.init(new KEMGenerateSpec.Builder(key, "Generic", 256).withNoKdf().build(), RANDOM);
        return (SecretKeyWithEncapsulation) generator.generateKey();
    }

    private static byte[] bcDecapsulate(PrivateKey key, byte[] ciphertext) throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", BC);
        generator.init(new KEMExtractSpec.Builder(key, ciphertext, "Generic", 256).withNoKdf().build());
        return generator.generateKey().getEncoded();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void ciphertextsCrossBothWaysWithBouncyCastle(String set) throws Exception {
        Ours ours = ours(set);
        KeyPair theirs = KeyPairGenerator.getInstance(set, BC).generateKeyPair();
        PrivateKey oursInBc = factory(set, BC).generatePrivate(new PKCS8EncodedKeySpec(ours.pair().getPrivate().getEncoded()));

        MlKem.Encapsulated sent = MlKem.encapsulate(ours.pair().getPublic());
        assertArrayEquals(sent.key().getEncoded(), bcDecapsulate(oursInBc, sent.ciphertext()), "ours -> BouncyCastle");
        assertArrayEquals(sent.key().getEncoded(), bcDecapsulate(ours.pair().getPrivate(), sent.ciphertext()),
                "BouncyCastle decapsulates with our private key object");

        SecretKeyWithEncapsulation received = bcEncapsulate(theirs.getPublic());
        SecretKey decapsulated = MlKem.decapsulate(theirs.getPrivate(), received.getEncapsulation());
        assertArrayEquals(received.getEncoded(), decapsulated.getEncoded(), "BouncyCastle -> ours, with BC's key object");
        assertEquals("RAW", decapsulated.getFormat());

        SecretKeyWithEncapsulation toOurs = bcEncapsulate(ours.pair().getPublic());
        assertArrayEquals(toOurs.getEncoded(), MlKem.decapsulate(ours.pair().getPrivate(), toOurs.getEncapsulation()).getEncoded(),
                "BouncyCastle encapsulates to our public key object");
        MlKem.Encapsulated toTheirs = MlKem.encapsulate(theirs.getPublic());
        assertArrayEquals(toTheirs.key().getEncoded(), bcDecapsulate(theirs.getPrivate(), toTheirs.ciphertext()),
                "we encapsulate to BouncyCastle's public key object");

        byte[] tampered = received.getEncapsulation();
        tampered[5] ^= 0x20;
        assertArrayEquals(bcDecapsulate(theirs.getPrivate(), tampered), MlKem.decapsulate(theirs.getPrivate(), tampered).getEncoded(),
                "the same implicit-rejection secret for a modified ciphertext");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void mlKemTakesTheJdksKeyObjects(String set) throws Exception {
        assumeTrue(Fixtures.jdkHasMlKem(), Fixtures.NO_JDK_PQC);
        KeyPair theirs = KeyPairGenerator.getInstance(set, "SunJCE").generateKeyPair();
        MlKem.Encapsulated sent = MlKem.encapsulate(theirs.getPublic());
        assertArrayEquals(sent.key().getEncoded(), MlKem.decapsulate(theirs.getPrivate(), sent.ciphertext()).getEncoded());
    }

    // ---- ML-DSA -------------------------------------------------------------------------------

    private static byte[] sign(Provider provider, PrivateKey key, AlgorithmParameterSpec spec, SecureRandom random)
            throws Exception {
        Signature signer = Signature.getInstance("ML-DSA", provider);
        if (random != null) {
            signer.initSign(key, random);
        } else {
            signer.initSign(key);
        }
        if (spec != null) {
            signer.setParameter(spec);
        }
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static boolean verify(Provider provider, PublicKey key, AlgorithmParameterSpec spec, byte[] signature)
            throws Exception {
        Signature verifier = Signature.getInstance("ML-DSA", provider);
        verifier.initVerify(key);
        if (spec != null) {
            verifier.setParameter(spec);
        }
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }

    /**
     * Signatures cross both ways with an empty and a non-empty context (BouncyCastle's
     * {@code ContextParameterSpec}, our {@code MlDsaParameterSpec}); BouncyCastle signs
     * deterministically when {@code initSign} gets no {@code SecureRandom}, and its deterministic
     * signatures equal ours byte for byte.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void signaturesCrossBothWaysWithBouncyCastle(String set) throws Exception {
        Ours ours = ours(set);
        KeyPair theirs = KeyPairGenerator.getInstance(set, BC).generateKeyPair();
        PrivateKey oursInBc = factory(set, BC).generatePrivate(new PKCS8EncodedKeySpec(ours.pair().getPrivate().getEncoded()));
        PublicKey oursPublicInBc = factory(set, BC).generatePublic(new X509EncodedKeySpec(ours.pair().getPublic().getEncoded()));
        byte[] context = new byte[1 + RANDOM.nextInt(255)];
        RANDOM.nextBytes(context);
        // The FIPS flavour's module signs with the empty context, hedged, only (the rest: refused).
        for (byte[] ctx : FipsBoundary.active() ? List.of(new byte[0]) : List.of(new byte[0], context)) {
            MlDsaParameterSpec hedged = new MlDsaParameterSpec(ctx);
            ContextParameterSpec bcContext = new ContextParameterSpec(ctx);

            byte[] ourSignature = sign(PROVIDER, ours.pair().getPrivate(), hedged, null);
            assertTrue(verify(BC, oursPublicInBc, bcContext, ourSignature), "ours -> BouncyCastle");
            assertTrue(verify(BC, ours.pair().getPublic(), bcContext, ourSignature),
                    "BouncyCastle verifies with our public key object");

            byte[] theirSignature = sign(BC, theirs.getPrivate(), bcContext, RANDOM);
            assertTrue(verify(PROVIDER, theirs.getPublic(), hedged, theirSignature), "BouncyCastle -> ours, with BC's key object");
            byte[] signedWithTheirKey = sign(PROVIDER, theirs.getPrivate(), hedged, null);
            assertTrue(verify(BC, theirs.getPublic(), bcContext, signedWithTheirKey), "we sign with BC's private key object");

            if (FipsBoundary.active()) {
                FipsBoundary.assertRefused(() -> sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(ctx, true), null));
                FipsBoundary.assertRefused(() -> sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(context), null));
                continue;
            }
            byte[] deterministic = sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(ctx, true), null);
            assertArrayEquals(deterministic, sign(BC, oursInBc, bcContext, null), "deterministic signatures are identical");
            assertFalse(Arrays.equals(deterministic, ourSignature), "hedged signing is not deterministic");
        }
        byte[] withContext = sign(BC, theirs.getPrivate(), new ContextParameterSpec(context), RANDOM);
        assertFalse(verify(PROVIDER, theirs.getPublic(), new MlDsaParameterSpec(new byte[0]), withContext),
                "a context changes the signature");
    }

    /** What each side's Signature accepts of the other's objects, as found in BouncyCastle 1.87. */
    @Test
    void signatureObjectsAcrossProviders() throws Exception {
        Ours ours = ours("ML-DSA-65");
        byte[] context = {1, 2, 3};
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("ML-DSA", BC).initSign(ours.pair().getPrivate()),
                "BouncyCastle's Signature takes only its own private keys");
        if (FipsBoundary.active()) {
            FipsBoundary.assertRefused(() -> sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(context), null));
            byte[] signature = sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(new byte[0]), null);
            assertTrue(verify(BC, ours.pair().getPublic(), new MlDsaParameterSpec(new byte[0]), signature));
            assertFalse(verify(BC, ours.pair().getPublic(), new MlDsaParameterSpec(context), signature));
            return;
        }
        byte[] signature = sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(context), null);
        assertTrue(verify(BC, ours.pair().getPublic(), new MlDsaParameterSpec(context), signature),
                "BouncyCastle reads the context of our MlDsaParameterSpec (through its getContext())");
        assertFalse(verify(BC, ours.pair().getPublic(), new MlDsaParameterSpec(new byte[0]), signature));
    }

    /**
     * Where the JDK has its own: signatures cross both ways with key objects of either side. The JDK's ML-DSA takes
     * no parameters (no context, no deterministic option): only empty-context signatures cross.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void signaturesCrossBothWaysWithTheJdk(String set) throws Exception {
        assumeTrue(Fixtures.jdkHasMlDsa(), Fixtures.NO_JDK_PQC);
        Provider jdk = jdkProvider(set);
        Ours ours = ours(set);
        KeyPair theirs = KeyPairGenerator.getInstance(set, jdk).generateKeyPair();
        PublicKey oursInJdk = factory(set, jdk).generatePublic(new X509EncodedKeySpec(ours.pair().getPublic().getEncoded()));
        MlDsaParameterSpec empty = new MlDsaParameterSpec(new byte[0]);

        if (FipsBoundary.active()) {
            FipsBoundary.assertRefused(() -> sign(PROVIDER, ours.pair().getPrivate(),
                    MlDsaParameterSpec.deterministicSigning(), null));
        }
        for (MlDsaParameterSpec spec : FipsBoundary.active() ? List.of(empty)
                : List.of(empty, MlDsaParameterSpec.deterministicSigning())) {
            byte[] ourSignature = sign(PROVIDER, ours.pair().getPrivate(), spec, null);
            assertTrue(verify(jdk, oursInJdk, null, ourSignature), "ours -> JDK");
            assertTrue(verify(jdk, ours.pair().getPublic(), null, ourSignature), "the JDK verifies with our key object");
        }
        byte[] theirSignature = sign(jdk, theirs.getPrivate(), null, null);
        assertTrue(verify(PROVIDER, theirs.getPublic(), empty, theirSignature), "JDK -> ours, with the JDK's key object");
        assertTrue(verify(jdk, theirs.getPublic(), null, sign(PROVIDER, theirs.getPrivate(), empty, null)),
                "we sign with the JDK's private key object");
        assertTrue(verify(PROVIDER, ours.pair().getPublic(), empty, sign(jdk, ours.pair().getPrivate(), null, null)),
                "the JDK signs with our private key object");

        Signature jdkSigner = Signature.getInstance("ML-DSA", jdk);
        jdkSigner.initSign(theirs.getPrivate());
        assertThrows(InvalidAlgorithmParameterException.class, () -> jdkSigner.setParameter(new MlDsaParameterSpec(new byte[] {1})),
                "the JDK's ML-DSA takes no context");
        if (FipsBoundary.active()) {
            FipsBoundary.assertRefused(() -> sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(new byte[] {1}), null));
            return;
        }
        byte[] withContext = sign(PROVIDER, ours.pair().getPrivate(), new MlDsaParameterSpec(new byte[] {1}), null);
        assertFalse(verify(jdk, oursInJdk, null, withContext), "a context signature does not verify without the context");
    }

    /** Foreign key objects of either provider in our KeyFactory give the same key as their encodings. */
    @Test
    void ourKeyFactoryTranslatesForeignObjectsToTheirEncodings() throws Exception {
        for (String set : Fixtures.allSets()) {
            List<Provider> others = Fixtures.jdkHas(set) ? List.of(BC, jdkProvider(set)) : List.of(BC);
            for (Provider other : others) {
                KeyPair theirs = KeyPairGenerator.getInstance(set, other).generateKeyPair();
                KeyFactory us = KeyFactory.getInstance(set, PROVIDER);
                Key publicKey = us.translateKey(theirs.getPublic());
                Key privateKey = us.translateKey(theirs.getPrivate());
                assertInstanceOf(PqcPublicKey.class, publicKey);
                assertArrayEquals(theirs.getPublic().getEncoded(), publicKey.getEncoded(), set + " from " + other.getName());
                TestKeys.assertSameKey(privateKey, us.generatePrivate(new PKCS8EncodedKeySpec(theirs.getPrivate().getEncoded())));
            }
        }
    }
}
