package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;

/**
 * {@code KeyPairGenerator} for one family ({@code ML-KEM}, default ML-KEM-768; {@code ML-DSA},
 * default ML-DSA-65) or one parameter set. Keys come from OS randomness drawn inside native code:
 * a {@link SecureRandom} passed to {@code initialize} is not used for key material.
 */
final class PqcKeyPairGenerator extends KeyPairGeneratorSpi {
    private final Family family;
    private final ParameterSet fixed;
    private ParameterSet set;

    PqcKeyPairGenerator(Family family, ParameterSet fixed) {
        this.family = family;
        this.fixed = fixed;
        this.set = fixed != null ? fixed : family.defaultSet();
    }

    @Override
    public void initialize(int keysize, SecureRandom random) {
        throw new InvalidParameterException(family.jcaName()
                + " takes a NamedParameterSpec (for example \"" + family.defaultSet() + "\"), not a key size");
    }

    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        if (!(params instanceof NamedParameterSpec)) {
            throw new InvalidAlgorithmParameterException(family.jcaName() + " takes a NamedParameterSpec, got "
                    + (params == null ? "null" : params.getClass().getName()));
        }
        String name = ((NamedParameterSpec) params).getName();
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
        KeyMaterial keys = KeyGeneration.generate(set);
        return new KeyPair(new PqcPublicKey(set, keys.publicKey()),
                new PqcPrivateKey(set, keys.seed(), keys.privateKey(), null, form));
    }
}
