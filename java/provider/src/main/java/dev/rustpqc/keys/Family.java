package dev.rustpqc.keys;

import java.util.List;
import java.util.Locale;

/**
 * An algorithm family: the JCA name shared by its parameter sets, the name its keys report, and
 * its default set. X-Wing is a family of one set, named as its draft names it; its keys report
 * BouncyCastle's spelling. Composite ML-DSA's sets are named, and its keys report, as
 * BouncyCastle names them.
 */
public enum Family {
    ML_KEM("ML-KEM", "ML-KEM", "jdk.mlkem.pkcs8.encoding", List.of()),
    ML_DSA("ML-DSA", "ML-DSA", "jdk.mldsa.pkcs8.encoding", List.of()),
    /** FIPS 205. Its private key has one PKCS#8 form (the key itself), so no property selects one. */
    SLH_DSA("SLH-DSA", "SLH-DSA", null, List.of()),
    /** The X25519 + ML-KEM-768 hybrid KEM. Its private key is the seed, in one PKCS#8 form. */
    X_WING("X-Wing", "X-WING", null, List.of("X-WING", "XWING")),
    /**
     * Composite ML-DSA (draft-ietf-lamps-pq-composite-sigs): an ML-DSA signature and a traditional
     * one over the same message. Its keys report their set's name, as BouncyCastle's do; its
     * private key has one PKCS#8 form (the draft's).
     */
    COMPOSITE_ML_DSA("Composite-ML-DSA", null, null, List.of());

    private final String jcaName;
    private final String keyAlgorithm;
    private final String pkcs8EncodingProperty;
    private final List<String> aliases;

    Family(String jcaName, String keyAlgorithm, String pkcs8EncodingProperty, List<String> aliases) {
        this.jcaName = jcaName;
        this.keyAlgorithm = keyAlgorithm;
        this.pkcs8EncodingProperty = pkcs8EncodingProperty;
        this.aliases = aliases;
    }

    /** The family's service name, e.g. {@code ML-KEM}, {@code X-Wing}. */
    public String jcaName() {
        return jcaName;
    }

    /**
     * What its keys report as their algorithm: the family name the JDK uses, BouncyCastle's
     * {@code X-WING}; null where its keys report their set (composite ML-DSA).
     */
    public String keyAlgorithm() {
        return keyAlgorithm;
    }

    /** The other spellings of the family's name, registered as aliases (BouncyCastle's for X-Wing). */
    public List<String> aliases() {
        return aliases;
    }

    /** Whether {@code name} is one of {@link #aliases()}, case-insensitively. */
    boolean hasAlias(String name) {
        return aliases.contains(name.toUpperCase(Locale.ROOT));
    }

    /** The system or security property that selects the PKCS#8 private-key form, or null. */
    public String pkcs8EncodingProperty() {
        return pkcs8EncodingProperty;
    }

    /** Whether the family is a KEM (ML-KEM, X-Wing) rather than a signature scheme. */
    public boolean isKem() {
        return this == ML_KEM || this == X_WING;
    }

    @Override
    public String toString() {
        return jcaName;
    }
}
