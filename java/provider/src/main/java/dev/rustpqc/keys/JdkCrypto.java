package dev.rustpqc.keys;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.Security;
import java.security.Signature;
import java.security.spec.AlgorithmParameterSpec;

/**
 * The JDK's own providers, through the JCA, for the traditional halves of composite ML-DSA:
 * {@code SunEC} (ECDSA, Ed25519, Ed448) and {@code SunRsaSign} (RSA), by name, so that another
 * provider installed first (BouncyCastle's) does not take their place. Where the JDK's provider has
 * been removed from the configuration (a FIPS setup), the first provider that offers the algorithm.
 */
public final class JdkCrypto {
    private JdkCrypto() {
    }

    /** A {@code Signature} for {@code algorithm}'s traditional half, its parameters set. */
    public static Signature signature(Traditional algorithm) {
        try {
            Signature signature = get(algorithm.providerName(), "Signature", algorithm.signatureAlgorithm,
                    Signature::getInstance, Signature::getInstance);
            AlgorithmParameterSpec parameters = algorithm.signatureParameters();
            if (parameters != null) {
                signature.setParameter(parameters);
            }
            return signature;
        } catch (GeneralSecurityException e) {
            throw unavailable(algorithm.signatureAlgorithm + " Signature", e);
        }
    }

    static KeyFactory keyFactory(String providerName, String algorithm) {
        try {
            return get(providerName, "KeyFactory", algorithm, KeyFactory::getInstance, KeyFactory::getInstance);
        } catch (NoSuchAlgorithmException e) {
            throw unavailable(algorithm + " KeyFactory", e);
        }
    }

    static KeyPairGenerator keyPairGenerator(String providerName, String algorithm) {
        try {
            return get(providerName, "KeyPairGenerator", algorithm, KeyPairGenerator::getInstance,
                    KeyPairGenerator::getInstance);
        } catch (NoSuchAlgorithmException e) {
            throw unavailable(algorithm + " KeyPairGenerator", e);
        }
    }

    private interface ByProvider<T> {
        T get(String algorithm, Provider provider) throws NoSuchAlgorithmException;
    }

    private interface ByName<T> {
        T get(String algorithm) throws NoSuchAlgorithmException;
    }

    private static <T> T get(String providerName, String type, String algorithm, ByProvider<T> fromProvider,
            ByName<T> fromAny) throws NoSuchAlgorithmException {
        Provider jdk = Security.getProvider(providerName);
        if (jdk != null && jdk.getService(type, algorithm) != null) {
            return fromProvider.get(algorithm, jdk);
        }
        return fromAny.get(algorithm);
    }

    private static ProviderException unavailable(String what, GeneralSecurityException cause) {
        return new ProviderException("Composite ML-DSA needs the JDK's " + what + ", which this JVM does not offer",
                cause);
    }
}
