package dev.rustpqc.keys;

import java.util.Arrays;

/** Zeroes the temporary arrays that held secret bytes. */
public final class Secrets {
    private Secrets() {
    }

    /** Zeroes each array that is not null. */
    public static void wipe(byte[]... secrets) {
        for (byte[] secret : secrets) {
            if (secret != null) {
                Arrays.fill(secret, (byte) 0);
            }
        }
    }
}
