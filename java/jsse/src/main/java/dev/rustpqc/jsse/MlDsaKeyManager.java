package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509KeyManager;
import org.bouncycastle.jsse.BCX509ExtendedKeyManager;
import org.bouncycastle.jsse.BCX509Key;

/**
 * A key manager through which BouncyCastle JSSE can use the credentials of any key manager, ML-DSA
 * keys of any provider (RustPqc's, the JDK's, BouncyCastle's) included, to sign a TLS 1.3
 * CertificateVerify.
 *
 * <p>BouncyCastle asks a key manager for key type {@code ML-DSA-65} and then picks its signer by
 * the private key's {@code getAlgorithm()}; the JDK's key managers know ML-DSA keys as
 * {@code ML-DSA}, and the JDK's and RustPqc's keys name themselves {@code ML-DSA}, so BouncyCastle
 * finds no alias ("not suitable for key type") or refuses the key. This manager asks the wrapped
 * one for BouncyCastle's key type and then for the JDK's ({@code ML-DSA}, {@code EC},
 * {@code EdDSA}), keeps its answer if the certificate's key is of the parameter set (or curve)
 * asked for, and hands out private keys named by their parameter set. The wrapped manager chooses
 * by its own rules; its aliases are not scanned. {@code SSLContext}s of
 * {@link RustPqcJsse#provider()} do this for every key manager without being asked.
 */
public final class MlDsaKeyManager extends BCX509ExtendedKeyManager {
    private final CredentialKeyManager credentials;

    private MlDsaKeyManager(CredentialKeyManager credentials) {
        this.credentials = credentials;
    }

    /**
     * Wraps the X509KeyManager among {@code managers} (from any {@code KeyManagerFactory});
     * use the result in {@code SSLContext.init}.
     *
     * @throws IllegalArgumentException if there is no X509KeyManager among them
     */
    public static KeyManager[] wrap(KeyManager[] managers) {
        for (KeyManager manager : managers) {
            if (manager instanceof X509KeyManager x509) {
                return new KeyManager[] {wrap(x509)};
            }
        }
        throw new IllegalArgumentException("No X509KeyManager among the key managers given");
    }

    /** Wraps {@code manager}. */
    public static MlDsaKeyManager wrap(X509KeyManager manager) {
        if (manager == null) {
            throw new NullPointerException("manager");
        }
        return manager instanceof MlDsaKeyManager same ? same : new MlDsaKeyManager(CredentialKeyManager.over(manager));
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return credentials.getClientAliases(keyType, issuers);
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return credentials.getServerAliases(keyType, issuers);
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credentials.chooseClientAlias(keyTypes, issuers, socket);
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credentials.chooseEngineClientAlias(keyTypes, issuers, engine);
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return credentials.chooseServerAlias(keyType, issuers, socket);
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return credentials.chooseEngineServerAlias(keyType, issuers, engine);
    }

    @Override
    public BCX509Key chooseServerKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credentials.chooseServerKeyBC(keyTypes, issuers, socket);
    }

    @Override
    public BCX509Key chooseEngineServerKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credentials.chooseEngineServerKeyBC(keyTypes, issuers, engine);
    }

    @Override
    public BCX509Key chooseClientKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credentials.chooseClientKeyBC(keyTypes, issuers, socket);
    }

    @Override
    public BCX509Key chooseEngineClientKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credentials.chooseEngineClientKeyBC(keyTypes, issuers, engine);
    }

    /**
     * The chain of {@code alias}; an ML-DSA, Ed25519 or Ed448 end-entity certificate comes back
     * parsed by BouncyCastle, whose public key names its parameter set or curve.
     */
    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return credentials.getCertificateChain(alias);
    }

    /** The private key of {@code alias}; an ML-DSA key is named by its parameter set, as BouncyCastle needs. */
    @Override
    public PrivateKey getPrivateKey(String alias) {
        return credentials.getPrivateKey(alias);
    }

    @Override
    protected BCX509Key getKeyBC(String keyType, String alias) {
        return credentials.getKeyBC(keyType, alias);
    }
}
