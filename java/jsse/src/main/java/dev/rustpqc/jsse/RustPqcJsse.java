package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.security.Security;

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
    public static RustPqcJsseProvider provider() {
        return provider(new RustPqcTlsCryptoProvider());
    }

    /**
     * BouncyCastle JSSE with native ML-KEM switched on or off by the caller, whatever the system
     * property says.
     */
    public static RustPqcJsseProvider provider(boolean nativeMlKem) {
        return provider(new RustPqcTlsCryptoProvider().setNativeMlKem(nativeMlKem));
    }

    /**
     * BouncyCastle JSSE (not in FIPS mode) over the given crypto provider; keep a reference to it
     * to read {@link RustPqcTlsCryptoProvider#nativeKemCounts()}. The flag is the crypto
     * provider's, as it stands now.
     */
    public static RustPqcJsseProvider provider(RustPqcTlsCryptoProvider cryptoProvider) {
        if (cryptoProvider == null) {
            throw new NullPointerException("cryptoProvider");
        }
        return new RustPqcJsseProvider(cryptoProvider);
    }

    /**
     * Puts a {@link #provider(boolean)} first in the JCA, for servers that take their
     * {@code SSLContext} by provider order (Tomcat, Spring Boot, Jetty without a provider name):
     * from now on {@code SSLContext.getInstance("TLS")} in this JVM is BouncyCastle JSSE with these
     * fixes. A provider of this name already installed is replaced.
     *
     * @return the provider installed, to read its counts
     * @throws IllegalStateException if {@code nativeMlKem} and the RustPqc library did not load
     */
    public static RustPqcJsseProvider install(boolean nativeMlKem) {
        if (nativeMlKem && !RustPqcProvider.isAvailable()) {
            throw new IllegalStateException("Native ML-KEM for TLS was requested but the RustPqc native library did"
                    + " not load: " + RustPqcProvider.loadError(), RustPqcProvider.loadError());
        }
        RustPqcJsseProvider provider = provider(nativeMlKem);
        Security.removeProvider(RustPqcJsseProvider.PROVIDER_NAME);
        Security.insertProviderAt(provider, 1);
        return provider;
    }

    /**
     * The JMX view of the native ML-KEM counts of every rustpqc-jsse context in this JVM, and of
     * the native library (JDK 27's SunJSSE with {@code RustPqcMlKem} first included): registers
     * the MBean {@code dev.rustpqc:type=TlsKeyExchange} ({@link TlsMetricsMXBean}) if it is not yet
     * (the first native context registers it by itself) and returns its name.
     */
    public static String registerMetrics() {
        TlsMetrics.register(false);
        return TlsMetrics.OBJECT_NAME;
    }

    /** How RustPqc reaches its native library ({@code ffm} or {@code jni}), or why it is not loaded. */
    static String binding() {
        return RustPqcProvider.isAvailable() ? RustPqcProvider.binding() : "not loaded: " + RustPqcProvider.loadError();
    }

    /** Whether the system property {@value #NATIVE_ML_KEM_PROPERTY} is {@code true} (ignoring case). */
    public static boolean nativeMlKemRequested() {
        return Boolean.parseBoolean(System.getProperty(NATIVE_ML_KEM_PROPERTY));
    }
}
