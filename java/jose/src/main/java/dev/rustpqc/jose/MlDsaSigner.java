package dev.rustpqc.jose;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.crypto.impl.AlgorithmSupportMessage;
import com.nimbusds.jose.crypto.impl.BaseJWSProvider;
import com.nimbusds.jose.util.Base64URL;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Signature;
import java.util.Collections;

/**
 * Signs JWS objects with ML-DSA as RFC 9964 says: pure ML-DSA (FIPS 204 Algorithm 2, hedged) with an
 * empty context over the JWS signing input. The key's parameter set is the one algorithm it signs
 * ({@code ML-DSA-44}, {@code ML-DSA-65} or {@code ML-DSA-87}); a header naming another is refused
 * with a {@link JOSEException}.
 *
 * <p>The signature is RustPqc's, natively, with a key of any provider (RustPqc's, the JDK's,
 * BouncyCastle's; read once, through its PKCS#8 encoding). Name another provider with
 * {@code getJCAContext().setProvider(...)} to sign with its ML-DSA and the key as it is. Thread-safe.
 */
public final class MlDsaSigner extends BaseJWSProvider implements JWSSigner {
    private final PrivateKey privateKey;
    private final PrivateKey rustPqcKey;
    private final MlDsaParameterSet set;

    /** A signer with an ML-DSA private key of any provider. */
    public MlDsaSigner(PrivateKey privateKey) throws JOSEException {
        this(privateKey, MlDsaKeys.parameterSet(privateKey));
    }

    /** A signer with the private AKP JWK {@code key} (its seed, expanded by RustPqc). */
    public MlDsaSigner(AkpKey key) throws JOSEException {
        this(requirePrivate(key).toPrivateKey(), key.parameterSet());
    }

    private MlDsaSigner(PrivateKey privateKey, MlDsaParameterSet set) throws JOSEException {
        super(Collections.singleton(set.algorithm));
        this.privateKey = privateKey;
        this.set = set;
        try {
            this.rustPqcKey = (PrivateKey) KeyFactory.getInstance("ML-DSA", MlDsaKeys.defaultProvider())
                    .translateKey(privateKey);
        } catch (GeneralSecurityException e) {
            throw new JOSEException("Cannot use " + MlDsaKeys.describe(privateKey) + " for " + set + ": "
                    + e.getMessage(), e);
        }
    }

    private static AkpKey requirePrivate(AkpKey key) throws JOSEException {
        if (!key.isPrivate()) {
            throw new JOSEException("MlDsaSigner needs a private AKP JWK (with \"priv\"), got a public one");
        }
        return key;
    }

    /** The private key as given. */
    public PrivateKey getPrivateKey() {
        return privateKey;
    }

    @Override
    public Base64URL sign(JWSHeader header, byte[] signingInput) throws JOSEException {
        if (!set.algorithm.equals(header.getAlgorithm())) {
            throw new JOSEException(AlgorithmSupportMessage.unsupportedJWSAlgorithm(header.getAlgorithm(),
                    supportedJWSAlgorithms()));
        }
        Provider provider = getJCAContext().getProvider();
        try {
            Signature signature = Signature.getInstance(set.jcaName(), MlDsaKeys.providerOr(provider));
            signature.initSign(provider == null ? rustPqcKey : privateKey);
            signature.update(signingInput);
            return Base64URL.encode(signature.sign());
        } catch (GeneralSecurityException e) {
            throw new JOSEException(set + " signing failed: " + e.getMessage(), e);
        }
    }
}
