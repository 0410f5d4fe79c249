package dev.rustpqc.keys;

import dev.rustpqc.binding.FipsFlavour;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import java.security.PrivateKey;
import java.util.function.Function;

/**
 * The bytes of a key pair as native code made them: the seed it came from (or null), the public
 * key (or null when not derived) and the private key as native code keeps it (null for X-Wing,
 * whose private key is the seed). The holder owns the arrays and wipes what it does not keep. A
 * composite ML-DSA key's seed is the draft's private key (the ML-DSA seed and the traditional
 * private key), and {@code traditional} is the JDK's key object for its traditional half.
 */
record KeyMaterial(byte[] seed, byte[] publicKey, byte[] privateKey, PrivateKey traditional) {
    KeyMaterial(byte[] seed, byte[] publicKey, byte[] privateKey) {
        this(seed, publicKey, privateKey, null);
    }

    /** Empty buffers for a key pair of {@code set}: a seed where its family has a seed form. */
    static KeyMaterial allocate(ParameterSet set) {
        return new KeyMaterial(set.seedLength == 0 ? null : new byte[set.seedLength], new byte[set.publicKeyLength],
                new byte[set.privateKeyLength]);
    }

    /** A fresh key pair of {@code set}, its buffers filled natively by {@code generation}; a failure wipes them. */
    static KeyMaterial generate(ParameterSet set, Function<KeyMaterial, NativeStatus> generation) {
        KeyMaterial keys = forGeneration(set);
        return keys.orWipe(generation.apply(keys), set + " key generation").withoutEmptySeed();
    }

    /**
     * Empty buffers for a fresh key pair of {@code set}, as {@link #allocate}; except that the FIPS
     * module generates ML-KEM keys itself and keeps no seed: an empty one is asked for there, and
     * {@link #withoutEmptySeed} then leaves the key without a seed form.
     */
    static KeyMaterial forGeneration(ParameterSet set) {
        if (set.family == Family.ML_KEM && FipsFlavour.active()) {
            return new KeyMaterial(new byte[0], new byte[set.publicKeyLength], new byte[set.privateKeyLength]);
        }
        return allocate(set);
    }

    /** This, with no seed where native code was asked for none. */
    KeyMaterial withoutEmptySeed() {
        return seed != null && seed.length == 0 ? new KeyMaterial(null, publicKey, privateKey, traditional) : this;
    }

    /**
     * This, if the native call that filled it succeeded; otherwise wipes it and throws.
     *
     * @throws java.security.ProviderException naming {@code operation} and the reason
     */
    KeyMaterial orWipe(NativeStatus status, String operation) {
        if (status != NativeStatus.OK) {
            wipe();
            throw NativeFailures.failure(operation, status);
        }
        return this;
    }

    /** Zeroes the secret parts. */
    void wipe() {
        Secrets.wipe(seed, privateKey);
    }
}
