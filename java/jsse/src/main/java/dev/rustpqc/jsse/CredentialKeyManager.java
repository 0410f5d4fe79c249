package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.EdECKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.net.ssl.X509KeyManager;

/**
 * A key manager that answers BouncyCastle JSSE's key types from any key manager: the JDK's
 * ({@code SunX509}, {@code NewSunX509}/{@code PKIX}, Tomcat's and Netty's wrappers of them),
 * BouncyCastle's own {@code PKIX} one, or an application's.
 *
 * <p>For TLS 1.3 BouncyCastle asks for {@code EC/secp256r1}, {@code EC/secp384r1},
 * {@code Ed25519}, {@code RSA}, {@code ML-DSA-65} and the like; the JDK's key managers know
 * {@code EC}, {@code EdDSA}, {@code RSA} and {@code ML-DSA}, and answer "no alias", so the server
 * finds "no selectable cipher suite". This manager asks the wrapped one first with BouncyCastle's
 * type, then with the family name, and keeps only aliases whose certificate's key really is of
 * the type asked for (the curve or parameter set included). An Ed25519 or Ed448 certificate is
 * handed over as BouncyCastle parses it, whose key is named by its curve as BouncyCastle checks.
 * ML-DSA goes through {@link MlDsaKeyManager}.
 */
final class CredentialKeyManager extends X509ExtendedKeyManager {
    private static final String EC_PREFIX = "EC/";
    private static final Map<String, ECParameterSpec> CURVES = new ConcurrentHashMap<>();

    private final X509KeyManager delegate;

    private CredentialKeyManager(X509KeyManager delegate) {
        this.delegate = delegate;
    }

    /**
     * The key managers to hand BouncyCastle: the first X509KeyManager among {@code managers}
     * wrapped, or {@code managers} as they are when there is none (or null).
     */
    static KeyManager[] adapt(KeyManager[] managers) {
        if (managers == null) {
            return null;
        }
        for (KeyManager manager : managers) {
            if (manager instanceof CredentialKeyManager) {
                return new KeyManager[] {manager};
            }
            if (manager instanceof X509KeyManager) {
                return new KeyManager[] {new CredentialKeyManager(MlDsaKeyManager.wrap((X509KeyManager) manager))};
            }
        }
        return managers;
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        String direct = delegate instanceof X509ExtendedKeyManager
                ? ((X509ExtendedKeyManager) delegate).chooseEngineServerAlias(keyType, issuers, engine)
                : delegate.chooseServerAlias(keyType, issuers, null);
        return first(keyType, direct, delegate.getServerAliases(familyOf(keyType), issuers));
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return first(keyType, delegate.chooseServerAlias(keyType, issuers, socket),
                delegate.getServerAliases(familyOf(keyType), issuers));
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return firstChosen(keyTypes, keyType -> {
            String direct = delegate instanceof X509ExtendedKeyManager
                    ? ((X509ExtendedKeyManager) delegate).chooseEngineClientAlias(new String[] {keyType}, issuers, engine)
                    : delegate.chooseClientAlias(new String[] {keyType}, issuers, null);
            return first(keyType, direct, delegate.getClientAliases(familyOf(keyType), issuers));
        });
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return firstChosen(keyTypes, keyType -> first(keyType,
                delegate.chooseClientAlias(new String[] {keyType}, issuers, socket),
                delegate.getClientAliases(familyOf(keyType), issuers)));
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return matching(keyType, delegate.getServerAliases(keyType, issuers),
                delegate.getServerAliases(familyOf(keyType), issuers));
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return matching(keyType, delegate.getClientAliases(keyType, issuers),
                delegate.getClientAliases(familyOf(keyType), issuers));
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return BouncyCastleCopies.withNamedEdDsaKey(delegate.getCertificateChain(alias));
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return BouncyCastleCopies.withNamedEdDsaKey(delegate.getPrivateKey(alias));
    }

    /**
     * A client's alias: the one {@code choose} finds for the first of the server's key types (in its
     * order) that has one; null if none has.
     */
    static String firstChosen(String[] keyTypes, UnaryOperator<String> choose) {
        for (String keyType : keyTypes) {
            String alias = choose.apply(keyType);
            if (alias != null) {
                return alias;
            }
        }
        return null;
    }

    /** The JDK's name for the keys of a BouncyCastle key type; the type itself where they agree. */
    static String familyOf(String keyType) {
        if (keyType.startsWith(EC_PREFIX)) {
            return "EC";
        }
        if (keyType.equalsIgnoreCase("Ed25519") || keyType.equalsIgnoreCase("Ed448")) {
            return "EdDSA";
        }
        return keyType;
    }

    private String first(String keyType, String direct, String[] byFamily) {
        if (direct != null && fits(direct, keyType)) {
            return direct;
        }
        if (byFamily != null) {
            for (String alias : byFamily) {
                if (fits(alias, keyType)) {
                    return alias;
                }
            }
        }
        return null;
    }

    private String[] matching(String keyType, String[] byType, String[] byFamily) {
        Set<String> aliases = new LinkedHashSet<>();
        for (String[] some : new String[][] {byType, byFamily}) {
            if (some != null) {
                for (String alias : some) {
                    if (fits(alias, keyType)) {
                        aliases.add(alias);
                    }
                }
            }
        }
        return aliases.isEmpty() ? null : aliases.toArray(new String[0]);
    }

    /** Whether the end-entity key of {@code alias} is of {@code keyType}, as BouncyCastle means it. */
    private boolean fits(String alias, String keyType) {
        X509Certificate[] chain = delegate.getCertificateChain(alias);
        if (chain == null || chain.length == 0) {
            return false;
        }
        PublicKey key = chain[0].getPublicKey();
        if (keyType.startsWith(EC_PREFIX)) {
            return key instanceof ECPublicKey && sameCurve(((ECPublicKey) key).getParams(),
                    keyType.substring(EC_PREFIX.length()));
        }
        if (familyOf(keyType).equals("EdDSA")) {
            return key instanceof EdECKey && ((EdECKey) key).getParams().getName().equalsIgnoreCase(keyType);
        }
        if (keyType.equals("EC") || keyType.equals("RSA") || keyType.equals("RSASSA-PSS")) {
            return key.getAlgorithm().equalsIgnoreCase(keyType)
                    || keyType.equals("EC") && key instanceof ECPublicKey;
        }
        // Other types (ML-DSA parameter sets, legacy names) are the wrapped manager's to judge.
        return true;
    }

    private static boolean sameCurve(ECParameterSpec params, String curve) {
        ECParameterSpec named = CURVES.computeIfAbsent(curve, CredentialKeyManager::curve);
        return named != null && named.getCurve().equals(params.getCurve()) && named.getOrder().equals(params.getOrder())
                && named.getGenerator().equals(params.getGenerator()) && named.getCofactor() == params.getCofactor();
    }

    private static ECParameterSpec curve(String name) {
        try {
            AlgorithmParameters parameters = AlgorithmParameters.getInstance("EC");
            parameters.init(new ECGenParameterSpec(name));
            return parameters.getParameterSpec(ECParameterSpec.class);
        } catch (GeneralSecurityException unknownCurve) {
            return null;
        }
    }
}
