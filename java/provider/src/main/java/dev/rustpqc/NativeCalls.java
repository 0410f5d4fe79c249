package dev.rustpqc;

import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.ProviderException;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * Every native operation the SPI classes use, with the status code turned into the exception the
 * JCA caller expects. Arrays are allocated here and passed to the binding; lengths always match
 * the parameter set, so a length status here means a bug, reported as a ProviderException.
 */
final class NativeCalls {
    private NativeCalls() {
    }

    /** A fresh key pair from OS randomness, its private key written in the configured form. */
    static KeyPair generate(ParameterSet set) {
        PrivateKeyForm form = PrivateKeyForm.configured(set.family);
        byte[] seed = new byte[set.seedLength];
        byte[] publicKey = new byte[set.publicKeyLength];
        byte[] privateKey = new byte[set.privateKeyLength];
        NativeBinding binding = Native.binding();
        int status = set.family == Family.ML_KEM
                ? binding.mlKemGenerate(set.nativeId, seed, publicKey, privateKey)
                : binding.mlDsaGenerate(set.nativeId, seed, publicKey, privateKey);
        if (status != NativeAbi.OK) {
            Arrays.fill(seed, (byte) 0);
            Arrays.fill(privateKey, (byte) 0);
            throw failure(set + " key generation", status);
        }
        return new KeyPair(new PqcPublicKey(set, publicKey), new PqcPrivateKey(set, seed, privateKey, form));
    }

    /** The public and expanded private key a seed derives: {@code {publicKey, privateKey}}. */
    static byte[][] expandSeed(ParameterSet set, byte[] seed) {
        byte[] publicKey = new byte[set.publicKeyLength];
        byte[] privateKey = new byte[set.privateKeyLength];
        NativeBinding binding = Native.binding();
        int status = set.family == Family.ML_KEM
                ? binding.mlKemFromSeed(set.nativeId, seed, publicKey, privateKey)
                : binding.mlDsaFromSeed(set.nativeId, seed, publicKey, privateKey);
        if (status != NativeAbi.OK) {
            Arrays.fill(privateKey, (byte) 0);
            throw failure(set + " key derivation from seed", status);
        }
        return new byte[][] {publicKey, privateKey};
    }

    /** FIPS 203 section 7.2: the modulus check of an encapsulation key. */
    static void checkEncapsulationKey(ParameterSet set, byte[] ek) throws InvalidKeyException {
        int status = Native.binding().mlKemCheckEncapsulationKey(set.nativeId, ek);
        if (status == NativeAbi.INVALID_ENCAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid " + set + " public key: "
                    + NativeAbi.describe(status) + " (a coefficient is not below q = 3329)");
        }
        if (status != NativeAbi.OK) {
            throw failure(set + " public key check", status);
        }
    }

    /** FIPS 203 section 7.3: the hash check of a decapsulation key. */
    static void checkDecapsulationKey(ParameterSet set, byte[] dk) throws InvalidKeyException {
        int status = Native.binding().mlKemCheckDecapsulationKey(set.nativeId, dk);
        if (status == NativeAbi.INVALID_DECAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid " + set + " private key: " + NativeAbi.describe(status)
                    + " (the embedded H(ek) does not match the embedded public key)");
        }
        if (status != NativeAbi.OK) {
            throw failure(set + " private key check", status);
        }
    }

    /** FIPS 204 skDecode's precondition: the secret coefficients of an expanded key are in range. */
    static void checkSigningKey(ParameterSet set, byte[] sk) throws InvalidKeyException {
        int status = Native.binding().mlDsaCheckPrivateKey(set.nativeId, sk);
        if (status == NativeAbi.INVALID_SIGNING_KEY) {
            throw new InvalidKeyException("Invalid " + set + " private key: " + NativeAbi.describe(status)
                    + " (s1 and s2 must lie in [-eta, eta])");
        }
        if (status != NativeAbi.OK) {
            throw failure(set + " private key check", status);
        }
    }

    /** Whether an expanded ML-DSA private key belongs to a public key (same rho, tr = H(pk)). */
    static boolean signingKeyMatches(ParameterSet set, byte[] pk, byte[] sk) {
        int status = Native.binding().mlDsaCheckKeyPair(set.nativeId, pk, sk);
        if (status == NativeAbi.OK || status == NativeAbi.INVALID_SIGNING_KEY) {
            return status == NativeAbi.OK;
        }
        throw failure(set + " key pair check", status);
    }

    /** A validated encapsulation key parsed once for fast encapsulation (holds no secret). */
    static byte[] prepareEncapsulationKey(ParameterSet set, byte[] ek) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeAbi.PREPARED_ENCAPSULATION_KEY)];
        int status = Native.binding().mlKemPrepareEncapsulationKey(set.nativeId, ek, prepared);
        if (status != NativeAbi.OK) {
            throw failure(set + " public key preparation", status);
        }
        return prepared;
    }

    /** A validated decapsulation key parsed once for fast decapsulation (a secret: wipe it). */
    static byte[] prepareDecapsulationKey(ParameterSet set, byte[] dk) {
        byte[] prepared = new byte[PreparedLengths.of(set, NativeAbi.PREPARED_DECAPSULATION_KEY)];
        int status = Native.binding().mlKemPrepareDecapsulationKey(set.nativeId, dk, prepared);
        if (status != NativeAbi.OK) {
            Arrays.fill(prepared, (byte) 0);
            throw failure(set + " private key preparation", status);
        }
        return prepared;
    }

    /** Encapsulates to a key: {@code {ciphertext, sharedSecret}}. */
    static byte[][] encapsulate(PqcPublicKey key) {
        ParameterSet set = key.parameterSet();
        byte[] ciphertext = new byte[set.outputLength];
        byte[] sharedSecret = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        int status = Native.binding().mlKemEncapsulatePrepared(set.nativeId, key.preparedForEncapsulation(),
                ciphertext, sharedSecret);
        if (status != NativeAbi.OK) {
            throw failure(set + " encapsulation", status);
        }
        return new byte[][] {ciphertext, sharedSecret};
    }

    /**
     * Decapsulates a ciphertext of the right length; a tampered one gives the implicit-rejection
     * key. The first use of a key takes the packed path (cheaper than parsing for a one-time key,
     * as in a TLS handshake); later ones use the key parsed once.
     */
    static byte[] decapsulate(PqcPrivateKey key, byte[] ciphertext) throws InvalidKeyException {
        ParameterSet set = key.parameterSet();
        byte[] sharedSecret = new byte[ParameterSet.SHARED_SECRET_LENGTH];
        byte[] prepared = key.preparedForDecapsulation();
        int status = prepared != null
                ? Native.binding().mlKemDecapsulatePrepared(set.nativeId, prepared, ciphertext, sharedSecret)
                : Native.binding().mlKemDecapsulate(set.nativeId, key.expandedKey(), ciphertext, sharedSecret);
        if (status != NativeAbi.OK) {
            throw failure(set + " decapsulation", status);
        }
        return sharedSecret;
    }

    static byte[] sign(ParameterSet set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        int status = Native.binding().mlDsaSign(set.nativeId, sk, message, messageLength, context,
                deterministic, signature);
        if (status != NativeAbi.OK) {
            throw new SignatureException(set + " signing failed: " + NativeAbi.describe(status));
        }
        return signature;
    }

    static boolean verify(ParameterSet set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) throws SignatureException {
        int status = Native.binding().mlDsaVerify(set.nativeId, pk, message, messageLength, context,
                signature);
        if (status == NativeAbi.OK) {
            return true;
        }
        if (status == NativeAbi.VERIFICATION_FAILED) {
            return false;
        }
        throw new SignatureException(set + " verification failed: " + NativeAbi.describe(status));
    }

    /** The operation counters: 8 for the C ABI, then 8 for JNI. */
    static long[] operationCounts() {
        long[] counts = new long[NativeAbi.OPERATION_COUNTERS];
        int status = Native.binding().operationCounts(counts);
        if (status != NativeAbi.OK) {
            throw failure("reading the operation counters", status);
        }
        return counts;
    }

    /** Prepared-key lengths per ML-KEM set, asked once (the layout depends on the CPU). */
    private static final class PreparedLengths {
        private static final int[][] LENGTHS = new int[ParameterSet.values().length][];

        static {
            for (ParameterSet set : ParameterSet.values()) {
                if (set.family == Family.ML_KEM) {
                    LENGTHS[set.ordinal()] = new int[] {length(set, NativeAbi.PREPARED_ENCAPSULATION_KEY),
                            length(set, NativeAbi.PREPARED_DECAPSULATION_KEY)};
                }
            }
        }

        static int of(ParameterSet set, int kind) {
            return LENGTHS[set.ordinal()][kind - 1];
        }

        private static int length(ParameterSet set, int kind) {
            long length = Native.binding().mlKemPreparedKeyLength(set.nativeId, kind);
            if (length < 0 || length > Integer.MAX_VALUE) {
                throw failure(set + " prepared key length", (int) length);
            }
            return (int) length;
        }
    }

    private static ProviderException failure(String operation, int status) {
        String prefix = NativeAbi.isRandomnessFailure(status) ? "no key material was produced: " : "";
        return new ProviderException(operation + " failed: " + prefix + NativeAbi.describe(status));
    }
}
