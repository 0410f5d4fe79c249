package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.signature.PreHashFunction;
import dev.rustpqc.signature.SlhDsaSignature;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.EncodedKeySpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SLH-DSA through the JCA, every parameter set: the service names and OIDs (BouncyCastle's),
 * key objects and their encodings (X.509, PKCS#8 with the raw key, RAW), pure and HashSLH-DSA
 * signatures with contexts, hedged and deterministic, and what the API refuses.
 */
class SlhDsaTest {
    static final List<ParameterSet> SETS = Arrays.stream(ParameterSet.values())
            .filter(set -> set.family == Family.SLH_DSA).toList();
    private static final byte[] MESSAGE = "a firmware image, say".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CONTEXT = "release-v2".getBytes(StandardCharsets.UTF_8);

    /** A DER element with a definite minimal length. */
    static byte[] der(int tag, byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] header = length < 0x80 ? new byte[] {(byte) tag, (byte) length}
                : new byte[] {(byte) tag, (byte) 0x81, (byte) length};
        byte[] out = Arrays.copyOf(header, header.length + length);
        int at = header.length;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, out, at, part.length);
            at += part.length;
        }
        return out;
    }

    static byte[] oid(int lastArc) {
        return new byte[] {0x06, 0x09, 0x60, (byte) 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, (byte) lastArc};
    }

    /** X.509 as RFC 9909 and BouncyCastle have it: no parameters, the raw key in the BIT STRING. */
    static byte[] x509(ParameterSet set, byte[] pk) {
        byte[] bits = new byte[pk.length + 1];
        System.arraycopy(pk, 0, bits, 1, pk.length);
        return der(0x30, der(0x30, oid(set.nativeId)), der(0x03, bits));
    }

    /** PKCS#8 v1 as RFC 9909 and BouncyCastle have it: the raw key in the privateKey OCTET STRING. */
    static byte[] pkcs8(ParameterSet set, byte[] sk) {
        return der(0x30, new byte[] {0x02, 0x01, 0x00}, der(0x30, oid(set.nativeId)), der(0x04, sk));
    }

    @Test
    void servicesHaveBouncyCastlesNamesAndTheNistOids() {
        assertEquals(12, SETS.size());
        Set<String> names = new HashSet<>();
        for (ParameterSet set : SETS) {
            String oid = "2.16.840.1.101.3.4.3." + set.nativeId;
            for (String type : List.of("KeyPairGenerator", "KeyFactory", "Signature")) {
                for (String name : List.of(set.jcaName, set.jcaName.toLowerCase(), oid, "OID." + oid)) {
                    Provider.Service service = PROVIDER.getService(type, name);
                    assertNotNull(service, type + "." + name);
                    assertEquals(set.jcaName, service.getAlgorithm());
                }
            }
            String hashOid = "2.16.840.1.101.3.4.3." + (set.nativeId + 15);
            String hashName = SlhDsaSignature.preHashServiceName(set);
            names.add(hashName);
            for (String name : List.of(hashName, hashOid, "OID." + hashOid)) {
                Provider.Service service = PROVIDER.getService("Signature", name);
                assertNotNull(service, "Signature." + name);
                assertEquals(hashName, service.getAlgorithm());
            }
            assertNull(PROVIDER.getService("KEM", set.jcaName));
        }
        assertTrue(names.containsAll(List.of("SLH-DSA-SHA2-128S-WITH-SHA256", "SLH-DSA-SHA2-256F-WITH-SHA512",
                "SLH-DSA-SHAKE-128F-WITH-SHAKE128", "SLH-DSA-SHAKE-192S-WITH-SHAKE256")), names.toString());
        for (String type : List.of("KeyPairGenerator", "KeyFactory", "Signature")) {
            assertNotNull(PROVIDER.getService(type, "SLH-DSA"), type + ".SLH-DSA");
        }
        assertNotNull(PROVIDER.getService("Signature", "HASH-SLH-DSA"));
        assertNull(PROVIDER.getService("Signature", "SLH-DSA-SHA2-128S-WITH-SHA512"), "no ML-DSA-style alias");
    }

    /**
     * Every set on JDK 25 over FFM, the {@code f} sets elsewhere: the SHAKE {@code s} sets take
     * minutes here on a loaded machine, and they share all code above the hash with the others.
     */
    @ParameterizedTest
    @MethodSource("dev.rustpqc.SlhDsaInteropTest#interopSets")
    void keysAndSignaturesRoundTrip(ParameterSet set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        PublicKey pk = pair.getPublic();
        PrivateKey sk = pair.getPrivate();
        byte[] rawPk = ((PqcPublicKey) pk).rawKey();
        byte[] rawSk = TestKeys.expanded((PqcPrivateKey) sk);
        int n = set.publicKeyLength / 2;
        assertEquals(2 * n, rawPk.length);
        assertEquals(4 * n, rawSk.length);
        assertArrayEquals(rawPk, Arrays.copyOfRange(rawSk, 2 * n, 4 * n), "sk ends with pk");
        assertEquals("SLH-DSA", pk.getAlgorithm());
        assertEquals("SLH-DSA", sk.getAlgorithm());
        assertEquals("X.509", pk.getFormat());
        assertEquals("PKCS#8", sk.getFormat());
        assertEquals(set.jcaName, ((NamedParameterSpec) ((PqcPublicKey) pk).getParams()).getName());
        assertArrayEquals(x509(set, rawPk), pk.getEncoded());
        assertArrayEquals(pkcs8(set, rawSk), sk.getEncoded());

        KeyFactory factory = KeyFactory.getInstance("SLH-DSA", PROVIDER);
        assertEquals(pk, factory.generatePublic(new X509EncodedKeySpec(pk.getEncoded())));
        assertEquals(sk, factory.generatePrivate(new PKCS8EncodedKeySpec(sk.getEncoded())));
        KeyFactory fixed = KeyFactory.getInstance(set.jcaName, PROVIDER);
        EncodedKeySpec raw = fixed.getKeySpec(sk, EncodedKeySpec.class);
        assertEquals("RAW", raw.getFormat());
        assertArrayEquals(rawSk, raw.getEncoded());
        assertEquals(sk, fixed.generatePrivate(raw));
        assertEquals(pk, fixed.generatePublic(fixed.getKeySpec(pk, EncodedKeySpec.class)));

        MlDsaParameterSpec hedged = new MlDsaParameterSpec(CONTEXT);
        MlDsaParameterSpec deterministic = new MlDsaParameterSpec(CONTEXT, true);
        byte[] signature = JcaKeys.signWith("SLH-DSA", sk, MESSAGE, hedged);
        assertEquals(set.outputLength, signature.length);
        assertTrue(JcaKeys.verifyWith(set.jcaName, pk, MESSAGE, hedged, signature));
        assertFalse(JcaKeys.verifyWith("SLH-DSA", pk, MESSAGE, null, signature), "another (empty) context");
        byte[] tampered = signature.clone();
        tampered[signature.length / 3] ^= 4;
        assertFalse(JcaKeys.verifyWith("SLH-DSA", pk, MESSAGE, hedged, tampered));
        byte[] fixedSigned = JcaKeys.signWith(set.jcaName, sk, MESSAGE, deterministic);
        assertTrue(JcaKeys.verifyWith("SLH-DSA", pk, MESSAGE, hedged, fixedSigned));
        assertFalse(Arrays.equals(signature, fixedSigned), "hedged and deterministic differ");
        // Deterministic: opt_rand is PK.seed, so the randomizer R is PRF_msg(SK.prf, PK.seed, M').
        assertFalse(Arrays.equals(Arrays.copyOf(signature, n), Arrays.copyOf(fixedSigned, n)));

        String hashName = SlhDsaSignature.preHashServiceName(set);
        byte[] prehashed = JcaKeys.signWith(hashName, sk, MESSAGE, deterministic);
        assertTrue(JcaKeys.verifyWith("HASH-SLH-DSA", pk, MESSAGE, deterministic, prehashed), "the set's own function");
        assertArrayEquals(prehashed, JcaKeys.signWith("HASH-SLH-DSA", sk, MESSAGE, deterministic));
        assertFalse(JcaKeys.verifyWith("SLH-DSA", pk, MESSAGE, deterministic, prehashed), "not a pure signature");
        assertFalse(JcaKeys.verifyWith(hashName, pk, MESSAGE, deterministic, fixedSigned), "nor a pure one HashSLH-DSA");
        String other = SlhDsaSignature.defaultPreHash(set) == PreHashFunction.SHA_512 ? "SHA3-512" : "SHA-512";
        assertFalse(JcaKeys.verifyWith("HASH-SLH-DSA", pk, MESSAGE, deterministic.withPreHash(other), prehashed));
    }

    @Test
    void keysDifferAndAGivenSecureRandomIsNotUsed() throws Exception {
        SecureRandom stuck = Fixtures.constantRandom((byte) 7);
        KeyPair[] two = Fixtures.twoKeyPairs("SLH-DSA", "SLH-DSA-SHAKE-128F", stuck);
        KeyPair first = two[0];
        KeyPair second = two[1];
        assertEquals("SLH-DSA-SHAKE-128F", ((NamedParameterSpec) ((PqcPublicKey) first.getPublic()).getParams())
                .getName());
        assertFalse(Arrays.equals(first.getPublic().getEncoded(), second.getPublic().getEncoded()));
        assertEquals(ParameterSet.SLH_DSA_SHA2_128F, ((PqcPublicKey) KeyPairGenerator.getInstance("SLH-DSA",
                PROVIDER).generateKeyPair().getPublic()).parameterSet(), "BouncyCastle's default set");
        Signature signer = Signature.getInstance("SLH-DSA", PROVIDER);
        signer.initSign(first.getPrivate(), stuck);
        signer.update(MESSAGE);
        byte[] a = signer.sign();
        signer.initSign(first.getPrivate(), stuck);
        signer.update(MESSAGE);
        assertFalse(Arrays.equals(a, signer.sign()), "hedged with OS randomness, not the stuck SecureRandom");
    }

    @Test
    void emptyLargeAndPieceByPieceMessages() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", PROVIDER).generateKeyPair();
        MlDsaParameterSpec deterministic = MlDsaParameterSpec.deterministicSigning();
        byte[] empty = JcaKeys.signWith("SLH-DSA", pair.getPrivate(), new byte[0], deterministic);
        Signature signer = Signature.getInstance("SLH-DSA", PROVIDER);
        signer.setParameter(deterministic);
        signer.initSign(pair.getPrivate());
        assertArrayEquals(empty, signer.sign(), "no update is the empty message");

        byte[] large = new byte[3 << 20];
        new SecureRandom().nextBytes(large);
        for (String algorithm : List.of("SLH-DSA", "HASH-SLH-DSA")) {
            byte[] whole = JcaKeys.signWith(algorithm, pair.getPrivate(), large, deterministic);
            signer = Signature.getInstance(algorithm, PROVIDER);
            signer.setParameter(deterministic);
            signer.initSign(pair.getPrivate());
            ByteBuffer buffer = ByteBuffer.wrap(large, 0, 1000);
            signer.update(buffer);
            signer.update(large[1000]);
            for (int at = 1001; at < large.length; at += 65_537) {
                signer.update(large, at, Math.min(65_537, large.length - at));
            }
            assertArrayEquals(whole, signer.sign(), algorithm + ": pieces sign as the whole");
            assertTrue(JcaKeys.verifyWith(algorithm, pair.getPublic(), large, null, whole));
            large[large.length - 1] ^= 1;
            assertFalse(JcaKeys.verifyWith(algorithm, pair.getPublic(), large, null, whole));
            large[large.length - 1] ^= 1;
        }
    }

    @Test
    void everyFips205PreHashFunctionCanBeChosen() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHAKE-128F", PROVIDER).generateKeyPair();
        Set<String> distinct = new HashSet<>();
        for (PreHashFunction function : PreHashFunction.values()) {
            MlDsaParameterSpec spec = new MlDsaParameterSpec(CONTEXT, true).withPreHash(function.jdkName);
            byte[] signature = JcaKeys.signWith("HASH-SLH-DSA", pair.getPrivate(), MESSAGE, spec);
            assertTrue(JcaKeys.verifyWith("HASH-SLH-DSA", pair.getPublic(), MESSAGE, spec, signature), function.jdkName);
            distinct.add(Arrays.toString(signature));
        }
        assertEquals(PreHashFunction.values().length, distinct.size(), "each function signs another M'");
        Signature fixed = Signature.getInstance("SLH-DSA-SHAKE-128F-WITH-SHAKE128", PROVIDER);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> fixed.setParameter(MlDsaParameterSpec.deterministicSigning().withPreHash("SHA-256")));
        fixed.setParameter(MlDsaParameterSpec.deterministicSigning().withPreHash("SHAKE128-256"));
    }

    @Test
    void wrongKeysParametersAndSignaturesAreRefused() throws Exception {
        KeyPair slh = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", PROVIDER).generateKeyPair();
        KeyPair mlDsa = KeyPairGenerator.getInstance("ML-DSA-44", PROVIDER).generateKeyPair();
        Signature fixed = Signature.getInstance("SLH-DSA-SHAKE-128F", PROVIDER);
        InvalidKeyException wrongSet = assertThrows(InvalidKeyException.class, () -> fixed.initSign(slh.getPrivate()));
        assertTrue(wrongSet.getMessage().contains("SLH-DSA-SHA2-128F") && wrongSet.getMessage().contains(
                "SLH-DSA-SHAKE-128F"), wrongSet.getMessage());
        Signature family = Signature.getInstance("SLH-DSA", PROVIDER);
        assertThrows(InvalidKeyException.class, () -> family.initVerify(mlDsa.getPublic()));
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("ML-DSA", PROVIDER)
                .initSign(slh.getPrivate()));
        assertThrows(InvalidKeyException.class, () -> Signature.getInstance("HASH-SLH-DSA", PROVIDER)
                .initSign(mlDsa.getPrivate()));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> family.setParameter(MlDsaParameterSpec.deterministicSigning().withPreHash("SHA-256")));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> family.setParameter(new NamedParameterSpec("SLH-DSA-SHA2-128F")));
        assertThrows(SignatureException.class, () -> family.update(MESSAGE), "not initialized");

        family.initVerify(slh.getPublic());
        family.update(MESSAGE);
        assertThrows(InvalidAlgorithmParameterException.class, () -> family.setParameter(null),
                "parameters are set before the first update");
        SignatureException length = assertThrows(SignatureException.class, () -> family.verify(new byte[17087]));
        assertTrue(length.getMessage().contains("17088"), length.getMessage());
        family.initVerify(slh.getPublic());
        family.update(MESSAGE);
        assertFalse(family.verify(new byte[17088]), "a zero signature of the right length is false");

        KeyPairGenerator generator = KeyPairGenerator.getInstance("SLH-DSA", PROVIDER);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> generator.initialize(new NamedParameterSpec("ML-DSA-65")));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> KeyPairGenerator.getInstance("SLH-DSA-SHA2-128S", PROVIDER)
                        .initialize(new NamedParameterSpec("SLH-DSA-SHA2-128F")));
    }

    @Test
    void destroyedKeysAreRefused() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-128F", PROVIDER).generateKeyPair();
        Signature signer = Signature.getInstance("SLH-DSA", PROVIDER);
        signer.initSign(pair.getPrivate());
        signer.update(MESSAGE);
        pair.getPrivate().destroy();
        assertTrue(pair.getPrivate().isDestroyed());
        SignatureException destroyed = assertThrows(SignatureException.class, signer::sign);
        assertTrue(destroyed.getMessage().contains("destroyed"), destroyed.getMessage());
        assertThrows(InvalidKeyException.class, () -> signer.initSign(pair.getPrivate()));
        assertThrows(IllegalStateException.class, pair.getPrivate()::getEncoded);
    }
}
