package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;
import java.util.Arrays;

/** The native ML-KEM operations behind the key classes and the KEM services. */
final class MlKemOperations {
    private MlKemOperations() {
    }

    /** FIPS 203 section 7.2: the modulus check of an encapsulation key. */
    static void checkEncapsulationKey(ParameterSet set, byte[] ek) throws InvalidKeyException {
        NativeStatus status = Native.binding().mlKemCheckEncapsulationKey(set.nativeId, ek);
        if (status == NativeStatus.INVALID_ENCAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid " + set + " public key: " + status.message()
                    + " (a coefficient is not below q = 3329)");
        }
        NativeFailures.require(status, set + " public key check");
    }

    /** FIPS 203 section 7.3: the hash check of a decapsulation key. */
    static void checkDecapsulationKey(ParameterSet set, byte[] dk) throws InvalidKeyException {
        NativeStatus status = Native.binding().mlKemCheckDecapsulationKey(set.nativeId, dk);
        if (status == NativeStatus.INVALID_DECAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid " + set + " private key: " + status.message()
                    + " (the embedded H(ek) does not match the embedded public key)");
        }
        NativeFailures.require(status, set + " private key check");
    }

    /** A validated encapsulation key parsed once for fast encapsulation (holds no secret). */
    static byte[] prepareEncapsulationKey(ParameterSet set, byte[] ek) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeBinding.PREPARED_ENCAPSULATION_KEY)];
        NativeFailures.require(Native.binding().mlKemPrepareEncapsulationKey(set.nativeId, ek, prepared),
                set + " public key preparation");
        return prepared;
    }

    /** A validated decapsulation key parsed once for fast decapsulation (a secret: wipe it). */
    static byte[] prepareDecapsulationKey(ParameterSet set, byte[] dk) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeBinding.PREPARED_DECAPSULATION_KEY)];
        NativeStatus status = Native.binding().mlKemPrepareDecapsulationKey(set.nativeId, dk, prepared);
        if (status != NativeStatus.OK) {
            Arrays.fill(prepared, (byte) 0);
            throw NativeFailures.failure(set + " private key preparation", status);
        }
        return prepared;
    }

    /** Encapsulates to a prepared encapsulation key with OS randomness. */
    static Encapsulation encapsulate(ParameterSet set, byte[] prepared) {
        byte[] ciphertext = new byte[set.outputLength];
        byte[] sharedSecret = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        NativeFailures.require(Native.binding().mlKemEncapsulatePrepared(set.nativeId, prepared, ciphertext,
                sharedSecret), set + " encapsulation");
        return new Encapsulation(ciphertext, sharedSecret);
    }

    /**
     * Decapsulates a ciphertext of the right length; a tampered one gives the implicit-rejection
     * key. The first use of a key takes the packed path (cheaper than parsing for a one-time key,
     * as in a TLS handshake); later ones use the key parsed once.
     */
    static byte[] decapsulate(PqcPrivateKey key, byte[] ciphertext) throws InvalidKeyException {
        ParameterSet set = key.parameterSet();
        byte[] sharedSecret = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        NativeBinding binding = Native.binding();
        NativeStatus status = key.use((seed, expanded) -> {
            byte[] prepared = key.preparedForDecapsulation(expanded);
            return prepared != null
                    ? binding.mlKemDecapsulatePrepared(set.nativeId, prepared, ciphertext, sharedSecret)
                    : binding.mlKemDecapsulate(set.nativeId, expanded, ciphertext, sharedSecret);
        });
        NativeFailures.require(status, set + " decapsulation");
        return sharedSecret;
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
            long length = Native.binding().mlKemPreparedKeyLength(set.nativeId, kind);
            if (length < 0) {
                throw NativeFailures.failure(set + " prepared key length", NativeStatus.of((int) length));
            }
            return Math.toIntExact(length);
        }
    }
}
