package dev.rustpqc.jsse;

import java.security.SecureRandom;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCryptoProvider;

/**
 * Builds the TLS crypto of BouncyCastle JSSE: with native ML-KEM switched on, a
 * {@link RustPqcTlsCrypto}; otherwise BouncyCastle's plain {@link JcaTlsCrypto}, so that without
 * the flag nothing changes. Switch it on with {@code -Drustpqc.jsse.nativeMlKem=true} (read when
 * this object is made) or {@link #setNativeMlKem(boolean)}. The {@code setProvider} methods
 * inherited from {@link JcaTlsCryptoProvider} still choose the JCA provider for everything else.
 *
 * <p>BouncyCastle can also make this class from its configuration string, which makes it usable
 * from {@code java.security} without code:
 * {@code security.provider.N=org.bouncycastle.jsse.provider.BouncyCastleJsseProvider dev.rustpqc.jsse.RustPqcTlsCryptoProvider}.
 *
 * <p>If native ML-KEM is on but the RustPqc library did not load, {@code SSLContext.init} fails
 * with an {@link IllegalStateException} that says why: an opted-in native path never falls back
 * to Java silently.
 */
public class RustPqcTlsCryptoProvider extends JcaTlsCryptoProvider {
    private final KemCounters counters = new KemCounters(TlsMetrics.JVM);
    private volatile boolean nativeMlKem;

    /** Native ML-KEM on if the system property {@value RustPqcJsse#NATIVE_ML_KEM_PROPERTY} is {@code true}. */
    public RustPqcTlsCryptoProvider() {
        this.nativeMlKem = RustPqcJsse.nativeMlKemRequested();
    }

    /**
     * Switches native ML-KEM on or off for the cryptos made from now on (one per
     * {@code SSLContext.init}); cryptos already made keep their setting.
     *
     * @return this builder
     */
    public RustPqcTlsCryptoProvider setNativeMlKem(boolean nativeMlKem) {
        this.nativeMlKem = nativeMlKem;
        return this;
    }

    /** Whether the cryptos made from now on compute ML-KEM natively. */
    public boolean isNativeMlKem() {
        return nativeMlKem;
    }

    /**
     * As BouncyCastle's, but a null {@code random} (what Tomcat, and Netty without
     * {@code .secureRandom(...)}, pass to {@code SSLContext.init}) gets a {@code new SecureRandom()}:
     * BouncyCastle would ask the JCA for a "DEFAULT" one, which only its own JCA provider has, and
     * fail with "DEFAULT SecureRandom not available".
     */
    @Override
    public JcaTlsCrypto create(SecureRandom random) {
        return super.create(random != null ? random : new SecureRandom());
    }

    /**
     * A {@link RustPqcTlsCrypto} when native ML-KEM is on, else BouncyCastle's {@link JcaTlsCrypto}.
     *
     * @throws IllegalStateException if native ML-KEM is on and the RustPqc library did not load
     */
    @Override
    public JcaTlsCrypto create(SecureRandom keyRandom, SecureRandom nonceRandom) {
        if (!nativeMlKem) {
            return super.create(keyRandom, nonceRandom);
        }
        if (!NativeMlKem.isAvailable()) {
            throw new IllegalStateException("Native ML-KEM for TLS was requested (" + RustPqcJsse.NATIVE_ML_KEM_PROPERTY
                    + ") but the RustPqc native library did not load: " + NativeMlKem.loadError(), NativeMlKem.loadError());
        }
        TlsMetrics.register(true);
        return new RustPqcTlsCrypto(getHelper(), getAltHelper(), keyRandom, nonceRandom, new KemCounters(counters));
    }

    /** The native ML-KEM operations of all cryptos this object made, added up. */
    public NativeKemCounts nativeKemCounts() {
        return counters.snapshot();
    }
}
