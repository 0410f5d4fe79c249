package dev.rustpqc.keys;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.DecapsulationException;
import dev.rustpqc.ForeignKey;
import dev.rustpqc.MlKem;
import dev.rustpqc.RawKeySpec;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.TestKeys;
import dev.rustpqc.keys.Mutations.Mutated;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;

/**
 * Feeds mutated X.509 and PKCS#8 encodings, RAW keys, foreign key objects, ciphertexts,
 * signatures and messages through the public API (KeyFactory, Signature, {@link MlKem}) for every
 * parameter set. Each call must either succeed with a correct result or throw the typed checked
 * exception of its API with a message; never a RuntimeException or an Error. After each mutated
 * call, the genuine call on the same objects must still work.
 *
 * <p>The mutations come from a fixed seed, printed (override with {@code -Drustpqc.fuzz.seed=}),
 * and so do the keys (imported from seeds); only encapsulation and hedged signing randomness
 * vary between runs. The run stops after {@value #MAX_ITERATIONS} iterations or about
 * {@value #BUDGET_SECONDS} s, whichever comes first (but not before {@value #MIN_ITERATIONS}).
 */
class MutationFuzzTest {
    private static final long DEFAULT_SEED = 0x7275737470716331L;
    private static final int MAX_ITERATIONS = 10000;
    private static final int MIN_ITERATIONS = 720;
    private static final long BUDGET_SECONDS = 10;

    /**
     * What is mutated, which API it goes through, and the exceptions that API may throw for it
     * (signing with an accepted but malformed ML-DSA private key may fail with a
     * SignatureException; a foreign ML-KEM private key of another set rejects the ciphertext).
     */
    private enum Case {
        /** KeyFactory.generatePublic(X509EncodedKeySpec). */
        X509(InvalidKeySpecException.class),
        /** KeyFactory.generatePrivate(PKCS8EncodedKeySpec), each of the three forms. */
        PKCS8(InvalidKeySpecException.class, SignatureException.class),
        /** KeyFactory of the set with an EncodedKeySpec of format RAW (public or private). */
        RAW(InvalidKeySpecException.class, SignatureException.class),
        /** A foreign PublicKey object with a mutated X.509 encoding: MlKem.encapsulate or initVerify. */
        FOREIGN_PUBLIC(InvalidKeyException.class),
        /** A foreign PrivateKey object with a mutated PKCS#8 encoding: MlKem.decapsulate or initSign. */
        FOREIGN_PRIVATE(InvalidKeyException.class, DecapsulationException.class, SignatureException.class),
        /** ML-KEM: a mutated ciphertext; ML-DSA: a mutated signature. */
        OUTPUT(DecapsulationException.class, SignatureException.class),
        /** ML-KEM: a ciphertext of another set; ML-DSA: a mutated message. */
        OTHER(DecapsulationException.class);

        final Set<Class<? extends Exception>> allowed;

        @SafeVarargs
        Case(Class<? extends Exception>... allowed) {
            this.allowed = Set.of(allowed);
        }
    }

    /** The genuine objects of one parameter set, all derived from a seed. */
    private static final class Fixture {
        final ParameterSet set;
        final byte[] seed;
        final PqcPublicKey publicKey;
        final PqcPrivateKey privateKey;
        final byte[] x509;
        final byte[][] pkcs8 = new byte[PrivateKeyForm.values().length][];
        final KeyFactory factory;
        final KeyFactory familyFactory;
        final Signature verifier;
        /** ML-KEM: the ciphertext and its secret. ML-DSA: the message and its signature. */
        final byte[] output;
        final byte[] secretOrMessage;

        Fixture(ParameterSet set, SplittableRandom random) throws Exception {
            this.set = set;
            seed = Mutations.bytes(random, set.seedLength);
            factory = KeyFactory.getInstance(set.jcaName, PROVIDER);
            familyFactory = KeyFactory.getInstance(set.family.jcaName(), PROVIDER);
            privateKey = (PqcPrivateKey) factory.generatePrivate(
                    new PKCS8EncodedKeySpec(KeyCodec.encodePrivate(set, seed, null, PrivateKeyForm.SEED)));
            publicKey = Keys.publicKey(set, KeyFamilies.of(set.family).privateKey(new PrivateKeyData(set, seed.clone(), null, null)).publicKey());
            x509 = publicKey.getEncoded();
            for (PrivateKeyForm form : PrivateKeyForm.values()) {
                pkcs8[form.ordinal()] = KeyCodec.encodePrivate(set, seed, TestKeys.expanded(privateKey), form);
            }
            if (set.family == Family.ML_KEM) {
                MlKem.Encapsulated sent = MlKem.encapsulate(publicKey);
                output = sent.ciphertext();
                secretOrMessage = sent.key().getEncoded();
                verifier = null;
            } else {
                secretOrMessage = Mutations.bytes(random, 1 + random.nextInt(200));
                Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
                signer.initSign(privateKey);
                signer.update(secretOrMessage);
                output = signer.sign();
                verifier = Signature.getInstance(set.jcaName, PROVIDER);
                verifier.initVerify(publicKey);
            }
        }

        boolean kem() {
            return set.family == Family.ML_KEM;
        }
    }

    /**
     * Outcome counts per case: {@code ok} (success, result checked), {@code ok:false} (a
     * verification correctly returned false), or the simple name of the typed exception.
     */
    private final Map<Case, Map<String, Integer>> outcomes = new EnumMap<>(Case.class);

    @Test
    void mutatedInputsGiveCorrectResultsOrTypedExceptions() throws Exception {
        long seed = Long.getLong("rustpqc.fuzz.seed", DEFAULT_SEED);
        System.out.printf("MutationFuzzTest: seed 0x%016x (rerun with -Drustpqc.fuzz.seed=%d), binding %s%n",
                seed, seed, RustPqcProvider.binding());
        SplittableRandom random = new SplittableRandom(seed);
        List<Fixture> fixtures = new ArrayList<>();
        for (ParameterSet set : ParameterSet.values()) {
            // SLH-DSA keys have no seed form to build fixtures from (SlhDsaHostileInputTest); X-Wing
            // has XWingMutationTest.
            if (set.family == Family.ML_KEM || set.family == Family.ML_DSA) {
                fixtures.add(new Fixture(set, random));
            }
        }
        Case[] cases = Case.values();
        long start = System.nanoTime();
        long deadline = start + TimeUnit.SECONDS.toNanos(BUDGET_SECONDS);
        int iteration = 0;
        for (; iteration < MAX_ITERATIONS && (iteration < MIN_ITERATIONS || System.nanoTime() < deadline);
                iteration++) {
            Fixture fixture = fixtures.get(iteration % fixtures.size());
            Case c = cases[(iteration / fixtures.size()) % cases.length];
            Fixture other = fixtures.get(random.nextInt(fixtures.size()));
            runOne(iteration, seed, c, fixture, other, random);
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        int accepted = 0;
        for (Map<String, Integer> counts : outcomes.values()) {
            for (Map.Entry<String, Integer> e : counts.entrySet()) {
                accepted += e.getKey().startsWith("ok") ? e.getValue() : 0;
            }
        }
        System.out.printf("MutationFuzzTest: %d iterations in %d ms on %s: %d accepted with correct results,"
                + " %d rejected with typed exceptions, 0 failures; per case %s%n", iteration, millis,
                RustPqcProvider.binding(), accepted, iteration - accepted, outcomes);

        // Not vacuous: every case was rejected sometimes, and mutated key encodings, ciphertexts,
        // signatures and messages were also accepted (and their results checked) sometimes.
        for (Case c : cases) {
            Map<String, Integer> counts = outcomes.getOrDefault(c, Map.of());
            assertTrue(counts.keySet().stream().anyMatch(k -> !k.startsWith("ok")), c + " never rejected: " + counts);
            assertTrue(counts.keySet().stream().anyMatch(k -> k.startsWith("ok")), c + " never accepted: " + counts);
        }
    }

    private void runOne(int iteration, long seed, Case c, Fixture f, Fixture other, SplittableRandom random)
            throws Exception {
        Mutated input = null;
        String outcome;
        try {
            switch (c) {
                case X509:
                    input = Mutations.mutate(random, f.x509, true, f.set);
                    outcome = x509(f, random.nextBoolean() ? f.factory : f.familyFactory, input.bytes());
                    break;
                case PKCS8: {
                    PrivateKeyForm form = PrivateKeyForm.values()[random.nextInt(3)];
                    input = Mutations.mutate(random, f.pkcs8[form.ordinal()], true, f.set);
                    input = new Mutated(input.bytes(), form + " " + input.how());
                    outcome = pkcs8(f, random.nextBoolean() ? f.factory : f.familyFactory, input.bytes());
                    break;
                }
                case RAW:
                    if (random.nextBoolean()) {
                        input = Mutations.mutate(random, f.publicKey.rawKey(), false, f.set);
                        outcome = rawPublic(f, input.bytes());
                    } else {
                        byte[] raw = random.nextBoolean() ? f.seed : TestKeys.expanded(f.privateKey);
                        input = Mutations.mutate(random, raw, false, f.set);
                        outcome = rawPrivate(f, input.bytes());
                    }
                    break;
                case FOREIGN_PUBLIC:
                    input = Mutations.mutate(random, f.x509, true, f.set);
                    outcome = foreignPublic(f, input.bytes());
                    break;
                case FOREIGN_PRIVATE: {
                    PrivateKeyForm form = PrivateKeyForm.values()[random.nextInt(3)];
                    input = Mutations.mutate(random, f.pkcs8[form.ordinal()], true, f.set);
                    outcome = foreignPrivate(f, input.bytes());
                    break;
                }
                case OUTPUT:
                    input = Mutations.mutate(random, f.output, false, f.set);
                    outcome = f.kem() ? ciphertext(f, input.bytes()) : signature(f, f.secretOrMessage, input.bytes());
                    break;
                default:
                    if (f.kem()) {
                        byte[] foreign = other.kem() ? other.output : Mutations.bytes(random, other.output.length);
                        input = new Mutated(foreign, "ciphertext of " + other.set);
                        outcome = ciphertext(f, input.bytes());
                    } else {
                        input = Mutations.mutate(random, f.secretOrMessage, false, f.set);
                        outcome = signature(f, input.bytes(), f.output);
                    }
                    break;
            }
        } catch (InvalidKeySpecException | InvalidKeyException | SignatureException | DecapsulationException e) {
            if (!c.allowed.contains(e.getClass())) {
                throw failure(iteration, seed, c, f, input, "a " + e.getClass().getSimpleName()
                        + ", not one this API throws for this input", e);
            }
            String message = e.getMessage();
            if (message == null || message.isBlank()) {
                throw failure(iteration, seed, c, f, input, "a " + e.getClass().getSimpleName()
                        + " without a message", e);
            }
            outcome = e.getClass().getSimpleName();
        } catch (Throwable t) {
            throw failure(iteration, seed, c, f, input, "neither a correct result nor a typed exception", t);
        }
        outcomes.computeIfAbsent(c, k -> new TreeMap<>()).merge(outcome, 1, Integer::sum);
        try {
            genuineCallStillWorks(c, f);
        } catch (Throwable t) {
            throw failure(iteration, seed, c, f, input, "the genuine call failed after the mutated one", t);
        }
    }

    private static AssertionError failure(int iteration, long seed, Case c, Fixture f, Mutated input, String what,
            Throwable cause) {
        String hex = input == null ? "-" : HexFormat.of().formatHex(input.bytes(), 0,
                Math.min(input.bytes().length, 96));
        return new AssertionError(String.format("iteration %d (seed %d), %s %s, mutation [%s]: %s; input %d bytes,"
                + " starting %s", iteration, seed, c, f.set, input == null ? "-" : input.how(), what,
                input == null ? -1 : input.bytes().length, hex), cause);
    }

    // ---------------------------------------------------------------------------------------
    // The calls and the checks of their results.

    private static String x509(Fixture f, KeyFactory factory, byte[] encoded) throws Exception {
        PublicKey key = factory.generatePublic(new X509EncodedKeySpec(encoded));
        assertArrayEquals(encoded, key.getEncoded(), "an accepted X.509 encoding is the DER of the key");
        checkPublicKey(f, (PqcPublicKey) key);
        return "ok";
    }

    private static String rawPublic(Fixture f, byte[] raw) throws Exception {
        PqcPublicKey key = (PqcPublicKey) f.factory.generatePublic(new RawKeySpec(raw));
        assertArrayEquals(raw, key.rawKey());
        checkPublicKey(f, key);
        return "ok";
    }

    /** An accepted public key is usable, and equals the genuine one exactly when its bytes do. */
    private static void checkPublicKey(Fixture f, PqcPublicKey key) throws Exception {
        boolean genuine = Arrays.equals(key.rawKey(), f.publicKey.rawKey()) && key.parameterSet() == f.set;
        assertEquals(genuine, key.equals(f.publicKey));
        if (key.parameterSet().family == Family.ML_KEM) {
            MlKem.Encapsulated sent = MlKem.encapsulate(key);
            assertEquals(key.parameterSet().outputLength, sent.ciphertext().length);
            if (genuine) {
                assertArrayEquals(sent.key().getEncoded(),
                        MlKem.decapsulate(f.privateKey, sent.ciphertext()).getEncoded());
            }
        } else if (key.parameterSet() == f.set) {
            Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
            verifier.initVerify(key);
            verifier.update(f.secretOrMessage);
            assertEquals(genuine, verifier.verify(f.output), "the genuine signature verifies under the key");
        }
    }

    private static String pkcs8(Fixture f, KeyFactory factory, byte[] encoded) throws Exception {
        checkPrivateKey(f, (PqcPrivateKey) factory.generatePrivate(new PKCS8EncodedKeySpec(encoded.clone())));
        return "ok";
    }

    private static String rawPrivate(Fixture f, byte[] raw) throws Exception {
        checkPrivateKey(f, (PqcPrivateKey) f.factory.generatePrivate(new RawKeySpec(raw.clone())));
        return "ok";
    }

    /**
     * An accepted private key works: ML-KEM decapsulates the genuine ciphertext to the genuine
     * secret when the key agrees with the genuine one outside z (the rejection seed), and to
     * another one when its embedded ek or H(ek) differs;
     * ML-DSA signs, and the signature verifies under the genuine public key when the key is the
     * genuine one, never when it came from another seed.
     */
    private static void checkPrivateKey(Fixture f, PqcPrivateKey key) throws Exception {
        if (key.parameterSet() != f.set) {
            return;
        }
        byte[] expanded = TestKeys.expanded(key);
        byte[] genuine = TestKeys.expanded(f.privateKey);
        assertEquals(Arrays.equals(expanded, genuine) && Arrays.equals(key.getEncoded(), f.privateKey.getEncoded()),
                key.equals(f.privateKey));
        if (f.kem()) {
            SecretKey secret = MlKem.decapsulate(key, f.output);
            boolean same = Arrays.equals(secret.getEncoded(), f.secretOrMessage);
            int k = (genuine.length - 96) / 768;
            int z = genuine.length - 32;
            if (Arrays.equals(expanded, 0, z, genuine, 0, z)) {
                assertTrue(same, "the genuine secret for the genuine key (whatever its z)");
            } else if (!Arrays.equals(expanded, 384 * k, z, genuine, 384 * k, z)) {
                assertFalse(same, "another secret for a key with another ek or H(ek)");
            }
            // A key that differs only in its secret vector may still decrypt this ciphertext.
        } else {
            Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
            signer.initSign(key);
            signer.update(f.secretOrMessage);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
            verifier.initVerify(f.publicKey);
            verifier.update(f.secretOrMessage);
            boolean verifies = verifier.verify(signature);
            if (key.equals(f.privateKey)) {
                assertTrue(verifies, "a signature of the genuine key verifies");
            }
            if (TestKeys.seed(key) != null && !Arrays.equals(TestKeys.seed(key), f.seed)) {
                assertFalse(verifies, "a signature of another seed's key does not verify");
            }
        }
    }

    private static String foreignPublic(Fixture f, byte[] encoded) throws Exception {
        PublicKey foreign = new ForeignKey.Public(f.set.family.jcaName(), "X.509", ForeignKey.copies(encoded));
        boolean genuine = Arrays.equals(encoded, f.x509);
        if (f.kem()) {
            MlKem.Encapsulated sent = MlKem.encapsulate(foreign);
            if (genuine) {
                assertArrayEquals(sent.key().getEncoded(),
                        MlKem.decapsulate(f.privateKey, sent.ciphertext()).getEncoded());
            }
        } else {
            Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
            verifier.initVerify(foreign);
            verifier.update(f.secretOrMessage);
            if (genuine) {
                assertTrue(verifier.verify(f.output));
            }
        }
        return "ok";
    }

    private static String foreignPrivate(Fixture f, byte[] encoded) throws Exception {
        PrivateKey foreign = new ForeignKey.Private(f.set.family.jcaName(), "PKCS#8", ForeignKey.copies(encoded));
        if (f.kem()) {
            MlKem.decapsulate(foreign, f.output);
        } else {
            Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
            signer.initSign(foreign);
            signer.update(f.secretOrMessage);
            byte[] signature = signer.sign();
            // The seed form names its set only by the OID, which the mutation may have changed.
            assertEquals(Keys.toPrivateKey(foreign, f.set.family, null).parameterSet().outputLength, signature.length);
        }
        checkPrivateKey(f, Keys.toPrivateKey(foreign, f.set.family, null));
        return "ok";
    }

    /** A ciphertext of the right length always decapsulates: to the genuine secret iff unchanged. */
    private static String ciphertext(Fixture f, byte[] ciphertext) throws Exception {
        SecretKey secret = MlKem.decapsulate(f.privateKey, ciphertext);
        assertEquals(Arrays.equals(ciphertext, f.output), Arrays.equals(secret.getEncoded(), f.secretOrMessage),
                "the genuine secret exactly for the genuine ciphertext");
        assertArrayEquals(secret.getEncoded(), MlKem.decapsulate(f.privateKey, ciphertext).getEncoded(),
                "decapsulation is deterministic");
        return "ok";
    }

    /** A signature verifies exactly when message and signature are the genuine ones. */
    private static String signature(Fixture f, byte[] message, byte[] signature) throws Exception {
        f.verifier.update(message);
        boolean verifies = f.verifier.verify(signature);
        assertEquals(Arrays.equals(message, f.secretOrMessage) && Arrays.equals(signature, f.output), verifies,
                "verifies exactly for the genuine message and signature");
        return verifies ? "ok" : "ok:false";
    }

    /** The genuine call through the same objects as the mutated one. */
    private static void genuineCallStillWorks(Case c, Fixture f) throws Exception {
        switch (c) {
            case X509:
                assertEquals(f.publicKey, f.factory.generatePublic(new X509EncodedKeySpec(f.x509)));
                assertEquals(f.publicKey, f.familyFactory.generatePublic(new X509EncodedKeySpec(f.x509)));
                break;
            case PKCS8:
            case RAW:
            case FOREIGN_PRIVATE:
                byte[] encoded = f.pkcs8[PrivateKeyForm.EXPANDED_KEY.ordinal()].clone();
                TestKeys.assertSameKey(f.privateKey, f.familyFactory.generatePrivate(new PKCS8EncodedKeySpec(encoded)));
                break;
            default:
                if (f.kem()) {
                    assertArrayEquals(f.secretOrMessage, MlKem.decapsulate(f.privateKey, f.output).getEncoded());
                } else {
                    f.verifier.update(f.secretOrMessage);
                    assertTrue(f.verifier.verify(f.output), "the verifier still verifies the genuine signature");
                }
                break;
        }
    }
}
