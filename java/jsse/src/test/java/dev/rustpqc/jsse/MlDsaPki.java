package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/** A throwaway self-signed ML-DSA certificate for localhost, its key made by a given provider. */
final class MlDsaPki {
    static final Provider RUST_PQC = new RustPqcProvider();

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
        X509Certificate certificate = TestPki.localhostCertificate(pair.getPublic(),
                new JcaContentSignerBuilder(parameterSet).setProvider(RUST_PQC).build(pair.getPrivate()));
        return new MlDsaPki(parameterSet, pair, certificate);
    }

    /** A PKCS12 KeyStore holding the key and certificate, read through the JDK's SunX509 key manager, wrapped. */
    KeyManager[] keyStoreManagers() throws Exception {
        return MlDsaKeyManager.wrap(TestPki.keyManagers(KeyManagerFactory.getInstance("SunX509"), keyPair.getPrivate(),
                certificate));
    }

    /** A key manager that hands out this very key object, wrapped. */
    KeyManager[] keyObjectManagers() {
        return new KeyManager[] {MlDsaKeyManager.wrap(new SingleKeyManager(keyPair.getPrivate(),
                new X509Certificate[] {certificate}))};
    }

    static SSLContext context(Provider jsse, KeyManager[] keyManagers, MlDsaPki trusted) throws Exception {
        SSLContext context = SSLContext.getInstance("TLSv1.3", jsse);
        context.init(keyManagers, trusted == null ? null : TestPki.trusting(jsse, trusted.certificate).getTrustManagers(),
                new SecureRandom());
        return context;
    }

    /** Writes {@code cert.pem} and {@code key.pem} (PKCS#8) for OpenSSL. */
    void writePem(Path directory) throws Exception {
        TestPki.writePem(directory, keyPair.getPrivate(), certificate);
    }
}
