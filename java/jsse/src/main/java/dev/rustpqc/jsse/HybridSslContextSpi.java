package dev.rustpqc.jsse;

import java.security.KeyManagementException;
import java.security.SecureRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;

/**
 * An {@code SSLContext} of BouncyCastle JSSE as servers build it: {@code init} with the key
 * managers of any {@code KeyManagerFactory} ({@link CredentialKeyManager}) and a null
 * {@code SecureRandom} ({@link RustPqcTlsCryptoProvider} supplies one), and engines and client
 * sockets whose groups follow {@link GroupPolicy}.
 */
final class HybridSslContextSpi extends SSLContextSpi {
    private static final Logger LOG = Logger.getLogger("dev.rustpqc.jsse");

    private final SSLContext context;
    private final GroupPolicy policy;
    private final RustPqcTlsCryptoProvider crypto;

    HybridSslContextSpi(SSLContext context, GroupPolicy policy, RustPqcTlsCryptoProvider crypto) {
        this.context = context;
        this.policy = policy;
        this.crypto = crypto;
    }

    @Override
    protected void engineInit(KeyManager[] keyManagers, TrustManager[] trustManagers, SecureRandom random)
            throws KeyManagementException {
        context.init(CredentialKeyManager.adapt(keyManagers), trustManagers, random);
        if (LOG.isLoggable(Level.INFO)) {
            LOG.info(crypto.isNativeMlKem()
                    ? "rustpqc-jsse: TLS context " + context.getProtocol() + " ready, X25519MLKEM768 first, its ML-KEM"
                            + " native (RustPqc " + RustPqcJsse.binding() + "); live counts: JMX " + TlsMetrics.OBJECT_NAME
                    : "rustpqc-jsse: TLS context " + context.getProtocol() + " ready, native ML-KEM off"
                            + " (BouncyCastle's own key exchange)");
        }
    }

    @Override
    protected SSLSocketFactory engineGetSocketFactory() {
        return new PolicySocketFactory(context.getSocketFactory(), policy);
    }

    @Override
    protected SSLServerSocketFactory engineGetServerSocketFactory() {
        return context.getServerSocketFactory();
    }

    @Override
    protected SSLEngine engineCreateSSLEngine() {
        return HybridEngine.wrap(context.createSSLEngine(), policy);
    }

    @Override
    protected SSLEngine engineCreateSSLEngine(String host, int port) {
        return HybridEngine.wrap(context.createSSLEngine(host, port), policy);
    }

    @Override
    protected SSLSessionContext engineGetServerSessionContext() {
        return context.getServerSessionContext();
    }

    @Override
    protected SSLSessionContext engineGetClientSessionContext() {
        return context.getClientSessionContext();
    }

    @Override
    protected SSLParameters engineGetDefaultSSLParameters() {
        return context.getDefaultSSLParameters();
    }

    @Override
    protected SSLParameters engineGetSupportedSSLParameters() {
        return context.getSupportedSSLParameters();
    }
}
