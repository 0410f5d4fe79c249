package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Date;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.SSLEngine;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.jsse.BCX509ExtendedKeyManager;
import org.bouncycastle.jsse.BCX509Key;

/**
 * The key manager of rustpqc-jsse's {@code PKIX} factory: it reads each key store entry's
 * certificate chain once, at {@code init}, and indexes it by the key types it serves; it decrypts
 * a private key only when its entry is chosen, once. So a handshake costs a lookup, however many
 * entries the key store holds, and one that nothing can serve decrypts nothing.
 *
 * <p>It chooses as BouncyCastle JSSE's own {@code PKIX} key manager does: among the entries whose
 * key is of a key type asked for (the curve, the ML-DSA parameter set, the Ed25519 or Ed448 curve
 * included, whichever provider's names the key carries), whose KeyUsage allows the use and whose
 * ExtendedKeyUsage allows the role (serverAuth for a server, clientAuth for a client), and whose
 * chain has an issuer the peer accepts (if it named any), a valid one (within its dates, and for
 * the server name the client asked for) before any other, then the earliest key type asked for,
 * then an RSA key allowed only the one use over one allowed both, then the key store's order.
 * Algorithm constraints on the chain are left to the peer's validation.
 *
 * <p>The JCA's methods ({@link #getPrivateKey}, {@link #getCertificateChain}) hand out the key
 * store's objects as they are, for the JDK's TLS; BouncyCastle's ({@code choose...KeyBC}) hand out
 * keys and chains named as BouncyCastle needs ({@link BouncyCastleCopies}). The aliases are the
 * key store's own (prefixed by the index of its builder when there are several key stores), so
 * no alias of this manager can name another entry than the key store's alias of that name.
 */
final class KeyStoreKeyManager extends BCX509ExtendedKeyManager {
    private static final Logger LOG = Logger.getLogger("dev.rustpqc.jsse");

    private final Map<String, Entry> byAlias;
    private final Map<String, List<Entry>> byIndexKey;

    private KeyStoreKeyManager(Map<String, Entry> byAlias) {
        this.byAlias = byAlias;
        Map<String, List<Entry>> index = new HashMap<>();
        for (Entry entry : byAlias.values()) {
            for (String indexKey : entry.certified.indexKeys()) {
                index.computeIfAbsent(indexKey, key -> new ArrayList<>()).add(entry);
            }
        }
        index.replaceAll((key, entries) -> List.copyOf(entries));
        this.byIndexKey = index;
    }

    /**
     * Indexes the entries of {@code builders}' key stores. An entry that cannot be read (no
     * certificate chain, a certificate that does not parse) is left out, and said so at FINE; a
     * key store that cannot be loaded too.
     */
    static KeyStoreKeyManager of(List<KeyStore.Builder> builders) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (int index = 0; index < builders.size(); index++) {
            KeyStore.Builder builder = builders.get(index);
            KeyStore keyStore;
            Enumeration<String> aliases;
            try {
                keyStore = builder.getKeyStore();
                aliases = keyStore.aliases();
            } catch (GeneralSecurityException | RuntimeException e) {
                LOG.log(Level.FINE, "rustpqc-jsse: key store " + index + " left out: " + e, e);
                continue;
            }
            for (String localAlias : Collections.list(aliases)) {
                String alias = builders.size() == 1 ? localAlias : index + "." + localAlias;
                Entry entry = read(alias, keyStore, builder, localAlias);
                if (entry != null) {
                    entries.put(alias, entry);
                }
            }
        }
        return new KeyStoreKeyManager(entries);
    }

    private static Entry read(String alias, KeyStore keyStore, KeyStore.Builder builder, String localAlias) {
        try {
            if (!keyStore.isKeyEntry(localAlias)) {
                return null; // a trusted certificate, not a credential
            }
            Certificate[] chain = keyStore.getCertificateChain(localAlias);
            if (chain == null || chain.length == 0 || !(chain[0] instanceof X509Certificate)) {
                LOG.fine(() -> "rustpqc-jsse: key store entry " + alias + " left out: no X.509 certificate chain");
                return null;
            }
            X509Certificate[] x509 = Arrays.copyOf(chain, chain.length, X509Certificate[].class);
            return new Entry(alias, CertifiedKey.of(x509), keyStore, localAlias, builder);
        } catch (GeneralSecurityException | RuntimeException e) {
            LOG.log(Level.FINE, "rustpqc-jsse: key store entry " + alias + " left out: " + e, e);
            return null;
        }
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        Entry entry = choose(new String[] {keyType}, issuers, true, ServerNames.requested(socket)).best();
        return entry == null ? null : entry.alias;
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        Entry entry = choose(new String[] {keyType}, issuers, true, ServerNames.requested(engine)).best();
        return entry == null ? null : entry.alias;
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        Entry entry = choose(keyTypes, issuers, false, null).best();
        return entry == null ? null : entry.alias;
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return chooseClientAlias(keyTypes, issuers, null);
    }

    @Override
    public BCX509Key chooseServerKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credential(keyTypes, choose(keyTypes, issuers, true, ServerNames.requested(socket)));
    }

    @Override
    public BCX509Key chooseEngineServerKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credential(keyTypes, choose(keyTypes, issuers, true, ServerNames.requested(engine)));
    }

    @Override
    public BCX509Key chooseClientKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credential(keyTypes, choose(keyTypes, issuers, false, null));
    }

    @Override
    public BCX509Key chooseEngineClientKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credential(keyTypes, choose(keyTypes, issuers, false, null));
    }

    @Override
    protected BCX509Key getKeyBC(String keyType, String alias) {
        Entry entry = alias == null ? null : byAlias.get(alias);
        PrivateKey key = entry == null ? null : entry.namedKey();
        return key == null ? null : new TlsCredential(keyType, key, entry.namedChain());
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return aliases(keyType, issuers, true);
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return aliases(keyType, issuers, false);
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        Entry entry = alias == null ? null : byAlias.get(alias);
        return entry == null ? null : entry.certified.chain();
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        Entry entry = alias == null ? null : byAlias.get(alias);
        return entry == null ? null : entry.key();
    }

    private BCX509Key credential(String[] keyTypes, BestCredential<Entry> chosen) {
        Entry entry = chosen.best();
        return entry == null ? null
                : new TlsCredential(keyTypes[chosen.keyTypeIndex()], entry.namedKey(), entry.namedChain());
    }

    /**
     * The best entry for {@code keyTypes} (in the peer's order) whose private key can be read; an
     * entry whose key cannot be read is left out from then on, and the choice made again.
     */
    private BestCredential<Entry> choose(String[] keyTypes, Principal[] issuers, boolean forServer, String hostName) {
        Set<X500Principal> accepted = principals(issuers);
        while (true) {
            BestCredential<Entry> best = new BestCredential<>();
            Date now = new Date();
            for (int index = 0; keyTypes != null && index < keyTypes.length && !best.settledBefore(index); index++) {
                RequestedKeyType type = RequestedKeyType.of(keyTypes[index]);
                if (offer(best, type, index, accepted, forServer, now, hostName)) {
                    break;
                }
            }
            Entry entry = best.best();
            if (entry == null || entry.key() != null) {
                return best;
            }
        }
    }

    /** Offers the entries of {@code type} to {@code best}; returns whether one of them cannot be beaten. */
    private boolean offer(BestCredential<Entry> best, RequestedKeyType type, int index, Set<X500Principal> accepted,
            boolean forServer, Date now, String hostName) {
        for (Entry entry : byIndexKey.getOrDefault(type.indexKey(), List.of())) {
            if (!entry.unusable && entry.certified.serves(type, forServer) && entry.certified.issuedByOneOf(accepted)
                    && best.offer(entry, index, entry.certified.quality(now, hostName))) {
                return true;
            }
        }
        return false;
    }

    private String[] aliases(String keyType, Principal[] issuers, boolean forServer) {
        RequestedKeyType type = RequestedKeyType.of(keyType);
        Set<X500Principal> accepted = principals(issuers);
        Date now = new Date();
        List<Entry> matching = new ArrayList<>();
        for (Entry entry : byIndexKey.getOrDefault(type.indexKey(), List.of())) {
            if (!entry.unusable && entry.certified.serves(type, forServer) && entry.certified.issuedByOneOf(accepted)) {
                matching.add(entry);
            }
        }
        matching.sort(Comparator.comparing((Entry entry) -> !entry.certified.quality(now, null).isValid())
                .thenComparing(entry -> entry.certified.quality(now, null)));
        return matching.isEmpty() ? null : matching.stream().map(entry -> entry.alias).toArray(String[]::new);
    }

    /** The issuers a peer accepts, as X.500 names; null if it named none. */
    private static Set<X500Principal> principals(Principal[] issuers) {
        if (issuers == null || issuers.length == 0) {
            return null;
        }
        Set<X500Principal> names = new HashSet<>();
        for (Principal issuer : issuers) {
            if (issuer instanceof X500Principal x500) {
                names.add(x500);
            } else if (issuer != null) {
                try {
                    names.add(new X500Principal(issuer.getName()));
                } catch (IllegalArgumentException notAnX500Name) {
                    // a name no certificate can carry as its issuer: it matches none
                }
            }
        }
        return names.isEmpty() ? null : names;
    }

    /** One key store entry: its chain read at init, its private key read when first chosen. */
    private static final class Entry {
        final String alias;
        final CertifiedKey certified;
        private final KeyStore keyStore;
        private final String localAlias;
        private final KeyStore.Builder builder;
        private volatile boolean unusable;
        private volatile PrivateKey key;
        private volatile PrivateKey namedKey;
        private volatile X509Certificate[] namedChain;

        Entry(String alias, CertifiedKey certified, KeyStore keyStore, String localAlias, KeyStore.Builder builder) {
            this.alias = alias;
            this.certified = certified;
            this.keyStore = keyStore;
            this.localAlias = localAlias;
            this.builder = builder;
        }

        /** The private key, decrypted on first use; null if it cannot be read (the entry is then unusable). */
        PrivateKey key() {
            PrivateKey read = key;
            if (read == null && !unusable) {
                synchronized (this) {
                    if (key == null && !unusable) {
                        key = decrypt();
                        unusable = key == null;
                    }
                    read = key;
                }
            }
            return read;
        }

        PrivateKey namedKey() {
            PrivateKey named = namedKey;
            if (named == null) {
                PrivateKey read = key();
                if (read == null) {
                    return null;
                }
                named = BouncyCastleCopies.namedKey(read, certified.endEntity());
                namedKey = named;
            }
            return named;
        }

        X509Certificate[] namedChain() {
            X509Certificate[] named = namedChain;
            if (named == null) {
                named = BouncyCastleCopies.namedChain(certified.chain());
                namedChain = named;
            }
            return named.clone();
        }

        /**
         * The entry's private key. Read with {@code getKey}, not {@code getEntry}: the latter refuses
         * an entry whose key the JCA names otherwise than its certificate's (a BouncyCastle
         * certificate object says {@code ML-DSA-65} where the JDK's key says {@code ML-DSA}).
         * A key store changed since init, whose certificate is no longer the one indexed, gives none:
         * the key would not be the certificate's.
         */
        private PrivateKey decrypt() {
            try {
                KeyStore.ProtectionParameter protection = builder.getProtectionParameter(localAlias);
                Key read;
                if (protection instanceof KeyStore.PasswordProtection password) {
                    read = keyStore.getKey(localAlias, password.getPassword());
                } else {
                    KeyStore.Entry entry = keyStore.getEntry(localAlias, protection);
                    read = entry instanceof KeyStore.PrivateKeyEntry privateKeyEntry ? privateKeyEntry.getPrivateKey() : null;
                }
                if (!(read instanceof PrivateKey privateKey)) {
                    LOG.fine(() -> "rustpqc-jsse: key store entry " + alias + " left out: it holds no private key");
                    return null;
                }
                Certificate[] now = keyStore.getCertificateChain(localAlias);
                if (now == null || now.length == 0 || !now[0].equals(certified.endEntity())) {
                    LOG.fine(() -> "rustpqc-jsse: key store entry " + alias + " left out: its certificate changed since"
                            + " the key manager was made");
                    return null;
                }
                return privateKey;
            } catch (GeneralSecurityException | RuntimeException e) {
                LOG.log(Level.FINE, "rustpqc-jsse: key store entry " + alias + " left out: its private key cannot be"
                        + " read: " + e, e);
                return null;
            }
        }
    }
}
