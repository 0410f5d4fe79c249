package dev.rustpqc.jose.spring;

import org.springframework.security.oauth2.jose.jws.JwsAlgorithm;

/**
 * RFC 9964's JWS algorithms as Spring Security names algorithms, for its {@code JwsHeader}:
 * {@code JwsHeader.with(MlDsaJwsAlgorithm.ML_DSA_65)}. Spring's {@code SignatureAlgorithm} has none.
 */
public enum MlDsaJwsAlgorithm implements JwsAlgorithm {
    /** {@code ML-DSA-44}. */
    ML_DSA_44("ML-DSA-44"),
    /** {@code ML-DSA-65}. */
    ML_DSA_65("ML-DSA-65"),
    /** {@code ML-DSA-87}. */
    ML_DSA_87("ML-DSA-87");

    private final String name;

    MlDsaJwsAlgorithm(String name) {
        this.name = name;
    }

    @Override
    public String getName() {
        return name;
    }
}
