package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeStatus;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/**
 * Mutated X-Wing encodings and ciphertexts through the public API ({@code KeyFactory} and
 * {@link XWing}): each call succeeds with a correct result or throws the typed checked exception of
 * its API, never a RuntimeException or an Error. Where a mutated private key is accepted (its seed
 * changed: every 32 bytes are a seed), BouncyCastle must accept the same encoding and agree on the
 * secret. The mutations come from a fixed seed.
 */
class XWingMutationTest {
    private static final int ITERATIONS = 3000;

    private final Map<String, Integer> outcomes = new TreeMap<>();

    @Test
    void mutatedInputsGiveCorrectResultsOrTypedExceptions() throws Exception {
        SplittableRandom random = new SplittableRandom(0x7877696e67L);
        KeyFactory factory = KeyFactory.getInstance("X-Wing", PROVIDER);
        KeyFactory bcFactory = KeyFactory.getInstance("X-WING", new BouncyCastleProvider());
        byte[] seed = new byte[32];
        random.nextBytes(seed);
        PrivateKey privateKey = factory.generatePrivate(new RawKeySpec(seed));
        byte[] rawPublicKey = new byte[1216];
        assertEquals(NativeStatus.OK, Native.binding().xWingFromSeed(seed, rawPublicKey));
        PublicKey publicKey = factory.generatePublic(new RawKeySpec(rawPublicKey));
        XWing.Encapsulated sent = XWing.encapsulate(publicKey);
        byte[] x509 = publicKey.getEncoded();
        byte[] pkcs8 = privateKey.getEncoded();
        byte[] ciphertext = sent.ciphertext();

        for (int i = 0; i < ITERATIONS; i++) {
            switch (i % 4) {
                case 0:
                    publicKey(factory, "X.509", new X509EncodedKeySpec(mutate(random, x509)));
                    break;
                case 1: {
                    byte[] mutated = mutate(random, pkcs8);
                    PrivateKey key;
                    try {
                        key = factory.generatePrivate(new PKCS8EncodedKeySpec(mutated));
                    } catch (InvalidKeySpecException e) {
                        typed("PKCS#8", e);
                        break;
                    }
                    // Accepted: the seed it holds decides the secret, as in BouncyCastle.
                    byte[] heldSeed = factory.getKeySpec(key, EncodedKeySpec.class).getEncoded();
                    byte[] ours = XWing.decapsulate(key, ciphertext).getEncoded();
                    PrivateKey theirs = bcFactory.generatePrivate(new PKCS8EncodedKeySpec(
                            factory.generatePrivate(new RawKeySpec(heldSeed)).getEncoded()));
                    assertArrayEquals(XWing.decapsulate(theirs, ciphertext).getEncoded(), ours);
                    assertEquals(Arrays.equals(heldSeed, seed), Arrays.equals(ours, sent.key().getEncoded()));
                    count("PKCS#8 ok");
                    break;
                }
                case 2: {
                    byte[] mutated = mutate(random, ciphertext);
                    try {
                        byte[] secret = XWing.decapsulate(privateKey, mutated).getEncoded();
                        assertEquals(Arrays.equals(mutated, ciphertext), Arrays.equals(secret, sent.key().getEncoded()));
                        count("ciphertext ok");
                    } catch (DecapsulationException e) {
                        typed("ciphertext", e);
                    }
                    break;
                }
                default:
                    publicKey(factory, "RAW", new RawKeySpec(mutate(random, Arrays.copyOfRange(x509, 24, x509.length))));
                    break;
            }
            // The genuine objects still work.
            if (i % 100 == 0) {
                assertArrayEquals(sent.key().getEncoded(), XWing.decapsulate(privateKey, ciphertext).getEncoded());
            }
        }
        System.out.println("X-Wing mutations: " + outcomes);
        for (String kind : new String[] {"X.509 ok", "PKCS#8 ok", "ciphertext ok", "RAW ok"}) {
            assertTrue(outcomes.getOrDefault(kind, 0) > 0, "some " + kind + " outcomes: " + outcomes);
        }
        assertTrue(outcomes.keySet().stream().anyMatch(k -> k.startsWith("X.509 Invalid")), outcomes.toString());
    }

    /** A mutated public key encoding: accepted, it encapsulates; otherwise its rejection is typed. */
    private void publicKey(KeyFactory factory, String what, KeySpec mutated) throws GeneralSecurityException {
        try {
            PublicKey key = factory.generatePublic(mutated);
            assertEquals(1120, XWing.encapsulate(key).ciphertext().length);
            count(what + " ok");
        } catch (InvalidKeySpecException e) {
            typed(what, e);
        }
    }

    private void typed(String what, GeneralSecurityException e) {
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), what + ": " + e);
        count(what + " " + e.getClass().getSimpleName());
    }

    private void count(String outcome) {
        outcomes.merge(outcome, 1, Integer::sum);
    }

    /** One to four changes: a flipped bit, a replaced byte, a byte cut or added, a changed length. */
    private static byte[] mutate(SplittableRandom random, byte[] genuine) {
        byte[] out = genuine.clone();
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            int kind = random.nextInt(10);
            if (kind < 5 && out.length > 0) {
                out[random.nextInt(out.length)] ^= (byte) (1 << random.nextInt(8));
            } else if (kind < 7 && out.length > 0) {
                out[random.nextInt(Math.min(out.length, 30))] = (byte) random.nextInt(256);
            } else if (kind < 8 && out.length > 0) {
                out = Arrays.copyOf(out, out.length - 1 - random.nextInt(Math.min(out.length, 3)));
            } else if (kind < 9) {
                out = Arrays.copyOf(out, out.length + 1 + random.nextInt(3));
            } else if (out.length > 0) {
                out[random.nextInt(out.length)] = (byte) random.nextInt(256);
            }
        }
        return out;
    }
}
