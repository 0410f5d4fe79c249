package dev.rustpqc.jose;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.gen.JWKGenerator;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.util.Objects;

/**
 * Generates {@link AkpKey}s, as Nimbus' generators do ({@code keyUse}, {@code keyID},
 * {@code keyIDFromThumbprint}, ...): {@code new AkpKeyGenerator(MlDsaAlgorithms.ML_DSA_65).generate()}.
 * The key pair comes from the provider's {@code KeyPairGenerator} (RustPqc's unless
 * {@link #provider} names another), so its randomness is the operating system's, drawn in native
 * code; a {@link SecureRandom} given to {@link #secureRandom} is not used for key material, as
 * RustPqc's generators do not use one.
 *
 * <p>The private JWK is the seed, read from the new private key's PKCS#8 encoding. RustPqc writes
 * new keys in the form the running JDK writes, and JDK 24 and 25.0.x write only the expanded key:
 * there, run with {@code -Djdk.mldsa.pkcs8.encoding=seed} (or {@code both}), or {@link #generate()}
 * fails saying so.
 */
public final class AkpKeyGenerator extends JWKGenerator<AkpKey> {
    private final JWSAlgorithm algorithm;

    /** A generator of keys for {@code algorithm}: ML-DSA-44, ML-DSA-65 or ML-DSA-87. */
    public AkpKeyGenerator(JWSAlgorithm algorithm) {
        if (MlDsaParameterSet.of(Objects.requireNonNull(algorithm, "algorithm")) == null) {
            throw new IllegalArgumentException("Not an ML-DSA algorithm: " + algorithm
                    + " (supported: ML-DSA-44, ML-DSA-65, ML-DSA-87)");
        }
        this.algorithm = algorithm;
        this.alg = algorithm;
    }

    @Override
    public AkpKey generate() throws JOSEException {
        if (alg != null && !algorithm.equals(alg)) {
            throw new JOSEException("An AKP key's alg is its parameter set: this generator makes " + algorithm
                    + " keys, not " + alg);
        }
        KeyPair pair;
        try {
            pair = KeyPairGenerator.getInstance(algorithm.getName(), MlDsaKeys.providerOr(provider))
                    .generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new JOSEException("Cannot generate an " + algorithm + " key pair: " + e.getMessage(), e);
        }
        AkpKey.Builder builder = new AkpKey.Builder(pair)
                .keyUse(use)
                .keyOperations(ops)
                .expirationTime(exp)
                .notBeforeTime(nbf)
                .issueTime(iat)
                .keyStore(keyStore);
        if (tprKid) {
            builder.keyIDFromThumbprint();
        } else {
            builder.keyID(kid);
        }
        try {
            return builder.build();
        } catch (IllegalStateException e) {
            throw new JOSEException(e.getMessage(), e);
        }
    }
}
