package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.services.ServiceRegistry;
import dev.rustpqc.services.UnavailableServices;

import java.security.Provider;
import java.security.Security;
import java.util.function.Consumer;

/**
 * The {@code RustPqcMlKem} JCA provider: RustPqc's ML-KEM and nothing else, for putting first in
 * the provider order. It captures the ML-KEM lookups that name no provider (JDK 27's SunJSSE
 * makes all of its ML-KEM lookups that way) and changes no other lookup: ML-DSA, EC, X25519,
 * HKDF, ciphers and everything else keep coming from the providers they came from.
 *
 * <pre>{@code
 * RustPqcMlKemProvider.insertFirst(); // or Security.insertProviderAt(new RustPqcMlKemProvider(), 1)
 * }</pre>
 *
 * Services: {@code KeyPairGenerator}, {@code KeyFactory} and (wherever {@code javax.crypto.KEMSpi}
 * exists) {@code KEM}, each as {@code ML-KEM}, {@code ML-KEM-512}, {@code ML-KEM-768},
 * {@code ML-KEM-1024} and the sets' OIDs with and without the {@code OID.} prefix; the same
 * implementations and keys as {@link RustPqcProvider}'s, which can be registered beside it.
 *
 * <p>Without code, {@code java.security} can register it (class name, or its name
 * {@value #PROVIDER_NAME} on the module path) after the JDK's providers and make it the preferred
 * provider for the ML-KEM names with {@code jdk.security.provider.preferred}; see the README.
 *
 * <p>If the native library cannot be loaded the provider registers no services, so lookups fall
 * through to the next provider (one that names this provider fails with the reason as its cause); {@link #insertFirst()} refuses instead, and
 * {@link RustPqcProvider#operationCounts()} shows which side computed.
 */
public final class RustPqcMlKemProvider extends Provider {
    private static final long serialVersionUID = 1L;

    /** While the library is unavailable: the services, each failing with the reason; else null. */
    private final transient UnavailableServices unavailable;

    /** The provider name, for {@code getInstance(algorithm, "RustPqcMlKem")} and {@code java.security}. */
    public static final String PROVIDER_NAME = "RustPqcMlKem";

    /** Creates the provider; the native library is loaded once per process. */
    public RustPqcMlKemProvider() {
        super(PROVIDER_NAME, Native.version(), "RustPqc " + Native.version() + ": ML-KEM (FIPS 203) in native code,"
                + " without other services, for the first place in the provider order");
        unavailable = UnavailableServices.registerIfLoaded(this, ServiceRegistry.ML_KEM, new PutService());
    }

    /**
     * Makes a {@code RustPqcMlKem} provider the first in the JCA provider order (moving it there if
     * one is already registered), so that ML-KEM lookups that name no provider get native code.
     *
     * @throws IllegalStateException if the native library did not load: an opt-in to native ML-KEM
     *     never falls back to Java silently
     * @throws SecurityException if a security manager denies changing the provider list
     */
    public static void insertFirst() {
        if (!RustPqcProvider.isAvailable()) {
            throw new IllegalStateException("RustPqc's native ML-KEM was requested first in the provider order, but"
                    + " the native library did not load: " + RustPqcProvider.loadError(), RustPqcProvider.loadError());
        }
        Security.removeProvider(PROVIDER_NAME);
        Security.insertProviderAt(new RustPqcMlKemProvider(), 1);
    }

    /**
     * As {@link Provider#getService}; while the native library is unavailable, a service of this
     * provider's names whose {@code newInstance} throws a {@code NoSuchAlgorithmException} with
     * {@link RustPqcProvider#loadError()} as its cause, so {@code getInstance(name, provider)} says why.
     */
    @Override
    public Service getService(String type, String algorithm) {
        return UnavailableServices.orUnavailable(super.getService(type, algorithm), unavailable, type, algorithm);
    }

    /** {@code putService}, as a class rather than a method reference, whose bootstrap a cold JVM pays for. */
    private final class PutService implements Consumer<Provider.Service> {
        @Override
        public void accept(Provider.Service service) {
            putService(service);
        }
    }
}
