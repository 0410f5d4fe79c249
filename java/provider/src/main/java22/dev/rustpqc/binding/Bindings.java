package dev.rustpqc.binding;

/**
 * Chooses the binding once. This is the JDK 22+ version. By default the first calls go through JNI,
 * whose start costs what {@code System.load} costs, and Panama FFM takes over once its linker and
 * the downcall handles of the common calls are made, on a thread of their own, after the first
 * {@link Native#SWITCH_AFTER} calls: a process that makes a few calls never pays FFM's start-up,
 * and one that makes many runs on FFM. {@code -Drustpqc.binding=ffm} uses FFM from the first call,
 * {@code -Drustpqc.binding=jni} JNI throughout.
 */
final class Bindings {
    static final String PROPERTY = "rustpqc.binding";

    private Bindings() {
    }

    static NativeBinding create() {
        String forced = System.getProperty(PROPERTY, "");
        return switch (forced) {
            case "ffm" -> new FfmBinding();
            case "", "jni" -> new JniBinding();
            default -> throw new NativeLibraryException("-D" + PROPERTY + "=" + forced + " is not one of ffm, jni");
        };
    }

    /** Whether FFM takes over from the start-up binding (only when no binding is forced). */
    static boolean switchesToFfm() {
        return System.getProperty(PROPERTY, "").isEmpty();
    }

    /**
     * The FFM binding over the library JNI loaded, its common downcall handles made: each call
     * below passes a missing buffer, which the library refuses before doing any work (and counts
     * nothing), so that only the handle is made.
     */
    static NativeBinding linkFfm() {
        FfmBinding ffm = new FfmBinding();
        byte[] empty = new byte[0];
        ffm.operationCounts(null);
        ffm.mlKemGenerate(0, null, null, null);
        ffm.mlKemEncapsulate(0, null, null, null);
        ffm.mlKemDecapsulate(0, null, null, null);
        ffm.mlKemPreparedKeyLength(0, 0);
        ffm.mlKemPrepareEncapsulationKey(0, null, null);
        ffm.mlKemPrepareDecapsulationKey(0, null, null);
        ffm.mlKemEncapsulatePrepared(0, null, null, null);
        ffm.mlKemDecapsulatePrepared(0, null, null, null);
        ffm.mlDsaGenerate(0, null, null, null);
        ffm.mlDsaSign(0, null, empty, 0, 0, null, 0, null);
        ffm.mlDsaVerify(0, null, empty, 0, 0, null, null);
        return ffm;
    }
}
