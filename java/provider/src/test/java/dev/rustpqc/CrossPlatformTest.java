package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.EncodedKeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keys, ciphertexts and signatures made on one platform work on another (scripts/platform-test.sh
 * runs this on x86-64, then on aarch64 under qemu, on Windows under wine and in a Debian 11 root,
 * then on x86-64 again). With {@code -Drustpqc.test.interop=DIR} each run writes what it made into
 * DIR, named after its platform, JDK and binding, and checks what every other run wrote there:
 * decapsulation gives the other side's secret (for its keys and for our key from a fixed seed), its
 * signatures verify, and deterministic results (expanded keys from fixed seeds, deterministic
 * signatures) are byte-identical to its own.
 * {@code -Drustpqc.test.interop.expect=N} requires at least N other runs' files.
 */
class CrossPlatformTest {
    private static final HexFormat HEX = HexFormat.of();
    private static final byte[] MESSAGE = "the same bytes on every platform".getBytes(StandardCharsets.UTF_8);

    /** The run's name; a forced native build is part of it, so that two builds on one JDK both count. */
    private static String platform() {
        String variant = System.getProperty("rustpqc.native.variant");
        return System.getProperty("os.name").split(" ")[0].toLowerCase() + "-" + System.getProperty("os.arch") + "-jdk"
                + Fixtures.jdk() + "-" + RustPqcProvider.binding() + (variant != null ? "-" + variant : "");
    }

    private static byte[] seed(String set) {
        byte[] seed = new byte[set.startsWith("ML-KEM") ? 64 : 32];
        for (int i = 0; i < seed.length; i++) {
            seed[i] = (byte) (i * 7 + set.length());
        }
        return seed;
    }

    /** A private key from a fixed seed, the same on every platform. */
    private static PrivateKey fixed(String set) throws Exception {
        return KeyFactory.getInstance(set, PROVIDER)
                .generatePrivate(new PKCS8EncodedKeySpec(TestDer.pkcs8Seed(set, seed(set))));
    }

    /** The expanded private key native code derives from the fixed seed. */
    private static byte[] expanded(String set) throws Exception {
        return KeyFactory.getInstance(set, PROVIDER).getKeySpec(fixed(set), EncodedKeySpec.class).getEncoded();
    }

    /** The public key of the fixed ML-KEM key: the encapsulation key inside the expanded key (FIPS 203). */
    private static PublicKey fixedMlKemPublic(String set) throws Exception {
        int rank = Integer.parseInt(set.substring("ML-KEM-".length())) / 256;
        byte[] ek = Arrays.copyOfRange(expanded(set), 384 * rank, 384 * rank + 384 * rank + 32);
        return KeyFactory.getInstance(set, PROVIDER).generatePublic(new RawKeySpec(ek));
    }

    private static byte[] sign(PrivateKey key, MlDsaParameterSpec spec) throws Exception {
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(key);
        if (spec != null) {
            signature.setParameter(spec);
        }
        signature.update(MESSAGE);
        return signature.sign();
    }

    /** What this platform makes: fresh keys and their results, and the deterministic ones. */
    private static Properties make() throws Exception {
        Properties made = new Properties();
        made.setProperty("platform", platform());
        made.setProperty("codePath", dev.rustpqc.binding.Native.binding().cpu());
        for (String set : Fixtures.ML_KEM_SETS) {
            KeyPair pair = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
            MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
            made.setProperty(set + ".privateKey", HEX.formatHex(pair.getPrivate().getEncoded()));
            made.setProperty(set + ".ciphertext", HEX.formatHex(sent.ciphertext()));
            made.setProperty(set + ".secret", HEX.formatHex(sent.key().getEncoded()));
            made.setProperty(set + ".fixedExpandedKey", HEX.formatHex(expanded(set)));
            // Encapsulated to the fixed key, to be decapsulated by the other side's own derivation.
            MlKem.Encapsulated toFixed = MlKem.encapsulate(fixedMlKemPublic(set));
            made.setProperty(set + ".fixedCiphertext", HEX.formatHex(toFixed.ciphertext()));
            made.setProperty(set + ".fixedSecret", HEX.formatHex(toFixed.key().getEncoded()));
        }
        for (String set : Fixtures.ML_DSA_SETS) {
            KeyPair pair = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
            made.setProperty(set + ".publicKey", HEX.formatHex(pair.getPublic().getEncoded()));
            made.setProperty(set + ".signature", HEX.formatHex(sign(pair.getPrivate(), null)));
            made.setProperty(set + ".fixedExpandedKey", HEX.formatHex(expanded(set)));
            made.setProperty(set + ".fixedSignature",
                    HEX.formatHex(sign(fixed(set), MlDsaParameterSpec.deterministicSigning())));
        }
        return made;
    }

    private static int check(Properties other) throws Exception {
        String from = other.getProperty("platform");
        int checks = 0;
        for (String set : Fixtures.ML_KEM_SETS) {
            KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
            PrivateKey privateKey = factory.generatePrivate(
                    new PKCS8EncodedKeySpec(HEX.parseHex(other.getProperty(set + ".privateKey"))));
            assertArrayEquals(HEX.parseHex(other.getProperty(set + ".secret")),
                    MlKem.decapsulate(privateKey, HEX.parseHex(other.getProperty(set + ".ciphertext"))).getEncoded(),
                    set + " ciphertext and key made on " + from);
            assertArrayEquals(expanded(set), HEX.parseHex(other.getProperty(set + ".fixedExpandedKey")),
                    set + " key from a fixed seed on " + from);
            assertArrayEquals(HEX.parseHex(other.getProperty(set + ".fixedSecret")),
                    MlKem.decapsulate(fixed(set), HEX.parseHex(other.getProperty(set + ".fixedCiphertext")))
                            .getEncoded(), set + " ciphertext made on " + from + " for our own key");
            checks += 3;
        }
        for (String set : Fixtures.ML_DSA_SETS) {
            PublicKey publicKey = KeyFactory.getInstance(set, PROVIDER)
                    .generatePublic(new X509EncodedKeySpec(HEX.parseHex(other.getProperty(set + ".publicKey"))));
            Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
            verifier.initVerify(publicKey);
            verifier.update(MESSAGE);
            assertTrue(verifier.verify(HEX.parseHex(other.getProperty(set + ".signature"))),
                    set + " signature made on " + from);
            assertArrayEquals(expanded(set), HEX.parseHex(other.getProperty(set + ".fixedExpandedKey")),
                    set + " key from a fixed seed on " + from);
            assertArrayEquals(sign(fixed(set), MlDsaParameterSpec.deterministicSigning()),
                    HEX.parseHex(other.getProperty(set + ".fixedSignature")),
                    set + " deterministic signature on " + from);
            checks += 3;
        }
        return checks;
    }

    @Test
    void whatOtherPlatformsMadeWorksHere() throws Exception {
        String directory = System.getProperty("rustpqc.test.interop");
        assumeTrue(directory != null, "-Drustpqc.test.interop=DIR (scripts/platform-test.sh)");
        Path dir = Path.of(directory);
        Files.createDirectories(dir);
        String own = platform() + ".properties";
        List<Path> others = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.getFileName().toString().endsWith(".properties"))
                    .filter(f -> !f.getFileName().toString().equals(own)).sorted().forEach(others::add);
        }
        int expected = Integer.getInteger("rustpqc.test.interop.expect", 0);
        assertTrue(others.size() >= expected, "expected results of " + expected + " other runs in " + dir + ", found "
                + others);
        for (Path file : others) {
            Properties other = load(file);
            assertEquals(18, check(other), file.toString());
            System.out.println("interop: " + platform() + " read what " + other.getProperty("platform") + " made ("
                    + other.getProperty("codePath") + "): 18 checks");
        }
        write(make(), dir.resolve(own));
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            properties.load(reader);
        }
        return properties;
    }

    private static void write(Properties properties, Path file) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.ISO_8859_1)) {
            properties.store(writer, "made by CrossPlatformTest");
        }
        Files.move(temporary, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
