package dev.rustpqc;

import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.ProviderException;
import java.security.Security;

/**
 * The three PKCS#8 private-key forms of RFC 9935 / FIPS 204 keys ({@code seed},
 * {@code expandedKey}, {@code both}), and which one a key is written in: the one named by
 * {@code jdk.mlkem.pkcs8.encoding} / {@code jdk.mldsa.pkcs8.encoding} when the key was made (a
 * system property wins over a security property), otherwise the one the running JDK writes,
 * otherwise {@code seed}.
 */
enum PrivateKeyForm {
    SEED("seed"),
    EXPANDED_KEY("expandedKey"),
    BOTH("both");

    private final String propertyValue;

    PrivateKeyForm(String propertyValue) {
        this.propertyValue = propertyValue;
    }

    /**
     * The form named by the family's property now, or null when none is set: then the key is
     * written as the running JDK writes keys, found out when it is first encoded (asking the JDK
     * costs a key generation in its own provider, which a key that is never encoded should not pay).
     */
    static PrivateKeyForm configured(Family family) {
        String property = family.pkcs8EncodingProperty();
        if (property == null) {
            return null;
        }
        String value = System.getProperty(property);
        if (value == null) {
            value = Security.getProperty(property);
        }
        if (value == null || value.isBlank()) {
            return null;
        }
        for (PrivateKeyForm form : values()) {
            if (form.propertyValue.equalsIgnoreCase(value.trim())) {
                return form;
            }
        }
        throw new ProviderException("unsupported value \"" + value + "\" of " + property
                + ": use seed, expandedKey or both");
    }

    /**
     * The form the running JDK writes for the family: see {@link JdkDefault}. A family with one form
     * (SLH-DSA: the key itself, which the JDK does not have) is written in that one.
     */
    static PrivateKeyForm jdkDefault(Family family) {
        return family.pkcs8EncodingProperty() == null ? EXPANDED_KEY : JdkDefault.of(family);
    }

    @Override
    public String toString() {
        return propertyValue;
    }

    /**
     * What the running JDK writes, found once by asking its own provider for a key (JDK 24+).
     * JDK 25.0.3 writes {@code expandedKey}; later JDKs write {@code seed}.
     */
    private static final class JdkDefault {
        private static final PrivateKeyForm ML_KEM = probe("SunJCE", ParameterSet.ML_KEM_512);
        private static final PrivateKeyForm ML_DSA = probe("SUN", ParameterSet.ML_DSA_44);

        static PrivateKeyForm of(Family family) {
            return family == Family.ML_KEM ? ML_KEM : ML_DSA;
        }

        private static PrivateKeyForm probe(String providerName, ParameterSet set) {
            Provider jdk = Security.getProvider(providerName);
            if (jdk == null || jdk.getService("KeyPairGenerator", set.jcaName) == null) {
                return SEED;
            }
            try {
                byte[] encoded = KeyPairGenerator.getInstance(set.jcaName, jdk).generateKeyPair()
                        .getPrivate().getEncoded();
                KeyCodec.PrivateKeyData probe = KeyCodec.decodePrivate(encoded);
                probe.wipe();
                KeyCodec.wipe(encoded);
                return probe.form();
            } catch (java.security.GeneralSecurityException | RuntimeException e) {
                // The JDK's own key could not be made or read: keep the standard's compact form.
                return SEED;
            }
        }
    }
}
