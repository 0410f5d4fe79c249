package dev.rustpqc.binding;

import java.security.ProviderException;

/**
 * Native statuses as the exceptions a JCA caller expects. Callers size every buffer from the
 * parameter set, so a status that names a caller mistake (a length, a null buffer) means a bug
 * here and is a ProviderException.
 */
public final class NativeFailures {
    private NativeFailures() {
    }

    /** {@code operation} failed with {@code status}: a ProviderException saying why. */
    public static ProviderException failure(String operation, NativeStatus status) {
        String prefix = isRandomnessFailure(status) ? "no key material was produced: " : "";
        return new ProviderException(operation + " failed: " + prefix + status.message());
    }

    /** Throws {@link #failure} unless {@code status} is OK. */
    public static void require(NativeStatus status, String operation) {
        if (status != NativeStatus.OK) {
            throw failure(operation, status);
        }
    }

    /**
     * Throws {@link #failure} when {@code status} says the library must not be used (a failed
     * self-test) or does not do this (outside the FIPS flavour's boundary): no input of the caller's causes it, so the exception a caller expects for bad input
     * (a {@code SignatureException}, an {@code InvalidKeyException}) would mislead.
     */
    public static void requireUsable(NativeStatus status, String operation) {
        if (status == NativeStatus.SELF_TEST_FAILED || status == NativeStatus.OUTSIDE_FIPS_BOUNDARY) {
            throw failure(operation, status);
        }
    }

    /** Whether a failure comes from the OS random source (no key material was produced). */
    public static boolean isRandomnessFailure(NativeStatus status) {
        return status == NativeStatus.RANDOMNESS_UNAVAILABLE || status == NativeStatus.RANDOMNESS_REPEATED;
    }

    /**
     * A length a native call returned, or the failure its negative value names.
     *
     * @throws ProviderException naming {@code operation} when the call failed
     */
    public static int length(long length, String operation) {
        if (length < 0) {
            throw failure(operation, NativeStatus.of((int) length));
        }
        return Math.toIntExact(length);
    }
}
