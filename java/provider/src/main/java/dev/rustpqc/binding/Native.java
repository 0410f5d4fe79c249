package dev.rustpqc.binding;

import java.security.ProviderException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The binding chosen when this class initializes (library loaded, version matched, pairwise
 * self-test passed), or the reason there is none. Every native call goes through
 * {@link #binding()}. On JDK 22+, unless a binding is forced, the start-up binding is JNI and
 * Panama FFM takes over after {@link #SWITCH_AFTER} calls, once a thread of its own has linked it
 * ({@link Bindings#linkFfm()}): both bindings call the same loaded library, so the switch changes
 * only the way in, and {@link #binding()} names the one that carries calls now.
 */
public final class Native {
    /** How many calls the start-up binding serves before FFM is linked to take over. */
    public static final int SWITCH_AFTER = 64;
    private static final NativeBinding STARTUP;
    private static final boolean SWITCHES;
    private static final RuntimeException LOAD_ERROR;
    private static final AtomicBoolean LINKING = new AtomicBoolean();
    private static volatile NativeBinding current;
    private static volatile String switchState = "";
    /** Calls through the start-up binding; racy on purpose (an estimate is enough). */
    private static int startupCalls;
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
        STARTUP = binding;
        current = binding;
        SWITCHES = binding != null && Bindings.switchesToFfm();
        if (SWITCHES) {
            switchState = "jni for the first " + SWITCH_AFTER + " calls, then ffm once linked";
        }
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
        NativeBinding binding = current;
        if (binding == null) {
            throw new ProviderException("rustpqc native library unavailable: " + LOAD_ERROR.getMessage(),
                    LOAD_ERROR);
        }
        // Once linking has started (or failed), a volatile read: no shared counter or CAS per call.
        if (SWITCHES && binding == STARTUP && !LINKING.get() && startupCalls++ >= SWITCH_AFTER
                && LINKING.compareAndSet(false, true)) {
            startLinking();
        }
        return binding;
    }

    /**
     * Links FFM and makes it the binding now, on the calling thread (the switch otherwise happens by
     * itself after {@link #SWITCH_AFTER} calls); returns whether FFM serves now. Nothing happens
     * where no switch is planned (JDK 17/21, a forced binding, no library).
     */
    public static boolean switchToFfmNow() {
        if (!SWITCHES) {
            return false;
        }
        LINKING.set(true);
        switchToFfm();
        return current != STARTUP;
    }

    private static void startLinking() {
        try {
            Thread linker = new Thread(new Linking(), "rustpqc-ffm-linker");
            linker.setDaemon(true);
            linker.start();
        } catch (Error e) {
            // No thread to be had (a container's limit, say): JNI goes on serving this call and the rest.
            switchState = "jni throughout: no thread could be started to link FFM (" + e + ")";
        }
    }

    /** The linking thread's work (a class, not a lambda, whose bootstrap a cold JVM would pay for). */
    private static final class Linking implements Runnable {
        @Override
        public void run() {
            switchToFfm();
        }
    }

    private static synchronized void switchToFfm() {
        if (current != STARTUP) {
            return;
        }
        try {
            NativeBinding ffm = Bindings.linkFfm();
            if (!BuildInfo.VERSION.equals(ffm.version())) {
                throw new NativeLibraryException("FFM found another library, version " + ffm.version());
            }
            current = ffm;
            switchState = "jni for the first calls, ffm since it was linked";
        } catch (RuntimeException | LinkageError e) {
            // JNI goes on serving; the diagnosis says why FFM did not take over.
            switchState = "jni throughout: FFM could not be linked (" + e + ")";
        }
    }

    /**
     * How the binding changes over the process's life, for the diagnosis: empty when it does not
     * (JDK 17/21, a forced binding).
     */
    public static String switchState() {
        return switchState;
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
