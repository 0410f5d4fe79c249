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
import java.nio.charset.StandardCharsets;
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
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * What an attacker can hand the SLH-DSA API: malformed and mismatched encodings, corrupt private
 * keys, signatures and messages of any shape, and thousands of mutations of genuine ones. Each
 * call gives a correct result or a typed, checked exception whose message names the problem; the
 * genuine call still works after.
 */
class SlhDsaHostileInputTest {
    private static final byte[] MESSAGE = "hostile".getBytes(StandardCharsets.UTF_8);
    private static final long SEED = 0x736c68647361L;

    private static <T extends Throwable> void expect(Class<T> type, String fragment, Executable call) {
        T thrown = assertThrows(type, call);
        assertTrue(thrown.getMessage() != null && thrown.getMessage().contains(fragment),
                "message \"" + thrown.getMessage() + "\" names " + fragment);
    }

    private static byte[] sign(PrivateKey key, byte[] message) throws Exception {
        Signature signer = Signature.getInstance("SLH-DSA", PROVIDER);
        signer.initSign(key);
        signer.update(message);
        return signer.sign();
    }

    private static boolean verify(PublicKey key, byte[] message, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("SLH-DSA", PROVIDER);
        verifier.initVerify(key);
        verifier.update(message);
        return verifier.verify(signature);
    }

    @Test
    void malformedAndMismatchedEncodingsAreRefusedByName() throws Exception {
        ParameterSet set = ParameterSet.SLH_DSA_SHA2_192F;
        KeyPair pair = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        byte[] pk = ((PqcPublicKey) pair.getPublic()).rawKey();
        byte[] sk = TestKeys.expanded((PqcPrivateKey) pair.getPrivate());
        KeyFactory factory = KeyFactory.getInstance("SLH-DSA", PROVIDER);

        expect(InvalidKeySpecException.class, "47 bytes, expected 48", () -> factory.generatePublic(
                new X509EncodedKeySpec(SlhDsaTest.x509(set, Arrays.copyOf(pk, 47)))));
        expect(InvalidKeySpecException.class, "97 bytes, expected 96", () -> factory.generatePrivate(
                new PKCS8EncodedKeySpec(SlhDsaTest.pkcs8(set, Arrays.copyOf(sk, 97)))));
        // The ML-DSA-44 OID on an SLH-DSA key: the length gives it away.
        byte[] mlDsaOid = SlhDsaTest.der(0x30, SlhDsaTest.der(0x30, ParameterSet.ML_DSA_44.oidDer()),
                SlhDsaTest.der(0x03, new byte[49]));
        expect(InvalidKeySpecException.class, "ML-DSA-44", () -> factory.generatePublic(
                new X509EncodedKeySpec(mlDsaOid)));
        // An empty NULL is accepted (JDK 17 and 21 write it for algorithms they do not know:
        // NullParametersTest); any other parameters are refused.
        byte[] withParameters = SlhDsaTest.der(0x30, SlhDsaTest.der(0x30, SlhDsaTest.oid(set.nativeId),
                new byte[] {0x04, 0x00}), SlhDsaTest.der(0x03, new byte[49]));
        expect(InvalidKeySpecException.class, "take no parameters", () -> factory.generatePublic(
                new X509EncodedKeySpec(withParameters)));
        byte[] trailing = Arrays.copyOf(pair.getPrivate().getEncoded(), pair.getPrivate().getEncoded().length + 1);
        assertThrows(InvalidKeySpecException.class, () -> factory.generatePrivate(new PKCS8EncodedKeySpec(trailing)));
        expect(InvalidKeySpecException.class, "needs a KeyFactory for one parameter set",
                () -> factory.generatePrivate(rawSpec(sk)));
        KeyFactory fixed = KeyFactory.getInstance(set.jcaName, PROVIDER);
        expect(InvalidKeySpecException.class, "95 bytes, expected 96",
                () -> fixed.generatePrivate(rawSpec(Arrays.copyOf(sk, 95))));
        expect(InvalidKeySpecException.class, "needs an SLH-DSA-SHA2-192F key", () -> fixed.generatePublic(
                new X509EncodedKeySpec(KeyPairGenerator.getInstance("SLH-DSA-SHAKE-192F", PROVIDER)
                        .generateKeyPair().getPublic().getEncoded())));

        // PKCS#8 v2 carrying a public key: it must be the one the private key ends with.
        byte[] otherPk = pk.clone();
        otherPk[0] ^= 1;
        byte[] bits = new byte[otherPk.length + 1];
        System.arraycopy(otherPk, 0, bits, 1, otherPk.length);
        byte[] v2 = SlhDsaTest.der(0x30, new byte[] {0x02, 0x01, 0x01}, SlhDsaTest.der(0x30,
                SlhDsaTest.oid(set.nativeId)), SlhDsaTest.der(0x04, sk), SlhDsaTest.der(0x81, bits));
        expect(InvalidKeySpecException.class, "does not belong", () -> factory.generatePrivate(
                new PKCS8EncodedKeySpec(v2)));
        System.arraycopy(pk, 0, bits, 1, pk.length);
        byte[] matching = SlhDsaTest.der(0x30, new byte[] {0x02, 0x01, 0x01}, SlhDsaTest.der(0x30,
                SlhDsaTest.oid(set.nativeId)), SlhDsaTest.der(0x04, sk), SlhDsaTest.der(0x81, bits));
        TestKeys.assertSameKey(pair.getPrivate(), factory.generatePrivate(new PKCS8EncodedKeySpec(matching)));
    }

    /**
     * A private key whose PK.seed or PK.root was changed imports (checking it would cost a key
     * generation) but cannot sign: its signature does not verify under its own root, so none is
     * released. A changed SK.prf only changes the randomizer: that key still signs verifiably.
     */
    @Test
    void aCorruptPrivateKeyReleasesNoSignature() throws Exception {
        ParameterSet set = ParameterSet.SLH_DSA_SHA2_128F;
        KeyPair pair = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        byte[] sk = TestKeys.expanded((PqcPrivateKey) pair.getPrivate());
        KeyFactory factory = KeyFactory.getInstance(set.jcaName, PROVIDER);
        for (int at : new int[] {0, 32, 63}) {
            byte[] corrupt = sk.clone();
            corrupt[at] ^= 0x10;
            PrivateKey key = factory.generatePrivate(rawSpec(corrupt));
            expect(SignatureException.class, "PK.root", () -> sign(key, MESSAGE));
        }
        byte[] otherPrf = sk.clone();
        otherPrf[16] ^= 0x10;
        byte[] signature = sign(factory.generatePrivate(rawSpec(otherPrf)), MESSAGE);
        assertTrue(verify(pair.getPublic(), MESSAGE, signature));
        assertTrue(verify(pair.getPublic(), MESSAGE, sign(pair.getPrivate(), MESSAGE)), "the genuine key still signs");
    }

    @Test
    void signaturesOfAnyShapeGiveFalseOrATypedException() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHAKE-128F", PROVIDER).generateKeyPair();
        byte[] signature = sign(pair.getPrivate(), MESSAGE);
        for (byte[] wrong : List.of(new byte[0], new byte[1], Arrays.copyOf(signature, signature.length - 1),
                Arrays.copyOf(signature, signature.length + 1), new byte[1 << 20])) {
            expect(SignatureException.class, "expected 17088", () -> verify(pair.getPublic(), MESSAGE, wrong));
        }
        expect(SignatureException.class, "null", () -> verify(pair.getPublic(), MESSAGE, null));
        byte[] ones = new byte[signature.length];
        Arrays.fill(ones, (byte) 0xff);
        assertFalse(verify(pair.getPublic(), MESSAGE, ones));
        assertTrue(verify(pair.getPublic(), MESSAGE, signature));
    }

    /**
     * Mutations (bit flips, byte changes, truncation, extension) of genuine X.509 and PKCS#8
     * encodings, signatures and messages, from a fixed seed: every outcome is a correct result (a
     * key that round-trips, a verification that is true only for the genuine bytes) or the typed
     * exception of the API.
     */
    @Test
    void mutationsGiveCorrectResultsOrTypedExceptions() throws Exception {
        SplittableRandom random = new SplittableRandom(SEED);
        Map<String, Integer> outcomes = new TreeMap<>();
        int iterations = 0;
        for (String name : List.of("SLH-DSA-SHA2-128F", "SLH-DSA-SHAKE-128F")) {
            KeyPair pair = KeyPairGenerator.getInstance(name, PROVIDER).generateKeyPair();
            byte[] signature = sign(pair.getPrivate(), MESSAGE);
            KeyFactory factory = KeyFactory.getInstance("SLH-DSA", PROVIDER);
            byte[] x509 = pair.getPublic().getEncoded();
            byte[] pkcs8 = pair.getPrivate().getEncoded();
            for (int i = 0; i < 600; i++, iterations++) {
                byte[] mutated = mutate(random, x509);
                try {
                    PublicKey key = factory.generatePublic(new X509EncodedKeySpec(mutated));
                    assertArrayEquals(mutated, key.getEncoded(), "an accepted X.509 key hands back its bytes");
                    if (((PqcPublicKey) key).parameterSet().outputLength != signature.length) {
                        // The OID now names a set with the same key size and another signature size.
                        assertThrows(SignatureException.class, () -> verify(key, MESSAGE, signature), "X.509 " + i);
                        count(outcomes, "x509 other set");
                    } else {
                        assertEquals(Arrays.equals(mutated, x509), verify(key, MESSAGE, signature), "X.509 " + i);
                        count(outcomes, "x509 ok");
                    }
                } catch (InvalidKeySpecException e) {
                    count(outcomes, "x509 " + e.getClass().getSimpleName());
                }
                byte[] mutatedPkcs8 = mutate(random, pkcs8);
                try {
                    PrivateKey key = factory.generatePrivate(new PKCS8EncodedKeySpec(mutatedPkcs8));
                    assertArrayEquals(mutatedPkcs8, key.getEncoded());
                    count(outcomes, "pkcs8 ok");
                } catch (InvalidKeySpecException e) {
                    count(outcomes, "pkcs8 " + e.getClass().getSimpleName());
                }
                byte[] mutatedSignature = mutate(random, signature);
                byte[] mutatedMessage = random.nextInt(4) == 0 ? mutate(random, MESSAGE) : MESSAGE;
                try {
                    boolean genuine = Arrays.equals(mutatedSignature, signature) && Arrays.equals(mutatedMessage,
                            MESSAGE);
                    assertEquals(genuine, verify(pair.getPublic(), mutatedMessage, mutatedSignature), "signature " + i);
                    count(outcomes, genuine ? "verify true" : "verify false");
                } catch (SignatureException e) {
                    assertTrue(mutatedSignature.length != signature.length, e.getMessage());
                    count(outcomes, "verify SignatureException");
                }
            }
            assertTrue(verify(pair.getPublic(), MESSAGE, signature), "the genuine signature after the mutations");
        }
        System.out.println("SlhDsaHostileInputTest: " + iterations + " iterations x 3 mutations, binding "
                + RustPqcProvider.binding() + ": " + outcomes);
        assertTrue(outcomes.getOrDefault("verify false", 0) > 500);
        assertTrue(outcomes.getOrDefault("x509 InvalidKeySpecException", 0) > 100);
    }

    private static void count(Map<String, Integer> outcomes, String outcome) {
        outcomes.merge(outcome, 1, Integer::sum);
    }

    private static byte[] mutate(SplittableRandom random, byte[] in) {
        byte[] out = in.clone();
        switch (random.nextInt(6)) {
            case 0:
                return Arrays.copyOf(in, random.nextInt(in.length + 1));
            case 1:
                out = Arrays.copyOf(in, in.length + 1 + random.nextInt(8));
                out[in.length] = (byte) random.nextInt(256);
                return out;
            default:
                for (int k = 0; k <= random.nextInt(3); k++) {
                    int at = random.nextInt(out.length);
                    out[at] = random.nextBoolean() ? (byte) (out[at] ^ (1 << random.nextInt(8)))
                            : (byte) random.nextInt(256);
                }
                return out;
        }
    }

    private static EncodedKeySpec rawSpec(byte[] key) {
        return new EncodedKeySpec(key) {
            @Override
            public String getFormat() {
                return "RAW";
            }
        };
    }
}
