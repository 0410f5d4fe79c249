package dev.rustpqc.binding;

import java.lang.System.Logger.Level;

/**
 * The one WARNING a JVM logs when the native library does not load: the reason, where (platform,
 * JDK, the library tried) and what to do, through {@code System.Logger} so that it lands in the
 * application's log (java.util.logging by default; SLF4J or Log4j where they bridge it).
 */
final class LoadWarning {
    /** The logger's name: the provider's module and package. */
    static final String LOGGER = "dev.rustpqc";

    private LoadWarning() {
    }

    static void log(RuntimeException error) {
        try {
            System.getLogger(LOGGER).log(Level.WARNING, text(error));
        } catch (RuntimeException loggingFailed) {
            // A broken logging set-up must not hide the load failure: loadError() still has it.
        }
    }

    static String text(RuntimeException error) {
        return "RustPqc serves no algorithms: " + error.getMessage()
                + ". Platform " + System.getProperty("os.name") + "/" + System.getProperty("os.arch")
                + ", JDK " + Runtime.version() + ", library tried: " + NativeLibrary.attempted()
                + ". What to do: run java -jar rustpqc-" + BuildInfo.VERSION + ".jar for a diagnosis;"
                + " -D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=FILE loads a library built for this machine,"
                + " -D" + NativeLibrary.TMPDIR_PROPERTY + "=DIR unpacks the jar's elsewhere;"
                + " RustPqcProvider.requireAvailable() fails fast instead";
    }
}
