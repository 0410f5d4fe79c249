package dev.rustpqc.jsse;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import org.bouncycastle.jsse.BCX509Key;

/**
 * A credential chosen for BouncyCastle JSSE: the key type it was chosen for (one of those
 * BouncyCastle asked for), and the private key and chain as BouncyCastle can use them
 * ({@link BouncyCastleCopies}).
 */
final class TlsCredential implements BCX509Key {
    private final String keyType;
    private final PrivateKey privateKey;
    private final X509Certificate[] chain;

    TlsCredential(String keyType, PrivateKey privateKey, X509Certificate[] chain) {
        this.keyType = keyType;
        this.privateKey = privateKey;
        this.chain = chain.clone();
    }

    @Override
    public X509Certificate[] getCertificateChain() {
        return chain.clone();
    }

    @Override
    public String getKeyType() {
        return keyType;
    }

    @Override
    public PrivateKey getPrivateKey() {
        return privateKey;
    }
}
