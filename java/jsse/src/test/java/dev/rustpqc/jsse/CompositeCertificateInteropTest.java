package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.SignatureException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.stream.Stream;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Composite ML-DSA certificates across RustPqc and BouncyCastle 1.87, on every set both offer: a
 * certificate BouncyCastle makes and signs (its key, its composite Signature, bcpkix's builder)
 * verifies with RustPqc's Signature, and one RustPqc signs verifies in BouncyCastle's certificate
 * parser and Signature; a flipped signature bit fails on both sides.
 */
class CompositeCertificateInteropTest {
    static Stream<String> sets() {
        return Stream.of("MLDSA44-RSA2048-PSS-SHA256", "MLDSA44-RSA2048-PKCS15-SHA256", "MLDSA44-Ed25519-SHA512",
                "MLDSA44-ECDSA-P256-SHA256", "MLDSA65-RSA3072-PSS-SHA512", "MLDSA65-RSA3072-PKCS15-SHA512",
                "MLDSA65-RSA4096-PSS-SHA512", "MLDSA65-RSA4096-PKCS15-SHA512", "MLDSA65-ECDSA-P256-SHA512",
                "MLDSA65-ECDSA-P384-SHA512", "MLDSA65-Ed25519-SHA512", "MLDSA87-ECDSA-P384-SHA512",
                "MLDSA87-Ed448-SHAKE256", "MLDSA87-RSA3072-PSS-SHA512", "MLDSA87-RSA4096-PSS-SHA512",
                "MLDSA87-ECDSA-P521-SHA512");
    }

    /** BouncyCastle, registered (last) if it is not: its composite asks for its components by provider name. */
    private static synchronized Provider bouncyCastle() {
        Provider registered = Security.getProvider("BC");
        if (registered == null) {
            registered = new BouncyCastleProvider();
            Security.addProvider(registered);
        }
        return registered;
    }

    @ParameterizedTest
    @MethodSource("sets")
    void certificatesCrossBothWays(String set) throws Exception {
        Provider ours = MlDsaPki.RUST_PQC;
        Provider bc = bouncyCastle();

        KeyPair theirs = KeyPairGenerator.getInstance(set, bc).generateKeyPair();
        X509Certificate signedByBc = TestPki.localhostCertificate(theirs.getPublic(),
                new JcaContentSignerBuilder(set).setProvider(bc).build(theirs.getPrivate()));
        signedByBc.verify(signedByBc.getPublicKey(), ours);
        assertThrows(SignatureException.class, () -> tampered(signedByBc, null).verify(signedByBc.getPublicKey(), ours));

        KeyPair mine = KeyPairGenerator.getInstance(set, ours).generateKeyPair();
        X509Certificate signedByUs = TestPki.localhostCertificate(mine.getPublic(),
                new JcaContentSignerBuilder(set).setProvider(ours).build(mine.getPrivate()));
        X509Certificate inBc = (X509Certificate) CertificateFactory.getInstance("X.509", bc)
                .generateCertificate(new ByteArrayInputStream(signedByUs.getEncoded()));
        assertEquals(set, inBc.getPublicKey().getAlgorithm());
        inBc.verify(inBc.getPublicKey(), bc);
        X509Certificate tamperedInBc = tampered(signedByUs, bc);
        assertThrows(SignatureException.class, () -> tamperedInBc.verify(inBc.getPublicKey(), bc));
    }

    /** The certificate with the last bit of its signature flipped, parsed by {@code provider}'s factory (or the JDK's). */
    private static X509Certificate tampered(X509Certificate certificate, Provider provider) throws Exception {
        byte[] encoded = certificate.getEncoded();
        encoded[encoded.length - 1] ^= 0x01;
        CertificateFactory factory = provider == null ? CertificateFactory.getInstance("X.509")
                : CertificateFactory.getInstance("X.509", provider);
        return (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(encoded));
    }
}
