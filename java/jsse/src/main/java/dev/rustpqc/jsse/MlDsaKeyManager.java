package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.net.ssl.X509KeyManager;

/**
 * A key manager through which BouncyCastle JSSE can use ML-DSA keys of any provider (RustPqc's,
 * the JDK's, BouncyCastle's) to sign a TLS 1.3 CertificateVerify.
 *
 * <p>BouncyCastle asks a key manager for key type {@code ML-DSA-65} and then picks its signer by
 * the private key's {@code getAlgorithm()}; the JDK's key managers know ML-DSA keys as
 * {@code ML-DSA}, and the JDK's and RustPqc's keys name themselves {@code ML-DSA}, so BouncyCastle
 * finds no alias ("not suitable for key type") or refuses the key. This manager answers the
 * parameter-set key types with the aliases whose certificate holds a key of that set, and hands out
 * their private keys named by parameter set. Every other key type goes to the wrapped manager
 * unchanged.
 */
public final class MlDsaKeyManager extends X509ExtendedKeyManager {
    private final X509KeyManager delegate;

    private MlDsaKeyManager(X509KeyManager delegate) {
        this.delegate = delegate;
    }

    /**
     * Wraps the X509KeyManager among {@code managers} (from any {@code KeyManagerFactory});
     * use the result in {@code SSLContext.init}.
     *
     * @throws IllegalArgumentException if there is no X509KeyManager among them
     */
    public static KeyManager[] wrap(KeyManager[] managers) {
        for (KeyManager manager : managers) {
            if (manager instanceof X509KeyManager) {
                return new KeyManager[] {wrap((X509KeyManager) manager)};
            }
        }
        throw new IllegalArgumentException("No X509KeyManager among the key managers given");
    }

    /** Wraps {@code manager}. */
    public static MlDsaKeyManager wrap(X509KeyManager manager) {
        if (manager == null) {
            throw new NullPointerException("manager");
        }
        return manager instanceof MlDsaKeyManager ? (MlDsaKeyManager) manager : new MlDsaKeyManager(manager);
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        if (MlDsaParameterSets.isParameterSet(keyType)) {
            return aliases(keyType, delegate.getClientAliases("ML-DSA", issuers), delegate.getClientAliases(keyType, issuers));
        }
        return delegate.getClientAliases(keyType, issuers);
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        if (MlDsaParameterSets.isParameterSet(keyType)) {
            return aliases(keyType, delegate.getServerAliases("ML-DSA", issuers), delegate.getServerAliases(keyType, issuers));
        }
        return delegate.getServerAliases(keyType, issuers);
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return CredentialKeyManager.firstChosen(keyTypes, keyType -> MlDsaParameterSets.isParameterSet(keyType)
                ? first(getClientAliases(keyType, issuers))
                : delegate.chooseClientAlias(new String[] {keyType}, issuers, socket));
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return CredentialKeyManager.firstChosen(keyTypes, keyType -> MlDsaParameterSets.isParameterSet(keyType)
                ? first(getClientAliases(keyType, issuers))
                : delegate instanceof X509ExtendedKeyManager
                        ? ((X509ExtendedKeyManager) delegate).chooseEngineClientAlias(new String[] {keyType}, issuers, engine)
                        : null);
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return MlDsaParameterSets.isParameterSet(keyType)
                ? first(getServerAliases(keyType, issuers))
                : delegate.chooseServerAlias(keyType, issuers, socket);
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        if (MlDsaParameterSets.isParameterSet(keyType)) {
            return first(getServerAliases(keyType, issuers));
        }
        return delegate instanceof X509ExtendedKeyManager
                ? ((X509ExtendedKeyManager) delegate).chooseEngineServerAlias(keyType, issuers, engine)
                : null;
    }

    /**
     * The chain of {@code alias}; an ML-DSA end-entity certificate comes back parsed by
     * BouncyCastle, whose public key names its parameter set: BouncyCastle checks the alias it was
     * given against the certificate's key algorithm, and the JDK's ML-DSA keys say {@code ML-DSA}.
     */
    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        X509Certificate[] chain = delegate.getCertificateChain(alias);
        if (chain == null || chain.length == 0) {
            return chain;
        }
        String set = MlDsaParameterSets.of(chain[0]);
        if (set == null || MlDsaParameterSets.keyIsNamed(chain[0], set)) {
            return chain;
        }
        X509Certificate[] named = chain.clone();
        named[0] = BouncyCastleCopies.of(chain[0]);
        return named;
    }

    /** The private key of {@code alias}; an ML-DSA key is named by its parameter set, as BouncyCastle needs. */
    @Override
    public PrivateKey getPrivateKey(String alias) {
        PrivateKey key = delegate.getPrivateKey(alias);
        X509Certificate[] chain = delegate.getCertificateChain(alias);
        String set = key == null || chain == null || chain.length == 0 ? null : MlDsaParameterSets.of(chain[0]);
        return set == null || set.equalsIgnoreCase(key.getAlgorithm()) ? key : new MlDsaTlsKey(set, key);
    }

    private String[] aliases(String parameterSet, String[] byFamily, String[] bySet) {
        Set<String> matching = new LinkedHashSet<>();
        for (String[] aliases : new String[][] {bySet, byFamily}) {
            if (aliases == null) {
                continue;
            }
            for (String alias : aliases) {
                X509Certificate[] chain = delegate.getCertificateChain(alias);
                if (chain != null && chain.length > 0 && parameterSet.equals(MlDsaParameterSets.of(chain[0]))) {
                    matching.add(alias);
                }
            }
        }
        return matching.isEmpty() ? null : matching.toArray(new String[0]);
    }

    private static String first(String[] aliases) {
        return aliases == null ? null : aliases[0];
    }
}
