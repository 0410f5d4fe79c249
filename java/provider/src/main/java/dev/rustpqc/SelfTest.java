package dev.rustpqc;

import java.security.MessageDigest;
import java.util.Arrays;

/**
 * The checks run once when the library loads, before any service is registered: the library's
 * own known-answer tests (ML-KEM-768 and ML-DSA-65, fixed inputs, recorded answers), then a
 * pairwise ML-KEM round trip through the chosen binding with fresh OS randomness. (One round trip
 * keeps start-up short: on FFM every further C function costs a downcall handle, milliseconds in
 * a cold JVM; ML-DSA's signing and verification are covered by the known answers.) A failure leaves the provider
 * without services and with the reason as its load error.
 */
final class SelfTest {
    /** What ran, for the diagnosis. */
    static final String DESCRIPTION = "known answers for ML-KEM-768 and ML-DSA-65 (library),"
            + " a pairwise ML-KEM-512 round trip with fresh OS randomness (binding)";

    private SelfTest() {
    }

    static void run(NativeBinding binding) {
        int status = binding.selfTest();
        if (status != NativeAbi.OK) {
            throw new NativeLibraryException("the native library failed its self-test ("
                    + NativeAbi.describe(status) + "); the provider serves nothing");
        }
        pairwiseKem(binding, ParameterSet.ML_KEM_512);
    }

    private static void pairwiseKem(NativeBinding binding, ParameterSet set) {
        byte[] seed = new byte[set.seedLength];
        byte[] ek = new byte[set.publicKeyLength];
        byte[] dk = new byte[set.privateKeyLength];
        byte[] prepared = new byte[(int) binding.mlKemPreparedKeyLength(set.nativeId,
                NativeAbi.PREPARED_ENCAPSULATION_KEY)];
        byte[] ciphertext = new byte[set.outputLength];
        byte[] sent = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        byte[] received = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        try {
            require(binding.mlKemGenerate(set.nativeId, seed, ek, dk), set + " key generation");
            require(binding.mlKemPrepareEncapsulationKey(set.nativeId, ek, prepared), set + " key preparation");
            require(binding.mlKemEncapsulatePrepared(set.nativeId, prepared, ciphertext, sent), set + " encapsulation");
            require(binding.mlKemDecapsulate(set.nativeId, dk, ciphertext, received), set + " decapsulation");
            if (!MessageDigest.isEqual(sent, received)) {
                throw new NativeLibraryException("pairwise self-test: " + set + " secrets differ");
            }
        } finally {
            wipe(seed, dk, sent, received);
        }
    }

    private static void require(int status, String step) {
        if (status != NativeAbi.OK) {
            throw new NativeLibraryException("pairwise self-test: " + step + " failed: " + NativeAbi.describe(status));
        }
    }

    private static void wipe(byte[]... secrets) {
        for (byte[] secret : secrets) {
            Arrays.fill(secret, (byte) 0);
        }
    }
}
