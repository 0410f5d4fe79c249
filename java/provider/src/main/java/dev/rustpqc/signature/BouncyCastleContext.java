package dev.rustpqc.signature;

import dev.rustpqc.MlDsaParameterSpec;
import java.security.spec.AlgorithmParameterSpec;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;

/**
 * BouncyCastle's {@code ContextParameterSpec}, with the meaning it has in BouncyCastle: the FIPS
 * 204 / 205 context string, hedged signing, the service's own pre-hash function. BouncyCastle is
 * an optional dependency: its class is touched only for a spec that is one of its, so without it
 * on the class path nothing here loads.
 */
final class BouncyCastleContext {
    private static final String NAME = "org.bouncycastle.jcajce.spec.ContextParameterSpec";

    private BouncyCastleContext() {
    }

    /** The options of a BouncyCastle context spec, or null for any other spec. */
    static SigningOptions optionsOf(AlgorithmParameterSpec spec) {
        if (spec == null || !spec.getClass().getName().equals(NAME)) {
            return null;
        }
        try {
            return Reader.of(spec);
        } catch (LinkageError e) {
            // BouncyCastle is loaded where this provider cannot see it (another class loader).
            return null;
        }
    }

    /** The part that names BouncyCastle's class, loaded only when such a spec arrives. */
    private static final class Reader {
        /** Hedged, as in BouncyCastle; our own spec checks the context's length. */
        static SigningOptions of(AlgorithmParameterSpec spec) {
            return SigningOptions.of(new MlDsaParameterSpec(((ContextParameterSpec) spec).getContext(), false));
        }
    }
}
