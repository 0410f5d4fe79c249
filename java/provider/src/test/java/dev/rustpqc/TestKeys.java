package dev.rustpqc;

/** Copies of a private key's material, for tests that build encodings from it. */
final class TestKeys {
    private TestKeys() {
    }

    static byte[] expanded(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> expanded.clone());
    }

    static byte[] seed(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> seed == null ? null : seed.clone());
    }
}
