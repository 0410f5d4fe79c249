package dev.rustpqc.jsse;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import javax.net.ssl.X509KeyManager;

/**
 * The simplest X509KeyManager, as applications write them: one alias, one key object and its chain,
 * answering every key type.
 */
record SingleKeyManager(PrivateKey key, X509Certificate[] chain) implements X509KeyManager {
    SingleKeyManager {
        chain = chain.clone();
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return new String[] {"only"};
    }

    @Override
    public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
        return "only";
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return new String[] {"only"};
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return "only";
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return chain.clone();
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return key;
    }
}
