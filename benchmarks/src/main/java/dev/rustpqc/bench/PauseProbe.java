package dev.rustpqc.bench;

import dev.rustpqc.RustPqcProvider;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Signature;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * How long a large ML-DSA signature holds up the rest of the JVM: one thread allocates without
 * pause (so garbage collections keep coming) and records the longest gap between two of its
 * allocations, while the main thread signs and then verifies a message of the given size, fed in
 * 1 MiB pieces from one reused array. A native call that holds a critical section (FFM
 * {@code critical(true)}, JNI {@code GetPrimitiveArrayCritical}) keeps the collector, and so the
 * allocating thread, waiting until it returns. Prints one JSON line: the longest pause, the pauses
 * over 10 ms, the heap's peak use and the time taken.
 *
 * <p>{@code java ... dev.rustpqc.bench.PauseProbe <RustPqc|SUN|BC> <MiB> [ML-DSA-65]}
 */
public final class PauseProbe {
    private static final int PIECE = 1 << 20;

    private PauseProbe() {
    }

    public static void main(String[] args) throws Exception {
        String providerName = args[0];
        long mebibytes = Long.parseLong(args[1]);
        String set = args.length > 2 ? args[2] : "ML-DSA-65";
        Provider provider = switch (providerName) {
            case "RustPqc" -> new RustPqcProvider();
            case "BC" -> new BouncyCastleProvider();
            default -> java.security.Security.getProvider(providerName);
        };
        KeyPair pair = KeyPairGenerator.getInstance(set, provider).generateKeyPair();
        byte[] piece = new byte[PIECE];
        new SplittableRandom(7).nextBytes(piece);

        AtomicBoolean running = new AtomicBoolean(true);
        long[] longest = new long[1];
        long[] over10ms = new long[1];
        Thread allocator = new Thread(() -> {
            long last = System.nanoTime();
            Object[] keep = new Object[64];
            int i = 0;
            while (running.get()) {
                keep[i++ & 63] = new byte[4096];
                long now = System.nanoTime();
                long gap = now - last;
                if (gap > longest[0]) {
                    longest[0] = gap;
                }
                if (gap > 10_000_000) {
                    over10ms[0]++;
                }
                last = now;
            }
        });
        allocator.setDaemon(true);
        allocator.start();
        Thread.sleep(500);
        longest[0] = 0;
        over10ms[0] = 0;
        resetPeaks();

        long started = System.nanoTime();
        Signature signer = Signature.getInstance(set, provider);
        signer.initSign(pair.getPrivate());
        for (long fed = 0; fed < mebibytes; fed++) {
            signer.update(piece);
        }
        byte[] signature = signer.sign();
        Signature verifier = Signature.getInstance(set, provider);
        verifier.initVerify(pair.getPublic());
        for (long fed = 0; fed < mebibytes; fed++) {
            verifier.update(piece);
        }
        boolean valid = verifier.verify(signature);
        double seconds = (System.nanoTime() - started) / 1e9;
        running.set(false);
        allocator.join();

        System.out.printf("{\"provider\": \"%s\", \"binding\": \"%s\", \"jdk\": \"%s\", \"set\": \"%s\", \"mebibytes\": %d,"
                + " \"valid\": %b, \"seconds\": %.2f, \"longest_pause_ms\": %.2f, \"pauses_over_10ms\": %d,"
                + " \"heap_peak_mib\": %.1f, \"max_heap_mib\": %.0f}%n", providerName,
                providerName.equals("RustPqc") ? RustPqcProvider.binding() : "-", Runtime.version(), set, mebibytes,
                valid, seconds, longest[0] / 1e6, over10ms[0], heapPeak() / 1048576.0,
                Runtime.getRuntime().maxMemory() / 1048576.0);
        if (!valid) {
            System.exit(1);
        }
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The largest heap in use since the peaks were reset: the sum of the heap pools' peaks. */
    private static long heapPeak() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }
}
