package dev.rustpqc.binding;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Whether the loaded library is the FIPS flavour (the {@code rustpqc-fips} artifact), whose
 * ML-KEM and ML-DSA run in the AWS-LC FIPS module, and what that module says of itself: the
 * library's {@code rustpqc_fips_module} description, read once when the library loads (which runs
 * the module's self-tests, all of them, before any service), and its approved-service indicator.
 */
public final class FipsFlavour {
    private FipsFlavour() {
    }

    /** Whether the library loaded and is the FIPS flavour. */
    public static boolean active() {
        return !Native.fipsModule().isEmpty();
    }

    /**
     * The module's description as key/value pairs ({@code module}, {@code version},
     * {@code fips_mode}, {@code self_test}, {@code approved}); empty outside the FIPS flavour.
     */
    public static Map<String, String> module() {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String pair : Native.fipsModule().split(";")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                pairs.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return Collections.unmodifiableMap(pairs);
    }

    /**
     * The module's approved-service indicator as read around every ML-KEM and ML-DSA operation:
     * {approved, not approved, the calling thread's last operation (0 none, 1 approved, 2 not)}.
     */
    public static long[] indicator() {
        long[] counts = new long[3];
        NativeFailures.require(Native.binding().fipsIndicator(counts), "FIPS indicator");
        return counts;
    }

    /** The message of a refusal: {@code what} is not performed by the FIPS module. */
    public static String outsideBoundary(String what) {
        return what + " is outside the FIPS boundary: the AWS-LC FIPS module of the rustpqc-fips build does not"
                + " perform it as an approved service, so this build refuses it";
    }
}
