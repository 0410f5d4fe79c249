package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.math.BigInteger;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509KeyManager;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/** A throwaway self-signed ML-DSA certificate for localhost, its key made by a given provider. */
final class MlDsaPki {
    static final Provider RUST_PQC = new RustPqcProvider();
    private static final char[] PASSWORD = "throwaway".toCharArray();

    final String parameterSet;
    final KeyPair keyPair;
    final X509Certificate certificate;

    private MlDsaPki(String parameterSet, KeyPair keyPair, X509Certificate certificate) {
        this.parameterSet = parameterSet;
        this.keyPair = keyPair;
        this.certificate = certificate;
    }

    /** A key pair of {@code parameterSet} made by {@code keyMaker}, self-signed (by RustPqc) for localhost. */
    static MlDsaPki create(String parameterSet, Provider keyMaker) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(parameterSet, keyMaker).generateKeyPair();
        X500Name name = new X500Name("CN=localhost");
        Instant now = Instant.now();
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name,
                new BigInteger(64, new SecureRandom()), Date.from(now.minus(Duration.ofHours(1))),
                Date.from(now.plus(Duration.ofDays(1))), name, pair.getPublic());
        builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
            new GeneralName(GeneralName.dNSName, "localhost"), new GeneralName(GeneralName.iPAddress, "127.0.0.1")}));
        X509Certificate certificate = new JcaX509CertificateConverter().getCertificate(
                builder.build(new JcaContentSignerBuilder(parameterSet).setProvider(RUST_PQC).build(pair.getPrivate())));
        return new MlDsaPki(parameterSet, pair, certificate);
    }

    /** A PKCS12 KeyStore holding the key and certificate, read through the JDK's SunX509 key manager, wrapped. */
    KeyManager[] keyStoreManagers() throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("tls", keyPair.getPrivate(), PASSWORD, new X509Certificate[] {certificate});
        KeyManagerFactory factory = KeyManagerFactory.getInstance("SunX509");
        factory.init(store, PASSWORD);
        return MlDsaKeyManager.wrap(factory.getKeyManagers());
    }

    /** A key manager that hands out this very key object, wrapped. */
    KeyManager[] keyObjectManagers() {
        return new KeyManager[] {MlDsaKeyManager.wrap(new SingleKeyManager(keyPair.getPrivate(), certificate))};
    }

    /** A trust store holding only this certificate. */
    TrustManagerFactory trustManagers(Provider jsse) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setCertificateEntry("peer", certificate);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance("PKIX", jsse);
        trustManagers.init(store);
        return trustManagers;
    }

    static SSLContext context(Provider jsse, KeyManager[] keyManagers, MlDsaPki trusted) throws Exception {
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(keyManagers, trusted == null ? null : trusted.trustManagers(jsse).getTrustManagers(),
                new SecureRandom());
        return context;
    }

    /** Writes {@code cert.pem} and {@code key.pem} (PKCS#8) for OpenSSL. */
    void writePem(Path directory) throws Exception {
        Files.createDirectories(directory);
        Files.write(directory.resolve("cert.pem"), pem("CERTIFICATE", certificate.getEncoded()));
        Files.write(directory.resolve("key.pem"), pem("PRIVATE KEY", keyPair.getPrivate().getEncoded()));
    }

    static byte[] pem(String label, byte[] der) {
        String body = Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der);
        return ("-----BEGIN " + label + "-----\n" + body + "\n-----END " + label + "-----\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /** The simplest X509KeyManager: one alias, one key object, answering every key type. */
    private static final class SingleKeyManager implements X509KeyManager {
        private final PrivateKey key;
        private final X509Certificate certificate;

        SingleKeyManager(PrivateKey key, X509Certificate certificate) {
            this.key = key;
            this.certificate = certificate;
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] issuers) {
            return new String[] {"only"};
        }

        @Override
        public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
            return "only";
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] issuers) {
            return new String[] {"only"};
        }

        @Override
        public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
            return "only";
        }

        @Override
        public X509Certificate[] getCertificateChain(String alias) {
            return new X509Certificate[] {certificate};
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            return key;
        }
    }
}
