package dev.rustpqc;

import java.util.Arrays;

/**
 * The bytes of a key pair as native code made them: the seed it came from (or null), the public
 * key and the expanded private key. The holder owns the arrays and wipes what it does not keep.
 */
record KeyMaterial(byte[] seed, byte[] publicKey, byte[] privateKey) {
    /** Zeroes the secret parts. */
    void wipe() {
        if (seed != null) {
            Arrays.fill(seed, (byte) 0);
        }
        Arrays.fill(privateKey, (byte) 0);
    }
}
