package dev.rustpqc.jsse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A throwaway ECDSA P-256 server certificate for localhost / 127.0.0.1, made once per test JVM,
 * and the TLS 1.3 contexts that use it.
 *
 * <p>ECDSA because, in our runs, it is what BouncyCastle JSSE 1.84 can use in TLS 1.3 over the JDK's providers alone:
 * its RSA-PSS needs BouncyCastle's JCA names and its key manager does not match the JDK's EdDSA
 * keys. Note that BouncyCastle enables ECDSA P-256 only where secp256r1 is among the side's
 * named groups.
 */
final class TestPki {
    /** The system property that points a child JVM at its parent's certificate directory. */
    static final String SHARED_PROPERTY = "rustpqc.test.pki";
    private static final char[] PASSWORD = "throwaway".toCharArray();
    private static TestPki instance;

    static {
        QuietBouncyCastleLogs.apply();
    }

    final KeyPair keyPair;
    final X509Certificate certificate;

    private TestPki(KeyPair keyPair, X509Certificate certificate) {
        this.keyPair = keyPair;
        this.certificate = certificate;
    }

    /**
     * The test JVM's certificate: made on first use, or, in a child JVM that must share its
     * parent's, read from the directory named by {@value #SHARED_PROPERTY} (written by {@link #writePem}).
     */
    static synchronized TestPki get() throws GeneralSecurityException {
        if (instance == null) {
            String shared = System.getProperty(SHARED_PROPERTY);
            instance = shared == null ? create() : read(Paths.get(shared));
        }
        return instance;
    }

    /** The certificate and key that {@link #writePem} wrote to {@code directory}. */
    private static TestPki read(Path directory) throws GeneralSecurityException {
        try {
            X509Certificate certificate = (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(Files.readAllBytes(directory.resolve("cert.pem"))));
            String pem = Files.readString(directory.resolve("key.pem"), StandardCharsets.US_ASCII);
            byte[] der = Base64.getMimeDecoder().decode(pem.replaceAll("-----[A-Z ]+-----", ""));
            PrivateKey key = KeyFactory.getInstance("EC").generatePrivate(new PKCS8EncodedKeySpec(der));
            return new TestPki(new KeyPair(certificate.getPublicKey(), key), certificate);
        } catch (IOException e) {
            throw new GeneralSecurityException("Cannot read the shared test certificate in " + directory, e);
        }
    }

    private static TestPki create() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair pair = generator.generateKeyPair();
        try {
            return new TestPki(pair, localhostCertificate(pair.getPublic(),
                    new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate())));
        } catch (IOException | OperatorCreationException e) {
            throw new GeneralSecurityException("Cannot make the test certificate", e);
        }
    }

    /** A certificate of {@code key} for localhost and 127.0.0.1, valid for a day, self-signed by {@code signer}. */
    static X509Certificate localhostCertificate(PublicKey key, ContentSigner signer) throws IOException,
            GeneralSecurityException {
        X500Name name = new X500Name("CN=localhost");
        Instant now = Instant.now();
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name,
                new BigInteger(64, new SecureRandom()), Date.from(now.minus(Duration.ofHours(1))),
                Date.from(now.plus(Duration.ofDays(1))), name, key);
        builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
            new GeneralName(GeneralName.dNSName, "localhost"),
            new GeneralName(GeneralName.iPAddress, "127.0.0.1")}));
        return new JcaX509CertificateConverter().getCertificate(builder.build(signer));
    }

    /** A TLS 1.3 server context of {@code jsse} holding the certificate and its key. */
    SSLContext serverContext(Provider jsse) throws GeneralSecurityException, IOException {
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(keyManagers(KeyManagerFactory.getInstance("PKIX", jsse), keyPair.getPrivate(), certificate), null,
                new SecureRandom());
        return context;
    }

    /** The key managers {@code factory} makes of a key store holding {@code key} and its {@code certificate}. */
    static KeyManager[] keyManagers(KeyManagerFactory factory, PrivateKey key, X509Certificate certificate)
            throws GeneralSecurityException, IOException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("tls", key, PASSWORD, new X509Certificate[] {certificate});
        factory.init(store, PASSWORD);
        return factory.getKeyManagers();
    }

    /** A TLS 1.3 client context of {@code jsse} that trusts the certificate. */
    SSLContext clientContext(Provider jsse) throws GeneralSecurityException, IOException {
        return clientContext(jsse, certificate);
    }

    /** A TLS 1.3 client context of {@code jsse} that trusts {@code trusted} alone. */
    static SSLContext clientContext(Provider jsse, X509Certificate trusted) throws GeneralSecurityException, IOException {
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(null, trusting(jsse, trusted).getTrustManagers(), new SecureRandom());
        return context;
    }

    /** The PKIX trust managers of {@code jsse}, with {@code trusted} as their one trust anchor. */
    static TrustManagerFactory trusting(Provider jsse, X509Certificate trusted) throws GeneralSecurityException,
            IOException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setCertificateEntry("trusted", trusted);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance("PKIX", jsse);
        trustManagers.init(store);
        return trustManagers;
    }

    /** Writes the certificate ({@code cert.pem}) and its PKCS#8 key ({@code key.pem}) for another TLS stack. */
    void writePem(Path directory) throws IOException, GeneralSecurityException {
        writePem(directory, keyPair.getPrivate(), certificate);
    }

    /** Writes {@code certificate} ({@code cert.pem}) and {@code key} ({@code key.pem}, PKCS#8) for another TLS stack. */
    static void writePem(Path directory, PrivateKey key, X509Certificate certificate) throws IOException,
            GeneralSecurityException {
        Files.createDirectories(directory);
        Files.write(directory.resolve("cert.pem"), pem("CERTIFICATE", certificate.getEncoded()));
        Files.write(directory.resolve("key.pem"), pem("PRIVATE KEY", key.getEncoded()));
    }

    private static byte[] pem(String label, byte[] der) {
        String body = Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der);
        return ("-----BEGIN " + label + "-----\n" + body + "\n-----END " + label + "-----\n")
                .getBytes(StandardCharsets.US_ASCII);
    }
}
