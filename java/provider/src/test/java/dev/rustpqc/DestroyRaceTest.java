package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.PqcPrivateKey;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.SignatureException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;

/**
 * Threads decapsulate and sign (hedged and deterministic) with keys that another thread destroys
 * while they run. Every result must be the right one (the shared secret the sender got, a
 * signature that verifies, the deterministic signature of the intact key) or a typed exception
 * saying the key is destroyed: a half-wiped key must never reach native code. At least 100,000
 * operations per run; the build runs it on every JDK and both bindings.
 */
class DestroyRaceTest {
    private static final int WORKERS = 4;
    private static final long OPERATIONS = Long.getLong("rustpqc.destroyRace.operations", 100_000);
    private static final byte[] MESSAGE = "destroy me while I sign".getBytes(java.nio.charset.StandardCharsets.UTF_8);

    /** One key under attack, with the answers its intact material gives. */
    private static final class Target {
        final PrivateKey kem;
        final byte[] ciphertext;
        final byte[] secret;
        final PrivateKey dsa;
        final KeyPair dsaPair;
        final byte[] deterministic;

        Target(KeyPair kemPair, KeyPair dsaPair) throws Exception {
            MlKem.Encapsulated sent = MlKem.encapsulate(kemPair.getPublic());
            this.kem = kemPair.getPrivate();
            this.ciphertext = sent.ciphertext();
            this.secret = sent.key().getEncoded();
            this.dsa = dsaPair.getPrivate();
            this.dsaPair = dsaPair;
            this.deterministic = sign(dsa, true);
        }
    }

    @Test
    void everyResultIsCorrectOrATypedRefusal() throws Exception {
        KeyPairGenerator kemGenerator = KeyPairGenerator.getInstance("ML-KEM-512", PROVIDER);
        KeyPairGenerator dsaGenerator = KeyPairGenerator.getInstance("ML-DSA-44", PROVIDER);
        AtomicLong operations = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        AtomicLong rounds = new AtomicLong();
        ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
        while (operations.get() < OPERATIONS) {
            Target target = new Target(kemGenerator.generateKeyPair(), dsaGenerator.generateKeyPair());
            CountDownLatch start = new CountDownLatch(1);
            List<Thread> workers = new ArrayList<>();
            for (int w = 0; w < WORKERS; w++) {
                int kind = w;
                Thread worker = new Thread(() -> {
                    try {
                        start.await();
                        // Until the key refuses this worker three times: operations run before,
                        // during and after the destruction.
                        for (int refusals = 0; refusals < 3;) {
                            if (attack(target, kind, wrong)) {
                                operations.incrementAndGet();
                            } else {
                                refused.incrementAndGet();
                                refusals++;
                            }
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                worker.start();
                workers.add(worker);
            }
            start.countDown();
            LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(50_000, 2_000_000));
            target.kem.destroy();
            target.dsa.destroy();
            for (Thread worker : workers) {
                worker.join();
            }
            rounds.incrementAndGet();
            assertTrue(wrong.isEmpty(), wrong.size() + " wrong results, e.g. " + wrong.peek());
        }
        System.out.printf("DestroyRaceTest (%s): %d correct results, %d typed refusals, %d keys destroyed"
                + " under load%n", RustPqcProvider.binding(), operations.get(), refused.get(), rounds.get());
        assertTrue(refused.get() > 0, "destruction raced the operations");
    }

    /**
     * One operation: decapsulation (kinds 0, 1), deterministic (2) or hedged (3) signing. Returns
     * whether it gave a result (checked) rather than a refusal.
     */
    private static boolean attack(Target target, int kind, ConcurrentLinkedQueue<String> wrong) {
        try {
            if (kind < 2) {
                SecretKey secret = MlKem.decapsulate(target.kem, target.ciphertext);
                if (!MessageDigest.isEqual(target.secret, secret.getEncoded())) {
                    wrong.add("decapsulation gave another secret");
                }
            } else {
                byte[] signature = sign(target.dsa, kind == 2);
                if (kind == 2 && !MessageDigest.isEqual(target.deterministic, signature)) {
                    wrong.add("deterministic signature differs from the intact key's");
                }
                Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
                verifier.initVerify(target.dsaPair.getPublic());
                verifier.update(MESSAGE);
                if (!verifier.verify(signature)) {
                    wrong.add("signature does not verify");
                }
            }
            return true;
        } catch (InvalidKeyException | SignatureException e) {
            if (!String.valueOf(e.getMessage()).contains("destroyed")) {
                wrong.add("unexpected " + e);
            }
            return false;
        } catch (Exception e) {
            wrong.add("untyped failure " + e);
            return false;
        }
    }

    private static byte[] sign(PrivateKey key, boolean deterministic) throws Exception {
        Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
        if (deterministic) {
            signer.setParameter(MlDsaParameterSpec.deterministicSigning());
        }
        signer.initSign(key);
        signer.update(MESSAGE);
        return signer.sign();
    }

    @Test
    void threadsPreparingOneKeyShareOneParsedCopyThatDestroyWipes() throws Exception {
        for (int round = 0; round < 200; round++) {
            PqcPrivateKey key = (PqcPrivateKey) KeyPairGenerator.getInstance("ML-KEM-512", PROVIDER)
                    .generateKeyPair().getPrivate();
            key.use((seed, expanded) -> key.preparedForDecapsulation(expanded));
            byte[][] seen = new byte[2][];
            CountDownLatch start = new CountDownLatch(1);
            Thread[] threads = new Thread[2];
            for (int t = 0; t < 2; t++) {
                int slot = t;
                threads[t] = new Thread(() -> {
                    try {
                        start.await();
                        seen[slot] = key.use((seed, expanded) -> key.preparedForDecapsulation(expanded));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                threads[t].start();
            }
            start.countDown();
            for (Thread thread : threads) {
                thread.join();
            }
            assertTrue(seen[0] == seen[1], "both threads use the one parsed copy the key keeps");
            key.destroy();
            assertEquals(0, nonZero(seen[0]), "destroy() wiped the parsed copy");
        }
    }

    private static int nonZero(byte[] bytes) {
        int count = 0;
        for (byte b : bytes) {
            count += b != 0 ? 1 : 0;
        }
        return count;
    }
}
