package dev.rustpqc.keys;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;

/**
 * {@code KeyPairGenerator} for one family ({@code ML-KEM}, default ML-KEM-768; {@code ML-DSA},
 * default ML-DSA-65; {@code SLH-DSA}, default SLH-DSA-SHA2-128F; {@code X-Wing}) or one parameter
 * set. Keys come from OS randomness drawn inside native code: a {@link SecureRandom} passed to
 * {@code initialize} is not used for key material.
 */
public final class PqcKeyPairGenerator extends KeyPairGeneratorSpi {
    private final Family family;
    private final ParameterSet fixed;
    private ParameterSet set;

    /** {@code fixed}: the one set the generator makes, or null for the whole family. */
    public PqcKeyPairGenerator(Family family, ParameterSet fixed) {
        this.family = family;
        this.fixed = fixed;
        this.set = fixed != null ? fixed : ParameterSet.defaultOf(family);
    }

    /** A key size of -1, as the JDK's generators take it, keeps the parameter set; any other is refused. */
    @Override
    public void initialize(int keysize, SecureRandom random) {
        if (keysize == -1) {
            return;
        }
        throw new InvalidParameterException(family.jcaName() + (set.isWholeFamily()
                ? " has one parameter set and takes no key size"
                : " takes a NamedParameterSpec (for example \"" + ParameterSet.defaultOf(family) + "\"), not a key size"));
    }

    /**
     * A NamedParameterSpec naming a set of the family, or BouncyCastle's spec for it
     * ({@code MLKEMParameterSpec}, {@code MLDSAParameterSpec}, {@code SLHDSAParameterSpec}); a
     * family of one set also takes null.
     */
    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        if (params == null && set.isWholeFamily()) {
            return;
        }
        String name = params instanceof NamedParameterSpec ? ((NamedParameterSpec) params).getName()
                : BouncyCastleSpecs.parameterSetName(params);
        if (name == null) {
            throw new InvalidAlgorithmParameterException(family.jcaName() + " takes a NamedParameterSpec, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        ParameterSet requested = ParameterSet.byName(name);
        if (requested == null || requested.family != family) {
            throw new InvalidAlgorithmParameterException("Unsupported " + family.jcaName()
                    + " parameter set: " + name);
        }
        if (fixed != null && requested != fixed) {
            throw new InvalidAlgorithmParameterException("This " + fixed + " KeyPairGenerator cannot make "
                    + requested + " keys");
        }
        set = requested;
    }

    @Override
    public KeyPair generateKeyPair() {
        PrivateKeyForm form = PrivateKeyForm.configured(set.family);
        KeyMaterial keys = KeyFamilies.of(family).generate(set);
        return new KeyPair(new PqcPublicKey(set, keys.publicKey()),
                new PqcPrivateKey(set, keys.seed(), keys.privateKey(), keys.traditional(), null, form, false));
    }
}
