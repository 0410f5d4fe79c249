package dev.rustpqc.jsse;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Credentials for the key manager tests, issued by one throwaway CA (ECDSA P-384, signing with
 * SHA384withECDSA, so that a client offering only the P-384 and P-521 schemes still accepts the
 * chains' signatures): end-entity certificates of a kind (EC P-256 or P-384, Ed25519, RSA,
 * ML-DSA-65), host names, dates and extended key usages of a test's choosing, and PKCS12 key stores
 * holding them in a given order.
 */
final class TestCredentials {
    static final char[] PASSWORD = "changeit".toCharArray();
    private static TestCredentials instance;

    final KeyPair caKeys;
    final X509Certificate ca;

    private TestCredentials(KeyPair caKeys, X509Certificate ca) {
        this.caKeys = caKeys;
        this.ca = ca;
    }

    /** The test JVM's CA, made on first use. */
    static synchronized TestCredentials get() throws Exception {
        if (instance == null) {
            KeyPair keys = keyPair("EC P-384");
            X500Name name = new X500Name("CN=rustpqc key manager test CA");
            Instant now = Instant.now();
            JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name, serial(),
                    Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(Duration.ofDays(30))), name,
                    keys.getPublic());
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(true));
            instance = new TestCredentials(keys, new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder("SHA384withECDSA").build(keys.getPrivate()))));
        }
        return instance;
    }

    /** A key pair of {@code kind}: "EC P-256", "EC P-384", "Ed25519", "RSA" or "ML-DSA-65" (RustPqc's). */
    static KeyPair keyPair(String kind) throws GeneralSecurityException {
        switch (kind) {
            case "EC P-256", "EC P-384" -> {
                KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
                ec.initialize(new ECGenParameterSpec(kind.endsWith("256") ? "secp256r1" : "secp384r1"));
                return ec.generateKeyPair();
            }
            case "RSA" -> {
                KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
                rsa.initialize(2048);
                return rsa.generateKeyPair();
            }
            case "Ed25519" -> {
                return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            }
            case "ML-DSA-65" -> {
                return KeyPairGenerator.getInstance("ML-DSA-65", MlDsaPki.RUST_PQC).generateKeyPair();
            }
            default -> throw new IllegalArgumentException(kind);
        }
    }

    /**
     * What an end-entity certificate says, and the alias it is stored under: valid now for
     * localhost, no ExtendedKeyUsage, unless told otherwise.
     */
    static final class Spec {
        private final String alias;
        private String hostName = "localhost";
        private Instant notBefore = Instant.now().minus(Duration.ofHours(1));
        private Instant notAfter = Instant.now().plus(Duration.ofDays(1));
        private KeyPurposeId[] purposes;

        /** A certificate to be stored as {@code alias}. */
        Spec(String alias) {
            this.alias = alias;
        }

        /** For {@code hostName} (its common name and only subjectAltName). */
        Spec hostName(String name) {
            this.hostName = name;
            return this;
        }

        /** Expired yesterday. */
        Spec expired() {
            this.notBefore = Instant.now().minus(Duration.ofDays(30));
            this.notAfter = Instant.now().minus(Duration.ofDays(1));
            return this;
        }

        /** With an ExtendedKeyUsage of {@code purposes}. */
        Spec purposes(KeyPurposeId... purposes) {
            this.purposes = purposes.clone();
            return this;
        }
    }

    /** A key store entry to be: its alias, its key and its chain (end entity, CA). */
    record Credential(String alias, PrivateKey key, X509Certificate[] chain) {
        X509Certificate certificate() {
            return chain[0];
        }
    }

    /** A credential for {@code keys}, issued by the CA as {@code spec} says. */
    Credential issue(KeyPair keys, Spec spec) throws Exception {
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(ca.getSubjectX500Principal(), serial(),
                Date.from(spec.notBefore), Date.from(spec.notAfter), new X500Principal("CN=" + spec.hostName),
                keys.getPublic());
        builder.addExtension(Extension.subjectAlternativeName, false,
                new GeneralNames(new GeneralName(GeneralName.dNSName, spec.hostName)));
        if (spec.purposes != null) {
            builder.addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(spec.purposes));
        }
        X509Certificate certificate = new JcaX509CertificateConverter().getCertificate(
                builder.build(new JcaContentSignerBuilder("SHA384withECDSA").build(caKeys.getPrivate())));
        return new Credential(spec.alias, keys.getPrivate(), new X509Certificate[] {certificate, ca});
    }

    /** {@code count} credentials of one key pair of {@code kind}, aliased {@code prefix0}, {@code prefix1}, ... */
    List<Credential> many(int count, String kind, String prefix) throws Exception {
        KeyPair keys = keyPair(kind);
        List<Credential> credentials = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            credentials.add(issue(keys, new Spec(prefix + i)));
        }
        return credentials;
    }

    /** A PKCS12 key store of one key pair of {@code kind}, under a certificate for each of {@code specs}, in their order. */
    KeyStore keyStore(String kind, Spec... specs) throws Exception {
        KeyPair keys = keyPair(kind);
        List<Credential> credentials = new ArrayList<>();
        for (Spec spec : specs) {
            credentials.add(issue(keys, spec));
        }
        return keyStore(credentials);
    }

    /** A PKCS12 key store holding {@code credentials} in their order, every key under {@link #PASSWORD}. */
    static KeyStore keyStore(List<Credential> credentials) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        for (Credential credential : credentials) {
            store.setKeyEntry(credential.alias(), credential.key(), PASSWORD, credential.chain());
        }
        return store;
    }

    /** A TLS 1.3 client of rustpqc-jsse (native ML-KEM on) that trusts the CA alone. */
    SSLContext client() throws Exception {
        return TestPki.clientContext(RustPqcJsse.provider(true), ca);
    }

    /** A TLS 1.3 server context of {@code jsse} over {@code managers}. */
    static SSLContext server(Provider jsse, javax.net.ssl.KeyManager[] managers) throws Exception {
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(managers, null, new SecureRandom());
        return context;
    }

    private static BigInteger serial() {
        return new BigInteger(64, new SecureRandom());
    }
}
