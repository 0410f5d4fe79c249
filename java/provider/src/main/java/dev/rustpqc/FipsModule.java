package dev.rustpqc;

import dev.rustpqc.binding.FipsFlavour;
import dev.rustpqc.binding.Native;
import java.util.List;
import java.util.Map;

/**
 * The FIPS flavour ({@code dev.rustpqc:rustpqc-fips}): its ML-KEM-512/768/1024 and
 * ML-DSA-44/65/87 are performed by the AWS-LC Cryptographic Module (AWS-LC FIPS), linked into its
 * native library, and nothing else of rustpqc computes them. This class says whether that flavour
 * is loaded, what the module reports of itself, and what its approved-service indicator said of
 * the operations so far.
 *
 * <pre>{@code
 * KEM.Encapsulated sent = kem.newEncapsulator(publicKey).encapsulate();
 * boolean approved = FipsModule.lastOperationApproved(); // the module's indicator, this thread
 * }</pre>
 *
 * <p>The module runs its integrity check and power-on self-tests when the library is loaded, and
 * all its known-answer tests before the provider registers a service; a failure of any of them
 * <b>aborts the process</b> (the module is built unmodified, and that is its behaviour). What the
 * module does not perform as an approved service (SLH-DSA, X-Wing, HashML-DSA, external mu, ML-DSA
 * contexts and deterministic signing) is not registered in this flavour, or refused with a
 * message saying it is outside the FIPS boundary.
 */
public final class FipsModule {
    private FipsModule() {
    }

    /** Whether the FIPS flavour's library is loaded. */
    public static boolean isActive() {
        return FipsFlavour.active();
    }

    /** The module's name ({@code AWS-LC Cryptographic Module}), or empty outside the FIPS flavour. */
    public static String name() {
        return FipsFlavour.module().getOrDefault("module", "");
    }

    /** The module's version as it reports it ({@code AWS-LC FIPS 4.x.y}), or empty. */
    public static String version() {
        return FipsFlavour.module().getOrDefault("version", "");
    }

    /** Whether the module says it is in FIPS mode ({@code FIPS_mode()}). */
    public static boolean fipsMode() {
        return "1".equals(FipsFlavour.module().get("fips_mode"));
    }

    /** Whether the module's self-tests, all of them, passed when the library loaded. */
    public static boolean selfTestPassed() {
        return "passed".equals(FipsFlavour.module().get("self_test"));
    }

    /** The services the module performs as approved in this flavour, or none outside it. */
    public static List<String> approvedServices() {
        String approved = FipsFlavour.module().getOrDefault("approved", "");
        return approved.isEmpty() ? List.of() : List.of(approved.split(","));
    }

    /** The ML-KEM and ML-DSA operations, in this process, that the module's indicator said were approved. */
    public static long approvedOperations() {
        return FipsFlavour.indicator()[0];
    }

    /**
     * The operations that were not approved services: those the module performed without its
     * indicator moving, and those this build refused as outside the module's boundary (SLH-DSA,
     * X-Wing, external mu, HashML-DSA, ML-DSA with a context or deterministic, refused in the
     * native library).
     */
    public static long unapprovedOperations() {
        return FipsFlavour.indicator()[1];
    }

    /**
     * Whether the module's indicator said the calling thread's last operation was an approved
     * service; false after a refused one, when this thread made none, or outside the FIPS flavour.
     */
    public static boolean lastOperationApproved() {
        return FipsFlavour.indicator()[2] == 1;
    }

    /** The diagnosis lines of the module, for {@link DiagnosisReport}. */
    static Map<String, String> describe() {
        Native.binding();
        return FipsFlavour.module();
    }
}
