package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RustPqc beside the JDK's own ML-KEM (SunJCE) and ML-DSA (SUN), as users meet both in one JVM on
 * every patched LTS JDK (17.0.21+, 21.0.13+, 25.0.5+) and on JDK 24+: the JDK's providers
 * registered first and ours added last (the usual), or ours inserted first. A lookup that names no
 * provider must find one that takes the key it is given, whichever provider made the key; keys in
 * every encoding, and key stores holding either provider's keys and certificates, cross both ways.
 * The builds on which the JDK must have its own say so ({@code rustpqc.test.jdkHasPqc}), so that
 * these tests cannot be skipped there by a JDK that lost it.
 */
class CoexistenceTest {
    private static final byte[] MESSAGE = "signed beside the JDK's own ML-DSA".getBytes(StandardCharsets.UTF_8);
    private static final char[] PASSWORD = "changeit".toCharArray();

    /** Where our provider stands in the JVM's list. */
    enum Order {
        /** {@code Security.addProvider}: after the JDK's own, as most applications add it. */
        OURS_LAST,
        /** {@code Security.insertProviderAt(..., 1)}: before them. */
        OURS_FIRST
    }

    @FunctionalInterface
    private interface Body {
        void run() throws Exception;
    }

    @BeforeAll
    static void theJdkHasItsOwn() {
        boolean expected = Boolean.getBoolean("rustpqc.test.jdkHasPqc");
        boolean has = Fixtures.jdkHasMlKem() && Fixtures.jdkHasMlDsa();
        assertEquals(expected, has, "this build says the JDK " + (expected ? "has" : "has no")
                + " ML-KEM and ML-DSA of its own (rustpqc.test.jdkHasPqc); " + Runtime.version() + " disagrees");
        assumeTrue(has, Fixtures.NO_JDK_PQC);
    }

    /** Runs {@code body} with our provider registered in {@code order}, and the list as it was after. */
    private static void registered(Order order, Body body) throws Exception {
        try (RustPqcRegistration registration = order == Order.OURS_FIRST ? RustPqcRegistration.first()
                : RustPqcRegistration.last()) {
            body.run();
        }
    }

    static Stream<Arguments> ordersAndSets(List<String> sets) {
        List<Arguments> all = new ArrayList<>();
        for (Order order : Order.values()) {
            for (String set : sets) {
                all.add(Arguments.of(order, set));
            }
        }
        return all.stream();
    }

    static Stream<Arguments> mlDsa() {
        return ordersAndSets(Fixtures.ML_DSA_SETS);
    }

    static Stream<Arguments> mlKem() {
        return ordersAndSets(Fixtures.ML_KEM_SETS);
    }

    static Stream<Arguments> allSets() {
        return ordersAndSets(Fixtures.allSets());
    }

    /** A key pair of {@code set} from each side, and each side's copy of the other's keys. */
    private record Pairs(KeyPair jdk, KeyPair ours, KeyPair jdkAsOurs, KeyPair oursAsJdks) {
        static Pairs of(String set) throws Exception {
            KeyPair jdk = KeyPairGenerator.getInstance(set, Fixtures.jdkProvider(set)).generateKeyPair();
            KeyPair ours = KeyPairGenerator.getInstance(set, Fixtures.PROVIDER).generateKeyPair();
            KeyFactory ourFactory = KeyFactory.getInstance(set, Fixtures.PROVIDER);
            KeyFactory jdkFactory = KeyFactory.getInstance(set, Fixtures.jdkProvider(set));
            return new Pairs(jdk, ours,
                    new KeyPair((PublicKey) ourFactory.translateKey(jdk.getPublic()),
                            (PrivateKey) ourFactory.translateKey(jdk.getPrivate())),
                    new KeyPair((PublicKey) jdkFactory.translateKey(ours.getPublic()),
                            (PrivateKey) jdkFactory.translateKey(ours.getPrivate())));
        }

        List<KeyPair> all() {
            return List.of(jdk, ours, jdkAsOurs, oursAsJdks);
        }
    }

    /**
     * {@code Signature.getInstance} by the family and by the set's name, no provider named: signing
     * and verifying with key objects of either provider (and each provider's copy of the other's
     * key), whichever provider the JCA settles on; every signature verifies in both providers.
     */
    @ParameterizedTest
    @MethodSource("mlDsa")
    void signaturesThatNameNoProviderTakeEitherProvidersKeys(Order order, String set) throws Exception {
        Pairs pairs = Pairs.of(set);
        registered(order, () -> {
            for (KeyPair pair : pairs.all()) {
                for (String algorithm : List.of("ML-DSA", set)) {
                    Signature signer = Signature.getInstance(algorithm);
                    signer.initSign(pair.getPrivate());
                    signer.update(MESSAGE);
                    byte[] signature = signer.sign();
                    String what = algorithm + " signed by " + signer.getProvider().getName() + " with "
                            + describe(pair.getPrivate());
                    Signature verifier = Signature.getInstance(algorithm);
                    verifier.initVerify(pair.getPublic());
                    verifier.update(MESSAGE);
                    assertTrue(verifier.verify(signature), what + ", verified by " + verifier.getProvider().getName());
                    for (Provider each : List.of(Fixtures.PROVIDER, Fixtures.jdkProvider(set))) {
                        Signature named = Signature.getInstance(algorithm, each);
                        named.initVerify(pair.getPublic());
                        named.update(MESSAGE);
                        assertTrue(named.verify(signature), what + ", verified by " + each.getName());
                    }
                }
            }
            // Which provider serves a lookup that names none, with the JDK's key and ours.
            Signature byFamily = Signature.getInstance("ML-DSA");
            byFamily.initSign(pairs.ours().getPrivate());
            String expected = order == Order.OURS_FIRST ? RustPqcProvider.PROVIDER_NAME : "SUN";
            assertEquals(expected, byFamily.getProvider().getName(), "the first provider takes our key");
        });
    }

    /**
     * {@code KEM.getInstance("ML-KEM")} and by the set's name, no provider named: encapsulation to
     * either provider's public key and decapsulation with the matching private key of either
     * provider agree, and the JDK's KEM and ours agree on each other's ciphertexts.
     */
    @ParameterizedTest
    @MethodSource("mlKem")
    void kemsThatNameNoProviderTakeEitherProvidersKeys(Order order, String set) throws Exception {
        Pairs pairs = Pairs.of(set);
        registered(order, () -> {
            for (KeyPair pair : pairs.all()) {
                for (String algorithm : List.of("ML-KEM", set)) {
                    KEM.Encapsulator encapsulator = KEM.getInstance(algorithm).newEncapsulator(pair.getPublic());
                    KEM.Encapsulated sent = encapsulator.encapsulate();
                    String what = algorithm + " to " + describe(pair.getPublic()) + " by "
                            + encapsulator.providerName();
                    for (KeyPair receiver : pairs.all()) {
                        if (!receiver.getPublic().equals(pair.getPublic())) {
                            continue;
                        }
                        KEM.Decapsulator decapsulator = KEM.getInstance(algorithm).newDecapsulator(receiver.getPrivate());
                        SecretKey received = decapsulator.decapsulate(sent.encapsulation());
                        assertArrayEquals(sent.key().getEncoded(), received.getEncoded(), what + ", decapsulated by "
                                + decapsulator.providerName() + " with " + describe(receiver.getPrivate()));
                    }
                }
            }
            KEM.Encapsulator byFamily = KEM.getInstance("ML-KEM").newEncapsulator(pairs.ours().getPublic());
            String expected = order == Order.OURS_FIRST ? RustPqcProvider.PROVIDER_NAME : "SunJCE";
            assertEquals(expected, byFamily.providerName(), "the first provider takes our key");
        });
    }

    /**
     * {@code KeyFactory} and {@code KeyPairGenerator} lookups that name no provider, in each of the
     * three PKCS#8 forms the JDK's properties choose: each provider writes the form asked for, and
     * the keys it writes are read by the other (and by the lookup) as the same key, equal and
     * hashing alike across providers.
     */
    @ParameterizedTest
    @MethodSource("allSets")
    void keysCrossInEveryFormTheJdksPropertiesChoose(Order order, String set) throws Exception {
        String property = set.startsWith("ML-KEM") ? "jdk.mlkem.pkcs8.encoding" : "jdk.mldsa.pkcs8.encoding";
        String family = JcaKeys.family(set);
        String saved = System.getProperty(property);
        assumeTrue(jdkFollows(property, set), "JDK 25.0.3 writes and reads expandedKey alone, whatever " + property
                + " says (CrossProviderTest)");
        registered(order, () -> {
            try {
                for (String form : List.of(TestDer.SEED, TestDer.EXPANDED_KEY, TestDer.BOTH)) {
                    System.setProperty(property, form);
                    KeyPair jdk = KeyPairGenerator.getInstance(set, Fixtures.jdkProvider(set)).generateKeyPair();
                    KeyPair ours = KeyPairGenerator.getInstance(set, Fixtures.PROVIDER).generateKeyPair();
                    KeyPair anyone = KeyPairGenerator.getInstance(set).generateKeyPair();
                    for (KeyPair pair : List.of(jdk, ours, anyone)) {
                        assertEquals(form, TestDer.form(pair.getPrivate().getEncoded()),
                                describe(pair.getPrivate()) + " written as " + property + " says");
                        for (KeyFactory factory : List.of(KeyFactory.getInstance(family, Fixtures.PROVIDER),
                                KeyFactory.getInstance(family, Fixtures.jdkProvider(set)), KeyFactory.getInstance(family))) {
                            PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded()));
                            PrivateKey privateKey = factory.generatePrivate(
                                    new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded()));
                            String what = describe(pair.getPrivate()) + " (" + form + ") read by "
                                    + factory.getProvider().getName();
                            assertSameKeys(pair, new KeyPair(publicKey, privateKey), what);
                        }
                    }
                }
            } finally {
                restore(property, saved);
            }
        });
    }

    /**
     * One PKCS12 key store (the JDK's, looked up by name only) holding an ML-DSA-65 key and
     * certificate made by each provider and an ML-KEM-768 key of each: stored, read back, the keys
     * decoded by whichever provider the key store finds, and used with lookups that name no
     * provider. The certificates verify under either provider's key objects.
     */
    @ParameterizedTest
    @MethodSource("orders")
    void aPkcs12KeyStoreHoldsEitherProvidersKeysAndCertificates(Order order) throws Exception {
        Map<String, Provider> makers = Map.of("jdk", Fixtures.jdkProvider("ML-DSA-65"), "ours", Fixtures.PROVIDER);
        registered(order, () -> {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            Map<String, KeyPair> signers = new HashMap<>();
            for (Map.Entry<String, Provider> maker : makers.entrySet()) {
                KeyPair signer = KeyPairGenerator.getInstance("ML-DSA-65", maker.getValue()).generateKeyPair();
                X509Certificate certificate = TestCertificates.issue("CN=" + maker.getKey(), signer.getPublic(),
                        "CN=" + maker.getKey(), signer.getPrivate(), "ML-DSA-65", maker.getValue(), true);
                store.setKeyEntry(maker.getKey() + "-ml-dsa", signer.getPrivate(), PASSWORD, new Certificate[] {certificate});
                signers.put(maker.getKey(), signer);
                KeyPair kem = KeyPairGenerator.getInstance("ML-KEM-768",
                        maker.getKey().equals("jdk") ? Fixtures.jdkProvider("ML-KEM-768") : Fixtures.PROVIDER)
                        .generateKeyPair();
                X509Certificate kemCertificate = TestCertificates.issue("CN=" + maker.getKey() + " kem", kem.getPublic(),
                        "CN=" + maker.getKey(), signer.getPrivate(), "ML-DSA-65", maker.getValue(), false);
                store.setKeyEntry(maker.getKey() + "-ml-kem", kem.getPrivate(), PASSWORD,
                        new Certificate[] {kemCertificate, certificate});
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            store.store(bytes, PASSWORD);
            KeyStore reread = KeyStore.getInstance("PKCS12");
            reread.load(new ByteArrayInputStream(bytes.toByteArray()), PASSWORD);

            for (String maker : makers.keySet()) {
                KeyStore.PrivateKeyEntry entry = (KeyStore.PrivateKeyEntry) reread.getEntry(maker + "-ml-dsa",
                        new KeyStore.PasswordProtection(PASSWORD));
                PrivateKey signing = entry.getPrivateKey();
                Certificate[] chain = entry.getCertificateChain();
                assertArrayEquals(signers.get(maker).getPrivate().getEncoded(), signing.getEncoded(), maker);
                Signature signer = Signature.getInstance("ML-DSA");
                signer.initSign(signing);
                signer.update(MESSAGE);
                byte[] signature = signer.sign();
                for (PublicKey publicKey : List.of(chain[0].getPublicKey(), signers.get(maker).getPublic())) {
                    Signature verifier = Signature.getInstance("ML-DSA");
                    verifier.initVerify(publicKey);
                    verifier.update(MESSAGE);
                    assertTrue(verifier.verify(signature), maker + "'s key read back from PKCS12, " + describe(publicKey));
                }
                for (Provider each : makers.values()) {
                    chain[0].verify(chain[0].getPublicKey(), each);
                }

                PrivateKey decapsulating = (PrivateKey) reread.getKey(maker + "-ml-kem", PASSWORD);
                Certificate[] kemChain = reread.getCertificateChain(maker + "-ml-kem");
                KEM.Encapsulated sent = KEM.getInstance("ML-KEM").newEncapsulator(kemChain[0].getPublicKey()).encapsulate();
                assertArrayEquals(sent.key().getEncoded(),
                        KEM.getInstance("ML-KEM").newDecapsulator(decapsulating).decapsulate(sent.encapsulation()).getEncoded(),
                        maker + "'s ML-KEM key read back from PKCS12");
                kemChain[0].verify(chain[0].getPublicKey());
            }
        });
    }

    static Stream<Order> orders() {
        return Stream.of(Order.values());
    }

    /**
     * The JDK's keys and ours for the same bytes are one key in a {@code HashMap}, whichever is put
     * first, public and private, also after a serialization round trip.
     */
    @Test
    void theJdksKeysAndOursShareHashMapSlots() throws Exception {
        for (String set : Fixtures.allSets()) {
            Pairs pairs = Pairs.of(set);
            for (KeyPair[] same : new KeyPair[][] {{pairs.jdk(), pairs.jdkAsOurs()}, {pairs.ours(), pairs.oursAsJdks()}}) {
                for (int key = 0; key < 2; key++) {
                    Key first = key == 0 ? same[0].getPublic() : same[0].getPrivate();
                    Key second = key == 0 ? same[1].getPublic() : same[1].getPrivate();
                    assertNotEquals(first.getClass(), second.getClass(), "one key of each provider");
                    Map<Key, String> map = new HashMap<>();
                    map.put(first, "first");
                    assertEquals("first", map.get(second), set + ": " + describe(second) + " finds " + describe(first));
                    map.put(second, "second");
                    assertEquals(1, map.size(), set + ": one slot for " + describe(first) + " and " + describe(second));
                }
            }
        }
    }

    private static void assertSameKeys(KeyPair expected, KeyPair actual, String what) {
        assertEquals(expected.getPublic(), actual.getPublic(), what + ": public key");
        assertEquals(actual.getPublic(), expected.getPublic(), what + ": public key, the other way");
        assertEquals(expected.getPublic().hashCode(), actual.getPublic().hashCode(), what + ": public key hash");
        assertArrayEquals(expected.getPrivate().getEncoded(), actual.getPrivate().getEncoded(), what + ": private key");
        assertEquals(expected.getPrivate(), actual.getPrivate(), what + ": private key equals");
        assertEquals(expected.getPrivate().hashCode(), actual.getPrivate().hashCode(), what + ": private key hash");
    }

    /** Whether the JDK writes its keys in the form {@code property} names. */
    private static boolean jdkFollows(String property, String set) throws Exception {
        String saved = System.getProperty(property);
        try {
            System.setProperty(property, TestDer.SEED);
            PrivateKey key = KeyPairGenerator.getInstance(set, Fixtures.jdkProvider(set)).generateKeyPair().getPrivate();
            return TestDer.SEED.equals(TestDer.form(key.getEncoded()));
        } finally {
            restore(property, saved);
        }
    }

    private static String describe(Key key) {
        return key.getClass().getSimpleName() + " " + key.getAlgorithm();
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }
}
