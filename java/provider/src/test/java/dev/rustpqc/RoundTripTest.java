package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every parameter set end to end, on every JDK and binding, with the JDK's sizes. */
class RoundTripTest {
    /** X.509 public key, ciphertext or signature sizes, as the JDK reports them. */
    private static final Map<String, int[]> SIZES = Map.of(
            "ML-KEM-512", new int[] {822, 768},
            "ML-KEM-768", new int[] {1206, 1088},
            "ML-KEM-1024", new int[] {1590, 1568},
            "ML-DSA-44", new int[] {1334, 2420},
            "ML-DSA-65", new int[] {1974, 3309},
            "ML-DSA-87", new int[] {2614, 4627});

    private static KeyPair generate(String set) throws Exception {
        return KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void mlKemRoundTrip(String set) throws Exception {
        KeyPair pair = generate(set);
        assertEquals("ML-KEM", pair.getPublic().getAlgorithm());
        assertEquals("X.509", pair.getPublic().getFormat());
        assertEquals("PKCS#8", pair.getPrivate().getFormat());
        assertEquals(SIZES.get(set)[0], pair.getPublic().getEncoded().length);

        MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
        assertEquals(SIZES.get(set)[1], sent.ciphertext().length);
        assertEquals(32, sent.key().getEncoded().length);
        assertEquals("RAW", sent.key().getFormat());
        SecretKey received = MlKem.decapsulate(pair.getPrivate(), sent.ciphertext());
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());

        byte[] tampered = sent.ciphertext();
        tampered[17] ^= 0x01;
        SecretKey rejected = MlKem.decapsulate(pair.getPrivate(), tampered);
        assertFalse(Arrays.equals(sent.key().getEncoded(), rejected.getEncoded()),
                "a tampered ciphertext gives a different (implicit-rejection) secret");
        assertArrayEquals(rejected.getEncoded(), MlKem.decapsulate(pair.getPrivate(), tampered).getEncoded(),
                "implicit rejection is deterministic");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void mlDsaRoundTrip(String set) throws Exception {
        KeyPair pair = generate(set);
        assertEquals("ML-DSA", pair.getPublic().getAlgorithm());
        assertEquals(SIZES.get(set)[0], pair.getPublic().getEncoded().length);
        byte[] message = "pay 2249.00 to account 42".getBytes();

        Signature signer = Signature.getInstance(set, PROVIDER);
        signer.initSign(pair.getPrivate());
        signer.update(message);
        byte[] signature = signer.sign();
        assertEquals(SIZES.get(set)[1], signature.length);

        Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
        verifier.initVerify(pair.getPublic());
        verifier.update(message);
        assertTrue(verifier.verify(signature));

        byte[] tampered = "pay 9999.00 to account 42".getBytes();
        verifier.initVerify(pair.getPublic());
        verifier.update(tampered);
        assertFalse(verifier.verify(signature), "a tampered message does not verify");

        signer.update(message);
        assertFalse(Arrays.equals(signature, signer.sign()), "hedged signing: each signature differs");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void keysSurviveTheirEncodings(String set) throws Exception {
        KeyPair pair = generate(set);
        KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
        PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded()));
        PrivateKey privateKey = factory.generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded()));
        assertEquals(pair.getPublic(), publicKey);
        assertEquals(pair.getPrivate(), privateKey);
        assertArrayEquals(pair.getPrivate().getEncoded(), privateKey.getEncoded());
        assertEquals(set, ((NamedParameterSpec) ((PqcPublicKey) publicKey).getParams()).getName());
        assertEquals(set, ((NamedParameterSpec) ((PqcPrivateKey) privateKey).getParams()).getName());
        assertEquals(set + " public key", publicKey.toString());
    }

    @Test
    void firstAndLaterDecapsulationsAgree() throws Exception {
        for (String set : Fixtures.ML_KEM_SETS) {
            KeyPair pair = generate(set);
            MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
            byte[] tampered = sent.ciphertext();
            tampered[3] ^= 0x10;
            // A key's first decapsulation takes the packed path, later ones the parsed-once key.
            PrivateKey copy = KeyFactory.getInstance(set, PROVIDER)
                    .generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded()));
            byte[] packedRejection = MlKem.decapsulate(copy, tampered).getEncoded();
            for (int i = 0; i < 3; i++) {
                assertArrayEquals(sent.key().getEncoded(),
                        MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded(), set);
                assertArrayEquals(packedRejection, MlKem.decapsulate(pair.getPrivate(), tampered).getEncoded(), set);
            }
        }
    }

    @Test
    void twoKeyGenerationsDiffer() throws Exception {
        for (String set : Fixtures.allSets()) {
            KeyPair a = generate(set);
            KeyPair b = generate(set);
            assertNotEquals(a.getPublic(), b.getPublic(), set);
            assertFalse(Arrays.equals(a.getPrivate().getEncoded(), b.getPrivate().getEncoded()), set);
        }
    }

    @Test
    void familyNamesUseTheJdkDefaults() throws Exception {
        KeyPair kem = KeyPairGenerator.getInstance("ML-KEM", PROVIDER).generateKeyPair();
        assertEquals(ParameterSet.ML_KEM_768, ((PqcPublicKey) kem.getPublic()).parameterSet());
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA", PROVIDER).generateKeyPair();
        assertEquals(ParameterSet.ML_DSA_65, ((PqcPublicKey) dsa.getPublic()).parameterSet());
        KeyPairGenerator chosen = KeyPairGenerator.getInstance("ML-KEM", PROVIDER);
        chosen.initialize(new NamedParameterSpec("ML-KEM-1024"));
        assertEquals(1590, chosen.generateKeyPair().getPublic().getEncoded().length);
    }

    @Test
    void destroyedKeysCannotBeUsed() throws Exception {
        KeyPair pair = generate("ML-KEM-768");
        MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
        pair.getPrivate().destroy();
        assertTrue(pair.getPrivate().isDestroyed());
        assertThrows(IllegalStateException.class, () -> pair.getPrivate().getEncoded());
        assertThrows(java.security.InvalidKeyException.class,
                () -> MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()));
        assertInstanceOf(PqcPrivateKey.class, pair.getPrivate());
    }

    @Test
    void aDestroyedKeyIsATypedErrorInTheKeyFactory() throws Exception {
        for (String set : Fixtures.allSets()) {
            KeyPair pair = generate(set);
            pair.getPrivate().destroy();
            KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
            java.security.spec.InvalidKeySpecException e = assertThrows(
                    java.security.spec.InvalidKeySpecException.class,
                    () -> factory.getKeySpec(pair.getPrivate(), PKCS8EncodedKeySpec.class), set);
            assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
            assertThrows(java.security.spec.InvalidKeySpecException.class,
                    () -> factory.getKeySpec(pair.getPrivate(), java.security.spec.EncodedKeySpec.class), set);
        }
    }

    @Test
    void signatureParametersAreNullAsTheJdksAre() throws Exception {
        for (String name : List.of("ML-DSA", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87")) {
            Signature signature = Signature.getInstance(name, PROVIDER);
            assertNull(signature.getParameters(), name + " before init");
            signature.initSign(generate(name.equals("ML-DSA") ? "ML-DSA-65" : name).getPrivate());
            assertNull(signature.getParameters(), name + " after initSign");
        }
    }
}
