package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.rustpqc.keys.PqcPrivateKey;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;

/** Copies of a private key's material, for tests that build encodings from it, and key pairs decoded. */
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

    /** {@code pair} decoded by {@code factory} from its X.509 and PKCS#8 encodings. */
    public static KeyPair decoded(KeyFactory factory, KeyPair pair) throws GeneralSecurityException {
        return new KeyPair(factory.generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded())),
                factory.generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded())));
    }

    /** {@code pair} decoded by {@code factory}, asserting that the keys read give their encodings back. */
    public static KeyPair decodedAsIs(KeyFactory factory, KeyPair pair) throws GeneralSecurityException {
        KeyPair decoded = decoded(factory, pair);
        assertArrayEquals(pair.getPublic().getEncoded(), decoded.getPublic().getEncoded());
        assertArrayEquals(pair.getPrivate().getEncoded(), decoded.getPrivate().getEncoded());
        return decoded;
    }

    private static byte[] material(PqcPrivateKey key) throws Exception {
        return key.use((seed, expanded) -> (expanded != null ? expanded : seed).clone());
    }
}
