package dev.rustpqc.jose;

import com.nimbusds.jose.CriticalHeaderParamsAware;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.impl.AlgorithmSupportMessage;
import com.nimbusds.jose.crypto.impl.BaseJWSProvider;
import com.nimbusds.jose.crypto.impl.CriticalHeaderParamsDeferral;
import com.nimbusds.jose.util.Base64URL;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.util.Collections;
import java.util.Set;

/**
 * Verifies ML-DSA JWS signatures as RFC 9964 says (pure ML-DSA, empty context, over the JWS signing
 * input), with Nimbus' conventions: {@link #verify} is {@code false} for a signature that does not
 * verify, has the wrong length or is not base64url, or when the header has a critical parameter
 * that is not deferred; it throws a {@link JOSEException} when the header names another algorithm
 * than the key's parameter set.
 *
 * <p>The verification is RustPqc's, natively, with a key of any provider (read once, through its
 * X.509 encoding). Name another provider with {@code getJCAContext().setProvider(...)} to verify
 * with its ML-DSA and the key as it is. Thread-safe.
 */
public final class MlDsaVerifier extends BaseJWSProvider implements JWSVerifier, CriticalHeaderParamsAware {
    private final CriticalHeaderParamsDeferral criticalParameters = new CriticalHeaderParamsDeferral();
    private final PublicKey publicKey;
    private final PublicKey rustPqcKey;
    private final MlDsaParameterSet set;

    /** A verifier with an ML-DSA public key of any provider. */
    public MlDsaVerifier(PublicKey publicKey) throws JOSEException {
        this(publicKey, null);
    }

    /** As {@link #MlDsaVerifier(PublicKey)}, with critical header parameters the caller checks itself. */
    public MlDsaVerifier(PublicKey publicKey, Set<String> deferredCriticalHeaders) throws JOSEException {
        this(publicKey, MlDsaKeys.parameterSet(publicKey), deferredCriticalHeaders);
    }

    /** A verifier with the public AKP JWK {@code key}. */
    public MlDsaVerifier(AkpKey key) throws JOSEException {
        this(key, null);
    }

    /** As {@link #MlDsaVerifier(AkpKey)}, with critical header parameters the caller checks itself. */
    public MlDsaVerifier(AkpKey key, Set<String> deferredCriticalHeaders) throws JOSEException {
        this(requirePublic(key).toPublicKey(), key.parameterSet(), deferredCriticalHeaders);
    }

    private MlDsaVerifier(PublicKey publicKey, MlDsaParameterSet set, Set<String> deferredCriticalHeaders)
            throws JOSEException {
        super(Collections.singleton(set.algorithm));
        this.publicKey = publicKey;
        this.set = set;
        criticalParameters.setDeferredCriticalHeaderParams(deferredCriticalHeaders);
        try {
            this.rustPqcKey = (PublicKey) KeyFactory.getInstance("ML-DSA", MlDsaKeys.defaultProvider())
                    .translateKey(publicKey);
        } catch (InvalidKeyException | java.security.NoSuchAlgorithmException e) {
            throw new JOSEException("Cannot use " + MlDsaKeys.describe(publicKey) + " for " + set + ": "
                    + e.getMessage(), e);
        }
    }

    private static AkpKey requirePublic(AkpKey key) throws JOSEException {
        if (key.isPrivate()) {
            throw new JOSEException("MlDsaVerifier takes a public AKP JWK: use AkpKey.toPublicJWK()");
        }
        return key;
    }

    /** The public key as given. */
    public PublicKey getPublicKey() {
        return publicKey;
    }

    @Override
    public Set<String> getProcessedCriticalHeaderParams() {
        return criticalParameters.getProcessedCriticalHeaderParams();
    }

    @Override
    public Set<String> getDeferredCriticalHeaderParams() {
        return criticalParameters.getDeferredCriticalHeaderParams();
    }

    @Override
    public boolean verify(JWSHeader header, byte[] signingInput, Base64URL signature) throws JOSEException {
        if (!set.algorithm.equals(header.getAlgorithm())) {
            throw new JOSEException(AlgorithmSupportMessage.unsupportedJWSAlgorithm(header.getAlgorithm(),
                    supportedJWSAlgorithms()));
        }
        if (!criticalParameters.headerPasses(header)) {
            return false;
        }
        byte[] signatureBytes;
        try {
            signatureBytes = signature.decode();
        } catch (IllegalArgumentException notBase64Url) {
            return false;
        }
        if (signatureBytes.length != set.signatureLength) {
            return false;
        }
        Provider provider = getJCAContext().getProvider();
        try {
            Signature verifier = Signature.getInstance(set.jcaName(), MlDsaKeys.providerOr(provider));
            verifier.initVerify(provider == null ? rustPqcKey : publicKey);
            verifier.update(signingInput);
            return verifier.verify(signatureBytes);
        } catch (SignatureException malformed) {
            return false;
        } catch (GeneralSecurityException e) {
            throw new JOSEException(set + " verification failed: " + e.getMessage(), e);
        }
    }
}
