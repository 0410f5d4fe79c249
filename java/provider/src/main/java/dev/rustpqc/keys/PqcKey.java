package dev.rustpqc.keys;

import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;

/** What our public and private keys share: the parameter set, which names their algorithm and parameters. */
abstract class PqcKey implements Key {
    private static final long serialVersionUID = 1L;

    final transient ParameterSet set;

    PqcKey(ParameterSet set) {
        this.set = set;
    }

    public ParameterSet parameterSet() {
        return set;
    }

    /**
     * The parameter set, a {@link java.security.spec.NamedParameterSpec} such as
     * {@code ML-KEM-768}. (On JDK 22+ this overrides {@code AsymmetricKey.getParams()}.)
     */
    public AlgorithmParameterSpec getParams() {
        return set.spec();
    }

    @Override
    public String getAlgorithm() {
        return set.keyAlgorithm();
    }
}
