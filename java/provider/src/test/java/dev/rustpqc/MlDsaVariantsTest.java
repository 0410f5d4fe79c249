package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.signature.MessageLimits;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.List;
import java.util.SplittableRandom;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Streamed pure ML-DSA (messages below, at and past the one-shot limit, fed in any pieces),
 * HashML-DSA with every pre-hash function FIPS 204 allows, and external mu: against our own
 * one-shot path and against BouncyCastle, both ways.
 */
class MlDsaVariantsTest {
    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();
    private static final byte[] CONTEXT = "variants".getBytes(StandardCharsets.UTF_8);

    private static KeyPair generate(String set) throws Exception {
        return KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
    }

    /** Feeds {@code message} in pieces whose sizes the random source chooses. */
    private static void feed(Signature signature, byte[] message, SplittableRandom random) throws Exception {
        int at = 0;
        while (at < message.length) {
            int piece = switch (random.nextInt(4)) {
                case 0 -> 1;
                case 1 -> random.nextInt(1, 4096);
                case 2 -> random.nextInt(1, 300_000);
                default -> message.length - at;
            };
            piece = Math.min(piece, message.length - at);
            if (piece == 1) {
                signature.update(message[at]);
            } else {
                signature.update(message, at, piece);
            }
            at += piece;
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 1000, MessageLimits.ONE_SHOT_LIMIT - 1, MessageLimits.ONE_SHOT_LIMIT,
            MessageLimits.ONE_SHOT_LIMIT + 1, 3 * MessageLimits.ONE_SHOT_LIMIT + 17})
    void streamedMessagesSignAsOneShotAndAsBouncyCastle(int length) throws Exception {
        SplittableRandom random = new SplittableRandom(length);
        byte[] message = new byte[length];
        random.nextBytes(message);
        for (String set : Fixtures.ML_DSA_SETS) {
            KeyPair pair = generate(set);
            MlDsaParameterSpec deterministic = new MlDsaParameterSpec(CONTEXT, true);
            Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
            signer.setParameter(deterministic);
            signer.initSign(pair.getPrivate());
            feed(signer, message, random);
            byte[] streamed = signer.sign();
            signer.update(message);
            assertArrayEquals(streamed, signer.sign(), set + ": the same signature fed whole or in pieces");

            PrivateKey theirs = KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                    .generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded()));
            Signature bc = Signature.getInstance("ML-DSA", BOUNCY_CASTLE);
            bc.setParameter(new ContextParameterSpec(CONTEXT));
            bc.initSign(theirs);
            bc.update(message);
            assertArrayEquals(bc.sign(), streamed, set + ": deterministic signatures equal BouncyCastle's");

            Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
            verifier.setParameter(new MlDsaParameterSpec(CONTEXT));
            verifier.initVerify(pair.getPublic());
            feed(verifier, message, random);
            assertTrue(verifier.verify(streamed), set + ": verifies, fed in pieces");
            message = message.length == 0 ? new byte[] {1} : message;
            message[message.length / 2] ^= 1;
            verifier.update(message);
            assertFalse(verifier.verify(streamed), set + ": another message does not verify");
            message[message.length / 2] ^= 1;
        }
    }

    @Test
    void parametersCannotChangeOnceTheMessageStarted() throws Exception {
        Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
        signer.initSign(generate("ML-DSA-44").getPrivate());
        signer.update(new byte[10]);
        InvalidAlgorithmParameterException e = assertThrows(InvalidAlgorithmParameterException.class,
                () -> signer.setParameter(new MlDsaParameterSpec(CONTEXT)));
        assertTrue(e.getMessage().contains("before the first update"), e.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> Signature.getInstance("ML-DSA", PROVIDER).setParameter(
                        new MlDsaParameterSpec(CONTEXT).withPreHash("SHA-256")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/224", "SHA-512/256", "SHA3-224",
            "SHA3-256", "SHA3-384", "SHA3-512", "SHAKE128-256", "SHAKE256-512"})
    void hashMlDsaWithEveryPreHashFunction(String digest) throws Exception {
        byte[] message = new byte[70_000];
        new SplittableRandom(digest.hashCode()).nextBytes(message);
        KeyPair pair = generate("ML-DSA-65");
        MlDsaParameterSpec spec = new MlDsaParameterSpec(CONTEXT, true).withPreHash(digest);
        Signature signer = Signature.getInstance("HASH-ML-DSA", PROVIDER);
        signer.setParameter(spec);
        signer.initSign(pair.getPrivate());
        feed(signer, message, new SplittableRandom(1));
        byte[] signature = signer.sign();
        signer.update(message);
        assertArrayEquals(signature, signer.sign(), digest + ": deterministic");

        Signature verifier = Signature.getInstance("HASH-ML-DSA", PROVIDER);
        verifier.setParameter(spec);
        verifier.initVerify(pair.getPublic());
        verifier.update(message);
        assertTrue(verifier.verify(signature), digest);
        Signature pure = Signature.getInstance("ML-DSA", PROVIDER);
        pure.setParameter(new MlDsaParameterSpec(CONTEXT));
        pure.initVerify(pair.getPublic());
        pure.update(message);
        assertFalse(pure.verify(signature), digest + ": a HashML-DSA signature is not a pure ML-DSA one");
        if (!digest.equals("SHA-512")) {
            Signature other = Signature.getInstance("HASH-ML-DSA", PROVIDER);
            other.setParameter(new MlDsaParameterSpec(CONTEXT));
            other.initVerify(pair.getPublic());
            other.update(message);
            assertFalse(other.verify(signature), digest + ": not a SHA-512 HashML-DSA signature");
        }
    }

    /** BouncyCastle's HashML-DSA is SHA-512: signatures verify both ways and deterministic ones are equal. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void hashMlDsaAgainstBouncyCastle(String set) throws Exception {
        byte[] message = "pre-hashed with SHA-512".getBytes(StandardCharsets.UTF_8);
        KeyPair ours = generate(set);
        PrivateKey theirPrivate = KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                .generatePrivate(new PKCS8EncodedKeySpec(ours.getPrivate().getEncoded()));
        PublicKey theirPublic = KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                .generatePublic(new X509EncodedKeySpec(ours.getPublic().getEncoded()));
        for (String name : new String[] {"HASH-ML-DSA", set + "-WITH-SHA512"}) {
            Signature signer = Signature.getInstance(name, PROVIDER);
            signer.setParameter(new MlDsaParameterSpec(CONTEXT, true));
            signer.initSign(ours.getPrivate());
            signer.update(message);
            byte[] signature = signer.sign();

            Signature bc = Signature.getInstance("HASH-ML-DSA", BOUNCY_CASTLE);
            bc.setParameter(new ContextParameterSpec(CONTEXT));
            bc.initSign(theirPrivate);
            bc.update(message);
            assertArrayEquals(bc.sign(), signature, name + ": deterministic signatures equal BouncyCastle's");
            bc.initVerify(theirPublic);
            bc.update(message);
            assertTrue(bc.verify(signature), name + ": BouncyCastle verifies ours");

            bc.initSign(theirPrivate, new java.security.SecureRandom());
            bc.update(message);
            byte[] hedged = bc.sign();
            Signature verifier = Signature.getInstance(name, PROVIDER);
            verifier.setParameter(new MlDsaParameterSpec(CONTEXT));
            verifier.initVerify(ours.getPublic());
            verifier.update(message);
            assertTrue(verifier.verify(hedged), name + ": we verify BouncyCastle's hedged signature");
        }
        assertThrows(InvalidAlgorithmParameterException.class, () -> Signature.getInstance(set + "-WITH-SHA512",
                PROVIDER).setParameter(new MlDsaParameterSpec(CONTEXT).withPreHash("SHA-256")));
    }

    /** BouncyCastle's keys for HashML-DSA carry the HashML-DSA OIDs: we read them and keep their encodings. */
    @Test
    void bouncyCastleHashMlDsaKeysAreRead() throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance("ML-DSA-65-WITH-SHA512", BOUNCY_CASTLE).generateKeyPair();
        KeyFactory factory = KeyFactory.getInstance("ML-DSA", PROVIDER);
        PrivateKey privateKey = TestKeys.decodedAsIs(factory, theirs).getPrivate();
        Signature signer = Signature.getInstance("ML-DSA-65-WITH-SHA512", PROVIDER);
        signer.initSign(privateKey);
        signer.update(CONTEXT);
        byte[] signature = signer.sign();
        Signature bc = Signature.getInstance("ML-DSA-65-WITH-SHA512", BOUNCY_CASTLE);
        bc.initVerify(theirs.getPublic());
        bc.update(CONTEXT);
        assertTrue(bc.verify(signature));
    }

    /**
     * A key named by a HashML-DSA OID is bound to HashML-DSA with SHA-512, as BouncyCastle binds it:
     * pure ML-DSA, external mu and another pre-hash function refuse it, given as BouncyCastle's key
     * object or decoded into ours; HashML-DSA with SHA-512 signs what BouncyCastle verifies.
     */
    @Test
    void hashMlDsaKeysAreForHashMlDsaWithSha512Only() throws Exception {
        KeyPair theirs = KeyPairGenerator.getInstance("ML-DSA-44-WITH-SHA512", BOUNCY_CASTLE).generateKeyPair();
        Exception bouncyCastles = assertThrows(Exception.class, () -> Signature.getInstance("ML-DSA", BOUNCY_CASTLE)
                .initSign(theirs.getPrivate()), "BouncyCastle refuses it for pure ML-DSA");
        assertTrue(bouncyCastles.toString().contains("pre-hash"), bouncyCastles.toString());
        KeyPair decoded = TestKeys.decodedAsIs(KeyFactory.getInstance("ML-DSA", PROVIDER), theirs);
        for (KeyPair pair : List.of(theirs, decoded)) {
            for (String pure : List.of("ML-DSA", "ML-DSA-44", "ML-DSA-EXTERNAL-MU")) {
                InvalidKeyException e = assertThrows(InvalidKeyException.class,
                        () -> Signature.getInstance(pure, PROVIDER).initSign(pair.getPrivate()), pure);
                assertTrue(e.getMessage().contains("binds it to ML-DSA-44-WITH-SHA512"), e.getMessage());
                assertThrows(InvalidKeyException.class, () -> Signature.getInstance(pure, PROVIDER)
                        .initVerify(pair.getPublic()), pure);
            }
            MlDsaParameterSpec sha3 = new MlDsaParameterSpec(new byte[0]).withPreHash("SHA3-256");
            Signature initialised = Signature.getInstance("HASH-ML-DSA", PROVIDER);
            initialised.initSign(pair.getPrivate());
            assertThrows(InvalidAlgorithmParameterException.class, () -> initialised.setParameter(sha3));
            Signature configured = Signature.getInstance("HASH-ML-DSA", PROVIDER);
            configured.setParameter(sha3);
            assertThrows(InvalidKeyException.class, () -> configured.initVerify(pair.getPublic()));

            Signature hashed = Signature.getInstance("HASH-ML-DSA", PROVIDER);
            hashed.initSign(pair.getPrivate());
            hashed.update(CONTEXT);
            byte[] signature = hashed.sign();
            Signature bc = Signature.getInstance("ML-DSA-44-WITH-SHA512", BOUNCY_CASTLE);
            bc.initVerify(theirs.getPublic());
            bc.update(CONTEXT);
            assertTrue(bc.verify(signature));
        }
    }

    /** External mu: signatures of mu are pure ML-DSA signatures of the message mu was computed from. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void externalMuSignsWhatTheMessageWouldSign(String set) throws Exception {
        byte[] message = "signed in two places".getBytes(StandardCharsets.UTF_8);
        KeyPair pair = generate(set);
        byte[] mu = JcaKeys.mu(JcaKeys.tr(((PqcPublicKey) pair.getPublic()).rawKey()),
                messagePrime(CONTEXT, message));
        for (String name : new String[] {"ML-DSA-EXTERNAL-MU", "ML-DSA-ExtMu"}) {
            Signature signer = Signature.getInstance(name, PROVIDER);
            signer.setParameter(MlDsaParameterSpec.deterministicSigning());
            signer.initSign(pair.getPrivate());
            signer.update(mu);
            byte[] byMu = signer.sign();
            Signature pure = Signature.getInstance(set, PROVIDER);
            pure.setParameter(new MlDsaParameterSpec(CONTEXT, true));
            pure.initSign(pair.getPrivate());
            pure.update(message);
            assertArrayEquals(pure.sign(), byMu, name + ": the same signature as signing the message");

            Signature bc = Signature.getInstance("ML-DSA", BOUNCY_CASTLE);
            bc.setParameter(new ContextParameterSpec(CONTEXT));
            bc.initVerify(KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                    .generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded())));
            bc.update(message);
            assertTrue(bc.verify(byMu), name + ": BouncyCastle verifies it as a signature of the message");

            Signature verifier = Signature.getInstance(name, PROVIDER);
            verifier.initVerify(pair.getPublic());
            verifier.update(mu);
            assertTrue(verifier.verify(byMu));
        }
        Signature bcExtMu = Signature.getInstance("ML-DSA-EXTERNAL-MU", BOUNCY_CASTLE);
        bcExtMu.initSign(KeyFactory.getInstance("ML-DSA", BOUNCY_CASTLE)
                .generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded())));
        bcExtMu.update(mu);
        byte[] theirs = bcExtMu.sign();
        Signature verifier = Signature.getInstance("ML-DSA-EXTERNAL-MU", PROVIDER);
        verifier.initVerify(pair.getPublic());
        verifier.update(mu);
        assertTrue(verifier.verify(theirs), "BouncyCastle's external-mu signature verifies");
    }

    /** FIPS 204's M' for pure ML-DSA: 0 || len(ctx) || ctx || M. */
    private static byte[] messagePrime(byte[] context, byte[] message) {
        byte[] out = new byte[2 + context.length + message.length];
        out[1] = (byte) context.length;
        System.arraycopy(context, 0, out, 2, context.length);
        System.arraycopy(message, 0, out, 2 + context.length, message.length);
        return out;
    }

    @Test
    void externalMuMustBe64BytesWithoutAContext() throws Exception {
        KeyPair pair = generate("ML-DSA-44");
        Signature signer = Signature.getInstance("ML-DSA-EXTERNAL-MU", PROVIDER);
        signer.initSign(pair.getPrivate());
        signer.update(new byte[63]);
        SignatureException shortMu = assertThrows(SignatureException.class, signer::sign);
        assertTrue(shortMu.getMessage().contains("64 bytes"), shortMu.getMessage());
        signer.update(new byte[64]);
        assertThrows(SignatureException.class, () -> signer.update(new byte[1]));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> Signature.getInstance("ML-DSA-EXTERNAL-MU", PROVIDER).setParameter(
                        new MlDsaParameterSpec(CONTEXT)));
    }
}
