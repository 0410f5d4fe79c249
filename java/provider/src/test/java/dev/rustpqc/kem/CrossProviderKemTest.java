package dev.rustpqc.kem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.RustPqcProvider;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.DecapsulateException;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code javax.crypto.KEM} across providers, as the JDK does it: our KEM against BouncyCastle's
 * (JDK 21+) and SunJCE's (JDK 24+), with each side's key objects and encodings, the same secret
 * slices for {@code encapsulate(from, to, algorithm)} and {@code decapsulate(c, from, to,
 * algorithm)}, RAW secret keys, {@code DecapsulateException} for a ciphertext of the wrong length
 * from every provider, and a key of another set rejected (by us with a message naming both sets).
 */
class CrossProviderKemTest {
    private static final Provider OURS = new RustPqcProvider();
    private static final Provider BC = new BouncyCastleProvider();

    private static List<Provider> others() {
        List<Provider> others = new ArrayList<>(List.of(BC));
        if (Runtime.version().feature() >= 24) {
            others.add(Security.getProvider("SunJCE"));
        }
        return others;
    }

    private static KeyPair generate(String set, Provider provider) throws Exception {
        return KeyPairGenerator.getInstance(set, provider).generateKeyPair();
    }

    private static KEM.Encapsulated encapsulate(Provider provider, PublicKey key, int from, int to, String algorithm)
            throws Exception {
        return KEM.getInstance("ML-KEM", provider).newEncapsulator(key).encapsulate(from, to, algorithm);
    }

    private static SecretKey decapsulate(Provider provider, PrivateKey key, byte[] ciphertext, int from, int to,
            String algorithm) throws Exception {
        return KEM.getInstance("ML-KEM", provider).newDecapsulator(key).decapsulate(ciphertext, from, to, algorithm);
    }

    private static void assertSameSecret(SecretKey expected, SecretKey actual, String what) {
        assertArrayEquals(expected.getEncoded(), actual.getEncoded(), what);
        assertEquals(expected.getAlgorithm(), actual.getAlgorithm(), what);
        assertEquals("RAW", expected.getFormat(), what);
        assertEquals("RAW", actual.getFormat(), what);
    }

    /**
     * Both directions with the other provider's key objects, with our key objects in the other
     * provider, and with keys moved as encodings (each side writes a form the other reads).
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void secretsCrossBothWays(String set) throws Exception {
        KeyPair ours = generate(set, OURS);
        for (Provider other : others()) {
            String name = other.getName();
            KeyPair theirs = generate(set, other);
            KEM.Encapsulated toTheirs = encapsulate(OURS, theirs.getPublic(), 0, 32, "Generic");
            assertSameSecret(toTheirs.key(), decapsulate(other, theirs.getPrivate(), toTheirs.encapsulation(), 0, 32, "Generic"),
                    "ours -> " + name + " (its key objects)");
            KEM.Encapsulated fromTheirs = encapsulate(other, theirs.getPublic(), 0, 32, "Generic");
            assertSameSecret(fromTheirs.key(), decapsulate(OURS, theirs.getPrivate(), fromTheirs.encapsulation(), 0, 32, "Generic"),
                    name + " -> ours (its key objects)");

            KEM.Encapsulated fromOther = encapsulate(other, ours.getPublic(), 0, 32, "Generic");
            assertSameSecret(fromOther.key(), decapsulate(OURS, ours.getPrivate(), fromOther.encapsulation(), 0, 32, "Generic"),
                    name + " encapsulates to our key object");
            KEM.Encapsulated toOther = encapsulate(OURS, ours.getPublic(), 0, 32, "Generic");
            assertSameSecret(toOther.key(), decapsulate(other, ours.getPrivate(), toOther.encapsulation(), 0, 32, "Generic"),
                    name + " decapsulates with our key object");

            KeyFactory factory = KeyFactory.getInstance("ML-KEM", other);
            PublicKey publicInOther = factory.generatePublic(new X509EncodedKeySpec(ours.getPublic().getEncoded()));
            PrivateKey privateInOther = factory.generatePrivate(new PKCS8EncodedKeySpec(ours.getPrivate().getEncoded()));
            KEM.Encapsulated viaEncodings = encapsulate(other, publicInOther, 0, 32, "Generic");
            assertSameSecret(viaEncodings.key(), decapsulate(OURS, ours.getPrivate(), viaEncodings.encapsulation(), 0, 32, "Generic"),
                    name + " -> ours, our keys through " + name + "'s KeyFactory");
            assertSameSecret(toOther.key(), decapsulate(other, privateInOther, toOther.encapsulation(), 0, 32, "Generic"),
                    "ours -> " + name + ", our keys through " + name + "'s KeyFactory");
        }
    }

    /** {@code encapsulate(from, to, algorithm)} on one side and the same range on the other give the same slice. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void secretSlicesMatchAcrossProviders(String set) throws Exception {
        KeyPair ours = generate(set, OURS);
        for (Provider other : others()) {
            KeyPair theirs = generate(set, other);
            KEM.Encapsulated sliced = encapsulate(other, ours.getPublic(), 3, 19, "AES");
            assertEquals(16, sliced.key().getEncoded().length);
            SecretKey full = decapsulate(OURS, ours.getPrivate(), sliced.encapsulation(), 0, 32, "Generic");
            assertArrayEquals(Arrays.copyOfRange(full.getEncoded(), 3, 19), sliced.key().getEncoded(),
                    other.getName() + "'s slice is bytes 3..19 of the secret");
            assertSameSecret(sliced.key(), decapsulate(OURS, ours.getPrivate(), sliced.encapsulation(), 3, 19, "AES"),
                    other.getName() + " -> ours, bytes 3..19");

            KEM.Encapsulated ourSlice = encapsulate(OURS, theirs.getPublic(), 16, 32, "HmacSHA256");
            assertSameSecret(ourSlice.key(), decapsulate(other, theirs.getPrivate(), ourSlice.encapsulation(), 16, 32, "HmacSHA256"),
                    "ours -> " + other.getName() + ", bytes 16..32");
            SecretKey otherFull = decapsulate(other, theirs.getPrivate(), ourSlice.encapsulation(), 0, 32, "Generic");
            assertArrayEquals(Arrays.copyOfRange(otherFull.getEncoded(), 16, 32), ourSlice.key().getEncoded());
        }
    }

    /** Every provider throws DecapsulateException for a ciphertext one byte short or long, with its keys or ours. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void wrongLengthCiphertextIsADecapsulateExceptionEverywhere(String set) throws Exception {
        KeyPair ours = generate(set, OURS);
        int length = KEM.getInstance("ML-KEM", OURS).newEncapsulator(ours.getPublic()).encapsulationSize();
        List<Provider> all = new ArrayList<>(others());
        all.add(OURS);
        for (Provider provider : all) {
            KeyPair own = generate(set, provider);
            for (PrivateKey key : List.of(own.getPrivate(), ours.getPrivate())) {
                KEM.Decapsulator decapsulator = KEM.getInstance("ML-KEM", provider).newDecapsulator(key);
                assertEquals(length, decapsulator.encapsulationSize(), provider.getName());
                for (int wrong : new int[] {length - 1, length + 1}) {
                    assertThrows(DecapsulateException.class, () -> decapsulator.decapsulate(new byte[wrong]),
                            provider.getName() + " with a " + wrong + "-byte ciphertext");
                }
            }
        }
    }

    /**
     * A KEM fixed to one set rejects another set's key, foreign or ours: we name both sets, and the
     * other providers throw InvalidKeyException too.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-1024"})
    void aKeyOfAnotherSetIsRejectedByEveryProvider(String fixed) throws Exception {
        for (Provider other : others()) {
            KeyPair theirs = generate("ML-KEM-768", other);
            KEM ourKem = KEM.getInstance(fixed, OURS);
            for (InvalidKeyException e : List.of(
                    assertThrows(InvalidKeyException.class, () -> ourKem.newEncapsulator(theirs.getPublic())),
                    assertThrows(InvalidKeyException.class, () -> ourKem.newDecapsulator(theirs.getPrivate())))) {
                assertTrue(e.getMessage().contains("ML-KEM-768") && e.getMessage().contains(fixed),
                        "our message names both sets: " + e.getMessage());
            }
            KeyPair ours = generate("ML-KEM-768", OURS);
            KEM theirKem = KEM.getInstance(fixed, other);
            assertThrows(InvalidKeyException.class, () -> theirKem.newEncapsulator(ours.getPublic()), other.getName());
            assertThrows(InvalidKeyException.class, () -> theirKem.newDecapsulator(ours.getPrivate()), other.getName());
        }
    }
}
