package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.security.Security;

/**
 * BouncyCastle JSSE with its TLS 1.3 ML-KEM computed natively by RustPqc, on JDK 17 to 27, ready
 * for the servers teams run (Tomcat, Spring Boot's Tomcat, Netty, Jetty).
 *
 * <pre>{@code
 * RustPqcJsse.install(true);  // servers that find their SSLContext by provider order (Tomcat, Jetty)
 * SslContextBuilder.forServer(chain, key).sslContextProvider(RustPqcJsse.provider(true)); // Netty
 * }</pre>
 *
 * Native ML-KEM is opt-in: without {@value #NATIVE_ML_KEM_PROPERTY}{@code =true} (or
 * {@code provider(true)}) the key exchange is BouncyCastle's own, with its plain
 * {@code JcaTlsCrypto}. Either way the provider ({@link RustPqcJsseProvider}) takes a null
 * {@code SecureRandom} in {@code SSLContext.init}, serves certificates from the key managers of
 * any {@code KeyManagerFactory}, and keeps an ECDSA curve in every engine's groups (Tomcat copies
 * the client's into it); with the flag on, the hybrid groups come first on both sides. See
 * {@link RustPqcJsseProvider}.
 *
 * <p>The provider is named {@value RustPqcJsseProvider#PROVIDER_NAME}; use it directly or install
 * it first with {@link #install(boolean)}.
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
