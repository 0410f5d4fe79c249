package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import java.util.Arrays;

/** Key pairs from OS randomness, and the key pair a seed derives, for either family. */
final class KeyGeneration {
    private KeyGeneration() {
    }

    /** A fresh key pair from OS randomness drawn inside native code. */
    static KeyMaterial generate(ParameterSet set) {
        KeyMaterial keys = new KeyMaterial(new byte[set.seedLength], new byte[set.publicKeyLength],
                new byte[set.privateKeyLength]);
        NativeBinding binding = Native.binding();
        NativeStatus status = set.family == Family.ML_KEM
                ? binding.mlKemGenerate(set.nativeId, keys.seed(), keys.publicKey(), keys.privateKey())
                : binding.mlDsaGenerate(set.nativeId, keys.seed(), keys.publicKey(), keys.privateKey());
        if (status != NativeStatus.OK) {
            keys.wipe();
            throw NativeFailures.failure(set + " key generation", status);
        }
        return keys;
    }

    /** The public and expanded private key {@code seed} derives; the result holds {@code seed} itself. */
    static KeyMaterial expandSeed(ParameterSet set, byte[] seed) {
        byte[] publicKey = new byte[set.publicKeyLength];
        byte[] privateKey = new byte[set.privateKeyLength];
        NativeBinding binding = Native.binding();
        NativeStatus status = set.family == Family.ML_KEM
                ? binding.mlKemFromSeed(set.nativeId, seed, publicKey, privateKey)
                : binding.mlDsaFromSeed(set.nativeId, seed, publicKey, privateKey);
        if (status != NativeStatus.OK) {
            Arrays.fill(privateKey, (byte) 0);
            throw NativeFailures.failure(set + " key derivation from seed", status);
        }
        return new KeyMaterial(seed, publicKey, privateKey);
    }
}
