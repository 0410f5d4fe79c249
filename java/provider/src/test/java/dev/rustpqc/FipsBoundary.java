package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.NoSuchAlgorithmException;
import org.junit.jupiter.api.function.Executable;

/**
 * The provider's tests on the FIPS flavour (rustpqc-fips, test.sh runs them on its library): what
 * its AWS-LC FIPS module does not perform (ML-DSA with a context, deterministic, external mu,
 * HashML-DSA) must be refused there, and the vector tests check that refusal instead of the
 * answer, counted under {@link #OUTSIDE}. On the default flavour nothing changes.
 */
final class FipsBoundary {
    static final String OUTSIDE = "outside the FIPS boundary of rustpqc-fips: its refusal is checked instead";

    private FipsBoundary() {
    }

    /** Whether the FIPS flavour's library is loaded. */
    static boolean active() {
        return FipsModule.isActive();
    }

    /** Whether this ML-DSA signature service and these options are performed in this flavour. */
    static boolean inside(String algorithm, byte[] context, boolean deterministic) {
        return !active() || (!algorithm.equals("ML-DSA-EXTERNAL-MU") && !algorithm.startsWith("HASH-")
                && context.length == 0 && !deterministic);
    }

    /** {@code call} is refused as outside the boundary: the service is not registered, or says why. */
    static void assertRefused(Executable call) {
        Throwable refused = assertThrows(Exception.class, call);
        assertTrue(refused instanceof NoSuchAlgorithmException
                || String.valueOf(refused.getMessage()).contains("outside the FIPS boundary"), refused.toString());
    }
}
