package dev.rustpqc;

import dev.rustpqc.binding.NativeLibrary;

/**
 * The fault-injection hook of the test-only native library (built with the Cargo feature
 * {@code entropy-fault-injection}): makes the OS random source fail or repeat.
 */
final class EntropyFaults {
    static final int NONE = 0;
    static final int FAIL = 1;
    static final int REPEAT = 2;

    private EntropyFaults() {
    }

    /** Links the hook: the library is already loaded by the binding; loading it again is a no-op. */
    static void link() {
        System.load(System.getProperty(NativeLibrary.LIBRARY_PATH_PROPERTY));
    }

    static native void set(int mode);
}
