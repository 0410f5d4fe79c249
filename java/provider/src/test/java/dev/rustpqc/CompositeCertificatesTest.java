package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.signature.CompositeSets;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Key;
import java.security.SignatureException;
import java.security.cert.CertPathValidator;
import java.security.cert.CertPathValidatorException;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Composite ML-DSA certificates made with keytool and RustPqc: a self-signed CA
 * (MLDSA87-ECDSA-P384-SHA512) and a leaf (MLDSA65-ECDSA-P256-SHA512, the draft's recommended set)
 * that it certifies through {@code -certreq} and {@code -gencert}, validated by the JDK's PKIX
 * CertPathValidator over RustPqc's Signature, and by BouncyCastle 1.87: its certificate parser, its
 * composite Signature and its own PKIX CertPathValidator. A certificate whose signature was
 * tampered with fails both.
 */
class CompositeCertificatesTest {
    static final String CA_SET = "MLDSA87-ECDSA-P384-SHA512";
    static final String LEAF_SET = "MLDSA65-ECDSA-P256-SHA512";

    @TempDir
    static Path directory;
    static Path store;
    static Path securityProperties;

    /** Registers RustPqc (last): a PKCS12 KeyStore reads a composite key only through a registered KeyFactory. */
    @BeforeAll
    static void makeChain() throws Exception {
        CertPaths.registerLast();
        store = directory.resolve("composite.p12");
        securityProperties = Keytool.securityProperties(directory);
        String ca = keytool("-genkeypair", "-alias", "ca", "-keyalg", CA_SET, "-sigalg", CA_SET,
                "-dname", "CN=RustPqc Composite CA", "-ext", "bc:c", "-validity", "2");
        KeytoolTest.assertServedByRustPqc(ca, "KeyPairGenerator." + CA_SET + " algorithm");
        KeytoolTest.assertServedByRustPqc(ca, "signing algorithm");
        keytool("-genkeypair", "-alias", "leaf", "-keyalg", LEAF_SET, "-sigalg", LEAF_SET, "-dname", "CN=localhost",
                "-validity", "2");
        Path request = directory.resolve("leaf.csr");
        Path reply = directory.resolve("leaf.cer");
        keytool("-certreq", "-alias", "leaf", "-sigalg", LEAF_SET, "-file", request.toString());
        KeytoolTest.assertServedByRustPqc(keytool("-gencert", "-alias", "ca", "-sigalg", CA_SET, "-infile",
                request.toString(), "-outfile", reply.toString(), "-ext", "san=dns:localhost", "-validity", "1"),
                "signing algorithm");
        keytool("-importcert", "-alias", "leaf", "-file", reply.toString(), "-noprompt");
    }

    static String keytool(String... args) throws Exception {
        return Keytool.onKeyStore(store, securityProperties, args);
    }

    private static Certificate[] chain() throws Exception {
        return KeytoolTest.load(store).getCertificateChain("leaf");
    }

    @Test
    void keytoolMakesACompositeChain() throws Exception {
        Certificate[] chain = chain();
        assertEquals(2, chain.length);
        X509Certificate leaf = (X509Certificate) chain[0];
        X509Certificate ca = (X509Certificate) chain[1];
        assertEquals("1.3.6.1.5.5.7.6.49", ca.getSigAlgOID(), "the CA signs with " + CA_SET);
        assertEquals("1.3.6.1.5.5.7.6.49", leaf.getSigAlgOID());
        assertEquals(ca.getSubjectX500Principal(), ca.getIssuerX500Principal());
        OperationCounts before = RustPqcProvider.operationCounts();
        ca.verify(ca.getPublicKey(), Fixtures.PROVIDER);
        leaf.verify(ca.getPublicKey(), Fixtures.PROVIDER);
        assertTrue(CertPaths.verifiedSince(before) >= 2, "RustPqc verified both ML-DSA halves natively");

        Key stored = KeytoolTest.load(store).getKey("leaf", KeytoolTest.PASSWORD.toCharArray());
        assertEquals(LEAF_SET, stored.getAlgorithm());
        assertInstanceOf(PqcPrivateKey.class, java.security.KeyFactory.getInstance(LEAF_SET, Fixtures.PROVIDER)
                .translateKey(stored));
    }

    @Test
    void pkixValidatesTheChainOverRustPqc() throws Exception {
        Certificate[] chain = chain();
        OperationCounts before = RustPqcProvider.operationCounts();
        CertPaths.validate(chain, (X509Certificate) chain[1]);
        assertTrue(CertPaths.verifiedSince(before) >= 1, "PKIX used RustPqc's Signature");
    }

    @Test
    void bouncyCastleValidatesTheChain() throws Exception {
        CertificateFactory bcFactory = CertificateFactory.getInstance("X.509", CompositeSets.BC);
        List<X509Certificate> theirs = new ArrayList<>();
        for (Certificate certificate : chain()) {
            theirs.add((X509Certificate) bcFactory.generateCertificate(
                    new ByteArrayInputStream(certificate.getEncoded())));
        }
        X509Certificate ca = theirs.get(1);
        ca.verify(ca.getPublicKey(), CompositeSets.BC);
        theirs.get(0).verify(ca.getPublicKey(), CompositeSets.BC);
        assertEquals(CA_SET, ca.getPublicKey().getAlgorithm());
        assertArrayEquals(ca.getPublicKey().getEncoded(), java.security.KeyFactory.getInstance(CA_SET,
                Fixtures.PROVIDER).translateKey(ca.getPublicKey()).getEncoded(), "BouncyCastle's key object, read by us");

        PKIXParameters parameters = new PKIXParameters(Set.of(new TrustAnchor(ca, null)));
        parameters.setRevocationEnabled(false);
        CertPathValidator.getInstance("PKIX", CompositeSets.BC).validate(
                bcFactory.generateCertPath(List.of(theirs.get(0))), parameters);
    }

    @Test
    void aTamperedSignatureFailsBothValidators() throws Exception {
        X509Certificate ca = (X509Certificate) chain()[1];
        byte[] encoded = chain()[0].getEncoded();
        encoded[encoded.length - 1] ^= 0x01;
        X509Certificate tampered = (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(encoded));
        assertThrows(SignatureException.class, () -> tampered.verify(ca.getPublicKey(), Fixtures.PROVIDER));
        CertPathValidatorException refused = assertThrows(CertPathValidatorException.class,
                () -> CertPaths.validate(new Certificate[] {tampered, ca}, ca));
        assertTrue(String.valueOf(refused.getMessage()).contains("ignature"), refused.getMessage());

        CertificateFactory bcFactory = CertificateFactory.getInstance("X.509", CompositeSets.BC);
        X509Certificate theirs = (X509Certificate) bcFactory.generateCertificate(new ByteArrayInputStream(encoded));
        X509Certificate theirCa = (X509Certificate) bcFactory.generateCertificate(
                new ByteArrayInputStream(ca.getEncoded()));
        assertThrows(SignatureException.class, () -> theirs.verify(theirCa.getPublicKey(), CompositeSets.BC));
    }

    @Test
    void theCertificateReplyParses() throws Exception {
        try (InputStream in = Files.newInputStream(directory.resolve("leaf.cer"))) {
            X509Certificate reply = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
            assertEquals("CN=localhost", reply.getSubjectX500Principal().getName());
            assertTrue(Arrays.equals(reply.getEncoded(), chain()[0].getEncoded()));
        }
        assertTrue(KeytoolTest.load(store).isKeyEntry("ca"));
    }
}
