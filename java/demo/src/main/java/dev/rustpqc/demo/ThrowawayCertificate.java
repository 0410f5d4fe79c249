package dev.rustpqc.demo;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A self-signed ECDSA P-256 certificate for 127.0.0.1, valid for a day, made for one handshake and
 * never stored, and the TLS 1.3 contexts around it. ECDSA because BouncyCastle JSSE serves it over
 * the JDK's own providers (its ML-DSA server side wants BouncyCastle's key objects).
 */
final class ThrowawayCertificate {
    private static final char[] PASSWORD = "throwaway".toCharArray();

    private final KeyPair keyPair;
    private final X509Certificate certificate;

    private ThrowawayCertificate(KeyPair keyPair, X509Certificate certificate) {
        this.keyPair = keyPair;
        this.certificate = certificate;
    }

    static ThrowawayCertificate create() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair pair = generator.generateKeyPair();
        X500Name name = new X500Name("CN=rustpqc demo");
        Instant now = Instant.now();
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name,
                new BigInteger(64, new SecureRandom()), Date.from(now.minus(Duration.ofMinutes(5))),
                Date.from(now.plus(Duration.ofDays(1))), name, pair.getPublic());
        builder.addExtension(Extension.subjectAlternativeName, false,
                new GeneralNames(new GeneralName(GeneralName.iPAddress, "127.0.0.1")));
        X509Certificate certificate = new JcaX509CertificateConverter()
                .getCertificate(builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate())));
        return new ThrowawayCertificate(pair, certificate);
    }

    /** A TLS 1.3 server context of {@code jsse} that presents the certificate. */
    SSLContext serverContext(Provider jsse) throws Exception {
        KeyStore store = emptyStore();
        store.setKeyEntry("server", keyPair.getPrivate(), PASSWORD, new X509Certificate[] {certificate});
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance("PKIX", jsse);
        keyManagers.init(store, PASSWORD);
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(keyManagers.getKeyManagers(), null, new SecureRandom());
        return context;
    }

    /** A TLS 1.3 client context of {@code jsse} that trusts the certificate and nothing else. */
    SSLContext clientContext(Provider jsse) throws Exception {
        KeyStore store = emptyStore();
        store.setCertificateEntry("server", certificate);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance("PKIX", jsse);
        trustManagers.init(store);
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(null, trustManagers.getTrustManagers(), new SecureRandom());
        return context;
    }

    private static KeyStore emptyStore() throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        return store;
    }
}
