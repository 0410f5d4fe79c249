package dev.rustpqc.kem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RawKeySpec;
import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.DecapsulateException;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * X-Wing through {@code javax.crypto.KEM} (JDK 21+, JDK 17 updates with the KEM API), the
 * {@code KeyPairGenerator} and the {@code KeyFactory}: the draft's test vectors and X.509 example,
 * the names, sizes and encodings, OS randomness, and hostile inputs.
 */
class XWingKemTest {
    private static final Provider PROVIDER = new RustPqcProvider();
    private static final HexFormat HEX = HexFormat.of();
    /** The prefixes of the draft's encodings: SubjectPublicKeyInfo, and PKCS#8 up to the seed. */
    private static final String SPKI_PREFIX = "308204d4300d060b2b0601040183e62d81c87a038204c100";
    private static final String PKCS8_PREFIX = "3034020100300d060b2b0601040183e62d81c87a0420";

    /**
     * The draft's appendix "Example of use in X.509": the key pair of the private key 00 01 .. 1f
     * (x509/xwing.priv and x509/xwing.pub of draft-connolly-cfrg-xwing-kem-10).
     */
    private static final String EXAMPLE_PRIVATE = """
            MDQCAQAwDQYLKwYBBAGD5i2ByHoEIAABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZ
            GhscHR4f""";
    private static final String EXAMPLE_PUBLIC = """
            MIIE1DANBgsrBgEEAYPmLYHIegOCBMEAb1QJigoOZBFGYUtpYLpg2GA9YvRH+atJ
            m0e9aQbMQLBh2GNKPoiQbyhJWOdEHKbHJcu5cJW3ZxpGK2aByeZYC7yNYLFJ+mAm
            EEOvu6UvIFpgKDhIUVlq3zcavqmNM0c4PSu2c0OPZ4NhK/hwFPe5Gol0AmU0XfZ5
            NARz0cTBdohuXim48Fi7fHNTFmhs/1w764wmHLAJcKacGvzFS5TLhuHOY7pjbjlc
            pFEB4hx70EwxPqGa8kFB79KtREFqJbpPZZEO99iAnDCT8EqvAOPNluNcSqPIAsGK
            1vOdpLS42YyL15Atg6B7pFOWZ0pgJDyrk+gP2bHId3N2qcwNb6EV4mOTgLnGvnhI
            vRNYjGRwOgU10ZoPgWM6l2oKEFtm7ihdD9JV6CwDMZJfQ4O278dh72CZI1oLmHJj
            WKqdAbi4llGfkhR0u3wUuyIlK1wvENQSRsmyPnZEhJNn9UGhX2O8koo5u3vHPwe2
            ZcSWu2VYyPRUiacuxLrNNOnFlMM4cbcj8DSV6ItDkasm5DBD3rYRezkZ5FxMGxar
            KOR93XI2Y4VHZhkvwYBspwq7eGy9swky5oyKNwvPsHmDoBLDJmuT76YmV/S4ODdM
            sLuV4OwGVBsHZdmc8VO8a5YTXKeApVs2R3ieMZFeRig8+ce7boRT+2aCEFFB8dwN
            ANhe7XA7bGyWH3nIRSdrQkiUnAZ4LlE+spkbldlgQuOMvto1JEmytQhOvaUiamIG
            QAeJEwowlkSYSLYp/upKLCp0PEoN3Jyz89Z2/FY3MbJsShpm3IRZFwBW1XaX8UQ7
            gamjRBK7e/BfMydXWlkR3TAdYFOGfzwwgHEfG/EVh7C7KYQnayaF53ViEOSz+JVT
            hCMeVYxvUQyR4PxWtdGIX/KUnpWka8G+4fpx9QJ+EMRDsOkdD9dED0Z6JyISEuiP
            XGumQpbK4NIHv8YPiMfPtcRaoYOdGMs3xFhD5UJqSpDIArZCj5U8NZxKwGA0UvrA
            tzYeL9NdzIhakhRdT8oBWPG31wtLzRGOSipBVEON8xDESpobmepBWQcmeoiwYkJB
            V5wXIvRu1hwuPspUXJlwUXF1OZuADbJdo5WT0GSQ1xQsAOiNLbBH6YmL23rLftkH
            9uMEFswN5UokLAohJjAvXVTIW8Zqwvg8eXlFtQZ8qkK9LgwZypdQblB6sKXJ9WM3
            CEmcGfJK7FE705A6XXO27EmR98cuuZHBw3iJgFyx6jigzAIXayfFjWOM5aMmaEV8
            +bm+AnygIUBXlxcl1UEC6JlnFusq2CNFO2BbhVNwsbIbOTLN7UFgqplzx+uuWsR2
            TZTPfMlQbwd7rXMBLbtKyBQKOHRkEuszyVFFliBfcHY1hiIX2bYJGMYmjZNEkVuE
            eiR2waJw8VSlyEI0FlrPyGk5hwLOqemgfnsOmeqb3LeEH+nA+iXIM4CSVho+3dxw
            AfR4rWV4GmAkqtFl2baXmtrESKRGL1ZGhVJ/diQ0/ppCWoRDe0VzkuyoDJE1BhUe
            OhMjnzQvynZVtuquhFoiHOs+Z/VjnGGT9v3u9X45m4CLfzqitXQKre2QFj3F13XJ
            +vfx+9B12rNE6dfRRmRygfu6ezxWyv1YM7epMOxCBufDptd2T+gdeg==""";

    /** One of the draft's test vectors. */
    record Vector(byte[] seed, byte[] eseed, byte[] pk, byte[] ct, byte[] ss) {
    }

    /**
     * The draft's three test vectors, read from the one copy in the repository: the hex constants of
     * rust/tests/xwing_vectors.rs (appendix "Test vectors" of draft-connolly-cfrg-xwing-kem).
     */
    static List<Vector> draftVectors() throws IOException {
        Path source = Path.of(System.getProperty("rustpqc.repository", "../..")).resolve("rust/tests/xwing_vectors.rs");
        String text = Files.readString(source);
        Matcher field = Pattern.compile("(seed|eseed|pk|ct|ss): \"([0-9a-f\\\\\\s]+)\"").matcher(text);
        List<Map<String, byte[]>> fields = new ArrayList<>();
        while (field.find()) {
            if (field.group(1).equals("seed")) {
                fields.add(new java.util.HashMap<>());
            }
            fields.get(fields.size() - 1).put(field.group(1), HEX.parseHex(field.group(2).replaceAll("\\\\\\s*", "")));
        }
        List<Vector> vectors = new ArrayList<>();
        for (Map<String, byte[]> v : fields) {
            vectors.add(new Vector(v.get("seed"), v.get("eseed"), v.get("pk"), v.get("ct"), v.get("ss")));
        }
        assertEquals(3, vectors.size(), "the draft has three vectors in " + source);
        return vectors;
    }

    private static KeyFactory factory() throws Exception {
        return KeyFactory.getInstance("X-Wing", PROVIDER);
    }

    /**
     * Each vector through the JCA: the private key from its PKCS#8 encoding (the draft's prefix and
     * the seed) and from RAW bytes decapsulates the vector's ciphertext to its secret; the public key
     * parses and re-encodes byte for byte. (Derandomized encapsulation and key derivation are not
     * reachable through the JCA; the Rust tests run them on the same constants.)
     */
    @Test
    void theDraftsTestVectors() throws Exception {
        KeyFactory factory = factory();
        KEM kem = KEM.getInstance("X-Wing", PROVIDER);
        int checked = 0;
        for (Vector v : draftVectors()) {
            byte[] pkcs8 = HEX.parseHex(PKCS8_PREFIX + HEX.formatHex(v.seed()));
            byte[] spki = HEX.parseHex(SPKI_PREFIX + HEX.formatHex(v.pk()));
            PrivateKey fromPkcs8 = factory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
            PrivateKey fromRaw = factory.generatePrivate(new RawKeySpec(v.seed()));
            PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(spki));
            assertArrayEquals(spki, publicKey.getEncoded());
            assertArrayEquals(pkcs8, fromPkcs8.getEncoded());
            assertArrayEquals(pkcs8, fromRaw.getEncoded(), "a key made from RAW bytes writes the draft's PKCS#8");
            assertEquals(fromPkcs8, fromRaw);
            for (PrivateKey key : List.of(fromPkcs8, fromRaw)) {
                KEM.Decapsulator decapsulator = kem.newDecapsulator(key);
                // Three times: the first from the seed, then the expanded key made once.
                for (int i = 0; i < 3; i++) {
                    assertArrayEquals(v.ss(), decapsulator.decapsulate(v.ct()).getEncoded());
                    checked++;
                }
            }
            KEM.Encapsulated sent = kem.newEncapsulator(publicKey).encapsulate();
            assertArrayEquals(sent.key().getEncoded(),
                    kem.newDecapsulator(fromPkcs8).decapsulate(sent.encapsulation()).getEncoded());
        }
        assertEquals(18, checked);
    }

    /** The draft's X.509 example: both encodings read and written back unchanged, and they belong together. */
    @Test
    void theDraftsX509Example() throws Exception {
        byte[] pkcs8 = Base64.getMimeDecoder().decode(EXAMPLE_PRIVATE);
        byte[] spki = Base64.getMimeDecoder().decode(EXAMPLE_PUBLIC);
        assertEquals(PKCS8_PREFIX + "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                HEX.formatHex(pkcs8));
        assertTrue(HEX.formatHex(spki).startsWith(SPKI_PREFIX));
        KeyFactory factory = factory();
        PrivateKey privateKey = factory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(spki));
        assertArrayEquals(pkcs8, privateKey.getEncoded());
        assertArrayEquals(spki, publicKey.getEncoded());
        KEM kem = KEM.getInstance("X-Wing", PROVIDER);
        KEM.Encapsulated sent = kem.newEncapsulator(publicKey).encapsulate();
        assertArrayEquals(sent.key().getEncoded(),
                kem.newDecapsulator(privateKey).decapsulate(sent.encapsulation()).getEncoded(),
                "the example's public key is the one its private key derives");
    }

    /** Every name BouncyCastle and the draft use finds the same services; keys report X-WING. */
    @ParameterizedTest
    @ValueSource(strings = {"X-Wing", "X-WING", "XWING", "xwing", "1.3.6.1.4.1.62253.25722",
            "OID.1.3.6.1.4.1.62253.25722"})
    void namesSizesAndEncodings(String name) throws Exception {
        for (String type : List.of("KEM", "KeyPairGenerator", "KeyFactory")) {
            Provider.Service service = PROVIDER.getService(type, name);
            assertNotNull(service, type + "." + name);
            assertEquals("X-Wing", service.getAlgorithm());
        }
        KeyPair pair = KeyPairGenerator.getInstance(name, PROVIDER).generateKeyPair();
        assertEquals("X-WING", pair.getPublic().getAlgorithm());
        assertEquals("X-WING", pair.getPrivate().getAlgorithm());
        assertEquals("X.509", pair.getPublic().getFormat());
        assertEquals("PKCS#8", pair.getPrivate().getFormat());
        assertEquals(1240, pair.getPublic().getEncoded().length);
        assertEquals(54, pair.getPrivate().getEncoded().length);
        assertTrue(HEX.formatHex(pair.getPublic().getEncoded()).startsWith(SPKI_PREFIX));
        assertTrue(HEX.formatHex(pair.getPrivate().getEncoded()).startsWith(PKCS8_PREFIX));
        KEM.Encapsulator encapsulator = KEM.getInstance(name, PROVIDER).newEncapsulator(pair.getPublic());
        assertEquals(1120, encapsulator.encapsulationSize());
        assertEquals(32, encapsulator.secretSize());
        KEM.Encapsulated sent = encapsulator.encapsulate(0, 32, "AES");
        assertEquals("AES", sent.key().getAlgorithm());
        assertEquals("RAW", sent.key().getFormat());
        SecretKey received = KEM.getInstance(name, PROVIDER).newDecapsulator(pair.getPrivate())
                .decapsulate(sent.encapsulation(), 0, 32, "AES");
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());
        KeyFactory factory = KeyFactory.getInstance(name, PROVIDER);
        assertEquals(pair.getPublic(), factory.translateKey(pair.getPublic()));
        assertEquals(pair.getPrivate(), factory.generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded())));
        assertArrayEquals(Arrays.copyOfRange(pair.getPublic().getEncoded(), 24, 1240),
                factory.getKeySpec(pair.getPublic(), EncodedKeySpec.class).getEncoded(), "RAW public key");
        assertEquals(32, factory.getKeySpec(pair.getPrivate(), EncodedKeySpec.class).getEncoded().length, "RAW seed");
    }

    /** Slices of the secret, the prepared path, implicit rejection, and secrets that differ. */
    @Test
    void slicesRejectionAndFreshSecrets() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("X-Wing", PROVIDER).generateKeyPair();
        KEM kem = KEM.getInstance("X-Wing", PROVIDER);
        KEM.Encapsulated sent = kem.newEncapsulator(pair.getPublic()).encapsulate(8, 24, "Generic");
        assertEquals(16, sent.key().getEncoded().length);
        KEM.Decapsulator decapsulator = kem.newDecapsulator(pair.getPrivate());
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(sent.key().getEncoded(),
                    decapsulator.decapsulate(sent.encapsulation(), 8, 24, "Generic").getEncoded());
        }
        Set<String> rejections = new HashSet<>();
        for (int at : new int[] {0, 1087, 1088, 1119}) {
            byte[] tampered = sent.encapsulation();
            tampered[at] ^= 0x01;
            byte[] rejected = decapsulator.decapsulate(tampered, 8, 24, "Generic").getEncoded();
            assertFalse(Arrays.equals(sent.key().getEncoded(), rejected), "byte " + at + ": implicit rejection");
            rejections.add(HEX.formatHex(rejected));
        }
        assertEquals(4, rejections.size());
        Set<String> secrets = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            secrets.add(HEX.formatHex(kem.newEncapsulator(pair.getPublic()).encapsulate().key().getEncoded()));
        }
        assertEquals(20, secrets.size());
    }

    /** A SecureRandom that always returns the same bytes is not used: keys and ciphertexts still differ. */
    @Test
    void randomnessComesFromTheOperatingSystem() throws Exception {
        SecureRandom fixed = Fixtures.constantRandom((byte) 7);
        KeyPair[] two = Fixtures.twoKeyPairs("X-Wing", "X-Wing", fixed);
        assertNotEquals(two[0].getPublic(), two[1].getPublic());
        assertNotEquals(two[0].getPrivate(), two[1].getPrivate());
        KEM.Encapsulator encapsulator = KEM.getInstance("X-Wing", PROVIDER).newEncapsulator(two[0].getPublic(), null,
                fixed);
        assertFalse(Arrays.equals(encapsulator.encapsulate().encapsulation(), encapsulator.encapsulate().encapsulation()));
    }

    /** The native X-Wing operations are the ones counted (differences: the self-test runs some too). */
    @Test
    void nativeCodeServesEveryOperation() throws Exception {
        OperationCounts before = RustPqcProvider.operationCounts();
        KeyPair pair = KeyPairGenerator.getInstance("X-Wing", PROVIDER).generateKeyPair();
        KEM kem = KEM.getInstance("X-Wing", PROVIDER);
        KEM.Encapsulated sent = kem.newEncapsulator(pair.getPublic()).encapsulate();
        KEM.Decapsulator decapsulator = kem.newDecapsulator(pair.getPrivate());
        decapsulator.decapsulate(sent.encapsulation());
        decapsulator.decapsulate(sent.encapsulation());
        factory().generatePublic(new X509EncodedKeySpec(pair.getPublic().getEncoded()));
        OperationCounts after = RustPqcProvider.operationCounts();
        String binding = RustPqcProvider.binding();
        for (NativeOperation operation : NativeOperation.values()) {
            long expected = switch (operation) {
                case X_WING_GENERATE, X_WING_ENCAPSULATE -> 1;
                case X_WING_DECAPSULATE -> 2;
                default -> 0;
            };
            long moved = binding.equals("ffm") ? after.ffm(operation) - before.ffm(operation)
                    : after.jni(operation) - before.jni(operation);
            assertTrue(moved >= expected, operation + " moved by " + moved + " (other tests may run in parallel)");
        }
    }

    /** Bad input gets a typed exception whose message names the problem; the next good call works. */
    @Test
    void hostileInputs() throws Exception {
        KeyFactory factory = factory();
        KEM kem = KEM.getInstance("X-Wing", PROVIDER);
        KeyPair pair = KeyPairGenerator.getInstance("X-Wing", PROVIDER).generateKeyPair();
        byte[] spki = pair.getPublic().getEncoded();
        byte[] pkcs8 = pair.getPrivate().getEncoded();

        // The ML-KEM part's first coefficient set to q = 3329.
        byte[] badModulus = spki.clone();
        badModulus[24] = 0x01;
        badModulus[25] = (byte) ((badModulus[25] & 0xf0) | 0x0d);
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new X509EncodedKeySpec(badModulus))), "modulus check");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new RawKeySpec(Arrays.copyOfRange(badModulus, 24, 1240)))), "modulus check");
        // Lengths, trailing bytes, another algorithm, parameters, a publicKey field, huge input.
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new X509EncodedKeySpec(Arrays.copyOf(spki, 1239)))), "truncated");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new X509EncodedKeySpec(Arrays.copyOf(spki, 1241)))), "trailing");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new RawKeySpec(new byte[1215]))), "1215 bytes");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePrivate(new RawKeySpec(new byte[64]))), "64 bytes");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new X509EncodedKeySpec(new byte[16 << 20]))), "Invalid");
        byte[] mlKem = KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair().getPublic().getEncoded();
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePublic(new X509EncodedKeySpec(mlKem))), "is not X-Wing");
        byte[] withParameters = HEX.parseHex("3036020100300f060b2b0601040183e62d81c87a05000420"
                + HEX.formatHex(pkcs8, 22, 54));
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(withParameters))), "no parameters");
        byte[] withPublicKey = HEX.parseHex("3039020101300d060b2b0601040183e62d81c87a0420"
                + HEX.formatHex(pkcs8, 22, 54) + "8103000102");
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(withPublicKey))), "publicKey");
        byte[] wrapped = HEX.parseHex("3036020100300d060b2b0601040183e62d81c87a042204" + "20"
                + HEX.formatHex(pkcs8, 22, 54));
        assertMessage(assertThrows(InvalidKeySpecException.class,
                () -> factory.generatePrivate(new PKCS8EncodedKeySpec(wrapped))), "34 bytes");
        assertThrows(InvalidKeySpecException.class, () -> factory.generatePrivate(null));
        assertThrows(InvalidKeySpecException.class, () -> factory.getKeySpec(pair.getPublic(), PKCS8EncodedKeySpec.class));

        // Keys of other algorithms and kinds.
        KeyPair mlKemPair = KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair();
        assertMessage(assertThrows(InvalidKeyException.class, () -> kem.newEncapsulator(mlKemPair.getPublic())),
                "is not X-Wing");
        assertMessage(assertThrows(InvalidKeyException.class, () -> kem.newDecapsulator(mlKemPair.getPrivate())),
                "is not X-Wing");
        assertThrows(InvalidKeyException.class, () -> KEM.getInstance("ML-KEM", PROVIDER).newEncapsulator(pair.getPublic()));
        assertThrows(InvalidKeyException.class, () -> kem.newEncapsulator(null));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> kem.newEncapsulator(pair.getPublic(), new NamedParameterSpec("ML-KEM-768"), null));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> KeyPairGenerator.getInstance("X-Wing", PROVIDER).initialize(new NamedParameterSpec("X25519")));
        assertThrows(java.security.InvalidParameterException.class,
                () -> KeyPairGenerator.getInstance("X-Wing", PROVIDER).initialize(768));

        // Ciphertexts and ranges.
        KEM.Decapsulator decapsulator = kem.newDecapsulator(pair.getPrivate());
        for (int length : new int[] {0, 1088, 1119, 1121, 1 << 20}) {
            assertMessage(assertThrows(DecapsulateException.class, () -> decapsulator.decapsulate(new byte[length])),
                    length + " bytes");
        }
        assertThrows(NullPointerException.class, () -> decapsulator.decapsulate(null));
        assertThrows(IndexOutOfBoundsException.class, () -> decapsulator.decapsulate(new byte[1120], 0, 33, "AES"));
        assertThrows(IndexOutOfBoundsException.class,
                () -> kem.newEncapsulator(pair.getPublic()).encapsulate(-1, 32, "AES"));

        // A destroyed key is refused, before and after the decapsulator was made.
        PrivateKey doomed = factory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        KEM.Decapsulator early = kem.newDecapsulator(doomed);
        doomed.destroy();
        assertTrue(doomed.isDestroyed());
        assertMessage(assertThrows(DecapsulateException.class, () -> early.decapsulate(new byte[1120])), "destroyed");
        assertMessage(assertThrows(InvalidKeyException.class, () -> kem.newDecapsulator(doomed)), "destroyed");
        assertThrows(IllegalStateException.class, doomed::getEncoded);
        assertThrows(InvalidKeySpecException.class, () -> factory.getKeySpec(doomed, EncodedKeySpec.class));

        // All-zero and all-0xff ciphertexts are ordinary values; the good pair still works.
        for (byte fill : new byte[] {0, (byte) 0xff}) {
            byte[] junk = new byte[1120];
            Arrays.fill(junk, fill);
            assertEquals(32, decapsulator.decapsulate(junk).getEncoded().length);
        }
        KEM.Encapsulated sent = kem.newEncapsulator(pair.getPublic()).encapsulate();
        assertArrayEquals(sent.key().getEncoded(), decapsulator.decapsulate(sent.encapsulation()).getEncoded());
    }

    private static void assertMessage(Exception e, String part) {
        assertTrue(e.getMessage() != null && e.getMessage().contains(part),
                "message of " + e + " should mention \"" + part + "\"");
    }
}
