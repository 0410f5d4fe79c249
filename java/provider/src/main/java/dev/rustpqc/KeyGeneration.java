package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import java.util.Arrays;

/** Key pairs from OS randomness, and the key pair a seed derives, for every family. */
final class KeyGeneration {
    private KeyGeneration() {
    }

    /** A fresh key pair from OS randomness drawn inside native code. */
    static KeyMaterial generate(ParameterSet set) {
        // An SLH-DSA private key has no seed form: it starts with its seeds.
        KeyMaterial keys = new KeyMaterial(set.seedLength == 0 ? null : new byte[set.seedLength],
                new byte[set.publicKeyLength], new byte[set.privateKeyLength]);
        NativeBinding binding = Native.binding();
        NativeStatus status;
        switch (set.family) {
            case ML_KEM:
                status = binding.mlKemGenerate(set.nativeId, keys.seed(), keys.publicKey(), keys.privateKey());
                break;
            case ML_DSA:
                status = binding.mlDsaGenerate(set.nativeId, keys.seed(), keys.publicKey(), keys.privateKey());
                break;
            default:
                status = binding.slhDsaGenerate(set.nativeId, keys.publicKey(), keys.privateKey());
                break;
        }
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
