package dev.rustpqc;

/** An algorithm family: the JCA name shared by its parameter sets, and its default set. */
enum Family {
    ML_KEM("ML-KEM", "jdk.mlkem.pkcs8.encoding"),
    ML_DSA("ML-DSA", "jdk.mldsa.pkcs8.encoding"),
    /** FIPS 205. Its private key has one PKCS#8 form (the key itself), so no property selects one. */
    SLH_DSA("SLH-DSA", null);

    private final String jcaName;
    private final String pkcs8EncodingProperty;

    Family(String jcaName, String pkcs8EncodingProperty) {
        this.jcaName = jcaName;
        this.pkcs8EncodingProperty = pkcs8EncodingProperty;
    }

    /** The family name the JDK uses as the key algorithm, e.g. {@code ML-KEM}. */
    String jcaName() {
        return jcaName;
    }

    /** The system or security property that selects the PKCS#8 private-key form, or null. */
    String pkcs8EncodingProperty() {
        return pkcs8EncodingProperty;
    }

    /**
     * The set a family-named service uses when not told otherwise: the JDK's for ML-KEM and ML-DSA,
     * BouncyCastle's for SLH-DSA (which the JDK does not have).
     */
    ParameterSet defaultSet() {
        switch (this) {
            case ML_KEM:
                return ParameterSet.ML_KEM_768;
            case ML_DSA:
                return ParameterSet.ML_DSA_65;
            default:
                return ParameterSet.SLH_DSA_SHA2_128F;
        }
    }
}
