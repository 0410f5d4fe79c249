package dev.rustpqc.jose;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.factories.DefaultJWSVerifierFactory;
import com.nimbusds.jose.jca.JCAContext;
import com.nimbusds.jose.proc.JWSVerifierFactory;
import java.security.Key;
import java.security.PublicKey;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Nimbus' {@link DefaultJWSVerifierFactory} with the three ML-DSA algorithms added: a header naming
 * {@code ML-DSA-44}, {@code ML-DSA-65} or {@code ML-DSA-87} gets an {@link MlDsaVerifier}, every other
 * algorithm what Nimbus gives. Set it on a JWT processor with
 * {@code processor.setJWSVerifierFactory(new MlDsaVerifierFactory())} (or let
 * {@link MlDsaJwtProcessors} do it). The JCA context's provider, when set, is used by both.
 */
public final class MlDsaVerifierFactory implements JWSVerifierFactory {
    private final DefaultJWSVerifierFactory others = new DefaultJWSVerifierFactory();

    @Override
    public Set<JWSAlgorithm> supportedJWSAlgorithms() {
        Set<JWSAlgorithm> algorithms = new LinkedHashSet<>(others.supportedJWSAlgorithms());
        algorithms.addAll(MlDsaAlgorithms.ALL);
        return Collections.unmodifiableSet(algorithms);
    }

    @Override
    public JCAContext getJCAContext() {
        return others.getJCAContext();
    }

    /**
     * An ML-DSA verifier for an ML-DSA public key of the header's parameter set; Nimbus' verifier
     * for any other algorithm.
     *
     * @throws JOSEException when an ML-DSA header comes with a key that is not an ML-DSA public key
     *         of its set
     */
    @Override
    public JWSVerifier createJWSVerifier(JWSHeader header, Key key) throws JOSEException {
        MlDsaParameterSet set = MlDsaParameterSet.of(header.getAlgorithm());
        if (set == null) {
            return others.createJWSVerifier(header, key);
        }
        if (!(key instanceof PublicKey)) {
            throw new JOSEException(set + " needs an ML-DSA public key, got " + MlDsaKeys.describe(key));
        }
        MlDsaVerifier verifier = new MlDsaVerifier((PublicKey) key);
        if (!verifier.supportedJWSAlgorithms().contains(set.algorithm)) {
            throw new JOSEException("The header says " + set + " and the key is "
                    + verifier.supportedJWSAlgorithms().iterator().next());
        }
        verifier.getJCAContext().setProvider(getJCAContext().getProvider());
        return verifier;
    }
}
