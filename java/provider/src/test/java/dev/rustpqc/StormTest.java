package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/**
 * Many threads, all six parameter sets, mixed operations on shared key objects: key generation
 * (replacing keys other threads are using), encapsulation by one thread and decapsulation by
 * another, signing by one thread and verification by another, key export and import. Every
 * result is checked (secrets equal, signatures verify, tampered ciphertexts, signatures and
 * messages don't), and the native operation counters must account for exactly the operations
 * the threads made, through the expected binding.
 */
class StormTest {
    private static final int THREADS = Math.max(8, 2 * Runtime.getRuntime().availableProcessors());
    private static final long SECONDS = Long.getLong("rustpqc.storm.seconds", 10);
    private static final int KEYS_PER_SET = 3;
    private static final int MAILBOX_LIMIT = 64;

    /** The Java-side tally of each native operation, to compare with the native counters. */
    private enum Tally {
        KEM_GENERATE(NativeOperation.ML_KEM_GENERATE),
        KEM_ENCAPSULATE(NativeOperation.ML_KEM_ENCAPSULATE),
        KEM_DECAPSULATE(NativeOperation.ML_KEM_DECAPSULATE),
        DSA_GENERATE(NativeOperation.ML_DSA_GENERATE),
        DSA_SIGN(NativeOperation.ML_DSA_SIGN),
        /** Verifications that returned true (the library counts successes only). */
        DSA_VERIFY_VALID(NativeOperation.ML_DSA_VERIFY),
        DSA_VERIFY_INVALID(null),
        KEY_IMPORT(null);

        final NativeOperation operation;

        Tally(NativeOperation operation) {
            this.operation = operation;
        }
    }

    private record Sent(PrivateKey key, byte[] ciphertext, byte[] secret) {
    }

    private record Signed(PublicKey key, byte[] message, byte[] signature) {
    }

    /** ML-KEM and ML-DSA (SLH-DSA, whose signatures take milliseconds to seconds: SlhDsaTest). */
    private static final ParameterSet[] SETS = Arrays.stream(ParameterSet.values())
            .filter(set -> set.family == Family.ML_KEM || set.family == Family.ML_DSA).toArray(ParameterSet[]::new);
    private final Map<ParameterSet, AtomicReferenceArray<KeyPair>> keys = new EnumMap<>(ParameterSet.class);
    private final ConcurrentLinkedQueue<Sent> ciphertexts = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Signed> signatures = new ConcurrentLinkedQueue<>();
    private final Map<Tally, AtomicLong> tally = new EnumMap<>(Tally.class);
    private final AtomicInteger failures = new AtomicInteger();
    private final ConcurrentLinkedQueue<Throwable> firstFailures = new ConcurrentLinkedQueue<>();

    @Test
    void everyResultIsRightUnderLoad() throws Exception {
        for (Tally t : Tally.values()) {
            tally.put(t, new AtomicLong());
        }
        for (ParameterSet set : SETS) {
            AtomicReferenceArray<KeyPair> slots = new AtomicReferenceArray<>(KEYS_PER_SET);
            KeyPairGenerator generator = KeyPairGenerator.getInstance(set.jcaName, PROVIDER);
            for (int i = 0; i < KEYS_PER_SET; i++) {
                slots.set(i, generator.generateKeyPair());
            }
            keys.put(set, slots);
            // Every service used once before counting (so that nothing done on first use is counted).
            KeyPair pair = slots.get(0);
            if (set.family == Family.ML_KEM) {
                MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
                assertTrue(Arrays.equals(sent.key().getEncoded(),
                        MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded()));
            } else {
                Signature signature = newSignature();
                signature.initSign(pair.getPrivate());
                byte[] signed = signature.sign();
                signature.initVerify(pair.getPublic());
                assertTrue(signature.verify(signed));
            }
            KeyFactory factory = KeyFactory.getInstance(set.jcaName, PROVIDER);
            assertEquals(pair.getPrivate(), factory.generatePrivate(new PKCS8EncodedKeySpec(
                    pair.getPrivate().getEncoded())));
        }

        OperationCounts before = RustPqcProvider.operationCounts();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS);
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<Long>> workers = new ArrayList<>();
        long seed = System.nanoTime();
        for (int t = 0; t < THREADS; t++) {
            SplittableRandom random = new SplittableRandom(seed + t);
            workers.add(pool.submit(() -> {
                start.await();
                return work(random, deadline);
            }));
        }
        long began = System.nanoTime();
        start.countDown();
        long operations = 0;
        for (Future<Long> worker : workers) {
            operations += worker.get(SECONDS + 120, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
        // What is left in the mailboxes is checked too, by this thread.
        SplittableRandom random = new SplittableRandom(seed);
        for (Sent left = ciphertexts.poll(); left != null; left = ciphertexts.poll(), operations++) {
            Sent sent = left;
            guarded(() -> checkDecapsulation(sent, random));
        }
        for (Signed left = signatures.poll(); left != null; left = signatures.poll(), operations++) {
            Signed signed = left;
            guarded(() -> checkVerification(signed, random));
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began);
        OperationCounts after = RustPqcProvider.operationCounts();

        System.out.printf("StormTest: %d operations in %d ms on %d threads over %d parameter sets, binding %s,"
                + " %d failures; %s%n", operations, millis, THREADS, SETS.length,
                RustPqcProvider.binding(), failures.get(), tally);
        if (failures.get() != 0) {
            AssertionError error = new AssertionError(failures.get() + " failed operations; the first ones are"
                    + " attached");
            firstFailures.forEach(error::addSuppressed);
            throw error;
        }

        // The native counters saw exactly these operations, all through the expected binding.
        String binding = System.getProperty("rustpqc.test.expectedBinding", RustPqcProvider.binding());
        for (Tally t : Tally.values()) {
            assertTrue(tally.get(t).get() > 0, t + " never ran: " + tally);
            if (t.operation != null) {
                long viaFfm = after.ffm(t.operation) - before.ffm(t.operation);
                long viaJni = after.jni(t.operation) - before.jni(t.operation);
                assertEquals(tally.get(t).get(), binding.equals("ffm") ? viaFfm : viaJni, t + " counted natively");
                assertEquals(0, binding.equals("ffm") ? viaJni : viaFfm, t + " through the other binding");
            }
        }
    }

    /** One thread's share: random operations until the deadline; returns how many it made. */
    private long work(SplittableRandom random, long deadline) {
        Map<ParameterSet, KeyPairGenerator> generators = new EnumMap<>(ParameterSet.class);
        Map<ParameterSet, KeyFactory> factories = new EnumMap<>(ParameterSet.class);
        Signature signature = newSignature();
        long count = 0;
        ParameterSet[] sets = SETS;
        while (System.nanoTime() < deadline) {
            ParameterSet set = sets[random.nextInt(sets.length)];
            KeyPair pair = keys.get(set).get(random.nextInt(KEYS_PER_SET));
            int choice = random.nextInt(10);
            guarded(() -> {
                if (choice == 0) {
                    KeyPairGenerator generator = generators.get(set);
                    if (generator == null) {
                        generator = KeyPairGenerator.getInstance(set.jcaName, PROVIDER);
                        generators.put(set, generator);
                    }
                    KeyPair fresh = generator.generateKeyPair();
                    tally.get(set.family == Family.ML_KEM ? Tally.KEM_GENERATE : Tally.DSA_GENERATE).incrementAndGet();
                    keys.get(set).set(random.nextInt(KEYS_PER_SET), fresh);
                } else if (choice == 1) {
                    KeyFactory factory = factories.get(set);
                    if (factory == null) {
                        factory = KeyFactory.getInstance(set.jcaName, PROVIDER);
                        factories.put(set, factory);
                    }
                    exportImport(set, pair, factory, signature, random);
                } else if (set.family == Family.ML_KEM) {
                    kem(pair, random);
                } else {
                    dsa(pair, signature, random);
                }
            });
            count++;
        }
        return count;
    }

    /** Encapsulates, and leaves the ciphertext for any thread; or decapsulates one left by another. */
    private void kem(KeyPair pair, SplittableRandom random) throws Exception {
        Sent sent = random.nextBoolean() ? ciphertexts.poll() : null;
        if (sent != null) {
            checkDecapsulation(sent, random);
            return;
        }
        MlKem.Encapsulated encapsulated = MlKem.encapsulate(pair.getPublic());
        tally.get(Tally.KEM_ENCAPSULATE).incrementAndGet();
        sent = new Sent(pair.getPrivate(), encapsulated.ciphertext(), encapsulated.key().getEncoded());
        if (ciphertexts.size() < MAILBOX_LIMIT) {
            ciphertexts.add(sent);
        } else {
            checkDecapsulation(sent, random);
        }
    }

    private void checkDecapsulation(Sent sent, SplittableRandom random) throws Exception {
        byte[] secret = decapsulate(sent.key(), sent.ciphertext());
        assertTrue(Arrays.equals(sent.secret(), secret), "decapsulation gives the encapsulated secret");
        byte[] tampered = sent.ciphertext().clone();
        tampered[random.nextInt(tampered.length)] ^= (byte) (1 << random.nextInt(8));
        assertTrue(!Arrays.equals(sent.secret(), decapsulate(sent.key(), tampered)),
                "a tampered ciphertext gives another secret");
    }

    private byte[] decapsulate(PrivateKey key, byte[] ciphertext) throws Exception {
        byte[] secret = MlKem.decapsulate(key, ciphertext).getEncoded();
        tally.get(Tally.KEM_DECAPSULATE).incrementAndGet();
        return secret;
    }

    /** Signs, and leaves the signature for any thread; or verifies one left by another. */
    private void dsa(KeyPair pair, Signature signature, SplittableRandom random) throws Exception {
        Signed signed = random.nextBoolean() ? signatures.poll() : null;
        if (signed != null) {
            checkVerification(signed, random);
            return;
        }
        byte[] message = new byte[random.nextInt(600)];
        random.nextBytes(message);
        signed = new Signed(pair.getPublic(), message, sign(signature, pair.getPrivate(), message));
        if (signatures.size() < MAILBOX_LIMIT) {
            signatures.add(signed);
        } else {
            checkVerification(signed, random);
        }
    }

    private void checkVerification(Signed signed, SplittableRandom random) throws Exception {
        Signature verifier = newSignature();
        assertTrue(verify(verifier, signed.key(), signed.message(), signed.signature()), "the signature verifies");
        byte[] tampered = signed.signature().clone();
        tampered[random.nextInt(tampered.length)] ^= (byte) (1 << random.nextInt(8));
        assertTrue(!verify(verifier, signed.key(), signed.message(), tampered), "a tampered signature does not");
        byte[] otherMessage = Arrays.copyOf(signed.message(), signed.message().length + 1);
        assertTrue(!verify(verifier, signed.key(), otherMessage, signed.signature()), "nor another message");
    }

    private byte[] sign(Signature signature, PrivateKey key, byte[] message) throws Exception {
        signature.initSign(key);
        signature.update(message);
        byte[] signed = signature.sign();
        tally.get(Tally.DSA_SIGN).incrementAndGet();
        return signed;
    }

    private boolean verify(Signature signature, PublicKey key, byte[] message, byte[] signed) throws Exception {
        signature.initVerify(key);
        signature.update(message);
        boolean valid = signature.verify(signed);
        tally.get(valid ? Tally.DSA_VERIFY_VALID : Tally.DSA_VERIFY_INVALID).incrementAndGet();
        return valid;
    }

    /** Exports a shared key pair and imports it again; the imported keys work with the originals. */
    private void exportImport(ParameterSet set, KeyPair pair, KeyFactory factory, Signature signature,
            SplittableRandom random) throws Exception {
        byte[] x509 = pair.getPublic().getEncoded();
        byte[] pkcs8 = pair.getPrivate().getEncoded();
        PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(x509));
        PrivateKey privateKey = factory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        tally.get(Tally.KEY_IMPORT).incrementAndGet();
        assertEquals(pair.getPublic(), publicKey);
        assertEquals(pair.getPrivate(), privateKey);
        assertTrue(Arrays.equals(x509, publicKey.getEncoded()), "X.509 round trip");
        assertTrue(Arrays.equals(pkcs8, privateKey.getEncoded()), "PKCS#8 round trip");
        if (set.family == Family.ML_KEM) {
            MlKem.Encapsulated sent = MlKem.encapsulate(publicKey);
            tally.get(Tally.KEM_ENCAPSULATE).incrementAndGet();
            checkDecapsulation(new Sent(pair.getPrivate(), sent.ciphertext(), sent.key().getEncoded()), random);
            assertTrue(Arrays.equals(sent.key().getEncoded(), decapsulate(privateKey, sent.ciphertext())),
                    "the imported private key decapsulates");
        } else {
            byte[] message = new byte[random.nextInt(64)];
            random.nextBytes(message);
            checkVerification(new Signed(pair.getPublic(), message, sign(signature, privateKey, message)), random);
        }
    }

    private static Signature newSignature() {
        try {
            return Signature.getInstance("ML-DSA", PROVIDER);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    private interface Operation {
        void run() throws Exception;
    }

    /** Runs one operation; any exception or failed check is a failure, and the storm goes on. */
    private void guarded(Operation operation) {
        try {
            operation.run();
        } catch (Throwable t) {
            if (failures.incrementAndGet() <= 5) {
                firstFailures.add(t);
            }
        }
    }
}
