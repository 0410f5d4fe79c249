package dev.rustpqc;

import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Date;
import java.util.Map;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.asn1.x509.TBSCertificate;
import org.bouncycastle.asn1.x509.Time;
import org.bouncycastle.asn1.x509.V3TBSCertificateGenerator;

/** X.509 v3 certificates signed with ML-DSA by any provider's Signature (built from bcprov's ASN.1 classes). */
final class TestCertificates {
    private static final Map<String, String> SIGNATURE_OIDS = Map.of(
            "ML-DSA-44", "2.16.840.1.101.3.4.3.17",
            "ML-DSA-65", "2.16.840.1.101.3.4.3.18",
            "ML-DSA-87", "2.16.840.1.101.3.4.3.19");

    private TestCertificates() {
    }

    /**
     * A certificate for {@code subjectKey} named {@code subject}, signed by {@code issuerKey} (of
     * parameter set {@code issuerSet}) through {@code signer}'s ML-DSA Signature; a CA if {@code ca}.
     */
    static X509Certificate issue(String subject, PublicKey subjectKey, String issuer, PrivateKey issuerKey,
            String issuerSet, Provider signer, boolean ca) throws Exception {
        AlgorithmIdentifier algorithm = new AlgorithmIdentifier(new ASN1ObjectIdentifier(SIGNATURE_OIDS.get(issuerSet)));
        long now = System.currentTimeMillis();
        V3TBSCertificateGenerator tbs = new V3TBSCertificateGenerator();
        tbs.setSerialNumber(new ASN1Integer(BigInteger.valueOf(now).shiftLeft(8).add(BigInteger.valueOf(subject.length()))));
        tbs.setIssuer(new X500Name(issuer));
        tbs.setSubject(new X500Name(subject));
        tbs.setStartDate(new Time(new Date(now - 3_600_000L)));
        tbs.setEndDate(new Time(new Date(now + 86_400_000L)));
        tbs.setSubjectPublicKeyInfo(SubjectPublicKeyInfo.getInstance(subjectKey.getEncoded()));
        tbs.setSignature(algorithm);
        tbs.setExtensions(new Extensions(new Extension[] {
            new Extension(Extension.basicConstraints, true, new BasicConstraints(ca).getEncoded()),
            new Extension(Extension.keyUsage, true,
                    new KeyUsage(ca ? KeyUsage.keyCertSign : KeyUsage.digitalSignature).getEncoded())}));
        TBSCertificate body = tbs.generateTBSCertificate();
        Signature signature = Signature.getInstance("ML-DSA", signer);
        signature.initSign(issuerKey);
        signature.update(body.getEncoded());
        ASN1EncodableVector certificate = new ASN1EncodableVector();
        certificate.add(body);
        certificate.add(algorithm);
        certificate.add(new DERBitString(signature.sign()));
        return (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(new DERSequence(certificate).getEncoded()));
    }
}
