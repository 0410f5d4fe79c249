package dev.rustpqc.keys;

import static dev.rustpqc.Fixtures.PROVIDER;
import dev.rustpqc.Fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.TestKeys;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The three PKCS#8 private-key forms in, and the configured (or the JDK's) form out. */
class Pkcs8FormsTest {
    private static final String KEM_PROPERTY = "jdk.mlkem.pkcs8.encoding";
    private static final String DSA_PROPERTY = "jdk.mldsa.pkcs8.encoding";

    private static PqcPrivateKey generate(String set) throws Exception {
        return (PqcPrivateKey) KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair().getPrivate();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-87"})
    void allThreeFormsImportToTheSameKey(String set) throws Exception {
        PqcPrivateKey key = generate(set);
        ParameterSet parameterSet = key.parameterSet();
        KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
        for (PrivateKeyForm form : PrivateKeyForm.values()) {
            byte[] encoded = KeyCodec.encodePrivate(parameterSet, TestKeys.seed(key), TestKeys.expanded(key), form);
            PrivateKey imported = factory.generatePrivate(new PKCS8EncodedKeySpec(encoded));
            TestKeys.assertSameKey(key, imported, form.toString());
            assertArrayEquals(TestKeys.expanded(key), TestKeys.expanded((PqcPrivateKey) imported));
        }
        int sizeOfSeedForm = 22 + parameterSet.seedLength;
        assertEquals(sizeOfSeedForm, KeyCodec.encodePrivate(parameterSet, TestKeys.seed(key), TestKeys.expanded(key),
                PrivateKeyForm.SEED).length, "86 bytes for ML-KEM, 54 for ML-DSA, as the JDK writes them");
    }

    /**
     * The drafts' forms before RFC 9935 and RFC 9881, which earlier BouncyCastle releases wrote and
     * OpenSSL 3.5+ still reads: a bare seed, the seed in an OCTET STRING, a bare expanded key. Each
     * is read to the same key, which is then written in a final form, never in the draft's.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void theDraftsFormsAreReadAndWrittenInAFinalForm(String set) throws Exception {
        PqcPrivateKey key = generate(set);
        ParameterSet parameterSet = key.parameterSet();
        byte[] seed = TestKeys.seed(key);
        byte[] expanded = TestKeys.expanded(key);
        KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
        String property = set.startsWith("ML-KEM") ? KEM_PROPERTY : DSA_PROPERTY;
        String saved = System.getProperty(property);
        System.setProperty(property, "seed");
        try {
            readEachDraftForm(factory, parameterSet, seed, expanded);
        } finally {
            restore(property, saved);
        }
    }

    private static void readEachDraftForm(KeyFactory factory, ParameterSet parameterSet, byte[] seed, byte[] expanded)
            throws Exception {
        String set = parameterSet.toString();
        for (byte[] contents : new byte[][] {seed, Der.element(Der.OCTET_STRING, seed), expanded}) {
            byte[] draft = Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 0},
                    Der.element(Der.SEQUENCE, parameterSet.oidDer()), Der.element(Der.OCTET_STRING, contents));
            String what = set + " in a draft's form of " + contents.length + " bytes";
            PrivateKey imported = factory.generatePrivate(new PKCS8EncodedKeySpec(draft));
            assertArrayEquals(expanded, TestKeys.expanded((PqcPrivateKey) imported), what);
            byte[] written = imported.getEncoded();
            PrivateKeyForm form = contents == expanded ? PrivateKeyForm.EXPANDED_KEY : PrivateKeyForm.SEED;
            assertEquals(form, KeyCodec.formOf(written, parameterSet.family), what + " is written as " + form);
            TestKeys.assertSameKey(imported, factory.generatePrivate(new PKCS8EncodedKeySpec(written)), what);
        }
    }

    @Test
    void bothFormWithAMismatchedSeedIsRejected() throws Exception {
        PqcPrivateKey a = generate("ML-KEM-768");
        PqcPrivateKey b = generate("ML-KEM-768");
        byte[] mixed = KeyCodec.encodePrivate(ParameterSet.ML_KEM_768, TestKeys.seed(a), TestKeys.expanded(b), PrivateKeyForm.BOTH);
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                () -> KeyFactory.getInstance("ML-KEM", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(mixed)));
        assertTrue(e.getMessage().contains("do not belong together"), e.getMessage());
    }

    @Test
    void anExpandedMlDsaKeyMustBelongToThePublicKeyBesideIt() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        byte[] expanded = TestKeys.expanded((PqcPrivateKey) pair.getPrivate());
        byte[] own = ((PqcPublicKey) pair.getPublic()).rawKey();
        byte[] other = ((PqcPublicKey) KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair()
                .getPublic()).rawKey();
        KeyFactory factory = KeyFactory.getInstance("ML-DSA", PROVIDER);
        TestKeys.assertSameKey(pair.getPrivate(), factory.generatePrivate(new PKCS8EncodedKeySpec(withPublicKey(expanded, own))));
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(withPublicKey(expanded, other))));
        assertTrue(e.getMessage().contains("does not belong"), e.getMessage());
    }

    /** OneAsymmetricKey v2: an expanded ML-DSA-65 key with a public key beside it. */
    private static byte[] withPublicKey(byte[] expanded, byte[] publicKey) {
        return Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 1},
                Der.element(Der.SEQUENCE, ParameterSet.ML_DSA_65.oidDer()),
                Der.element(Der.OCTET_STRING, Der.element(Der.OCTET_STRING, expanded)),
                Der.element(Der.CONTEXT_1_PRIMITIVE, new byte[] {0}, publicKey));
    }

    @Test
    void expandedMlKemKeyWithABadHashIsRejected() throws Exception {
        PqcPrivateKey key = generate("ML-KEM-512");
        byte[] expanded = TestKeys.expanded(key).clone();
        expanded[expanded.length - 40] ^= 1;
        byte[] encoded = KeyCodec.encodePrivate(ParameterSet.ML_KEM_512, null, expanded, PrivateKeyForm.EXPANDED_KEY);
        InvalidKeySpecException e = assertThrows(InvalidKeySpecException.class,
                () -> KeyFactory.getInstance("ML-KEM-512", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(encoded)));
        assertTrue(e.getMessage().contains("hash check"), e.getMessage());
    }

    @Test
    void theOutputFormFollowsTheJdkProperties() throws Exception {
        String savedKem = System.getProperty(KEM_PROPERTY);
        String savedDsa = System.getProperty(DSA_PROPERTY);
        try {
            System.setProperty(KEM_PROPERTY, "both");
            System.setProperty(DSA_PROPERTY, "expandedKey");
            KeyPair kem = KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair();
            assertEquals(PrivateKeyForm.BOTH, KeyCodec.formOf(kem.getPrivate().getEncoded(), Family.ML_KEM));
            KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
            assertEquals(PrivateKeyForm.EXPANDED_KEY, KeyCodec.formOf(dsa.getPrivate().getEncoded(), Family.ML_DSA));
            System.setProperty(KEM_PROPERTY, "seed");
            assertEquals(86, KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair().getPrivate()
                    .getEncoded().length, "a new key is written in the form named now");
            System.setProperty(KEM_PROPERTY, "compressed");
            assertThrows(java.security.ProviderException.class,
                    () -> KeyPairGenerator.getInstance("ML-KEM", PROVIDER).generateKeyPair());
        } finally {
            restore(KEM_PROPERTY, savedKem);
            restore(DSA_PROPERTY, savedDsa);
        }
    }

    /** As the JDK's KeyFactory does: a decoded key hands back the bytes it was read from. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void decodedKeysKeepTheirEncodingWhateverTheProperties(String set) throws Exception {
        PqcPrivateKey key = generate(set);
        ParameterSet parameterSet = key.parameterSet();
        String property = parameterSet.family.pkcs8EncodingProperty();
        String saved = System.getProperty(property);
        try {
            KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
            for (PrivateKeyForm written : PrivateKeyForm.values()) {
                byte[] encoded = KeyCodec.encodePrivate(parameterSet, TestKeys.seed(key), TestKeys.expanded(key),
                        written);
                for (PrivateKeyForm configured : PrivateKeyForm.values()) {
                    System.setProperty(property, configured.toString());
                    PrivateKey decoded = factory.generatePrivate(new PKCS8EncodedKeySpec(encoded));
                    assertArrayEquals(encoded, decoded.getEncoded(), written + " read with " + configured + " set");
                    assertArrayEquals(encoded, factory.getKeySpec(decoded, PKCS8EncodedKeySpec.class).getEncoded());
                    assertArrayEquals(encoded, factory.translateKey(decoded).getEncoded());
                }
            }
        } finally {
            restore(property, saved);
        }
    }

    @Test
    void withoutAPropertyTheRunningJdksFormIsWritten() throws Exception {
        PrivateKeyForm expected = Fixtures.jdk() < 24 ? PrivateKeyForm.SEED
                : KeyCodec.formOf(KeyPairGenerator.getInstance("ML-KEM-512", "SunJCE").generateKeyPair()
                        .getPrivate().getEncoded(), Family.ML_KEM);
        assertEquals(expected, KeyCodec.formOf(generate("ML-KEM-512").getEncoded(), Family.ML_KEM));
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }
}
