package dev.rustpqc;

/** An algorithm family: the JCA name shared by its parameter sets, and its default set. */
enum Family {
    ML_KEM("ML-KEM", "jdk.mlkem.pkcs8.encoding"),
    ML_DSA("ML-DSA", "jdk.mldsa.pkcs8.encoding");

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

    /** The system or security property that selects the PKCS#8 private-key form. */
    String pkcs8EncodingProperty() {
        return pkcs8EncodingProperty;
    }

    /** The set a family-named service uses when not told otherwise, as in the JDK. */
    ParameterSet defaultSet() {
        return this == ML_KEM ? ParameterSet.ML_KEM_768 : ParameterSet.ML_DSA_65;
    }
}
