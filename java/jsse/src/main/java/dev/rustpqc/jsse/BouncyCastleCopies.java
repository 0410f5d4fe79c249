package dev.rustpqc.jsse;

import java.io.ByteArrayInputStream;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.interfaces.EdECKey;
import java.security.spec.PKCS8EncodedKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * Certificates and keys as BouncyCastle JSSE can use them: it compares a certificate's
 * {@code getPublicKey().getAlgorithm()} with the key type it asked for, and signs only with a
 * private key whose {@code getAlgorithm()} names the scheme. The JDK names Ed25519 and Ed448 keys
 * {@code EdDSA}, and the JDK and RustPqc name ML-DSA keys {@code ML-DSA} (before JDK 24, by an
 * OID): such certificates are parsed again by BouncyCastle (an instance of our own, not
 * registered), Ed25519 and Ed448 private keys too, and ML-DSA private keys are named by their
 * parameter set ({@link MlDsaTlsKey}). The encodings stay the same.
 */
final class BouncyCastleCopies {
    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();

    private BouncyCastleCopies() {
    }

    /**
     * {@code certificate} as BouncyCastle parses it.
     *
     * @throws IllegalArgumentException if BouncyCastle cannot parse it
     */
    static X509Certificate of(X509Certificate certificate) {
        try {
            return (X509Certificate) CertificateFactory.getInstance("X.509", BOUNCY_CASTLE)
                    .generateCertificate(new ByteArrayInputStream(certificate.getEncoded()));
        } catch (CertificateException e) {
            throw new IllegalArgumentException("BouncyCastle cannot parse the certificate "
                    + certificate.getSubjectX500Principal() + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code key} (PKCS#8) as BouncyCastle parses it, as a key of {@code algorithm}. The array
     * {@code key.getEncoded()} returns is read, never wiped: another provider's key may hand out
     * its own.
     *
     * @throws IllegalArgumentException if BouncyCastle cannot parse it
     */
    static PrivateKey of(PrivateKey key, String algorithm) {
        byte[] encoded = key.getEncoded();
        if (encoded == null) {
            throw new IllegalArgumentException("The " + key.getAlgorithm() + " private key has no PKCS#8 encoding");
        }
        try {
            return KeyFactory.getInstance(algorithm, BOUNCY_CASTLE).generatePrivate(new PKCS8EncodedKeySpec(encoded));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("BouncyCastle cannot parse the " + algorithm + " private key: " + e, e);
        }
    }

    /**
     * {@code chain} with its end-entity certificate as BouncyCastle JSSE can use it: parsed again by
     * BouncyCastle if its key is an Ed25519, Ed448 or ML-DSA key that BouncyCastle would not
     * recognise by its name; {@code chain} itself otherwise.
     */
    static X509Certificate[] namedChain(X509Certificate[] chain) {
        if (chain == null || chain.length == 0) {
            return chain;
        }
        X509Certificate endEntity = chain[0];
        String set = MlDsaParameterSets.of(endEntity);
        boolean rename = set != null ? !MlDsaParameterSets.keyIsNamed(endEntity, set)
                : isEdDsaNamedByFamily(endEntity.getPublicKey());
        if (!rename) {
            return chain;
        }
        X509Certificate[] named = chain.clone();
        named[0] = of(endEntity);
        return named;
    }

    /**
     * {@code key}, the private key of {@code endEntity}, as BouncyCastle JSSE can sign with it: an
     * ML-DSA key named by its parameter set, an Ed25519 or Ed448 key that the JDK names
     * {@code EdDSA} parsed again by BouncyCastle; {@code key} itself otherwise.
     */
    static PrivateKey namedKey(PrivateKey key, X509Certificate endEntity) {
        if (key == null) {
            return null;
        }
        String set = endEntity == null ? null : MlDsaParameterSets.of(endEntity);
        if (set != null) {
            return set.equalsIgnoreCase(key.getAlgorithm()) ? key : new MlDsaTlsKey(set, key);
        }
        return isEdDsaNamedByFamily(key) ? of(key, ((EdECKey) key).getParams().getName()) : key;
    }

    /**
     * Whether {@code key} is an Ed25519 or Ed448 key that the JDK names {@code EdDSA}: BouncyCastle
     * takes an Ed25519 certificate, and signs with an Ed25519 private key, only if its key says
     * {@code Ed25519}.
     */
    private static boolean isEdDsaNamedByFamily(Key key) {
        return key instanceof EdECKey && !key.getAlgorithm().equalsIgnoreCase(((EdECKey) key).getParams().getName());
    }
}
