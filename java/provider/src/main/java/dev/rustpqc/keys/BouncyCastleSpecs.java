package dev.rustpqc.keys;

import java.security.spec.AlgorithmParameterSpec;
import org.bouncycastle.jcajce.spec.MLDSAParameterSpec;
import org.bouncycastle.jcajce.spec.MLKEMParameterSpec;
import org.bouncycastle.jcajce.spec.SLHDSAParameterSpec;

/**
 * BouncyCastle's parameter-set specs ({@code MLKEMParameterSpec.ml_kem_768},
 * {@code MLDSAParameterSpec.ml_dsa_65}, {@code SLHDSAParameterSpec.slh_dsa_sha2_128f}), so that a
 * team moving from BouncyCastle keeps its key generation code. BouncyCastle is an optional
 * dependency: its classes are touched only for a spec that is one of them, so without it on the
 * class path nothing here loads.
 */
final class BouncyCastleSpecs {
    private static final String PACKAGE = "org.bouncycastle.jcajce.spec.";

    private BouncyCastleSpecs() {
    }

    /** The parameter set a BouncyCastle spec names, or null for any other spec. */
    static String parameterSetName(AlgorithmParameterSpec spec) {
        if (spec == null || !spec.getClass().getName().startsWith(PACKAGE)) {
            return null;
        }
        try {
            return Names.of(spec);
        } catch (LinkageError e) {
            // BouncyCastle is loaded where this provider cannot see it (another class loader).
            return null;
        }
    }

    /** The part that names BouncyCastle's classes, loaded only when such a spec arrives. */
    private static final class Names {
        static String of(AlgorithmParameterSpec spec) {
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
    }
}
