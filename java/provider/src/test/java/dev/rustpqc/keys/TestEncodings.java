package dev.rustpqc.keys;

/**
 * The provider's own PKCS#8 writer, for tests outside this package that need an encoding written
 * the way the provider writes it (into an array of the exact size, leaving no copy behind).
 */
public final class TestEncodings {
    private TestEncodings() {
    }

    /** The {@code both} form of a seed and an expanded key, which need not belong together. */
    public static byte[] pkcs8Both(ParameterSet set, byte[] seed, byte[] expanded) {
        return KeyCodec.encodePrivate(set, seed, expanded, PrivateKeyForm.BOTH);
    }
}
