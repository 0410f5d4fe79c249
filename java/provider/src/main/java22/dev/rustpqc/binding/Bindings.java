package dev.rustpqc.binding;

/**
 * Chooses the binding once. This is the JDK 22+ version: Panama FFM unless
 * {@code -Drustpqc.binding=jni} forces JNI.
 */
final class Bindings {
    static final String PROPERTY = "rustpqc.binding";

    private Bindings() {
    }

    static NativeBinding create() {
        String forced = System.getProperty(PROPERTY, "");
        return switch (forced) {
            case "", "ffm" -> new FfmBinding();
            case "jni" -> new JniBinding();
            default -> throw new NativeLibraryException("-D" + PROPERTY + "=" + forced + " is not one of ffm, jni");
        };
    }
}
