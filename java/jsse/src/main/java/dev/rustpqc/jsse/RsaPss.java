package dev.rustpqc.jsse;

import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.Signature;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.Locale;
import org.bouncycastle.jcajce.util.JcaJceHelper;
import org.bouncycastle.tls.SignatureScheme;
import org.bouncycastle.tls.crypto.CryptoHashAlgorithm;

/**
 * TLS 1.3's RSA-PSS schemes over the JDK's {@code RSASSA-PSS}: BouncyCastle asks the JCA for
 * {@code SHA256withRSAandMGF1} and the like, names only its own JCA provider has.
 */
final class RsaPss {
    private static final String BOUNCY_CASTLE_SUFFIX = "WITHRSAANDMGF1";
    private static final String JDK_NAME = "RSASSA-PSS";

    private RsaPss() {
    }

    /** The JDK's name for BouncyCastle's RSA-PSS signature names; any other name as it is. */
    static String jcaName(String algorithmName) {
        return algorithmName != null && algorithmName.toUpperCase(Locale.ROOT).endsWith(BOUNCY_CASTLE_SUFFIX)
                ? JDK_NAME : algorithmName;
    }

    /** The parameters of an RSA-PSS scheme (salt as long as the hash, MGF1 with the same hash); null for others. */
    static AlgorithmParameters parameters(JcaJceHelper helper, int signatureScheme) throws GeneralSecurityException {
        if (!SignatureScheme.isRSAPSS(signatureScheme)) {
            return null;
        }
        String digest;
        int length;
        switch (SignatureScheme.getCryptoHashAlgorithm(signatureScheme)) {
            case CryptoHashAlgorithm.sha256:
                digest = "SHA-256";
                length = 32;
                break;
            case CryptoHashAlgorithm.sha384:
                digest = "SHA-384";
                length = 48;
                break;
            case CryptoHashAlgorithm.sha512:
                digest = "SHA-512";
                length = 64;
                break;
            default:
                return null;
        }
        Signature signature = helper.createSignature(JDK_NAME);
        signature.setParameter(new PSSParameterSpec(digest, "MGF1", new MGF1ParameterSpec(digest), length, 1));
        return signature.getParameters();
    }
}
