package dev.rustpqc.keys;

import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;

/** What our public and private keys share: the parameter set, which names their algorithm and parameters. */
abstract class PqcKey implements Key {
    private static final long serialVersionUID = 1L;

    final transient ParameterSet set;
    private final transient boolean preHashOnly;

    PqcKey(ParameterSet set, boolean preHashOnly) {
        this.set = set;
        this.preHashOnly = preHashOnly;
    }

    public ParameterSet parameterSet() {
        return set;
    }

    /**
     * Whether the key was decoded from an encoding whose algorithm OID is its set's pre-hash
     * variant's ({@link ParameterSet#hashOid}: HashML-DSA with SHA-512, HashSLH-DSA with the set's
     * hash function), as BouncyCastle's {@code ML-DSA-65-WITH-SHA512} key generators make them:
     * such a key signs and verifies with that pre-hash signature only, as in BouncyCastle.
     */
    public boolean preHashOnly() {
        return preHashOnly;
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
