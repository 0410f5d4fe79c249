package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.signature.SlhDsaSignature;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.stream.Stream;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SLH-DSA against BouncyCastle (bcprov-jdk18on, test scope), both ways: keys cross as encodings
 * and as foreign key objects; deterministic signatures, pure with a context and HashSLH-DSA, are
 * byte for byte BouncyCastle's; each side verifies the other's hedged signatures. BouncyCastle
 * signs an {@code s} set in several seconds, so the twelve sets run on JDK 25 over FFM, the six
 * {@code f} sets everywhere else ({@link #interopSets}).
 */
class SlhDsaInteropTest {
    private static final Provider BC = new BouncyCastleProvider();
    private static final byte[] MESSAGE = "signed in two providers".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CONTEXT = "interop".getBytes(StandardCharsets.UTF_8);

    /** Every set on JDK 25 over FFM, the {@code f} sets on the other JDKs and bindings. */
    static Stream<ParameterSet> interopSets() {
        boolean full = "25".equals(System.getProperty("rustpqc.test.expectedFeature"))
                && "ffm".equals(System.getProperty("rustpqc.test.expectedBinding"));
        return SlhDsaTest.SETS.stream().filter(set -> full || set.jcaName.endsWith("F"));
    }

    /**
     * Our key as BouncyCastle's KeyFactory reads it from its encoding: BouncyCastle's SLH-DSA
     * Signature refuses other providers' key objects ("unknown public key passed to SLH-DSA"), so
     * keys cross as encodings, as between any two providers.
     */
    private static PublicKey bcPublicKey(PublicKey key) throws Exception {
        return KeyFactory.getInstance("SLH-DSA", BC).generatePublic(new X509EncodedKeySpec(key.getEncoded()));
    }

    private static PrivateKey bcPrivateKey(PrivateKey key) throws Exception {
        return KeyFactory.getInstance("SLH-DSA", BC).generatePrivate(new PKCS8EncodedKeySpec(key.getEncoded()));
    }

    private static byte[] sign(String algorithm, Provider provider, PrivateKey key, AlgorithmParameterSpec spec,
            SecureRandom random) throws Exception {
        Signature signer = Signature.getInstance(algorithm, provider);
        if (spec != null) {
            signer.setParameter(spec);
        }
        PrivateKey usable = provider == BC && key instanceof PqcPrivateKey ? bcPrivateKey(key) : key;
        if (random == null) {
            signer.initSign(usable);
        } else {
            signer.initSign(usable, random);
        }
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static boolean verify(String algorithm, Provider provider, PublicKey key, AlgorithmParameterSpec spec,
            byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance(algorithm, provider);
        if (spec != null) {
            verifier.setParameter(spec);
        }
        verifier.initVerify(provider == BC && key instanceof PqcPublicKey ? bcPublicKey(key) : key);
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }

    @ParameterizedTest
    @MethodSource("interopSets")
    void keysCrossBothWays(ParameterSet set) throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance(set.jcaName, BC).generateKeyPair();
        KeyFactory ourFactory = KeyFactory.getInstance("SLH-DSA", PROVIDER);
        PublicKey pk = TestKeys.decodedAsIs(ourFactory, theirs).getPublic();
        assertEquals(set, ((PqcPublicKey) pk).parameterSet());
        assertEquals(pk, ourFactory.translateKey(theirs.getPublic()));

        KeyPair ours = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        TestKeys.decodedAsIs(KeyFactory.getInstance("SLH-DSA", BC), ours);
    }

    /**
     * BouncyCastle signs deterministically when {@code initSign} gets no SecureRandom; we do when
     * asked with {@link MlDsaParameterSpec}. Pure (with a context, and BouncyCastle's foreign key
     * object in our Signature) and HashSLH-DSA with the set's own function: the same bytes.
     */
    @ParameterizedTest
    @MethodSource("interopSets")
    void deterministicSignaturesAreByteIdentical(ParameterSet set) throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance(set.jcaName, BC).generateKeyPair();
        byte[] bc = sign(set.jcaName, BC, theirs.getPrivate(), new ContextParameterSpec(CONTEXT), null);
        byte[] ours = sign(set.jcaName, PROVIDER, theirs.getPrivate(), new MlDsaParameterSpec(CONTEXT, true), null);
        assertArrayEquals(bc, ours, set + " pure, context");
        assertTrue(verify("SLH-DSA", PROVIDER, theirs.getPublic(), new MlDsaParameterSpec(CONTEXT), bc));

        String hashed = SlhDsaSignature.preHashServiceName(set);
        bc = sign(hashed, BC, theirs.getPrivate(), null, null);
        ours = sign("HASH-SLH-DSA", PROVIDER, theirs.getPrivate(), MlDsaParameterSpec.deterministicSigning(), null);
        assertArrayEquals(bc, ours, set + " HashSLH-DSA, the set's function");
        assertTrue(verify(hashed, BC, theirs.getPublic(), null, ours));
        assertFalse(verify("SLH-DSA", BC, theirs.getPublic(), null, ours), "BouncyCastle: not a pure signature");
    }

    @ParameterizedTest
    @MethodSource("interopSets")
    void eachVerifiesTheOthersHedgedSignatures(ParameterSet set) throws Exception {
        if (!set.jcaName.endsWith("F")) {
            return; // s sets: their deterministic signatures already cross in both directions above.
        }
        KeyPair ours = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        byte[] signature = sign("SLH-DSA", PROVIDER, ours.getPrivate(), new MlDsaParameterSpec(CONTEXT), null);
        assertTrue(verify("SLH-DSA", BC, ours.getPublic(), new ContextParameterSpec(CONTEXT), signature));
        assertFalse(verify("SLH-DSA", BC, ours.getPublic(), null, signature), "BouncyCastle: another context");
        byte[] theirs = sign("SLH-DSA", BC, ours.getPrivate(), new ContextParameterSpec(CONTEXT), new SecureRandom());
        assertTrue(verify(set.jcaName, PROVIDER, ours.getPublic(), new MlDsaParameterSpec(CONTEXT), theirs));
        byte[] prehashed = sign("HASH-SLH-DSA", PROVIDER, ours.getPrivate(), null, null);
        assertTrue(verify("HASH-SLH-DSA", BC, ours.getPublic(), null, prehashed));
    }

    /**
     * BouncyCastle's HashSLH-DSA keys carry the HashSLH-DSA OIDs (.35 to .46): we read them as
     * keys of their set, hand back their encoding, and sign what BouncyCastle verifies.
     */
    @Test
    void bouncyCastlesHashSlhDsaKeysAreRead() throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance("SLH-DSA-SHAKE-128F-WITH-SHAKE128", BC).generateKeyPair();
        KeyFactory factory = KeyFactory.getInstance("SLH-DSA-SHAKE-128F", PROVIDER);
        PrivateKey sk = TestKeys.decodedAsIs(factory, theirs).getPrivate();
        byte[] ours = sign("2.16.840.1.101.3.4.3.42", PROVIDER, sk, MlDsaParameterSpec.deterministicSigning(), null);
        assertArrayEquals(sign("SLH-DSA-SHAKE-128F-WITH-SHAKE128", BC, theirs.getPrivate(), null, null), ours);
        assertTrue(verify("SLH-DSA-SHAKE-128F-WITH-SHAKE128", BC, theirs.getPublic(), null, ours));
    }

    /**
     * A key named by a HashSLH-DSA OID is bound to HashSLH-DSA with its set's function, as BouncyCastle
     * binds it: pure SLH-DSA refuses it, as BouncyCastle's does.
     */
    @Test
    void hashSlhDsaKeysAreForHashSlhDsaOnly() throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F-WITH-SHA256", BC).generateKeyPair();
        Exception bouncyCastles = assertThrows(Exception.class, () -> Signature.getInstance("SLH-DSA", BC)
                .initSign(theirs.getPrivate()), "BouncyCastle refuses it for pure SLH-DSA");
        assertTrue(bouncyCastles.toString().contains("pre-hash"), bouncyCastles.toString());
        PrivateKey sk = TestKeys.decodedAsIs(KeyFactory.getInstance("SLH-DSA", PROVIDER), theirs).getPrivate();
        for (PrivateKey key : new PrivateKey[] {theirs.getPrivate(), sk}) {
            InvalidKeyException e = assertThrows(InvalidKeyException.class,
                    () -> Signature.getInstance("SLH-DSA", PROVIDER).initSign(key));
            assertTrue(e.getMessage().contains("binds it to SLH-DSA-SHA2-128F-WITH-SHA256"), e.getMessage());
        }
        assertTrue(verify("SLH-DSA-SHA2-128F-WITH-SHA256", BC, theirs.getPublic(), null,
                sign("HASH-SLH-DSA", PROVIDER, sk, null, null)));
    }

    /**
     * What BouncyCastle makes of our {@link MlDsaParameterSpec} for SLH-DSA, as found (a change
     * there fails here): it reads the context, as it does for ML-DSA, so one spec serves both.
     */
    @Test
    void bouncyCastleReadsTheContextOfOurSpec() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", PROVIDER).generateKeyPair();
        byte[] ours = sign("SLH-DSA", PROVIDER, pair.getPrivate(), new MlDsaParameterSpec(CONTEXT, true), null);
        assertTrue(verify("SLH-DSA", BC, pair.getPublic(), new MlDsaParameterSpec(CONTEXT), ours));
        assertArrayEquals(ours, sign("SLH-DSA", BC, pair.getPrivate(), new MlDsaParameterSpec(CONTEXT), null));
    }
}
