package dev.rustpqc.jsse;

import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;

/**
 * BouncyCastle JSSE ({@code BCJSSE}) with its TLS 1.3 ML-KEM computed natively by RustPqc, on
 * JDK 17 to 27.
 *
 * <pre>{@code
 * // -Drustpqc.jsse.nativeMlKem=true, or RustPqcJsse.provider(true):
 * SSLContext context = SSLContext.getInstance("TLSv1.3", RustPqcJsse.provider());
 * context.init(null, trustManagers, new SecureRandom()); // not null: see below
 * SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(host, port);
 * HybridGroups.preferHybrid(socket);   // X25519MLKEM768 first, and its key share sent first
 * socket.startHandshake();
 * }</pre>
 *
 * Native ML-KEM is opt-in: without {@value #NATIVE_ML_KEM_PROPERTY}{@code =true} (or
 * {@code provider(true)}) the provider returned here is BouncyCastle JSSE in its default
 * configuration (as {@code new BouncyCastleJsseProvider()} makes it when
 * {@code org.bouncycastle.jsse.config} is not set), with its plain {@code JcaTlsCrypto}.
 *
 * <p>Give {@code SSLContext.init} a {@code SecureRandom}: with {@code null}, BouncyCastle JSSE asks
 * the JCA for a "DEFAULT" one, which only BouncyCastle's JCA provider has, and fails with
 * "DEFAULT SecureRandom not available" on a JVM with the JDK's providers alone.
 *
 * <p>BouncyCastle JSSE supports X25519MLKEM768 but lists it last, and its client sends an x25519
 * key share by default, so two default peers negotiate x25519. {@link HybridGroups} configures a
 * socket or engine so that the hybrid is negotiated without a HelloRetryRequest.
 *
 * <p>The provider is named {@code BCJSSE}; use it directly (as above) or register it with
 * {@code Security.insertProviderAt}, but not next to another {@code BCJSSE} instance.
 */
public final class RustPqcJsse {
    /** The system property that switches native ML-KEM on: {@code -Drustpqc.jsse.nativeMlKem=true}. */
    public static final String NATIVE_ML_KEM_PROPERTY = "rustpqc.jsse.nativeMlKem";

    private RustPqcJsse() {
    }

    /**
     * BouncyCastle JSSE over a {@link RustPqcTlsCryptoProvider}: native ML-KEM if the system property
     * {@value #NATIVE_ML_KEM_PROPERTY} is {@code true}, BouncyCastle's own ML-KEM otherwise.
     */
    public static BouncyCastleJsseProvider provider() {
        return provider(new RustPqcTlsCryptoProvider());
    }

    /**
     * BouncyCastle JSSE with native ML-KEM switched on or off by the caller, whatever the system
     * property says.
     */
    public static BouncyCastleJsseProvider provider(boolean nativeMlKem) {
        return provider(new RustPqcTlsCryptoProvider().setNativeMlKem(nativeMlKem));
    }

    /**
     * BouncyCastle JSSE (not in FIPS mode) over the given crypto provider; keep a reference to it
     * to read {@link RustPqcTlsCryptoProvider#nativeKemCounts()}.
     */
    public static BouncyCastleJsseProvider provider(RustPqcTlsCryptoProvider cryptoProvider) {
        if (cryptoProvider == null) {
            throw new NullPointerException("cryptoProvider");
        }
        return new BouncyCastleJsseProvider(false, cryptoProvider);
    }

    /** Whether the system property {@value #NATIVE_ML_KEM_PROPERTY} is {@code true} (ignoring case). */
    public static boolean nativeMlKemRequested() {
        return Boolean.parseBoolean(System.getProperty(NATIVE_ML_KEM_PROPERTY));
    }
}
