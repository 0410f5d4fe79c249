package dev.rustpqc.keys;

import java.security.spec.AlgorithmParameterSpec;
import java.util.function.Function;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jcajce.spec.MLDSAParameterSpec;
import org.bouncycastle.jcajce.spec.MLKEMParameterSpec;
import org.bouncycastle.jcajce.spec.SLHDSAParameterSpec;

/**
 * BouncyCastle's specs, with the meaning they have in BouncyCastle, so that a team moving from
 * BouncyCastle keeps its code: the parameter-set specs of key generation
 * ({@code MLKEMParameterSpec.ml_kem_768}, {@code MLDSAParameterSpec.ml_dsa_65},
 * {@code SLHDSAParameterSpec.slh_dsa_sha2_128f}) and the signatures' {@code ContextParameterSpec},
 * read from a caller and handed back by a Signature's {@code getParameters()}.
 * BouncyCastle is an optional dependency: its classes are touched only for a spec that is one of
 * them, so without it on the class path nothing here loads.
 */
public final class BouncyCastleSpecs {
    private static final String PACKAGE = "org.bouncycastle.jcajce.spec.";

    private BouncyCastleSpecs() {
    }

    /** The parameter set a BouncyCastle key-generation spec names, or null for any other spec. */
    static String parameterSetName(AlgorithmParameterSpec spec) {
        return read(spec, theirs -> Reader.parameterSetName(theirs));
    }

    /**
     * The context string of BouncyCastle's {@code ContextParameterSpec} (the FIPS 204 / 205 context
     * of a signature), or null for any other spec.
     */
    public static byte[] context(AlgorithmParameterSpec spec) {
        return read(spec, theirs -> Reader.context(theirs));
    }

    /**
     * BouncyCastle's {@code ContextParameterSpec} of {@code context} when {@code type} is that
     * class (as this provider sees it), else null.
     */
    public static <T extends AlgorithmParameterSpec> T contextSpec(Class<T> type, byte[] context) {
        if (!type.getName().equals(PACKAGE + "ContextParameterSpec")) {
            return null;
        }
        try {
            AlgorithmParameterSpec spec = Reader.contextSpec(type, context);
            return spec == null ? null : type.cast(spec);
        } catch (LinkageError e) {
            return null;
        }
    }

    /** What {@code reader} makes of one of BouncyCastle's specs; null for any other spec. */
    private static <T> T read(AlgorithmParameterSpec spec, Function<AlgorithmParameterSpec, T> reader) {
        if (spec == null || !spec.getClass().getName().startsWith(PACKAGE)) {
            return null;
        }
        try {
            return reader.apply(spec);
        } catch (LinkageError e) {
            // BouncyCastle is loaded where this provider cannot see it (another class loader).
            return null;
        }
    }

    /** The part that names BouncyCastle's classes, loaded only when such a spec arrives. */
    private static final class Reader {
        static String parameterSetName(AlgorithmParameterSpec spec) {
            if (spec instanceof MLKEMParameterSpec) {
                return ((MLKEMParameterSpec) spec).getName();
            }
            if (spec instanceof MLDSAParameterSpec) {
                return ((MLDSAParameterSpec) spec).getName();
            }
            if (spec instanceof SLHDSAParameterSpec) {
                return ((SLHDSAParameterSpec) spec).getName();
            }
            return null;
        }

        static byte[] context(AlgorithmParameterSpec spec) {
            return spec.getClass() == ContextParameterSpec.class ? ((ContextParameterSpec) spec).getContext() : null;
        }

        static AlgorithmParameterSpec contextSpec(Class<?> type, byte[] context) {
            return type == ContextParameterSpec.class ? new ContextParameterSpec(context) : null;
        }
    }
}
