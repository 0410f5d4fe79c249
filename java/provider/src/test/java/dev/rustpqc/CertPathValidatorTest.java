package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.cert.CertPathValidatorException;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PKIX validation (the JDK's CertPathValidator) of ML-DSA certificate chains with RustPqc's
 * Signature verifying every certificate: chains signed by our keys, by BouncyCastle and by
 * OpenSSL 3.6; the native verification counts prove RustPqc did the work.
 */
class CertPathValidatorTest {
    @TempDir
    Path directory;

    @Test
    void chainSignedByRustPqc() throws Exception {
        validateThreeLevelChain(Fixtures.PROVIDER);
    }

    @Test
    void chainSignedByBouncyCastle() throws Exception {
        validateThreeLevelChain(new BouncyCastleProvider());
    }

    @Test
    void chainSignedByTheJdk() throws Exception {
        Provider jdk = Security.getProvider("SUN");
        assumeTrue(jdk.getService("Signature", "ML-DSA") != null, Fixtures.NO_JDK_PQC);
        validateThreeLevelChain(jdk);
    }

    /** Root ML-DSA-87, intermediate ML-DSA-65, leaf ML-DSA-44: keys made and certificates signed by {@code maker}. */
    private static void validateThreeLevelChain(Provider maker) throws Exception {
        KeyPair root = generate("ML-DSA-87", maker);
        KeyPair intermediate = generate("ML-DSA-65", maker);
        KeyPair leaf = generate("ML-DSA-44", maker);
        X509Certificate rootCertificate = TestCertificates.issue("CN=Root", root.getPublic(), "CN=Root",
                root.getPrivate(), "ML-DSA-87", maker, true);
        X509Certificate intermediateCertificate = TestCertificates.issue("CN=Intermediate", intermediate.getPublic(),
                "CN=Root", root.getPrivate(), "ML-DSA-87", maker, true);
        X509Certificate leafCertificate = TestCertificates.issue("CN=Leaf", leaf.getPublic(), "CN=Intermediate",
                intermediate.getPrivate(), "ML-DSA-65", maker, false);

        OperationCounts before = RustPqcProvider.operationCounts();
        CertPaths.validate(new Certificate[] {leafCertificate, intermediateCertificate}, rootCertificate);
        assertTrue(CertPaths.verifiedSince(before) >= 2, "RustPqc verified intermediate and leaf");

        X509Certificate forged = TestCertificates.issue("CN=Leaf", leaf.getPublic(), "CN=Intermediate",
                generate("ML-DSA-65", maker).getPrivate(), "ML-DSA-65", maker, false);
        CertPathValidatorException refused = assertThrows(CertPathValidatorException.class,
                () -> CertPaths.validate(new Certificate[] {forged, intermediateCertificate}, rootCertificate));
        assertEquals(0, refused.getIndex(), "the forged leaf is the one refused: " + refused);
    }

    private static KeyPair generate(String set, Provider provider) throws Exception {
        return KeyPairGenerator.getInstance(set, provider).generateKeyPair();
    }

    @Test
    void chainMadeByOpenSsl() throws Exception {
        String dir = directory.toString();
        OpenSsl.run(directory, "req", "-x509", "-newkey", "ML-DSA-87", "-nodes", "-keyout", dir + "/root.key",
                "-out", dir + "/root.pem", "-subj", "/CN=OpenSSL Root", "-days", "1",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign");
        for (String[] level : new String[][] {{"intermediate", "ML-DSA-65", "root", "CA:TRUE"},
                {"leaf", "ML-DSA-44", "intermediate", "CA:FALSE"}}) {
            String name = level[0];
            Path extensions = directory.resolve(name + ".ext");
            Files.writeString(extensions, "basicConstraints=critical," + level[3] + "\n"
                    + (level[3].equals("CA:TRUE") ? "keyUsage=critical,keyCertSign\n" : "keyUsage=critical,digitalSignature\n"));
            OpenSsl.run(directory, "req", "-newkey", level[1], "-nodes", "-keyout", dir + "/" + name + ".key",
                    "-out", dir + "/" + name + ".csr", "-subj", "/CN=OpenSSL " + name);
            OpenSsl.run(directory, "x509", "-req", "-in", dir + "/" + name + ".csr", "-CA", dir + "/" + level[2] + ".pem",
                    "-CAkey", dir + "/" + level[2] + ".key", "-out", dir + "/" + name + ".pem", "-days", "1",
                    "-extfile", extensions.toString());
        }
        X509Certificate root = read("root.pem");
        X509Certificate intermediate = read("intermediate.pem");
        X509Certificate leaf = read("leaf.pem");
        assertEquals("2.16.840.1.101.3.4.3.18", leaf.getSigAlgOID(), "OpenSSL signed the leaf with ML-DSA-65");

        OperationCounts before = RustPqcProvider.operationCounts();
        CertPaths.validate(new Certificate[] {leaf, intermediate}, root);
        assertTrue(CertPaths.verifiedSince(before) >= 2, "RustPqc verified OpenSSL's signatures");
    }

    private X509Certificate read(String name) throws Exception {
        try (InputStream in = Files.newInputStream(directory.resolve(name))) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
    }
}
