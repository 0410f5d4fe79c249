package dev.rustpqc.jsse;

import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;

/**
 * BouncyCastle JSSE made ready for the servers teams run (Tomcat, Spring Boot, Netty, Jetty), with
 * its TLS 1.3 ML-KEM computed natively by RustPqc when the flag is on. Named
 * {@value #PROVIDER_NAME}; {@link RustPqcJsse#provider(boolean)} makes one, and
 * {@link RustPqcJsse#install(boolean)} puts one first in the JCA for servers that find their
 * {@code SSLContext} by provider order.
 *
 * <p>It offers {@code SSLContext} (TLS, TLSv1.2, TLSv1.3, Default; SSL as an alias of TLS) and
 * {@code TrustManagerFactory} (PKIX, X.509, X509) of a private {@link BouncyCastleJsseProvider},
 * never registered itself, and a {@code KeyManagerFactory} (PKIX, X.509, X509) of its own
 * ({@link KeyStoreKeyManager}). What it adds to BouncyCastle, whether native ML-KEM is on or not:
 * <ul>
 * <li>{@code SSLContext.init} with a null {@code SecureRandom} works (Tomcat always passes null,
 *     Netty unless told otherwise);
 * <li>key managers of any {@code KeyManagerFactory} serve EC, EdDSA, RSA and ML-DSA certificates
 *     (the JDK's {@code SunX509} answers none of BouncyCastle's TLS 1.3 key types), chosen by the
 *     key manager's rules ({@link CredentialKeyManager}); the {@code PKIX} factory's by
 *     BouncyCastle's, over an index of the key store made once;
 * <li>an engine's group list keeps an ECDSA curve, so that Tomcat's copying of the client's
 *     groups cannot leave an ECDSA certificate unusable.
 * </ul>
 * With native ML-KEM on it also makes the hybrid groups first: a server prefers X25519MLKEM768 to
 * any classical group a client offers beside it, and a client offers it first with its key share.
 *
 * <p>In {@code java.security}: {@code security.provider.1=dev.rustpqc.jsse.RustPqcJsseProvider}
 * (the flag then comes from {@code -Drustpqc.jsse.nativeMlKem=true}).
 */
public final class RustPqcJsseProvider extends Provider {
    /** This provider's name. */
    public static final String PROVIDER_NAME = "RustPqcJsse";

    private static final long serialVersionUID = 1L;

    /** The crypto provider, whose counts and flag {@link RustPqcJsse} reads; not serialised. */
    private final transient RustPqcTlsCryptoProvider crypto;

    /** Native ML-KEM on if {@code -Drustpqc.jsse.nativeMlKem=true}; for {@code java.security}. */
    public RustPqcJsseProvider() {
        this(new RustPqcTlsCryptoProvider());
    }

    RustPqcJsseProvider(RustPqcTlsCryptoProvider crypto) {
        super(PROVIDER_NAME, "0.1", "RustPqc: BouncyCastle JSSE with native ML-KEM in TLS 1.3 (X25519MLKEM768), "
                + "native ML-KEM " + (crypto.isNativeMlKem() ? "on" : "off"));
        this.crypto = crypto;
        BouncyCastleJsseProvider jsse = new BouncyCastleJsseProvider(false, crypto);
        GroupPolicy policy = new GroupPolicy(crypto.isNativeMlKem());
        putService(new ContextService(this, "TLS", List.of("SSL"), jsse, policy, crypto));
        putService(new ContextService(this, "TLSv1.2", List.of(), jsse, policy, crypto));
        putService(new ContextService(this, "TLSv1.3", List.of(), jsse, policy, crypto));
        putService(new ContextService(this, "Default", List.of(), jsse, policy, crypto));
        putService(new KeyManagerService(this, jsse));
        putService(new DelegatingService(this, "TrustManagerFactory", "PKIX", List.of("X.509", "X509"), jsse));
    }

    /** The crypto provider of this provider's contexts: its flag and its native counts. */
    public RustPqcTlsCryptoProvider cryptoProvider() {
        return crypto;
    }

    /** An {@code SSLContext} of the private BouncyCastle JSSE, wrapped. */
    private static final class ContextService extends Provider.Service {
        private final Provider jsse;
        private final GroupPolicy policy;
        private final RustPqcTlsCryptoProvider crypto;

        ContextService(Provider provider, String protocol, List<String> aliases, Provider jsse, GroupPolicy policy,
                RustPqcTlsCryptoProvider crypto) {
            super(provider, "SSLContext", protocol, HybridSslContextSpi.class.getName(), aliases, null);
            this.jsse = jsse;
            this.policy = policy;
            this.crypto = crypto;
        }

        @Override
        public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
            return new HybridSslContextSpi(SSLContext.getInstance(getAlgorithm(), jsse), policy, crypto);
        }
    }

    /** rustpqc-jsse's {@code PKIX} key manager factory; BouncyCastle's serves the JVM's default key store. */
    private static final class KeyManagerService extends Provider.Service {
        private final Provider jsse;

        KeyManagerService(Provider provider, Provider jsse) {
            super(provider, "KeyManagerFactory", "PKIX", KeyStoreKeyManagerFactorySpi.class.getName(),
                    List.of("X.509", "X509"), null);
            this.jsse = jsse;
        }

        @Override
        public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
            return new KeyStoreKeyManagerFactorySpi(KeyManagerFactory.getInstance("PKIX", jsse));
        }
    }

    /** A service of the private BouncyCastle JSSE, as it is. */
    private static final class DelegatingService extends Provider.Service {
        private final Provider jsse;

        DelegatingService(Provider provider, String type, String algorithm, List<String> aliases, Provider jsse) {
            super(provider, type, algorithm, jsse.getService(type, algorithm).getClassName(), aliases, null);
            this.jsse = jsse;
        }

        @Override
        public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
            return jsse.getService(getType(), getAlgorithm()).newInstance(constructorParameter);
        }
    }
}
