package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.services.ServiceRegistry;
import dev.rustpqc.services.UnavailableServices;

import java.security.Provider;
import java.util.function.Consumer;

/**
 * The {@code RustPqc} JCA provider: ML-KEM (FIPS 203), ML-DSA (FIPS 204) and SLH-DSA (FIPS 205)
 * computed by a Rust core (libcrux; RustCrypto's slh-dsa), called through Panama FFM on JDK 22+ and
 * JNI on JDK 17/21.
 *
 * <pre>{@code
 * Security.addProvider(new RustPqcProvider());
 * KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", "RustPqc").generateKeyPair();
 * }</pre>
 *
 * Services: {@code KeyPairGenerator} and {@code KeyFactory} for ML-KEM, ML-DSA and SLH-DSA,
 * {@code Signature} for ML-DSA and SLH-DSA (and their pre-hash variants), and {@code KEM} for ML-KEM wherever {@code javax.crypto.KEMSpi} exists (JDK 21+ and JDK
 * 17 updates that backported it; elsewhere use {@link MlKem}). Each under its
 * family name (defaults ML-KEM-768, ML-DSA-65 and SLH-DSA-SHA2-128F), each parameter-set name, and
 * each set's OID with and without the {@code OID.} prefix.
 *
 * <p>X-Wing, the X25519 + ML-KEM-768 hybrid KEM: {@code KeyPairGenerator}, {@code KeyFactory} and
 * (where {@code KEMSpi} exists) {@code KEM} "X-Wing", with BouncyCastle's spellings and the draft's
 * OID as aliases; {@link XWing} on every JDK.
 *
 * <p>Composite ML-DSA (draft-ietf-lamps-pq-composite-sigs): {@code KeyPairGenerator},
 * {@code KeyFactory} and {@code Signature} for the 16 sets whose traditional half the JDK's own
 * providers have, under BouncyCastle's names ({@code MLDSA65-ECDSA-P256-SHA512}) and the draft's
 * OIDs, and {@code Composite-ML-DSA} for the family. The ML-DSA half is native; the ECDSA, EdDSA or
 * RSA half runs in the JDK's SunEC or SunRsaSign.
 *
 * <p>All key-generation, encapsulation and signing randomness comes from the operating system,
 * inside native code; a {@code SecureRandom} passed to the JCA is not used for key material.
 *
 * <p>If the native library cannot be loaded the provider registers no services (lookups that name
 * no provider go on to the next), logs the reason once at WARNING through {@code System.Logger}
 * ("dev.rustpqc"), and a {@code getInstance} that names this provider fails with that reason as
 * the cause; {@link #loadError()} holds it, and {@link #requireAvailable()} fails fast with it.
 */
public final class RustPqcProvider extends Provider {
    private static final long serialVersionUID = 1L;

    /** While the library is unavailable: the services, each failing with the reason; else null. */
    private final transient UnavailableServices unavailable;

    /** The provider name, for {@code getInstance(algorithm, "RustPqc")}. */
    public static final String PROVIDER_NAME = "RustPqc";

    /** Creates the provider; the native library is loaded once per process. */
    public RustPqcProvider() {
        super(PROVIDER_NAME, Native.version(),
                "RustPqc " + Native.version() + ": ML-KEM (FIPS 203), ML-DSA (FIPS 204) and SLH-DSA (FIPS 205) in native code");
        unavailable = UnavailableServices.registerIfLoaded(this, ServiceRegistry.ALL, new PutService());
    }

    /**
     * The binding that carries native calls now: {@code "jni"} or {@code "ffm"} (Panama, JDK 22+).
     * Unforced, the first calls go through JNI on every JDK and, on JDK 22+, FFM takes over after
     * the first 64 calls, once a thread of its own has linked it; {@code -Drustpqc.binding=ffm|jni}
     * forces one for the whole process.
     *
     * @throws java.security.ProviderException if the native library did not load
     */
    public static String binding() {
        return Native.binding().name();
    }

    /** Whether the native library loaded and the provider serves its algorithms. */
    public static boolean isAvailable() {
        return Native.loadError() == null;
    }

    /**
     * Fails fast, for an application that must not run without native code: returns when the
     * native library loaded.
     *
     * @throws java.security.ProviderException with {@link #loadError()} as its cause otherwise
     */
    public static void requireAvailable() {
        Native.binding();
    }

    /** Why the native library did not load (its root cause first), or null when it did. */
    public static Throwable loadError() {
        return Native.loadError();
    }

    /**
     * What this provider is and whether it works here, as {@code java -jar rustpqc.jar} prints it:
     * version, JDK, CPU, binding, native build, its source and SHA-256, self-test, services.
     */
    public static String diagnosis() {
        return DiagnosisReport.of(new RustPqcProvider());
    }

    /**
     * A snapshot of the native operation counters; they include the load-time self-test's
     * operations, so compare two snapshots rather than one against zero.
     *
     * @throws java.security.ProviderException if the native library did not load
     */
    public static OperationCounts operationCounts() {
        return OperationCounts.snapshot();
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
