package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.net.ssl.X509KeyManager;
import org.bouncycastle.jsse.BCX509ExtendedKeyManager;
import org.bouncycastle.jsse.BCX509Key;

/**
 * A key manager that answers BouncyCastle JSSE's key types from any other key manager: the JDK's
 * ({@code SunX509}, {@code NewSunX509}/{@code PKIX}, Tomcat's and Netty's wrappers of them),
 * BouncyCastle's own {@code PKIX} one, or an application's.
 *
 * <p>For TLS 1.3 BouncyCastle asks for {@code EC/secp256r1}, {@code EC/secp384r1},
 * {@code Ed25519}, {@code RSA}, {@code ML-DSA-65} and the like, in the order of the peer's
 * signature schemes; the JDK's key managers know {@code EC}, {@code EdDSA}, {@code RSA} and
 * {@code ML-DSA}, and answer "no alias". The choice stays the wrapped manager's, with its rules
 * (the JDK's {@code PKIX}: the server name, validity dates, key usages, the peer's issuers and
 * signature algorithms; {@code SunX509}: the key type and the issuers): for each key type it is
 * asked with BouncyCastle's name, then, if that finds nothing, once per handshake with the JDK's
 * name, and its answer is kept only if its certificate's key is of the type asked for (the curve,
 * the parameter set included), its KeyUsage and ExtendedKeyUsage allow the use and the role. Of
 * the answers, a valid one (within its dates and for the server name asked) wins over the others,
 * then the earliest key type. The wrapped manager's aliases are never scanned, so a handshake asks
 * it a few questions and reads at most one certificate chain per key family, however many entries
 * it holds: the JDK's {@code PKIX} manager decrypts a private key for each chain it hands out.
 *
 * <p>The keys and chains handed out are named as BouncyCastle needs ({@link BouncyCastleCopies}).
 */
final class CredentialKeyManager extends BCX509ExtendedKeyManager {
    private static final Logger LOG = Logger.getLogger("dev.rustpqc.jsse");

    private final X509KeyManager delegate;

    private CredentialKeyManager(X509KeyManager delegate) {
        this.delegate = delegate;
    }

    /** {@code manager} wrapped. */
    static CredentialKeyManager over(X509KeyManager manager) {
        if (manager == null) {
            throw new NullPointerException("manager");
        }
        return new CredentialKeyManager(manager);
    }

    /**
     * The key managers to hand BouncyCastle: the first X509KeyManager among {@code managers}, wrapped
     * unless it already answers BouncyCastle's key types itself (this module's); {@code managers}
     * as they are when there is none (or null).
     */
    static KeyManager[] adapt(KeyManager[] managers) {
        if (managers == null) {
            return null;
        }
        for (KeyManager manager : managers) {
            if (manager instanceof CredentialKeyManager || manager instanceof KeyStoreKeyManager
                    || manager instanceof MlDsaKeyManager) {
                return new KeyManager[] {manager};
            }
            if (manager instanceof X509KeyManager x509) {
                return new KeyManager[] {over(x509)};
            }
        }
        return managers;
    }

    @Override
    public BCX509Key chooseServerKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credential(keyTypes, choose(keyTypes, type -> delegate.chooseServerAlias(type, issuers, socket), true,
                ServerNames.requested(socket)));
    }

    @Override
    public BCX509Key chooseEngineServerKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credential(keyTypes, choose(keyTypes, serverEngine(issuers, engine), true, ServerNames.requested(engine)));
    }

    @Override
    public BCX509Key chooseClientKeyBC(String[] keyTypes, Principal[] issuers, Socket socket) {
        return credential(keyTypes, choose(keyTypes,
                type -> delegate.chooseClientAlias(new String[] {type}, issuers, socket), false, null));
    }

    @Override
    public BCX509Key chooseEngineClientKeyBC(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return credential(keyTypes, choose(keyTypes, clientEngine(issuers, engine), false, null));
    }

    @Override
    protected BCX509Key getKeyBC(String keyType, String alias) {
        X509Certificate[] chain = getCertificateChain(alias);
        PrivateKey key = getPrivateKey(alias);
        return chain == null || chain.length == 0 || key == null ? null : new TlsCredential(keyType, key, chain);
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return choose(new String[] {keyType}, serverEngine(issuers, engine), true, ServerNames.requested(engine)).best();
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return choose(new String[] {keyType}, type -> delegate.chooseServerAlias(type, issuers, socket), true,
                ServerNames.requested(socket)).best();
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return choose(keyTypes, clientEngine(issuers, engine), false, null).best();
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return choose(keyTypes, type -> delegate.chooseClientAlias(new String[] {type}, issuers, socket), false, null)
                .best();
    }

    /**
     * The wrapped manager's aliases of {@code keyType} or its family whose certificate serves it. The
     * listing reads every alias's chain: with the JDK's {@code PKIX} manager, that decrypts every key
     * of the family; TLS handshakes never call it.
     */
    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        RequestedKeyType type = RequestedKeyType.of(keyType);
        return serving(type, true, delegate.getServerAliases(keyType, issuers),
                type.hasFamily() ? delegate.getServerAliases(type.family(), issuers) : null);
    }

    /** As {@link #getServerAliases}, for a client. */
    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        RequestedKeyType type = RequestedKeyType.of(keyType);
        return serving(type, false, delegate.getClientAliases(keyType, issuers),
                type.hasFamily() ? delegate.getClientAliases(type.family(), issuers) : null);
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return BouncyCastleCopies.namedChain(delegate.getCertificateChain(alias));
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        PrivateKey key = delegate.getPrivateKey(alias);
        X509Certificate[] chain = key == null ? null : delegate.getCertificateChain(alias);
        return BouncyCastleCopies.namedKey(key, chain == null || chain.length == 0 ? null : chain[0]);
    }

    private UnaryOperator<String> serverEngine(Principal[] issuers, SSLEngine engine) {
        return delegate instanceof X509ExtendedKeyManager extended
                ? type -> extended.chooseEngineServerAlias(type, issuers, engine)
                : type -> delegate.chooseServerAlias(type, issuers, null);
    }

    private UnaryOperator<String> clientEngine(Principal[] issuers, SSLEngine engine) {
        return delegate instanceof X509ExtendedKeyManager extended
                ? type -> extended.chooseEngineClientAlias(new String[] {type}, issuers, engine)
                : type -> delegate.chooseClientAlias(new String[] {type}, issuers, null);
    }

    /**
     * The best of the wrapped manager's answers for {@code keyTypes}, in their order: {@code ask}
     * is asked each key type, then its family once, and each alias's chain read once.
     */
    private BestCredential<String> choose(String[] keyTypes, UnaryOperator<String> ask, boolean forServer,
            String hostName) {
        Map<String, Optional<String>> answers = new HashMap<>();
        Map<String, Optional<CertifiedKey>> chains = new HashMap<>();
        BestCredential<String> best = new BestCredential<>();
        Date now = new Date();
        for (int index = 0; keyTypes != null && index < keyTypes.length && !best.settledBefore(index); index++) {
            RequestedKeyType type = RequestedKeyType.of(keyTypes[index]);
            String alias = serving(type, forServer, answer(type.name(), ask, answers), chains);
            if (alias == null && type.hasFamily()) {
                alias = serving(type, forServer, answer(type.family(), ask, answers), chains);
            }
            if (alias != null && best.offer(alias, index, chains.get(alias).orElseThrow().quality(now, hostName))) {
                break;
            }
        }
        return best;
    }

    private static String answer(String keyType, UnaryOperator<String> ask, Map<String, Optional<String>> answers) {
        return answers.computeIfAbsent(keyType, type -> Optional.ofNullable(ask.apply(type))).orElse(null);
    }

    /** {@code alias} if its chain serves {@code type}, else null; each chain is read once per handshake. */
    private String serving(RequestedKeyType type, boolean forServer, String alias, Map<String, Optional<CertifiedKey>> chains) {
        if (alias == null) {
            return null;
        }
        Optional<CertifiedKey> certified = chains.computeIfAbsent(alias, this::certified);
        return certified.isPresent() && certified.get().serves(type, forServer) ? alias : null;
    }

    private Optional<CertifiedKey> certified(String alias) {
        try {
            return Optional.of(CertifiedKey.of(delegate.getCertificateChain(alias)));
        } catch (IllegalArgumentException e) {
            LOG.log(Level.FINE, "rustpqc-jsse: alias " + alias + " left out: " + e.getMessage(), e);
            return Optional.empty();
        }
    }

    private String[] serving(RequestedKeyType type, boolean forServer, String[] byType, String[] byFamily) {
        Map<String, Optional<CertifiedKey>> chains = new HashMap<>();
        Set<String> aliases = new LinkedHashSet<>();
        for (String[] some : new String[][] {byType, byFamily}) {
            if (some != null) {
                for (String alias : some) {
                    if (serving(type, forServer, alias, chains) != null) {
                        aliases.add(alias);
                    }
                }
            }
        }
        return aliases.isEmpty() ? null : aliases.toArray(new String[0]);
    }

    private BCX509Key credential(String[] keyTypes, BestCredential<String> chosen) {
        String alias = chosen.best();
        if (alias == null) {
            return null;
        }
        X509Certificate[] chain = delegate.getCertificateChain(alias);
        PrivateKey key = delegate.getPrivateKey(alias);
        if (chain == null || chain.length == 0 || key == null) {
            LOG.fine(() -> "rustpqc-jsse: alias " + alias + " has no private key or chain");
            return null;
        }
        return new TlsCredential(keyTypes[chosen.keyTypeIndex()], BouncyCastleCopies.namedKey(key, chain[0]),
                BouncyCastleCopies.namedChain(chain));
    }
}
