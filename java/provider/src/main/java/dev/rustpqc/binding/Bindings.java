package dev.rustpqc.binding;

/**
 * Chooses the binding once. This is the JDK 17/21 version: JNI only. The multi-release jar
 * replaces this class on JDK 22+ with one that moves to Panama FFM once it is linked.
 */
final class Bindings {
    static final String PROPERTY = "rustpqc.binding";

    private Bindings() {
    }

    static NativeBinding create() {
        String forced = System.getProperty(PROPERTY, "");
        switch (forced) {
            case "":
            case "jni":
                return new JniBinding();
            case "ffm":
                throw new NativeLibraryException("-D" + PROPERTY + "=ffm needs JDK 22 or later (Panama FFM);"
                        + " this is JDK " + Runtime.version());
            default:
                throw new NativeLibraryException("-D" + PROPERTY + "=" + forced + " is not one of ffm, jni");
        }
    }

    /** JNI throughout: there is no FFM before JDK 22. */
    static boolean switchesToFfm() {
        return false;
    }

    static NativeBinding linkFfm() {
        throw new IllegalStateException("no Panama FFM before JDK 22");
    }
}
