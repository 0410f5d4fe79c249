package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Security;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.SecretKey;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/**
 * {@link XWing}, the X-Wing API for JDK 17 builds without {@code javax.crypto.KEM} (it works on
 * every JDK): round trips with our keys and BouncyCastle's, typed errors, serialization, and keys
 * shared by threads while one of them destroys the private key.
 */
class XWingClassTest {
    private static KeyPair generate() throws Exception {
        return KeyPairGenerator.getInstance("X-Wing", PROVIDER).generateKeyPair();
    }

    @Test
    void roundTripWithOurKeysAndBouncyCastles() throws Exception {
        KeyPair ours = generate();
        XWing.Encapsulated sent = XWing.encapsulate(ours.getPublic(), "AES");
        assertEquals(1120, sent.ciphertext().length);
        assertEquals("AES", sent.key().getAlgorithm());
        SecretKey received = XWing.decapsulate(ours.getPrivate(), sent.ciphertext(), "AES");
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());
        assertEquals("Generic", XWing.decapsulate(ours.getPrivate(), sent.ciphertext()).getAlgorithm());

        KeyPair theirs = KeyPairGenerator.getInstance("X-WING", new BouncyCastleProvider()).generateKeyPair();
        XWing.Encapsulated toTheirs = XWing.encapsulate(theirs.getPublic());
        assertArrayEquals(toTheirs.key().getEncoded(),
                XWing.decapsulate(theirs.getPrivate(), toTheirs.ciphertext()).getEncoded());
    }

    @Test
    void badInputsAreTypedErrors() throws Exception {
        KeyPair pair = generate();
        KeyPair mlKem = KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair();
        assertThrows(InvalidKeyException.class, () -> XWing.encapsulate(null));
        assertThrows(InvalidKeyException.class, () -> XWing.encapsulate(mlKem.getPublic()));
        assertThrows(InvalidKeyException.class, () -> XWing.decapsulate(mlKem.getPrivate(), new byte[1120]));
        assertThrows(InvalidKeyException.class, () -> MlKem.encapsulate(pair.getPublic()));
        assertThrows(DecapsulationException.class, () -> XWing.decapsulate(pair.getPrivate(), null));
        DecapsulationException wrongLength = assertThrows(DecapsulationException.class,
                () -> XWing.decapsulate(pair.getPrivate(), new byte[1088]));
        assertTrue(wrongLength.getMessage().contains("1088 bytes"), wrongLength.getMessage());
        PublicKey raw = new ForeignKey.Public("X25519", "RAW", () -> new byte[1216]);
        InvalidKeyException foreign = assertThrows(InvalidKeyException.class, () -> XWing.encapsulate(raw));
        assertTrue(foreign.getMessage().contains("X25519"), foreign.getMessage());
        InvalidKeyException mixUp = assertThrows(InvalidKeyException.class,
                () -> XWing.encapsulate(rawKey(pair.getPrivate())));
        assertTrue(mixUp.getMessage().contains("X.509"), mixUp.getMessage());
    }

    /** A private key offered where a public key belongs (a caller's mix-up). */
    private static PublicKey rawKey(PrivateKey key) {
        return new ForeignKey.Public(key.getAlgorithm(), key.getFormat(), key::getEncoded);
    }

    /** Keys serialize as KeyRep and come back through whichever KeyFactory is installed for X-WING. */
    @Test
    void keysSerializeAsKeyRep() throws Exception {
        KeyPair pair = generate();
        // KeyRep resolves through an installed provider; installing ours is harmless to the
        // other tests (they name their provider objects).
        if (Security.getProvider(PROVIDER.getName()) == null) {
            Security.addProvider(PROVIDER);
        }
        for (Key key : new Key[] {pair.getPublic(), pair.getPrivate()}) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(key);
            }
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
                Key back = (Key) in.readObject();
                assertArrayEquals(key.getEncoded(), back.getEncoded());
                assertEquals("X-WING", back.getAlgorithm());
            }
        }
    }

    /**
     * Eight threads decapsulate with one key while it is destroyed: every result is the right
     * secret or a typed refusal, never the secret of a half-wiped key.
     */
    @Test
    void destroyWhileThreadsDecapsulate() throws Exception {
        for (int round = 0; round < 20; round++) {
            KeyPair pair = generate();
            XWing.Encapsulated sent = XWing.encapsulate(pair.getPublic());
            byte[] expected = sent.key().getEncoded();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            AtomicInteger refused = new AtomicInteger();
            AtomicInteger right = new AtomicInteger();
            Future<?>[] workers = new Future<?>[8];
            for (int t = 0; t < workers.length; t++) {
                workers[t] = pool.submit(() -> {
                    for (int i = 0; i < 50; i++) {
                        try {
                            byte[] secret = XWing.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded();
                            assertArrayEquals(expected, secret, "a secret from a half-wiped key");
                            right.incrementAndGet();
                        } catch (InvalidKeyException e) {
                            assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
                            refused.incrementAndGet();
                        }
                    }
                    return null;
                });
            }
            Thread.sleep(round % 3);
            pair.getPrivate().destroy();
            for (Future<?> worker : workers) {
                worker.get(60, TimeUnit.SECONDS);
            }
            pool.shutdown();
            assertEquals(400, right.get() + refused.get());
            assertTrue(pair.getPrivate().isDestroyed());
            assertFalse(Arrays.equals(expected, new byte[32]));
        }
    }
}
