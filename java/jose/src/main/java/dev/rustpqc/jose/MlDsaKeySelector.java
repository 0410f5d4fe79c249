package dev.rustpqc.jose;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.jwk.JWKMatcher;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import java.util.Set;

/**
 * Nimbus' {@link JWSVerificationKeySelector} that also selects AKP keys for ML-DSA headers: a JWS
 * whose {@code alg} is accepted and is {@code ML-DSA-44}, {@code ML-DSA-65} or {@code ML-DSA-87} is
 * verified with the AKP JWKs of the source whose {@code alg} is that algorithm (RFC 9964 makes
 * {@code alg} required, so an ML-DSA-44 key never verifies an ML-DSA-65 header), whose {@code kid} is
 * the header's when it has one, and whose {@code use}, when present, is {@code sig}. Other accepted
 * algorithms select keys as Nimbus does.
 *
 * <p>Its JWK source must hand out {@link AkpKey}s: an {@code ImmutableJWKSet} of them, or a source
 * that parses JWK sets with {@link AkpJwkSets} ({@link AkpJwkSets#remote}).
 *
 * @param <C> the security context
 */
public class MlDsaKeySelector<C extends SecurityContext> extends JWSVerificationKeySelector<C> {
    /** Accepts {@code algorithms} (ML-DSA and others), with keys from {@code keys}. */
    public MlDsaKeySelector(Set<JWSAlgorithm> algorithms, JWKSource<C> keys) {
        super(algorithms, keys);
    }

    @Override
    protected JWKMatcher createJWKMatcher(JWSHeader header) {
        JWSAlgorithm algorithm = header.getAlgorithm();
        if (!isAllowed(algorithm) || !MlDsaAlgorithms.isMlDsa(algorithm)) {
            return super.createJWKMatcher(header);
        }
        return new JWKMatcher.Builder()
                .keyType(AkpKey.AKP)
                .keyID(header.getKeyID())
                .keyUses(KeyUse.SIGNATURE, null)
                .algorithm(algorithm)
                .build();
    }
}
