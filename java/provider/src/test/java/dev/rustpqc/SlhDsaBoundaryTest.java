package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * SLH-DSA at the native boundary: its calls take up to seconds and need up to 240 KiB of stack,
 * and neither may hurt the JVM. A signature in progress does not hold off the garbage collector;
 * a thread with a small stack signs with the set that needs the most; threads share keys; the
 * native counters see every operation, through the expected binding.
 */
class SlhDsaBoundaryTest {
    private static final byte[] MESSAGE = "boundary".getBytes(StandardCharsets.UTF_8);

    private static byte[] sign(KeyPair pair, byte[] message) throws Exception {
        Signature signer = Signature.getInstance("SLH-DSA", PROVIDER);
        signer.initSign(pair.getPrivate());
        signer.update(message);
        return signer.sign();
    }

    private static boolean verify(KeyPair pair, byte[] message, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("SLH-DSA", PROVIDER);
        verifier.initVerify(pair.getPublic());
        verifier.update(message);
        return verifier.verify(signature);
    }

    /**
     * A critical FFM call keeps its thread in Java until it returns, so a safepoint (which every
     * garbage collection needs) waits for it; a pinned JNI array (GetPrimitiveArrayCritical) holds
     * the collector off on JDK 17 and 21. SLH-DSA calls are neither: a collection requested while
     * a signature runs returns before that signature ends. Proven by order, not by a stopwatch: a
     * thread signs one signature after another, and a collection requested during signature n
     * must return while n is still running, once in a few tries (it can miss only when n ends
     * during the collection; a collector held off by n can never return before n ends).
     */
    @Test
    void aLongSignatureDoesNotHoldOffTheGarbageCollector() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHAKE-192S", PROVIDER).generateKeyPair();
        AtomicLong started = new AtomicLong();
        AtomicLong finished = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread signer = new Thread(() -> {
            try {
                while (!stop.get()) {
                    started.incrementAndGet();
                    byte[] signature = sign(pair, MESSAGE);
                    if (!verify(pair, MESSAGE, signature)) {
                        throw new AssertionError("a signature made during collections does not verify");
                    }
                    finished.incrementAndGet();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "slh-dsa-signer");
        signer.start();
        int tries = 0;
        boolean returnedDuringTheSignature = false;
        try {
            while (!returnedDuringTheSignature && tries < 20 && failure.get() == null) {
                // Inside signature n: n started, n - 1 finished (the first one warms up).
                long n = started.get();
                if (n < 2 || finished.get() != n - 1) {
                    Thread.sleep(1);
                    continue;
                }
                tries++;
                System.gc();
                returnedDuringTheSignature = finished.get() < n;
                // Wait for the next signature before the next try.
                while (started.get() == n && failure.get() == null) {
                    Thread.sleep(1);
                }
            }
        } finally {
            stop.set(true);
            signer.join();
        }
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
        System.out.printf("SlhDsaBoundaryTest: a collection returned during the SLH-DSA-SHAKE-192s signature it"
                + " began beside: %s, after %d tries (binding %s)%n", returnedDuringTheSignature, tries,
                RustPqcProvider.binding());
        assertTrue(returnedDuringTheSignature, "in " + tries + " tries, every collection returned only after the"
                + " signature it was requested during had ended");
    }

    /**
     * Signing with SLH-DSA-SHA2-256f needs about 240 KiB of stack. A JVM thread made with 200 KiB
     * (as -Xss200k or a framework's small pool would make it) has less than that left for native
     * code; without the helper thread the library moves such calls to, the JVM would crash here.
     */
    @Test
    void aThreadWithASmallStackSignsWithTheSetThatNeedsTheMost() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("SLH-DSA-SHA2-256F", PROVIDER).generateKeyPair();
        AtomicReference<Object> result = new AtomicReference<>();
        Thread small = new Thread(null, () -> {
            try {
                byte[] signature = sign(pair, MESSAGE);
                result.set(verify(pair, MESSAGE, signature));
            } catch (Throwable t) {
                result.set(t);
            }
        }, "small-stack", 200 * 1024);
        small.start();
        small.join();
        assertEquals(Boolean.TRUE, result.get());
    }

    @Test
    void threadsShareKeysAndTheCountersSeeEveryOperation() throws Exception {
        int threads = 4;
        List<KeyPair> keys = new ArrayList<>();
        for (String set : List.of("SLH-DSA-SHA2-128F", "SLH-DSA-SHAKE-128F")) {
            keys.add(KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair());
        }
        OperationCounts before = RustPqcProvider.operationCounts();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<int[]>> work = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            work.add(pool.submit(() -> {
                int signatures = 0;
                int verifications = 0;
                for (int i = 0; i < 6; i++) {
                    KeyPair pair = keys.get((thread + i) % keys.size());
                    byte[] message = (thread + ":" + i).getBytes(StandardCharsets.UTF_8);
                    byte[] signature = sign(pair, message);
                    signatures++;
                    if (!verify(pair, message, signature)) {
                        throw new AssertionError("thread " + thread + " signature " + i + " does not verify");
                    }
                    verifications++;
                    message[0] ^= 1;
                    if (verify(pair, message, signature)) {
                        throw new AssertionError("thread " + thread + " verified another message");
                    }
                }
                return new int[] {signatures, verifications};
            }));
        }
        int signatures = 0;
        int verifications = 0;
        for (Future<int[]> f : work) {
            int[] counts = f.get(10, TimeUnit.MINUTES);
            signatures += counts[0];
            verifications += counts[1];
        }
        pool.shutdown();
        OperationCounts after = RustPqcProvider.operationCounts();
        String binding = System.getProperty("rustpqc.test.expectedBinding", RustPqcProvider.binding());
        boolean ffm = binding.equals("ffm");
        long signedNatively = ffm ? after.ffm(NativeOperation.SLH_DSA_SIGN) - before.ffm(NativeOperation.SLH_DSA_SIGN)
                : after.jni(NativeOperation.SLH_DSA_SIGN) - before.jni(NativeOperation.SLH_DSA_SIGN);
        long verifiedNatively = ffm
                ? after.ffm(NativeOperation.SLH_DSA_VERIFY) - before.ffm(NativeOperation.SLH_DSA_VERIFY)
                : after.jni(NativeOperation.SLH_DSA_VERIFY) - before.jni(NativeOperation.SLH_DSA_VERIFY);
        assertEquals(signatures, signedNatively, "signatures counted through " + binding);
        assertEquals(verifications, verifiedNatively, "successful verifications counted through " + binding);
        NativeOperation other = NativeOperation.SLH_DSA_SIGN;
        assertEquals(0, ffm ? after.jni(other) - before.jni(other) : after.ffm(other) - before.ffm(other),
                "nothing through the other binding");
    }
}
