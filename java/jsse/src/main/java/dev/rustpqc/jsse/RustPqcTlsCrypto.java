package dev.rustpqc.jsse;

import java.security.SecureRandom;
import org.bouncycastle.jcajce.util.JcaJceHelper;
import org.bouncycastle.tls.crypto.TlsKemConfig;
import org.bouncycastle.tls.crypto.TlsKemDomain;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;

/**
 * BouncyCastle's {@link JcaTlsCrypto} with ML-KEM computed natively by RustPqc: the plain ML-KEM
 * groups (MLKEM512, MLKEM768, MLKEM1024) and the ML-KEM half of the hybrid groups
 * (X25519MLKEM768, SecP256r1MLKEM768, SecP384r1MLKEM1024). Everything else (X25519, ECDH,
 * signatures, ciphers, HKDF) stays with the JCA providers, exactly as in {@code JcaTlsCrypto}.
 *
 * <p>The ML-KEM groups are supported on every JDK, JDK 17 included, whether or not any JCA
 * provider has ML-KEM. Key-share randomness comes from the OS inside native code; the
 * {@code SecureRandom} given to the constructor serves the rest of TLS.
 *
 * <p>Made by {@link RustPqcTlsCryptoProvider} when native ML-KEM is switched on; one instance per
 * {@code SSLContext}. {@link #nativeKemCounts()} tells what it computed natively.
 */
public final class RustPqcTlsCrypto extends JcaTlsCrypto {
    private final KemCounters counters;

    RustPqcTlsCrypto(JcaJceHelper helper, JcaJceHelper altHelper, SecureRandom keyRandom, SecureRandom nonceRandom,
            KemCounters counters) {
        super(helper, altHelper, keyRandom, nonceRandom);
        this.counters = counters;
    }

    /** A native domain for the ML-KEM groups; BouncyCastle's own for any other KEM group. */
    @Override
    public TlsKemDomain createKemDomain(TlsKemConfig kemConfig) {
        MlKemParameterSet set = MlKemParameterSet.forNamedGroup(kemConfig.getNamedGroup());
        if (set == null) {
            return super.createKemDomain(kemConfig);
        }
        return new NativeMlKemDomain(this, set, kemConfig.isServer(), counters);
    }

    /**
     * The ML-KEM groups are supported when the native library is loaded. The base class asks the
     * JCA for BouncyCastle-specific ML-KEM services, which JDK 17 and 21 lack and which we do not use.
     */
    @Override
    protected Boolean isSupportedNamedGroup(int namedGroup) {
        if (MlKemParameterSet.forNamedGroup(namedGroup) != null) {
            return Boolean.valueOf(NativeMlKem.isAvailable());
        }
        return super.isSupportedNamedGroup(namedGroup);
    }

    /** The native ML-KEM operations this crypto's key shares completed so far. */
    public NativeKemCounts nativeKemCounts() {
        return counters.snapshot();
    }
}
