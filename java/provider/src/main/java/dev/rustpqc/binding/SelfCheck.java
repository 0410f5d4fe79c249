package dev.rustpqc.binding;

import java.security.MessageDigest;
import java.util.Arrays;

/**
 * The check run once when the library loads, before any service is registered: a pairwise
 * ML-KEM-512 round trip through the chosen binding with fresh OS randomness. The library's own
 * known-answer tests (ML-KEM-768, ML-DSA-65, X-Wing, SLH-DSA-SHA2-128f and -SHAKE-128f, fixed
 * inputs, recorded answers) run inside it, each family's before that family's first operation,
 * whichever binding calls; so this round trip runs ML-KEM's, and a process that only signs never
 * waits for SLH-DSA's. (One round trip keeps start-up short: on FFM every further C function
 * costs a downcall handle, milliseconds in a cold JVM, and a new call shape more; so the three
 * calls share one shape, and the prepared-key paths are left to the known answers.) A failure
 * leaves the provider without services and with the reason as its load error; a family whose
 * known answers fail later makes that operation, and every one after it, fail with a
 * ProviderException.
 */
final class SelfCheck {
    /** What runs, and when, for the diagnosis. */
    static final String DESCRIPTION = "known answers for ML-KEM-768, ML-DSA-65, X-Wing and SLH-DSA (library,"
            + " each family's before its first use), a pairwise ML-KEM-512 round trip with fresh OS randomness"
            + " (binding, at load)";
    /** The same in the FIPS flavour, whose ML-KEM and ML-DSA are the AWS-LC FIPS module's. */
    static final String FIPS_DESCRIPTION = "the AWS-LC FIPS module's integrity check and power-on self-tests"
            + " (module, when the library loads; a failure aborts the process), all its known-answer tests"
            + " (module, at load), a pairwise ML-KEM-512 round trip through the module (binding, at load)";

    /** ML-KEM-512: its number and sizes (seed, encapsulation key, decapsulation key, ciphertext). */
    private static final int SET = 512;
    private static final int SEED = 64;
    private static final int EK = 800;
    private static final int DK = 1632;
    private static final int CIPHERTEXT = 768;
    private static final int SECRET = 32;

    private SelfCheck() {
    }

    /** {@code fips}: the FIPS module generates ML-KEM keys and keeps no seed, so none is asked for. */
    static void run(NativeBinding binding, boolean fips) {
        byte[] seed = new byte[fips ? 0 : SEED];
        byte[] ek = new byte[EK];
        byte[] dk = new byte[DK];
        byte[] ciphertext = new byte[CIPHERTEXT];
        byte[] sent = new byte[SECRET];
        byte[] received = new byte[SECRET];
        try {
            require(binding.mlKemGenerate(SET, seed, ek, dk), "key generation");
            require(binding.mlKemEncapsulate(SET, ek, ciphertext, sent), "encapsulation");
            require(binding.mlKemDecapsulate(SET, dk, ciphertext, received), "decapsulation");
            if (!MessageDigest.isEqual(sent, received)) {
                throw new NativeLibraryException("pairwise self-test: ML-KEM-512 secrets differ");
            }
        } finally {
            wipe(seed, dk, sent, received);
        }
    }

    private static void require(NativeStatus status, String step) {
        if (status == NativeStatus.SELF_TEST_FAILED) {
            throw new NativeLibraryException("the native library failed its self-test (" + status.message()
                    + "); the provider serves nothing");
        }
        if (status != NativeStatus.OK) {
            throw new NativeLibraryException("pairwise self-test: ML-KEM-512 " + step + " failed: "
                    + status.message());
        }
    }

    private static void wipe(byte[]... secrets) {
        for (byte[] secret : secrets) {
            Arrays.fill(secret, (byte) 0);
        }
    }
}
