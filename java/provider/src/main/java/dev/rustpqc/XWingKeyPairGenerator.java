package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;

/**
 * {@code KeyPairGenerator} for X-Wing. Keys come from OS randomness drawn inside native code: a
 * {@link SecureRandom} passed to {@code initialize} is not used for key material.
 */
final class XWingKeyPairGenerator extends KeyPairGeneratorSpi {
    @Override
    public void initialize(int keysize, SecureRandom random) {
        throw new InvalidParameterException("X-Wing has one parameter set and takes no key size");
    }

    /** X-Wing takes no parameters; a NamedParameterSpec naming X-Wing is tolerated. */
    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        XWingServices.checkSpec(params);
    }

    @Override
    public KeyPair generateKeyPair() {
        XWingOperations.Generated keys = XWingOperations.generate();
        return new KeyPair(new XWingPublicKey(keys.publicKey()), new XWingPrivateKey(keys.seed(), null));
    }
}
