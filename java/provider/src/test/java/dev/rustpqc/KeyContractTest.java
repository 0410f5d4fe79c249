package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.keys.PqcPrivateKey;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.NamedParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jcajce.spec.MLDSAParameterSpec;
import org.bouncycastle.jcajce.spec.MLKEMParameterSpec;
import org.bouncycastle.jcajce.spec.SLHDSAParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingConsumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The key and service contract points where the JDK's providers and BouncyCastle agree with each
 * other: equality and hash codes across providers, serialization of a destroyed key, the JDK's
 * "keep the parameter set" key size, RAW keys named by their family, BouncyCastle's parameter
 * specs, translating destroyed and foreign keys, and a destroy() that waits without spinning.
 */
class KeyContractTest {
    /** Point 1: a key decoded from the JDK's bytes is equal to the JDK's key both ways and hashes alike. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-768", "ML-DSA-65"})
    void equalsAndHashCodeAgreeWithTheJdksKeys(String set) throws Exception {
        assumeTrue(Fixtures.jdkHas(set), Fixtures.NO_JDK_PQC);
        KeyPair jdk = KeyPairGenerator.getInstance(set, set.startsWith("ML-KEM") ? "SunJCE" : "SUN")
                .generateKeyPair();
        KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
        KeyPair ours = TestKeys.decoded(factory, jdk);
        PublicKey publicKey = ours.getPublic();
        PrivateKey privateKey = ours.getPrivate();
        for (Key[] pair : new Key[][] {{publicKey, jdk.getPublic()}, {privateKey, jdk.getPrivate()}}) {
            assertTrue(pair[0].equals(pair[1]), "ours equals the JDK's " + pair[1].getFormat() + " key");
            assertTrue(pair[1].equals(pair[0]), "the JDK's " + pair[1].getFormat() + " key equals ours");
            assertEquals(pair[1].hashCode(), pair[0].hashCode(), pair[1].getFormat() + " hash codes");
        }

        // Serialized, our keys come back as the first provider's (KeyRep): the same in a set.
        Set<Key> keys = new HashSet<>(Set.of(publicKey, privateKey));
        for (Key key : new Key[] {publicKey, privateKey}) {
            Key restored = roundTrip(key);
            assertTrue(restored.equals(key) && key.equals(restored), key + " and its deserialized copy");
            assertEquals(key.hashCode(), restored.hashCode(), key + " and its deserialized copy hash alike");
            assertTrue(keys.contains(restored), key + "'s deserialized copy is found in a set");
        }
    }

    /** Point 1, between our own keys: equal keys hash alike, whatever encoding they came from. */
    @Test
    void equalKeysOfOursHashAlike() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        KeyFactory factory = KeyFactory.getInstance("ML-DSA", PROVIDER);
        KeyPair decoded = TestKeys.decoded(factory, pair);
        assertEquals(pair.getPublic(), decoded.getPublic());
        assertEquals(pair.getPublic().hashCode(), decoded.getPublic().hashCode());
        assertEquals(pair.getPrivate(), decoded.getPrivate());
        assertEquals(pair.getPrivate().hashCode(), decoded.getPrivate().hashCode());
        assertNotEquals(pair.getPrivate(), KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair()
                .getPrivate());
    }

    /** Point 2: serializing a destroyed private key fails as writeObject callers expect, with an IOException. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-768", "ML-DSA-44", "SLH-DSA-SHA2-128F", "X-Wing"})
    void aDestroyedKeyIsNotSerializable(String set) throws Exception {
        refusedOnceDestroyed(set, NotSerializableException.class,
                key -> new ObjectOutputStream(new ByteArrayOutputStream()).writeObject(key));
    }

    /** {@code use} of a destroyed private key of {@code set} throws {@code type}, saying the key is destroyed. */
    private static void refusedOnceDestroyed(String set, Class<? extends Exception> type, ThrowingConsumer<PrivateKey> use)
            throws Exception {
        PrivateKey key = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair().getPrivate();
        key.destroy();
        Exception e = assertThrows(type, () -> use.accept(key));
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }

    /** Point 3: initialize(-1, random), which the JDK takes as "keep the parameter set". */
    @Test
    void keySizeMinusOneKeepsTheParameterSet() throws Exception {
        KeyPairGenerator family = KeyPairGenerator.getInstance("ML-KEM", PROVIDER);
        family.initialize(new NamedParameterSpec("ML-KEM-512"));
        family.initialize(-1, new SecureRandom());
        assertEquals(800 + 22, family.generateKeyPair().getPublic().getEncoded().length);
        KeyPairGenerator fixed = KeyPairGenerator.getInstance("ML-DSA-87", PROVIDER);
        fixed.initialize(-1, new SecureRandom());
        assertEquals(2592 + 22, fixed.generateKeyPair().getPublic().getEncoded().length);
        KeyPairGenerator xWing = KeyPairGenerator.getInstance("X-Wing", PROVIDER);
        xWing.initialize(-1, new SecureRandom());
        assertEquals(1240, xWing.generateKeyPair().getPublic().getEncoded().length);
        assertThrows(InvalidParameterException.class, () -> family.initialize(768, new SecureRandom()));
    }

    /** Point 4: a parameter-set factory reads a RAW key named only by its family, as the JDK's does. */
    @Test
    void aSetsFactoryTranslatesRawKeysNamedByTheirFamily() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        byte[] rawPublic = KeyFactory.getInstance("ML-DSA-65", PROVIDER)
                .getKeySpec(pair.getPublic(), java.security.spec.EncodedKeySpec.class).getEncoded();
        byte[] rawPrivate = KeyFactory.getInstance("ML-DSA-65", PROVIDER)
                .getKeySpec(pair.getPrivate(), java.security.spec.EncodedKeySpec.class).getEncoded();
        KeyFactory factory = KeyFactory.getInstance("ML-DSA-65", PROVIDER);
        Key publicKey = factory.translateKey(new ForeignKey.Public("ML-DSA", "RAW", () -> rawPublic));
        assertEquals(pair.getPublic(), publicKey);
        Key privateKey = factory.translateKey(new ForeignKey.Private("ML-DSA", "RAW", () -> rawPrivate));
        TestKeys.assertSameKey(pair.getPrivate(), privateKey);
        // The family's factory cannot tell the set of such a key, and says so.
        assertThrows(InvalidKeyException.class, () -> KeyFactory.getInstance("ML-DSA", PROVIDER)
                .translateKey(new ForeignKey.Public("ML-DSA", "RAW", () -> rawPublic)));
    }

    /** Point 5: BouncyCastle's parameter specs mean what they mean in BouncyCastle. */
    @Test
    void bouncyCastlesSpecsAreAccepted() throws Exception {
        KeyPairGenerator kem = KeyPairGenerator.getInstance("ML-KEM", PROVIDER);
        kem.initialize(MLKEMParameterSpec.ml_kem_512);
        assertEquals("ML-KEM-512", ((NamedParameterSpec) ((PqcPrivateKey) kem.generateKeyPair().getPrivate())
                .getParams()).getName());
        KeyPairGenerator dsa = KeyPairGenerator.getInstance("ML-DSA", PROVIDER);
        dsa.initialize(MLDSAParameterSpec.ml_dsa_44);
        KeyPair pair = dsa.generateKeyPair();
        assertEquals("ML-DSA-44", ((NamedParameterSpec) ((PqcPrivateKey) pair.getPrivate()).getParams()).getName());
        KeyPairGenerator slh = KeyPairGenerator.getInstance("SLH-DSA", PROVIDER);
        slh.initialize(SLHDSAParameterSpec.slh_dsa_sha2_128f);
        KeyPair slhPair = slh.generateKeyPair();
        assertEquals("SLH-DSA-SHA2-128F", ((NamedParameterSpec) ((PqcPrivateKey) slhPair.getPrivate()).getParams())
                .getName());
        assertThrows(java.security.InvalidAlgorithmParameterException.class,
                () -> KeyPairGenerator.getInstance("ML-KEM", PROVIDER).initialize(MLDSAParameterSpec.ml_dsa_44));

        // ContextParameterSpec: our signature with BouncyCastle's context verifies in BouncyCastle.
        byte[] context = "invoice-v1".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] message = "pay 10".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (KeyPair signer : new KeyPair[] {pair, slhPair}) {
            String algorithm = signer.getPrivate().getAlgorithm();
            Signature ours = Signature.getInstance(algorithm, PROVIDER);
            ours.setParameter(new ContextParameterSpec(context));
            ours.initSign(signer.getPrivate());
            ours.update(message);
            byte[] signature = ours.sign();
            Signature theirs = Signature.getInstance(algorithm, new BouncyCastleProvider());
            theirs.initVerify(KeyFactory.getInstance(algorithm, new BouncyCastleProvider())
                    .generatePublic(new X509EncodedKeySpec(signer.getPublic().getEncoded())));
            theirs.setParameter(new ContextParameterSpec(context));
            theirs.update(message);
            assertTrue(theirs.verify(signature), algorithm + " with BouncyCastle's context spec");
            Signature again = Signature.getInstance(algorithm, PROVIDER);
            again.setParameter(new MlDsaParameterSpec(context));
            again.initVerify(signer.getPublic());
            again.update(message);
            assertTrue(again.verify(signature), algorithm + ": the same context through our spec");
        }
    }

    /** Point 6: translating a destroyed key is refused with a typed exception, in every family. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-768", "ML-DSA-65", "SLH-DSA-SHA2-128F", "X-Wing"})
    void aDestroyedKeyIsNotTranslated(String set) throws Exception {
        refusedOnceDestroyed(set, InvalidKeyException.class, key -> KeyFactory.getInstance(set, PROVIDER).translateKey(key));
    }

    /** Point 7: using another provider's key leaves the array its getEncoded() returned alone. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-768", "ML-DSA-65", "SLH-DSA-SHA2-128F", "X-Wing"})
    void aForeignKeysArrayIsNotWiped(String set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
        byte[] pkcs8 = pair.getPrivate().getEncoded();
        byte[] held = pkcs8.clone();
        Key foreign = new ForeignKey.Private(pair.getPrivate().getAlgorithm(), "PKCS#8", () -> held);
        Key translated = KeyFactory.getInstance(set, PROVIDER).translateKey(foreign);
        assertArrayEquals(pkcs8, foreign.getEncoded(), "the foreign key's own array is as it was");
        assertEquals(pair.getPrivate(), translated, "the same encoding");
    }

    /**
     * Point 8: destroy() waits for a running operation without burning a core. Proven by order:
     * the operation holds the key until the test lets it go, so destroy() is still waiting, parked,
     * for as long as the test looks; it returns only once the operation has left.
     */
    @Test
    void destroyWaitsWithoutSpinning() throws Exception {
        PqcPrivateKey key = (PqcPrivateKey) KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair()
                .getPrivate();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean operationDone = new AtomicBoolean();
        Thread operation = new Thread(() -> {
            try {
                key.use((seed, expanded) -> {
                    inside.countDown();
                    release.await();
                    operationDone.set(true);
                    return null;
                });
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        operation.start();
        inside.await();
        AtomicBoolean destroyReturned = new AtomicBoolean();
        AtomicBoolean sawTheOperationDone = new AtomicBoolean();
        Thread destroyer = new Thread(() -> {
            try {
                key.destroy();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            sawTheOperationDone.set(operationDone.get());
            destroyReturned.set(true);
        });
        destroyer.start();
        while (destroyer.getState() != Thread.State.TIMED_WAITING && destroyer.getState() != Thread.State.WAITING) {
            assertTrue(destroyer.isAlive(), "destroy() returned while an operation held the key");
            Thread.sleep(1);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuBefore = threads.getThreadCpuTime(destroyer.getId());
        for (int look = 0; look < 100; look++) {
            Thread.sleep(2);
            assertFalse(destroyReturned.get(), "destroy() returned while an operation held the key");
        }
        long cpu = threads.getThreadCpuTime(destroyer.getId()) - cpuBefore;
        assertTrue(key.isDestroyed(), "no new operation may start once destroy() is called");
        release.countDown();
        destroyer.join();
        operation.join();
        assertTrue(sawTheOperationDone.get(), "destroy() returned only after the operation had left");
        // Parked, the waiting thread spent next to no CPU while the test looked (a spinning one
        // would spend what the scheduler gives it).
        assertTrue(cpu < TimeUnit.MILLISECONDS.toNanos(20), "destroy() used " + cpu / 1_000 + " us of CPU while waiting");
    }

    private static Key roundTrip(Key key) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(key);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (Key) in.readObject();
        }
    }
}
