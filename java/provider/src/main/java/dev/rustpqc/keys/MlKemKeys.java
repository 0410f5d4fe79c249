package dev.rustpqc.keys;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;
import java.util.Arrays;

/**
 * ML-KEM's keys (FIPS 203): the seed {@code d || z} or the expanded decapsulation key, which
 * carries the encapsulation key and its hash H(ek). libcrux leaves the FIPS 203 input checks to
 * its caller, so they are made here: the modulus check of every encapsulation key, the hash check
 * of every decapsulation key imported without its seed.
 */
final class MlKemKeys extends SeedOrExpanded {
    @Override
    NativeStatus fillGenerated(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded) {
        return binding.mlKemGenerate(set, seed, publicKey, expanded);
    }

    @Override
    NativeStatus fillFromSeed(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded) {
        return binding.mlKemFromSeed(set, seed, publicKey, expanded);
    }

    /** FIPS 203 section 7.2: the modulus check of an encapsulation key. */
    @Override
    public void checkPublicKey(ParameterSet set, byte[] key) throws InvalidKeyException {
        KeyFamily.requireValid(Native.binding().mlKemCheckEncapsulationKey(set.nativeId, key),
                NativeStatus.INVALID_ENCAPSULATION_KEY, set, "public key", "a coefficient is not below q = 3329");
    }

    /** FIPS 203 section 7.3: the hash check of a decapsulation key. */
    @Override
    void checkExpanded(ParameterSet set, byte[] dk) throws InvalidKeyException {
        KeyFamily.requireValid(Native.binding().mlKemCheckDecapsulationKey(set.nativeId, dk),
                NativeStatus.INVALID_DECAPSULATION_KEY, set, "private key",
                "the embedded H(ek) does not match the embedded public key");
    }

    /** The expanded key carries the encapsulation key, followed by H(ek) and z. */
    @Override
    boolean belongsTogether(ParameterSet set, byte[] publicKey, byte[] expanded) {
        int offset = set.publicKeyLength - 32;
        return Arrays.equals(publicKey, 0, publicKey.length, expanded, offset, offset + set.publicKeyLength);
    }

    @Override
    public byte[] prepareDecapsulationKey(ParameterSet set, byte[] expanded) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeBinding.PREPARED_DECAPSULATION_KEY)];
        NativeStatus status = Native.binding().mlKemPrepareDecapsulationKey(set.nativeId, expanded, prepared);
        if (status != NativeStatus.OK) {
            Secrets.wipe(prepared);
            throw NativeFailures.failure(set + " private key preparation", status);
        }
        return prepared;
    }

    /** A checked encapsulation key parsed once for fast encapsulation (it holds no secret). */
    static byte[] prepareEncapsulationKey(ParameterSet set, byte[] key) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeBinding.PREPARED_ENCAPSULATION_KEY)];
        NativeFailures.require(Native.binding().mlKemPrepareEncapsulationKey(set.nativeId, key, prepared),
                set + " public key preparation");
        return prepared;
    }

    /** Prepared-key lengths per ML-KEM set, asked once (the layout depends on the CPU). */
    private static final class PreparedLengths {
        private static final int[][] LENGTHS = new int[ParameterSet.values().length][];

        static {
            for (ParameterSet set : ParameterSet.values()) {
                if (set.family == Family.ML_KEM) {
                    LENGTHS[set.ordinal()] = new int[] {length(set, NativeBinding.PREPARED_ENCAPSULATION_KEY),
                            length(set, NativeBinding.PREPARED_DECAPSULATION_KEY)};
                }
            }
        }

        static int of(ParameterSet set, int kind) {
            return LENGTHS[set.ordinal()][kind - 1];
        }

        private static int length(ParameterSet set, int kind) {
            return NativeFailures.length(Native.binding().mlKemPreparedKeyLength(set.nativeId, kind),
                    set + " prepared key length");
        }
    }
}
