package dev.rustpqc.binding;

import java.security.ProviderException;

/**
 * The binding chosen once, when this class initializes (library loaded, version matched,
 * pairwise self-test passed), or the reason there is none. Every native call goes through
 * {@link #binding()}; a static final field lets the JIT inline it.
 */
public final class Native {
    private static final NativeBinding BINDING;
    private static final RuntimeException LOAD_ERROR;
    /** The FIPS flavour's module description ({@link FipsFlavour}); empty otherwise. */
    private static final String FIPS_MODULE;

    static {
        NativeBinding binding = null;
        RuntimeException error = null;
        String fipsModule = "";
        try {
            binding = Bindings.create();
            String version = binding.version();
            if (!BuildInfo.VERSION.equals(version)) {
                throw new NativeLibraryException("the native library is version " + version
                        + " but the provider is " + BuildInfo.VERSION + " (check -D"
                        + NativeLibrary.LIBRARY_PATH_PROPERTY + ")");
            }
            // Read before the first service: in the FIPS flavour it runs all the module's self-tests.
            fipsModule = binding.fipsModule();
            SelfCheck.run(binding, !fipsModule.isEmpty());
        } catch (RuntimeException | LinkageError e) {
            binding = null;
            error = explain(e);
            fipsModule = "";
        }
        FIPS_MODULE = fipsModule;
        BINDING = binding;
        LOAD_ERROR = error;
        if (error != null) {
            LoadWarning.log(error);
        }
    }

    private Native() {
    }

    /**
     * Turns a load failure into one exception whose message starts with the root cause and says
     * what to do: the loader's own exception wherever it is in the chain (class initialization
     * wraps it, once per holder class), else the deepest cause.
     */
    private static RuntimeException explain(Throwable failure) {
        Throwable root = failure;
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof NativeLibraryException) {
                return (NativeLibraryException) t;
            }
            if (t instanceof IllegalCallerException) {
                return new NativeLibraryException("native access is not enabled for rustpqc: start the JVM with"
                        + " --enable-native-access=dev.rustpqc (module path) or --enable-native-access=ALL-UNNAMED"
                        + " (class path)", failure);
            }
            root = t;
            if (t.getCause() == t) {
                break;
            }
        }
        return new NativeLibraryException(root + " (while loading the rustpqc native library "
                + NativeLibrary.attempted() + ")", failure);
    }

    /**
     * The active binding.
     *
     * @throws ProviderException naming the cause when the library did not load
     */
    public static NativeBinding binding() {
        NativeBinding binding = BINDING;
        if (binding == null) {
            throw new ProviderException("rustpqc native library unavailable: " + LOAD_ERROR.getMessage(),
                    LOAD_ERROR);
        }
        return binding;
    }

    /** Why the library did not load, or null. */
    public static RuntimeException loadError() {
        return LOAD_ERROR;
    }

    /** The provider version the native library must match. */
    public static String version() {
        return BuildInfo.VERSION;
    }

    /** What the self-tests cover, and when they run, for the diagnosis. */
    public static String selfTestDescription() {
        return FIPS_MODULE.isEmpty() ? SelfCheck.DESCRIPTION : SelfCheck.FIPS_DESCRIPTION;
    }

    /** The FIPS module's description, empty unless the FIPS flavour loaded. */
    static String fipsModule() {
        return FIPS_MODULE;
    }
}
