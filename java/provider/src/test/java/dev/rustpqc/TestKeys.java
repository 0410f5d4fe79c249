package dev.rustpqc;

import dev.rustpqc.keys.PqcPrivateKey;
/** Copies of a private key's material, for tests that build encodings from it. */
public final class TestKeys {
    private TestKeys() {
    }

    public static byte[] expanded(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> expanded.clone());
    }

    public static byte[] seed(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> seed == null ? null : seed.clone());
    }
}
