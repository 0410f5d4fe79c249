package dev.rustpqc;

/** The constants of the C ABI ({@code RUSTPQC_*} in {@code include/rustpqc.h}): status codes and kinds. */
final class NativeAbi {
    static final int OK = 0;
    static final int BAD_LENGTH = -1;
    static final int NULL_POINTER = -2;
    static final int OVERLAPPING_BUFFERS = -3;
    static final int UNKNOWN_PARAMETER_SET = -4;
    static final int INVALID_ENCAPSULATION_KEY = -5;
    static final int INVALID_DECAPSULATION_KEY = -6;
    static final int VERIFICATION_FAILED = -7;
    static final int CONTEXT_TOO_LONG = -8;
    static final int RANDOMNESS_UNAVAILABLE = -9;
    static final int RANDOMNESS_REPEATED = -10;
    static final int SIGNING_FAILED = -11;
    static final int JVM = -12;
    static final int INVALID_PREPARED_KEY = -13;
    static final int INVALID_SIGNING_KEY = -14;
    static final int SELF_TEST_FAILED = -15;
    static final int PANIC = -100;

    /** Prepared-key kinds. */
    static final int PREPARED_ENCAPSULATION_KEY = 1;
    static final int PREPARED_DECAPSULATION_KEY = 2;

    /** Counters written by {@code operationCounts}: 8 operations for the C ABI, then 8 for JNI. */
    static final int OPERATION_COUNTERS = 16;

    private NativeAbi() {
    }

    /** What a status means, for exception messages. */
    static String describe(int status) {
        switch (status) {
            case OK: return "success";
            case BAD_LENGTH: return "a buffer has the wrong length";
            case NULL_POINTER: return "a required buffer is missing";
            case OVERLAPPING_BUFFERS: return "an output buffer overlaps an input";
            case UNKNOWN_PARAMETER_SET: return "unknown parameter set";
            case INVALID_ENCAPSULATION_KEY: return "the encapsulation key fails the FIPS 203 modulus check";
            case INVALID_DECAPSULATION_KEY: return "the decapsulation key fails the FIPS 203 hash check";
            case VERIFICATION_FAILED: return "the signature does not verify";
            case CONTEXT_TOO_LONG: return "the context is longer than 255 bytes";
            case RANDOMNESS_UNAVAILABLE: return "the operating system's random source failed";
            case RANDOMNESS_REPEATED: return "the operating system's random source repeated itself";
            case SIGNING_FAILED: return "signing exhausted its rejection-sampling bound";
            case JVM: return "a JNI call failed";
            case INVALID_SIGNING_KEY: return "the private key has secret coefficients out of range";
            case SELF_TEST_FAILED: return "a known-answer self-test failed";
            case INVALID_PREPARED_KEY: return "the prepared key does not match the call";
            case PANIC: return "the native library panicked";
            default: return "unknown native status " + status;
        }
    }

    /** Whether a failure comes from the OS random source (no key material was produced). */
    static boolean isRandomnessFailure(int status) {
        return status == RANDOMNESS_UNAVAILABLE || status == RANDOMNESS_REPEATED;
    }
}
