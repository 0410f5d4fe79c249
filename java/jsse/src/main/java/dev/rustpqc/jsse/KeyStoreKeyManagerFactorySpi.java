package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.NoSuchAlgorithmException;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.KeyManagerFactorySpi;
import javax.net.ssl.ManagerFactoryParameters;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.net.ssl.X509KeyManager;

/**
 * BouncyCastle JSSE's {@code PKIX} key manager factory, which also serves the ML-DSA entries of
 * the key store it is given. BouncyCastle's own manager matches a key type such as
 * {@code ML-DSA-65} against the certificate key's algorithm name, and the JDK's and RustPqc's
 * ML-DSA keys call themselves {@code ML-DSA}: it found no alias for them.
 */
final class KeyStoreKeyManagerFactorySpi extends KeyManagerFactorySpi {
    /** The prefix of the aliases of the ML-DSA entries this factory serves itself. */
    private static final String PREFIX = "rustpqc-ml-dsa:";

    private final KeyManagerFactory factory;
    private final Map<String, KeyStore.PrivateKeyEntry> mlDsa = new LinkedHashMap<>();

    KeyStoreKeyManagerFactorySpi(KeyManagerFactory factory) {
        this.factory = factory;
    }

    @Override
    protected void engineInit(KeyStore keyStore, char[] password)
            throws KeyStoreException, NoSuchAlgorithmException, UnrecoverableKeyException {
        factory.init(keyStore, password);
        mlDsa.clear();
        if (keyStore == null) {
            return;
        }
        for (Enumeration<String> aliases = keyStore.aliases(); aliases.hasMoreElements();) {
            String alias = aliases.nextElement();
            Certificate[] chain = keyStore.isKeyEntry(alias) ? keyStore.getCertificateChain(alias) : null;
            if (chain == null || chain.length == 0 || !(chain[0] instanceof X509Certificate)
                    || MlDsaParameterSets.of((X509Certificate) chain[0]) == null) {
                continue;
            }
            try {
                KeyStore.Entry entry = keyStore.getEntry(alias, new KeyStore.PasswordProtection(password));
                if (entry instanceof KeyStore.PrivateKeyEntry) {
                    mlDsa.put(PREFIX + alias, (KeyStore.PrivateKeyEntry) entry);
                }
            } catch (UnrecoverableKeyException e) {
                throw e;
            } catch (java.security.UnrecoverableEntryException e) {
                throw new UnrecoverableKeyException("Cannot read the ML-DSA entry " + alias + ": " + e.getMessage());
            }
        }
    }

    @Override
    protected void engineInit(ManagerFactoryParameters parameters) throws InvalidAlgorithmParameterException {
        factory.init(parameters);
        mlDsa.clear();
    }

    @Override
    protected KeyManager[] engineGetKeyManagers() {
        KeyManager[] managers = factory.getKeyManagers();
        if (mlDsa.isEmpty()) {
            return managers;
        }
        for (int i = 0; i < managers.length; i++) {
            if (managers[i] instanceof X509KeyManager) {
                KeyManager[] withMlDsa = managers.clone();
                withMlDsa[i] = new WithMlDsaEntries((X509KeyManager) managers[i], new LinkedHashMap<>(mlDsa));
                return withMlDsa;
            }
        }
        return managers;
    }

    /** BouncyCastle's manager, with the key store's ML-DSA entries answering the ML-DSA key types. */
    private static final class WithMlDsaEntries extends X509ExtendedKeyManager {
        private final X509KeyManager delegate;
        private final Map<String, KeyStore.PrivateKeyEntry> entries;

        WithMlDsaEntries(X509KeyManager delegate, Map<String, KeyStore.PrivateKeyEntry> entries) {
            this.delegate = delegate;
            this.entries = entries;
        }

        private String[] mlDsaAliases(String keyType) {
            if (!keyType.equals("ML-DSA") && !MlDsaParameterSets.isParameterSet(keyType)) {
                return null;
            }
            List<String> aliases = new ArrayList<>();
            for (Map.Entry<String, KeyStore.PrivateKeyEntry> entry : entries.entrySet()) {
                String set = MlDsaParameterSets.of((X509Certificate) entry.getValue().getCertificate());
                if (keyType.equals("ML-DSA") || keyType.equals(set)) {
                    aliases.add(entry.getKey());
                }
            }
            return aliases.isEmpty() ? null : aliases.toArray(new String[0]);
        }

        private static String[] union(String[] first, String[] second) {
            if (first == null) {
                return second;
            }
            if (second == null) {
                return first;
            }
            String[] both = Arrays.copyOf(first, first.length + second.length);
            System.arraycopy(second, 0, both, first.length, second.length);
            return both;
        }

        private String firstOf(String[] keyTypes) {
            for (String keyType : keyTypes) {
                String[] aliases = mlDsaAliases(keyType);
                if (aliases != null) {
                    return aliases[0];
                }
            }
            return null;
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] issuers) {
            return union(delegate.getServerAliases(keyType, issuers), mlDsaAliases(keyType));
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] issuers) {
            return union(delegate.getClientAliases(keyType, issuers), mlDsaAliases(keyType));
        }

        @Override
        public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
            String alias = delegate.chooseServerAlias(keyType, issuers, socket);
            return alias != null ? alias : firstOf(new String[] {keyType});
        }

        @Override
        public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
            String alias = delegate instanceof X509ExtendedKeyManager
                    ? ((X509ExtendedKeyManager) delegate).chooseEngineServerAlias(keyType, issuers, engine) : null;
            return alias != null ? alias : firstOf(new String[] {keyType});
        }

        @Override
        public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
            String alias = delegate.chooseClientAlias(keyTypes, issuers, socket);
            return alias != null ? alias : firstOf(keyTypes);
        }

        @Override
        public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
            String alias = delegate instanceof X509ExtendedKeyManager
                    ? ((X509ExtendedKeyManager) delegate).chooseEngineClientAlias(keyTypes, issuers, engine) : null;
            return alias != null ? alias : firstOf(keyTypes);
        }

        @Override
        public X509Certificate[] getCertificateChain(String alias) {
            KeyStore.PrivateKeyEntry entry = entries.get(alias);
            if (entry == null) {
                return delegate.getCertificateChain(alias);
            }
            Certificate[] chain = entry.getCertificateChain();
            return Arrays.copyOf(chain, chain.length, X509Certificate[].class);
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            KeyStore.PrivateKeyEntry entry = entries.get(alias);
            return entry == null ? delegate.getPrivateKey(alias) : entry.getPrivateKey();
        }
    }
}
