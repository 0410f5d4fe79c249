package dev.rustpqc.keys;

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
     * written as the running JDK writes keys, found out when it is first
     * encoded (asking the JDK costs a key generation in its own provider, which a key that is never
     * encoded should not pay).
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

    @Override
    public String toString() {
        return propertyValue;
    }
}
