package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.rustpqc.keys.PqcPrivateKey;
import java.math.BigInteger;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Bad input on every public entry point: each gets a typed exception whose message names the
 * problem, and the next good call still works. The cases are counted and printed per run.
 */
class HostileInputTest {
    private static final Set<String> ENTRY_POINTS = new TreeSet<>();
    private static int cases;

    private final KeyPair kem = generate("ML-KEM-768");
    private final KeyPair dsa = generate("ML-DSA-65");

    private static KeyPair generate(String set) {
        try {
            return KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private interface Call {
        void run() throws Exception;
    }

    /** {@code call} must throw {@code type} with a message containing {@code names}; then good calls work. */
    private void expect(String entryPoint, String input, Class<? extends Exception> type, String names, Call call)
            throws Exception {
        try {
            call.run();
            fail(entryPoint + " accepted " + input);
        } catch (Exception e) {
            if (!type.isInstance(e)) {
                throw new AssertionError(entryPoint + " with " + input + ": expected " + type.getSimpleName()
                        + ", got " + e, e);
            }
            String message = String.valueOf(e.getMessage());
            assertTrue(message.toLowerCase().contains(names.toLowerCase()),
                    entryPoint + " with " + input + ": message \"" + message + "\" should name " + names);
        }
        ENTRY_POINTS.add(entryPoint);
        cases++;
        goodCallsStillWork();
    }

    private void goodCallsStillWork() throws Exception {
        MlKem.Encapsulated sent = MlKem.encapsulate(kem.getPublic());
        assertArrayEquals(sent.key().getEncoded(),
                MlKem.decapsulate(kem.getPrivate(), sent.ciphertext()).getEncoded());
        Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
        signer.initSign(dsa.getPrivate());
        signer.update((byte) 1);
        byte[] signature = signer.sign();
        signer.initVerify(dsa.getPublic());
        signer.update((byte) 1);
        assertTrue(signer.verify(signature));
    }

    private static byte[] resized(byte[] bytes, int delta) {
        return Arrays.copyOf(bytes, bytes.length + delta);
    }

    @Test
    void keyPairGenerator() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("ML-KEM", PROVIDER);
        expect("KeyPairGenerator.initialize", "a key size", InvalidParameterException.class, "NamedParameterSpec",
                () -> generator.initialize(768));
        expect("KeyPairGenerator.initialize", "null", InvalidAlgorithmParameterException.class, "null",
                () -> generator.initialize((NamedParameterSpec) null));
        expect("KeyPairGenerator.initialize", "an ML-DSA set", InvalidAlgorithmParameterException.class,
                "ML-DSA-65", () -> generator.initialize(new NamedParameterSpec("ML-DSA-65")));
        expect("KeyPairGenerator.initialize", "another set than the service's",
                InvalidAlgorithmParameterException.class, "ML-KEM-512",
                () -> KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).initialize(new NamedParameterSpec("ML-KEM-512")));
    }

    @Test
    void keyFactoryPublicKeys() throws Exception {
        KeyFactory factory = KeyFactory.getInstance("ML-KEM-768", PROVIDER);
        byte[] good = kem.getPublic().getEncoded();
        expect("KeyFactory.generatePublic", "null", InvalidKeySpecException.class, "null",
                () -> factory.generatePublic(null));
        expect("KeyFactory.generatePublic", "an RSA spec", InvalidKeySpecException.class, "RSAPublicKeySpec",
                () -> factory.generatePublic(new RSAPublicKeySpec(BigInteger.TEN, BigInteger.TWO)));
        expect("KeyFactory.generatePublic", "an empty encoding", InvalidKeySpecException.class, "missing",
                () -> factory.generatePublic(new X509EncodedKeySpec(new byte[0])));
        expect("KeyFactory.generatePublic", "one byte short", InvalidKeySpecException.class, "truncated",
                () -> factory.generatePublic(new X509EncodedKeySpec(resized(good, -1))));
        expect("KeyFactory.generatePublic", "one byte long", InvalidKeySpecException.class, "trailing",
                () -> factory.generatePublic(new X509EncodedKeySpec(resized(good, 1))));
        expect("KeyFactory.generatePublic", "garbage", InvalidKeySpecException.class, "expected SubjectPublicKeyInfo",
                () -> factory.generatePublic(new X509EncodedKeySpec(new byte[] {1, 2, 3, 4, 5})));
        byte[] wrongLength = good.clone();
        wrongLength[3]--; // the outer length no longer covers the key
        expect("KeyFactory.generatePublic", "a corrupted length", InvalidKeySpecException.class, "X.509",
                () -> factory.generatePublic(new X509EncodedKeySpec(wrongLength)));
        byte[] huge = new byte[16 << 20];
        huge[0] = 0x30;
        huge[1] = (byte) 0x84;
        expect("KeyFactory.generatePublic", "16 MiB", InvalidKeySpecException.class, "length",
                () -> factory.generatePublic(new X509EncodedKeySpec(huge)));
        byte[] otherSet = generate("ML-KEM-512").getPublic().getEncoded();
        expect("KeyFactory.generatePublic", "another parameter set", InvalidKeySpecException.class, "ML-KEM-512",
                () -> factory.generatePublic(new X509EncodedKeySpec(otherSet)));
        byte[] notMlKem = generate("ML-DSA-44").getPublic().getEncoded();
        expect("KeyFactory.generatePublic", "an ML-DSA key", InvalidKeySpecException.class, "ML-DSA-44",
                () -> factory.generatePublic(new X509EncodedKeySpec(notMlKem)));
        byte[] modulus = good.clone();
        int key = good.length - 1184;
        modulus[key] = (byte) 0xff; // the first 12-bit coefficient becomes >= q = 3329
        modulus[key + 1] = (byte) (modulus[key + 1] | 0x0f);
        expect("KeyFactory.generatePublic", "a coefficient >= q", InvalidKeySpecException.class, "modulus check",
                () -> factory.generatePublic(new X509EncodedKeySpec(modulus)));
    }

    @Test
    void keyFactoryPrivateKeys() throws Exception {
        KeyFactory factory = KeyFactory.getInstance("ML-KEM", PROVIDER);
        PqcPrivateKey key = (PqcPrivateKey) kem.getPrivate();
        byte[] expanded = TestDer.pkcs8Expanded(key.parameterSet().jcaName, TestKeys.expanded(key));
        expect("KeyFactory.generatePrivate", "null", InvalidKeySpecException.class, "null",
                () -> factory.generatePrivate(null));
        expect("KeyFactory.generatePrivate", "an X.509 spec", InvalidKeySpecException.class, "PKCS8EncodedKeySpec",
                () -> factory.generatePrivate(new X509EncodedKeySpec(kem.getPublic().getEncoded())));
        expect("KeyFactory.generatePrivate", "one byte short", InvalidKeySpecException.class, "truncated",
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(resized(expanded, -1))));
        expect("KeyFactory.generatePrivate", "one byte long", InvalidKeySpecException.class, "trailing",
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(resized(expanded, 1))));
        expect("KeyFactory.generatePrivate", "garbage", InvalidKeySpecException.class, "PKCS#8",
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(new byte[64])));
        byte[] badHash = TestKeys.expanded(key).clone();
        badHash[badHash.length - 40] ^= 1;
        expect("KeyFactory.generatePrivate", "a dk with a wrong H(ek)", InvalidKeySpecException.class, "hash check",
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(TestDer.pkcs8Expanded("ML-KEM-768",
                        badHash))));
        byte[] shortSeed = TestDer.pkcs8Seed("ML-KEM-768", new byte[63]);
        expect("KeyFactory.generatePrivate", "a 63-byte seed", InvalidKeySpecException.class, "seed is 63 bytes",
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(shortSeed)));
        byte[] mismatch = TestDer.pkcs8Both("ML-KEM-768", TestKeys.seed(key),
                TestKeys.expanded((PqcPrivateKey) generate("ML-KEM-768").getPrivate()));
        expect("KeyFactory.generatePrivate", "seed and expanded key of two keys", InvalidKeySpecException.class,
                "do not belong together", () -> factory.generatePrivate(new PKCS8EncodedKeySpec(mismatch)));
        PqcPrivateKey signing = (PqcPrivateKey) dsa.getPrivate();
        byte[] outOfRange = TestKeys.expanded(signing).clone();
        outOfRange[128] = (byte) 0xff;
        expect("KeyFactory.generatePrivate", "ML-DSA s1 out of range", InvalidKeySpecException.class, "out of range",
                () -> KeyFactory.getInstance("ML-DSA", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(
                        TestDer.pkcs8Expanded("ML-DSA-65", outOfRange))));
    }

    @Test
    void keyFactoryTranslateKey() throws Exception {
        KeyFactory factory = KeyFactory.getInstance("ML-DSA", PROVIDER);
        expect("KeyFactory.translateKey", "null", InvalidKeyException.class, "null", () -> factory.translateKey(null));
        PrivateKey destroyed = generate("ML-DSA-44").getPrivate();
        destroyed.destroy();
        expect("KeyFactory.translateKey", "a destroyed key", InvalidKeyException.class, "destroyed",
                () -> factory.translateKey(new ForeignKey.Either(destroyed)));
        expect("KeyFactory.translateKey", "an ML-KEM key", InvalidKeyException.class, "ML-KEM-768",
                () -> factory.translateKey(kem.getPublic()));
        expect("KeyFactory.translateKey", "an unknown format", InvalidKeyException.class, "format",
                () -> factory.translateKey(new ForeignKey.Either(dsa.getPublic(), "PEM")));
    }

    @Test
    void signature() throws Exception {
        Signature signature = Signature.getInstance("ML-DSA-65", PROVIDER);
        expect("Signature.initSign", "null", InvalidKeyException.class, "null", () -> signature.initSign(null));
        expect("Signature.initSign", "an ML-KEM key", InvalidKeyException.class, "ML-KEM-768",
                () -> signature.initSign(kem.getPrivate()));
        expect("Signature.initSign", "another set than the service's", InvalidKeyException.class, "ML-DSA-44",
                () -> signature.initSign(generate("ML-DSA-44").getPrivate()));
        PrivateKey destroyed = generate("ML-DSA-65").getPrivate();
        destroyed.destroy();
        expect("Signature.initSign", "a destroyed key", InvalidKeyException.class, "destroyed",
                () -> signature.initSign(destroyed));
        expect("Signature.initVerify", "null", InvalidKeyException.class, "null",
                () -> signature.initVerify((PublicKey) null));
        expect("Signature.update", "before init", SignatureException.class, "not initialized",
                () -> Signature.getInstance("ML-DSA", PROVIDER).update(new byte[1]));
        signature.initVerify(dsa.getPublic());
        expect("Signature.verify", "null", SignatureException.class, "null", () -> signature.verify(null));
        expect("Signature.verify", "an empty signature", SignatureException.class, "length",
                () -> signature.verify(new byte[0]));
        expect("Signature.verify", "one byte short", SignatureException.class, "3308", () -> signature.verify(new byte[3308]));
        expect("Signature.verify", "one byte long", SignatureException.class, "3310", () -> signature.verify(new byte[3310]));
        expect("Signature.update", "an offset out of range", IllegalArgumentException.class, "",
                () -> signature.update(new byte[4], 3, 2));
        expect("Signature.setParameter", "an unknown spec", InvalidAlgorithmParameterException.class,
                "MlDsaParameterSpec", () -> signature.setParameter(new NamedParameterSpec("ML-DSA-65")));
        Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
        signer.initSign(dsa.getPrivate());
        dsa.getPrivate(); // still valid
        PrivateKey later = generate("ML-DSA-44").getPrivate();
        signer.initSign(later);
        later.destroy();
        expect("Signature.sign", "a key destroyed after init", SignatureException.class, "destroyed", signer::sign);
        expect("MlDsaParameterSpec", "a 256-byte context", IllegalArgumentException.class, "255",
                () -> new MlDsaParameterSpec(new byte[256]));
    }

    @Test
    void mlKem() throws Exception {
        expect("MlKem.encapsulate", "null", InvalidKeyException.class, "null", () -> MlKem.encapsulate(null));
        expect("MlKem.encapsulate", "an ML-DSA key", InvalidKeyException.class, "ML-DSA-65",
                () -> MlKem.encapsulate(dsa.getPublic()));
        expect("MlKem.encapsulate", "a foreign key with a garbage encoding", InvalidKeyException.class, "X.509",
                () -> MlKem.encapsulate(new ForeignKey.Either(kem.getPublic(), "X.509", new byte[] {0x30, 0x00})));
        expect("MlKem.decapsulate", "a null key", InvalidKeyException.class, "null",
                () -> MlKem.decapsulate(null, new byte[1088]));
        expect("MlKem.decapsulate", "a null ciphertext", DecapsulationException.class, "null",
                () -> MlKem.decapsulate(kem.getPrivate(), null));
        expect("MlKem.decapsulate", "an empty ciphertext", DecapsulationException.class, "0 bytes",
                () -> MlKem.decapsulate(kem.getPrivate(), new byte[0]));
        expect("MlKem.decapsulate", "one byte short", DecapsulationException.class, "1087 bytes",
                () -> MlKem.decapsulate(kem.getPrivate(), new byte[1087]));
        expect("MlKem.decapsulate", "one byte long", DecapsulationException.class, "1089 bytes",
                () -> MlKem.decapsulate(kem.getPrivate(), new byte[1089]));
        expect("MlKem.decapsulate", "16 MiB", DecapsulationException.class, "expected 1088",
                () -> MlKem.decapsulate(kem.getPrivate(), new byte[16 << 20]));
        expect("MlKem.decapsulate", "a ciphertext of another set", DecapsulationException.class, "1568",
                () -> MlKem.decapsulate(kem.getPrivate(), new byte[1568]));
        PrivateKey destroyed = generate("ML-KEM-512").getPrivate();
        destroyed.destroy();
        expect("MlKem.decapsulate", "a destroyed key", InvalidKeyException.class, "destroyed",
                () -> MlKem.decapsulate(destroyed, new byte[768]));
    }

    @AfterAll
    static void summary() {
        System.out.println("hostile input (" + RustPqcProvider.binding() + "): " + cases + " bad inputs on "
                + ENTRY_POINTS.size() + " entry points, each a typed exception naming the problem, good calls"
                + " working after each: " + ENTRY_POINTS);
    }
}
