package dev.rustpqc.jose;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.JWSKeySelector;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.proc.ConfigurableJWTProcessor;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Nimbus JWT processors that accept ML-DSA JWTs: an {@link MlDsaKeySelector} for the algorithms
 * given and an {@link MlDsaVerifierFactory}; everything else (claims checks, {@code typ} checks)
 * stays as Nimbus' {@link DefaultJWTProcessor} has it. A JWS with another algorithm, {@code none},
 * no matching key or a bad signature is refused with Nimbus' {@code BadJOSEException}s.
 */
public final class MlDsaJwtProcessors {
    private MlDsaJwtProcessors() {
    }

    /** A processor that accepts JWTs signed with {@code accepted}, verified with the keys of {@code keys}. */
    public static <C extends SecurityContext> ConfigurableJWTProcessor<C> create(JWKSource<C> keys,
            JWSAlgorithm... accepted) {
        ConfigurableJWTProcessor<C> processor = new DefaultJWTProcessor<>();
        accept(processor, keys, accepted);
        return processor;
    }

    /**
     * Makes {@code processor} accept JWTs signed with {@code accepted} (and only those), verified with
     * the keys of {@code keys}.
     */
    public static <C extends SecurityContext> void accept(ConfigurableJWTProcessor<C> processor, JWKSource<C> keys,
            JWSAlgorithm... accepted) {
        if (accepted.length == 0) {
            throw new IllegalArgumentException("Name the accepted algorithms, e.g. MlDsaAlgorithms.ML_DSA_65");
        }
        Set<JWSAlgorithm> algorithms = new LinkedHashSet<>(List.of(accepted));
        processor.setJWSKeySelector(new MlDsaKeySelector<>(algorithms, keys));
        processor.setJWSVerifierFactory(new MlDsaVerifierFactory());
    }

    /**
     * What Spring Security's {@code NimbusJwtDecoder.withJwkSource(keys).jwtProcessorCustomizer(...)}
     * takes: the processor it built then accepts {@code accepted} (and only those), with the JWK
     * source it was built with.
     *
     * @throws IllegalStateException (when applied) if the processor's key selector is not Nimbus'
     *         {@code JWSVerificationKeySelector}, whose JWK source it reuses
     */
    public static <C extends SecurityContext> Consumer<ConfigurableJWTProcessor<C>> accepting(
            JWSAlgorithm... accepted) {
        List<JWSAlgorithm> algorithms = List.of(accepted);
        return processor -> {
            JWSKeySelector<C> selector = processor.getJWSKeySelector();
            if (!(selector instanceof JWSVerificationKeySelector)) {
                throw new IllegalStateException("Expected a JWSVerificationKeySelector with a JWK source, got "
                        + selector);
            }
            accept(processor, ((JWSVerificationKeySelector<C>) selector).getJWKSource(),
                    algorithms.toArray(new JWSAlgorithm[0]));
        };
    }
}
