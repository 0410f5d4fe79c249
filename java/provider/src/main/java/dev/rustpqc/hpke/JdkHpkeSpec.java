package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;
import java.security.spec.AlgorithmParameterSpec;

/**
 * Reads JDK 26's {@code javax.crypto.spec.HPKEParameterSpec}. This version runs where that class
 * cannot be named: before JDK 26, where no spec is one, and in a jar built without its JDK 26
 * classes (scripts/compile-java26.sh), where one is refused with a message that says so. The
 * multi-release jar's JDK 26 version (src/main/java26) reads it.
 */
final class JdkHpkeSpec {
    private static final String JDK_SPEC = "javax.crypto.spec.HPKEParameterSpec";

    private JdkHpkeSpec() {
    }

    /** The request {@code spec} makes if it is the JDK's HPKE spec, else null. */
    static HpkeRequest read(AlgorithmParameterSpec spec) throws InvalidAlgorithmParameterException {
        if (spec != null && spec.getClass().getName().equals(JDK_SPEC)) {
            throw new InvalidAlgorithmParameterException("This RustPqc jar was built without its JDK 26 classes,"
                    + " which read " + JDK_SPEC + ": use dev.rustpqc.HpkeParameterSpec");
        }
        return null;
    }
}
