package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.NoSuchAlgorithmException;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.interfaces.EdECKey;
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
 * BouncyCastle JSSE's {@code PKIX} key manager factory, which also serves the ML-DSA, Ed25519 and
 * Ed448 entries of the key store it is given. BouncyCastle's own manager matches a key type such
 * as {@code ML-DSA-65} or {@code Ed25519} against the certificate key's algorithm name, and the
 * JDK's and RustPqc's ML-DSA keys call themselves {@code ML-DSA}, the JDK's Ed25519 and Ed448 keys
 * {@code EdDSA}: it found no alias for them.
 */
final class KeyStoreKeyManagerFactorySpi extends KeyManagerFactorySpi {
    /** The prefix of the aliases of the entries this factory serves itself. */
    private static final String PREFIX = "rustpqc-key:";

    private final KeyManagerFactory factory;
    private final Map<String, KeyStore.PrivateKeyEntry> own = new LinkedHashMap<>();

    KeyStoreKeyManagerFactorySpi(KeyManagerFactory factory) {
        this.factory = factory;
    }

    @Override
    protected void engineInit(KeyStore keyStore, char[] password)
            throws KeyStoreException, NoSuchAlgorithmException, UnrecoverableKeyException {
        factory.init(keyStore, password);
        own.clear();
        if (keyStore == null) {
            return;
        }
        for (Enumeration<String> aliases = keyStore.aliases(); aliases.hasMoreElements();) {
            String alias = aliases.nextElement();
            Certificate[] chain = keyStore.isKeyEntry(alias) ? keyStore.getCertificateChain(alias) : null;
            if (chain == null || chain.length == 0 || !(chain[0] instanceof X509Certificate)
                    || keyTypeOf((X509Certificate) chain[0]) == null) {
                continue;
            }
            try {
                KeyStore.Entry entry = keyStore.getEntry(alias, new KeyStore.PasswordProtection(password));
                if (entry instanceof KeyStore.PrivateKeyEntry) {
                    own.put(PREFIX + alias, (KeyStore.PrivateKeyEntry) entry);
                }
            } catch (UnrecoverableKeyException e) {
                throw e;
            } catch (java.security.UnrecoverableEntryException e) {
                throw new UnrecoverableKeyException("Cannot read the entry " + alias + ": " + e.getMessage());
            }
        }
    }

    @Override
    protected void engineInit(ManagerFactoryParameters parameters) throws InvalidAlgorithmParameterException {
        factory.init(parameters);
        own.clear();
    }

    /**
     * The key type BouncyCastle asks for a certificate's key by, for the keys its own manager
     * cannot match: an ML-DSA parameter set, {@code Ed25519} or {@code Ed448}; null for others.
     */
    private static String keyTypeOf(X509Certificate certificate) {
        String set = MlDsaParameterSets.of(certificate);
        if (set != null) {
            return set;
        }
        PublicKey key = certificate.getPublicKey();
        return key instanceof EdECKey ? ((EdECKey) key).getParams().getName() : null;
    }

    /** The JDK's family name of those key types. */
    private static String familyOf(String keyType) {
        return MlDsaParameterSets.isParameterSet(keyType) ? "ML-DSA" : "EdDSA";
    }

    @Override
    protected KeyManager[] engineGetKeyManagers() {
        KeyManager[] managers = factory.getKeyManagers();
        if (own.isEmpty()) {
            return managers;
        }
        for (int i = 0; i < managers.length; i++) {
            if (managers[i] instanceof X509KeyManager) {
                KeyManager[] withOwn = managers.clone();
                withOwn[i] = new WithOwnEntries((X509KeyManager) managers[i], new LinkedHashMap<>(own));
                return withOwn;
            }
        }
        return managers;
    }

    /** BouncyCastle's manager, with the key store's entries it cannot match answering their key types. */
    private static final class WithOwnEntries extends X509ExtendedKeyManager {
        private final X509KeyManager delegate;
        private final Map<String, KeyStore.PrivateKeyEntry> entries;

        WithOwnEntries(X509KeyManager delegate, Map<String, KeyStore.PrivateKeyEntry> entries) {
            this.delegate = delegate;
            this.entries = entries;
        }

        /** The own entries whose key is of {@code keyType}, a type or its family ({@code ML-DSA}, {@code EdDSA}). */
        private String[] ownAliases(String keyType) {
            List<String> aliases = new ArrayList<>();
            for (Map.Entry<String, KeyStore.PrivateKeyEntry> entry : entries.entrySet()) {
                String type = keyTypeOf((X509Certificate) entry.getValue().getCertificate());
                if (keyType.equalsIgnoreCase(type) || keyType.equals(familyOf(type))) {
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
                String[] aliases = ownAliases(keyType);
                if (aliases != null) {
                    return aliases[0];
                }
            }
            return null;
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] issuers) {
            return union(delegate.getServerAliases(keyType, issuers), ownAliases(keyType));
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] issuers) {
            return union(delegate.getClientAliases(keyType, issuers), ownAliases(keyType));
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
            return BouncyCastleCopies.withNamedEdDsaKey(Arrays.copyOf(chain, chain.length, X509Certificate[].class));
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            KeyStore.PrivateKeyEntry entry = entries.get(alias);
            return entry == null ? delegate.getPrivateKey(alias) : BouncyCastleCopies.withNamedEdDsaKey(entry.getPrivateKey());
        }
    }
}
