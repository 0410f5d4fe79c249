package dev.rustpqc.jsse;

import java.security.Provider;
import java.security.SecureRandom;
import org.bouncycastle.jcajce.util.JcaJceHelper;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.tls.NamedGroup;
import org.bouncycastle.tls.crypto.TlsKemConfig;
import org.bouncycastle.tls.crypto.TlsKemDomain;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCryptoProvider;

/**
 * For the benchmark's "BouncyCastle's own ML-KEM" case: BouncyCastle's plain crypto, except that
 * its ML-KEM comes from the BouncyCastle JCA provider (pure Java) instead of whichever provider
 * the JCA finds first (SunJCE on JDK 24+). Everything else stays with the JDK's providers, as in
 * the other cases, so that only the ML-KEM differs.
 */
final class BouncyCastleMlKemTlsCrypto extends JcaTlsCrypto {
    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();

    private final JcaTlsCrypto bouncyCastle;

    private BouncyCastleMlKemTlsCrypto(JcaJceHelper helper, SecureRandom keyRandom, SecureRandom nonceRandom) {
        super(helper, keyRandom, nonceRandom);
        this.bouncyCastle = new JcaTlsCryptoProvider().setProvider(BOUNCY_CASTLE).create(keyRandom, nonceRandom);
    }

    @Override
    public TlsKemDomain createKemDomain(TlsKemConfig kemConfig) {
        return bouncyCastle.createKemDomain(kemConfig);
    }

    @Override
    protected Boolean isSupportedNamedGroup(int namedGroup) {
        if (NamedGroup.refersToASpecificKem(namedGroup)) {
            return Boolean.valueOf(bouncyCastle.hasNamedGroup(namedGroup));
        }
        return super.isSupportedNamedGroup(namedGroup);
    }

    /**
     * Makes {@link BouncyCastleMlKemTlsCrypto}s, one per {@code SSLContext}; a
     * {@link RustPqcTlsCryptoProvider} with native ML-KEM off, so that {@link RustPqcJsse#provider}
     * takes it and a server built on it gets the same fixes (a null {@code SecureRandom}, key managers).
     */
    static final class Factory extends RustPqcTlsCryptoProvider {
        Factory() {
            setNativeMlKem(false);
        }

        @Override
        public JcaTlsCrypto create(SecureRandom keyRandom, SecureRandom nonceRandom) {
            return new BouncyCastleMlKemTlsCrypto(getHelper(), keyRandom, nonceRandom);
        }
    }
}
