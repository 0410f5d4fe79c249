package dev.rustpqc.jose;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.Requirement;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The JWS algorithms of RFC 9964: pure ML-DSA (FIPS 204) with an empty context over the JWS signing
 * input. Nimbus JOSE+JWT 10 has no constants for them; {@code JWSAlgorithm.parse("ML-DSA-65")} gives
 * an algorithm equal to {@link #ML_DSA_65}.
 */
public final class MlDsaAlgorithms {
    /** {@code ML-DSA-44}: public keys of 1312 bytes, signatures of 2420. */
    public static final JWSAlgorithm ML_DSA_44 = new JWSAlgorithm("ML-DSA-44", Requirement.OPTIONAL);

    /** {@code ML-DSA-65}: public keys of 1952 bytes, signatures of 3309. */
    public static final JWSAlgorithm ML_DSA_65 = new JWSAlgorithm("ML-DSA-65", Requirement.OPTIONAL);

    /** {@code ML-DSA-87}: public keys of 2592 bytes, signatures of 4627. */
    public static final JWSAlgorithm ML_DSA_87 = new JWSAlgorithm("ML-DSA-87", Requirement.OPTIONAL);

    /** The three, in that order. */
    public static final Set<JWSAlgorithm> ALL = Collections.unmodifiableSet(
            new LinkedHashSet<>(java.util.List.of(ML_DSA_44, ML_DSA_65, ML_DSA_87)));

    private MlDsaAlgorithms() {
    }

    /** Whether {@code algorithm} is one of the three. */
    public static boolean isMlDsa(JWSAlgorithm algorithm) {
        return ALL.contains(algorithm);
    }
}
