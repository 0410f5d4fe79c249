package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;
import java.util.Arrays;

/** The native X-Wing operations behind the X-Wing key classes and services, with X-Wing's sizes. */
final class XWingOperations {
    /** The private key: the seed every X-Wing implementation exchanges. */
    static final int SEED_LENGTH = 32;
    static final int PUBLIC_KEY_LENGTH = 1216;
    static final int CIPHERTEXT_LENGTH = 1120;
    static final int SHARED_SECRET_LENGTH = 32;

    private XWingOperations() {
    }

    /** A key pair from OS randomness drawn inside native code. */
    record Generated(byte[] seed, byte[] publicKey) {
    }

    static Generated generate() {
        byte[] seed = new byte[SEED_LENGTH];
        byte[] publicKey = new byte[PUBLIC_KEY_LENGTH];
        NativeStatus status = Native.binding().xWingGenerate(seed, publicKey);
        if (status != NativeStatus.OK) {
            Arrays.fill(seed, (byte) 0);
            throw NativeFailures.failure("X-Wing key generation", status);
        }
        return new Generated(seed, publicKey);
    }

    /** The public key of a 32-byte seed. */
    static byte[] publicKeyOf(byte[] seed) {
        byte[] publicKey = new byte[PUBLIC_KEY_LENGTH];
        NativeFailures.require(Native.binding().xWingFromSeed(seed, publicKey), "X-Wing public key derivation");
        return publicKey;
    }

    /** The FIPS 203 modulus check of the ML-KEM part of a 1216-byte public key. */
    static void checkPublicKey(byte[] publicKey) throws InvalidKeyException {
        NativeStatus status = Native.binding().xWingCheckPublicKey(publicKey);
        if (status == NativeStatus.INVALID_ENCAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid X-Wing public key: its ML-KEM-768 part fails the FIPS 203"
                    + " modulus check (a coefficient is not below q = 3329)");
        }
        NativeFailures.require(status, "X-Wing public key check");
    }

    /** Encapsulates to a checked public key with OS randomness. */
    static Encapsulation encapsulate(byte[] publicKey) {
        byte[] ciphertext = new byte[CIPHERTEXT_LENGTH];
        byte[] sharedSecret = new byte[SHARED_SECRET_LENGTH];
        NativeFailures.require(Native.binding().xWingEncapsulate(publicKey, ciphertext, sharedSecret),
                "X-Wing encapsulation");
        return new Encapsulation(ciphertext, sharedSecret);
    }

    /**
     * Decapsulates a ciphertext of the right length; a tampered one gives a pseudo-random secret.
     * The first use of a key expands the seed inside the call (cheaper for a one-time key); later
     * ones use the key expanded once.
     */
    static byte[] decapsulate(XWingPrivateKey key, byte[] ciphertext) throws InvalidKeyException {
        byte[] sharedSecret = new byte[SHARED_SECRET_LENGTH];
        NativeBinding binding = Native.binding();
        NativeStatus status = key.use(seed -> {
            byte[] prepared = key.preparedForDecapsulation(seed);
            return prepared != null
                    ? binding.xWingDecapsulatePrepared(prepared, ciphertext, sharedSecret)
                    : binding.xWingDecapsulate(seed, ciphertext, sharedSecret);
        });
        NativeFailures.require(status, "X-Wing decapsulation");
        return sharedSecret;
    }

    /** The seed expanded once for decapsulation (a secret: wipe it). */
    static byte[] prepareDecapsulationKey(byte[] seed) {
        byte[] prepared = new byte[PreparedLength.VALUE];
        NativeStatus status = Native.binding().xWingPrepareDecapsulationKey(seed, prepared);
        if (status != NativeStatus.OK) {
            Arrays.fill(prepared, (byte) 0);
            throw NativeFailures.failure("X-Wing private key preparation", status);
        }
        return prepared;
    }

    /** The prepared-key length, asked once (the layout depends on the CPU). */
    private static final class PreparedLength {
        static final int VALUE = length();

        private static int length() {
            long length = Native.binding().xWingPreparedKeyLength();
            if (length < 0) {
                throw NativeFailures.failure("X-Wing prepared key length", NativeStatus.of((int) length));
            }
            return Math.toIntExact(length);
        }
    }
}
