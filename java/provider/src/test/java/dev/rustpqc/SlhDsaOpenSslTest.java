package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPublicKey;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SLH-DSA against OpenSSL 3.6's native implementation, both ways, through its command line: our
 * keys (PKCS#8, X.509) sign and verify in OpenSSL and OpenSSL's in our provider; deterministic
 * signatures with a context ({@code -pkeyopt deterministic:1}, {@code hexcontext-string}) are
 * byte for byte ours. OpenSSL has no HashSLH-DSA. The OpenSSL is {@code -Drustpqc.openssl}
 * (see {@link #openssl}).
 * As {@link SlhDsaInteropTest}: all twelve sets on JDK 25 over FFM, the {@code f} sets elsewhere.
 */
class SlhDsaOpenSslTest {
    private static final byte[] MESSAGE = "signed natively twice".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CONTEXT = {0, 1, 2, (byte) 0xfe, (byte) 0xff, 'c', 't', 'x'};
    private static final Pattern VERSION = Pattern.compile("OpenSSL (\\d+)\\.(\\d+)\\.");

    @TempDir
    Path dir;

    static java.util.stream.Stream<ParameterSet> interopSets() {
        return SlhDsaInteropTest.interopSets();
    }

    /** OpenSSL's name for a set: FIPS 205's spelling. */
    private static String opensslName(ParameterSet set) {
        return set.jcaName.substring(0, set.jcaName.length() - 1) + set.jcaName.substring(set.jcaName.length() - 1)
                .toLowerCase();
    }

    /**
     * The OpenSSL of {@code -Drustpqc.openssl} (test.sh passes the Debian sid root's 3.6,
     * scripts/jdks.sh), which must be 3.5 or later (SLH-DSA's first release). Without one the test
     * is aborted with a message that says so, unless {@code -Drustpqc.openssl.required=true}
     * (test.sh and CI), where it fails.
     */
    private static String openssl() throws Exception {
        String configured = System.getProperty("rustpqc.openssl", System.getenv("OPENSSL36"));
        String problem;
        if (configured == null || configured.isBlank()) {
            problem = "no OpenSSL configured (-Drustpqc.openssl=PATH or $OPENSSL36)";
        } else if (!Files.isExecutable(Path.of(configured))) {
            problem = "OpenSSL not found at " + configured;
        } else {
            String version = run(List.of(configured, "version")).strip();
            Matcher m = VERSION.matcher(version);
            if (m.find() && (Integer.parseInt(m.group(1)) > 3
                    || Integer.parseInt(m.group(1)) == 3 && Integer.parseInt(m.group(2)) >= 5)) {
                return configured;
            }
            problem = configured + " is " + version + ", which has no SLH-DSA (3.5 or later has)";
        }
        String message = problem + "; scripts/debian-root.sh ensure sid provides OpenSSL 3.6 (scripts/jdks.sh"
                + " exports it as OPENSSL36)";
        throw OpenSsl.missing(message);
    }

    private static String run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException(command + " timed out");
        }
        String text = new String(output, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IllegalStateException(command + " exited " + process.exitValue() + ": " + text);
        }
        return text;
    }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static List<String> context() {
        return List.of("-pkeyopt", "hexcontext-string:" + HexFormat.of().formatHex(CONTEXT));
    }

    @ParameterizedTest
    @MethodSource("interopSets")
    void keysAndSignaturesCrossBothWays(ParameterSet set) throws Exception {
        String openssl = openssl();
        Path message = write("message", MESSAGE);

        // Our key, OpenSSL signs deterministically: our bytes; OpenSSL verifies our hedged signature.
        KeyPair ours = KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
        Path sk = write("ours-sk.der", ours.getPrivate().getEncoded());
        Path pk = write("ours-pk.der", ours.getPublic().getEncoded());
        Path signed = dir.resolve("openssl.sig");
        List<String> sign = new ArrayList<>(List.of(openssl, "pkeyutl", "-sign", "-inkey", sk.toString(), "-keyform",
                "DER", "-rawin", "-in", message.toString(), "-out", signed.toString(), "-pkeyopt", "deterministic:1"));
        sign.addAll(context());
        run(sign);
        byte[] theirs = Files.readAllBytes(signed);
        assertArrayEquals(sign(set.jcaName, ours.getPrivate(), new MlDsaParameterSpec(CONTEXT, true)), theirs,
                set + ": OpenSSL's deterministic signature");
        assertTrue(verify(ours.getPublic(), theirs));
        Path hedged = write("ours.sig", sign("SLH-DSA", ours.getPrivate(), new MlDsaParameterSpec(CONTEXT)));
        List<String> verify = new ArrayList<>(List.of(openssl, "pkeyutl", "-verify", "-pubin", "-inkey",
                pk.toString(), "-keyform", "DER", "-rawin", "-in", message.toString(), "-sigfile", hedged.toString()));
        verify.addAll(context());
        assertTrue(run(verify).contains("Signature Verified Successfully"));

        // OpenSSL's key in our KeyFactory: the same encodings back, and our signature its.
        Path theirSk = dir.resolve("openssl-sk.der");
        run(List.of(openssl, "genpkey", "-algorithm", opensslName(set), "-outform", "DER", "-out", theirSk.toString()));
        Path theirPk = dir.resolve("openssl-pk.der");
        run(List.of(openssl, "pkey", "-inform", "DER", "-in", theirSk.toString(), "-pubout", "-outform", "DER",
                "-out", theirPk.toString()));
        KeyFactory factory = KeyFactory.getInstance("SLH-DSA", PROVIDER);
        byte[] skEncoding = Files.readAllBytes(theirSk);
        byte[] pkEncoding = Files.readAllBytes(theirPk);
        PrivateKey privateKey = factory.generatePrivate(new PKCS8EncodedKeySpec(skEncoding));
        PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(pkEncoding));
        assertEquals(set, ((PqcPublicKey) publicKey).parameterSet());
        assertArrayEquals(skEncoding, privateKey.getEncoded());
        assertArrayEquals(pkEncoding, publicKey.getEncoded());
        Path fromOurs = write("from-ours.sig", sign("SLH-DSA", privateKey, new MlDsaParameterSpec(CONTEXT, true)));
        List<String> verifyTheirs = new ArrayList<>(List.of(openssl, "pkeyutl", "-verify", "-pubin", "-inkey",
                theirPk.toString(), "-keyform", "DER", "-rawin", "-in", message.toString(), "-sigfile",
                fromOurs.toString()));
        verifyTheirs.addAll(context());
        assertTrue(run(verifyTheirs).contains("Signature Verified Successfully"));
    }

    private static byte[] sign(String algorithm, PrivateKey key, MlDsaParameterSpec spec) throws Exception {
        Signature signer = Signature.getInstance(algorithm, PROVIDER);
        signer.setParameter(spec);
        signer.initSign(key);
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static boolean verify(PublicKey key, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("SLH-DSA", PROVIDER);
        verifier.setParameter(new MlDsaParameterSpec(CONTEXT));
        verifier.initVerify(key);
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }
}
