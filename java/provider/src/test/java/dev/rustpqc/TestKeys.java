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

    /**
     * Asserts that two private keys hold the same key: the same set and the same material (the
     * expanded key, or X-Wing's seed), whatever PKCS#8 form each was read from. (Key equality
     * follows the JDK's: the same encoding.)
     */
    public static void assertSameKey(Object expected, Object actual, String message) throws Exception {
        PqcPrivateKey a = (PqcPrivateKey) expected;
        PqcPrivateKey b = (PqcPrivateKey) actual;
        org.junit.jupiter.api.Assertions.assertEquals(a.parameterSet(), b.parameterSet(), message);
        org.junit.jupiter.api.Assertions.assertArrayEquals(material(a), material(b), message);
    }

    public static void assertSameKey(Object expected, Object actual) throws Exception {
        assertSameKey(expected, actual, "the same private key");
    }

    private static byte[] material(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> (expanded != null ? expanded : seed).clone());
    }
}
