package dev.rustpqc.signature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.RawKeySpec;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Composite ML-DSA as an attacker feeds it: a signature with either half corrupted, or with its
 * halves swapped, verifies false; one truncated or extended past the lengths its set's signatures
 * have is refused with a {@link SignatureException} that names the length; a key of another set, another family or a destroyed key is an
 * {@link InvalidKeyException}; truncated, extended and doctored keys are
 * {@link InvalidKeySpecException}s that name what is wrong.
 */
class CompositeHostileInputTest {
    private static final byte[] MESSAGE = "pay 10 EUR to Alice".getBytes(StandardCharsets.UTF_8);
    private static final Map<ParameterSet, KeyPair> PAIRS = new ConcurrentHashMap<>();

    static Stream<ParameterSet> sets() {
        return CompositeSets.all().stream();
    }

    private static KeyPair pair(ParameterSet set) {
        return PAIRS.computeIfAbsent(set, s -> {
            try {
                return KeyPairGenerator.getInstance(s.jcaName, Fixtures.PROVIDER).generateKeyPair();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static byte[] sign(ParameterSet set, PrivateKey key) throws Exception {
        Signature signer = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
        signer.initSign(key);
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static boolean verify(ParameterSet set, PublicKey key, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
        verifier.initVerify(key);
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }

    @ParameterizedTest
    @MethodSource("sets")
    void aCorruptedHalfDoesNotVerify(ParameterSet set) throws Exception {
        KeyPair pair = pair(set);
        byte[] signature = sign(set, pair.getPrivate());
        assertTrue(verify(set, pair.getPublic(), signature));
        int split = set.mlDsa.outputLength;
        for (int at : new int[] {0, split / 2, split - 1, signature.length - 1}) {
            byte[] corrupted = signature.clone();
            corrupted[at] ^= 0x01;
            assertFalse(verify(set, pair.getPublic(), corrupted), set + " with byte " + at + " flipped");
        }
        byte[] otherMessage = sign(set, pair.getPrivate());
        byte[] mixed = Arrays.copyOf(signature, signature.length);
        System.arraycopy(otherMessage, 0, mixed, 0, split);
        assertTrue(verify(set, pair.getPublic(), mixed), "two signatures of one message may swap ML-DSA halves");
        Signature verifier = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
        verifier.initVerify(pair.getPublic());
        verifier.update("pay 10 EUR to Mallory".getBytes(StandardCharsets.UTF_8));
        assertFalse(verifier.verify(signature), "another message");
    }

    @ParameterizedTest
    @MethodSource("sets")
    void swappedTruncatedAndExtendedSignaturesAreRefused(ParameterSet set) throws Exception {
        KeyPair pair = pair(set);
        byte[] signature = sign(set, pair.getPrivate());
        int split = set.mlDsa.outputLength;
        byte[] swapped = new byte[signature.length];
        System.arraycopy(signature, split, swapped, 0, signature.length - split);
        System.arraycopy(signature, 0, swapped, signature.length - split, split);
        assertFalse(verify(set, pair.getPublic(), swapped), set + ": halves swapped");
        for (byte[] bad : new byte[][] {Arrays.copyOf(signature, split), Arrays.copyOf(signature, split - 1),
                new byte[0], Arrays.copyOf(signature, set.outputLength + 1)}) {
            SignatureException e = assertThrows(SignatureException.class, () -> verify(set, pair.getPublic(), bad),
                    set + ": " + bad.length + " bytes");
            assertTrue(e.getMessage().startsWith("Incorrect " + set + " signature length: " + bad.length + " bytes"),
                    e.getMessage());
        }
        Signature verifier = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
        verifier.initVerify(pair.getPublic());
        assertThrows(SignatureException.class, () -> verifier.verify(null));
    }

    @ParameterizedTest
    @MethodSource("sets")
    void keysOfAnotherSetOrFamilyAreRefused(ParameterSet set) throws Exception {
        ParameterSet other = set == ParameterSet.MLDSA44_ED25519_SHA512 ? ParameterSet.MLDSA65_ED25519_SHA512
                : ParameterSet.MLDSA44_ED25519_SHA512;
        KeyPair wrong = pair(other);
        Signature signature = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
        InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> signature.initSign(wrong.getPrivate()));
        assertEquals(other + " key given to the " + set + " Signature; it needs an " + set + " key", e.getMessage());
        assertThrows(InvalidKeyException.class, () -> signature.initVerify(wrong.getPublic()));

        KeyPair mlDsa = KeyPairGenerator.getInstance(set.mlDsa.jcaName, Fixtures.PROVIDER).generateKeyPair();
        e = assertThrows(InvalidKeyException.class, () -> signature.initSign(mlDsa.getPrivate()));
        assertTrue(e.getMessage().contains("it is not Composite-ML-DSA"), e.getMessage());
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("Composite-ML-DSA", Fixtures.PROVIDER)
                .initVerify(mlDsa.getPublic()));
        assertThrows(InvalidKeySpecException.class, () -> KeyFactory.getInstance(set.jcaName, Fixtures.PROVIDER)
                .generatePublic(new X509EncodedKeySpec(wrong.getPublic().getEncoded())));

        KeyPair destroyed = KeyPairGenerator.getInstance(set.jcaName, Fixtures.PROVIDER).generateKeyPair();
        destroyed.getPrivate().destroy();
        e = assertThrows(InvalidKeyException.class, () -> signature.initSign(destroyed.getPrivate()));
        assertEquals(set + " private key has been destroyed", e.getMessage());
        assertTrue(((PqcPrivateKey) destroyed.getPrivate()).traditionalKey() == null, "the JDK's key is dropped");

        Signature family = Signature.getInstance("Composite-ML-DSA", Fixtures.PROVIDER);
        family.initSign(pair(set).getPrivate());
        family.update(MESSAGE);
        assertTrue(verify(set, pair(set).getPublic(), family.sign()), "the family's Signature takes any set");
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> signature.setParameter(new MlDsaParameterSpec(new byte[0]).withPreHash("SHA-256")));
    }

    /** An RSA key of another size, and an ECDSA scalar of zero or of the group order, are refused. */
    @org.junit.jupiter.api.Test
    void traditionalHalvesOfTheWrongShapeAreRefused() throws Exception {
        ParameterSet rsa2048 = ParameterSet.MLDSA44_RSA2048_PKCS15_SHA256;
        byte[] mlDsa = Arrays.copyOf(((PqcPublicKey) pair(rsa2048).getPublic()).rawKey(), 1312);
        byte[] rsa3072Key = ((PqcPublicKey) pair(ParameterSet.MLDSA65_RSA3072_PKCS15_SHA512).getPublic()).rawKey();
        byte[] rsa3072 = Arrays.copyOfRange(rsa3072Key, 1952, rsa3072Key.length);
        byte[] mixed = Arrays.copyOf(mlDsa, mlDsa.length + rsa3072.length);
        System.arraycopy(rsa3072, 0, mixed, mlDsa.length, rsa3072.length);
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                () -> KeyFactory.getInstance(rsa2048.jcaName, Fixtures.PROVIDER).generatePublic(new RawKeySpec(mixed)));
        assertTrue(e.getMessage().endsWith("a 3072-bit modulus, expected 2048 bits"), e.getMessage());

        ParameterSet p256 = ParameterSet.MLDSA44_ECDSA_P256_SHA256;
        KeyFactory factory = KeyFactory.getInstance(p256.jcaName, Fixtures.PROVIDER);
        byte[] raw = factory.getKeySpec(pair(p256).getPrivate(), EncodedKeySpec.class).getEncoded();
        // 32-byte seed, then ECPrivateKey: 30 31 02 01 01 04 20 <scalar> a0 0a <curve>.
        byte[] order = java.util.HexFormat.of().parseHex(
                "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551");
        for (byte[] scalar : new byte[][] {new byte[32], order}) {
            byte[] bad = raw.clone();
            System.arraycopy(scalar, 0, bad, 32 + 7, 32);
            e = assertThrows(InvalidKeySpecException.class, () -> factory.generatePrivate(new RawKeySpec(bad)));
            assertTrue(e.getMessage().endsWith("the scalar is not in [1, n-1]"), e.getMessage());
        }
    }

    @ParameterizedTest
    @MethodSource("sets")
    void truncatedExtendedAndDoctoredKeysAreRefused(ParameterSet set) throws Exception {
        KeyPair pair = pair(set);
        KeyFactory factory = KeyFactory.getInstance(set.jcaName, Fixtures.PROVIDER);
        byte[] rawPublic = ((PqcPublicKey) pair.getPublic()).rawKey();
        for (byte[] bad : new byte[][] {Arrays.copyOf(rawPublic, set.mlDsa.publicKeyLength),
                Arrays.copyOf(rawPublic, rawPublic.length - 1), Arrays.copyOf(rawPublic, rawPublic.length + 1)}) {
            InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                    () -> factory.generatePublic(new RawKeySpec(bad)), set + " public key of " + bad.length);
            assertTrue(e.getMessage().startsWith("Invalid " + set + " public key"), e.getMessage());
        }
        if (set.traditional.name().startsWith("ECDSA")) {
            byte[] offCurve = rawPublic.clone();
            offCurve[offCurve.length - 1] ^= 0x01;
            InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                    () -> factory.generatePublic(new RawKeySpec(offCurve)));
            assertTrue(e.getMessage().endsWith("the point is not on the curve"), e.getMessage());
        }
        byte[] encodedPublic = pair.getPublic().getEncoded();
        assertThrows(InvalidKeySpecException.class, () -> factory.generatePublic(
                new X509EncodedKeySpec(Arrays.copyOf(encodedPublic, encodedPublic.length - 1))));

        byte[] rawPrivate = factory.getKeySpec(pair.getPrivate(), EncodedKeySpec.class).getEncoded();
        for (byte[] bad : new byte[][] {Arrays.copyOf(rawPrivate, 32), Arrays.copyOf(rawPrivate, rawPrivate.length - 1),
                Arrays.copyOf(rawPrivate, rawPrivate.length + 1)}) {
            InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                    () -> factory.generatePrivate(new RawKeySpec(bad)), set + " private key of " + bad.length);
            assertTrue(e.getMessage().startsWith("Invalid " + set + " private key"), e.getMessage());
        }
        byte[] encodedPrivate = pair.getPrivate().getEncoded();
        assertThrows(InvalidKeySpecException.class, () -> factory.generatePrivate(
                new PKCS8EncodedKeySpec(Arrays.copyOf(encodedPrivate, encodedPrivate.length - 1))));

        // The traditional half of another key of the same set: still a key, but another one.
        byte[] otherPrivate = factory.getKeySpec(KeyPairGenerator.getInstance(set.jcaName, Fixtures.PROVIDER)
                .generateKeyPair().getPrivate(), EncodedKeySpec.class).getEncoded();
        byte[] spliced = rawPrivate.clone();
        System.arraycopy(otherPrivate, 32, spliced, 32, Math.min(otherPrivate.length, spliced.length) - 32);
        if (otherPrivate.length == spliced.length) {
            PrivateKey mixed = factory.generatePrivate(new RawKeySpec(spliced));
            assertFalse(verify(set, pair.getPublic(), sign(set, mixed)), "a spliced key signs for no one");
        }
    }
}
