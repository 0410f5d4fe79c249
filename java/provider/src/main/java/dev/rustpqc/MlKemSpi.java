package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;
import javax.crypto.KEMSpi;

/**
 * The {@code KEM} service for ML-KEM (JDK 21+ and JDK 17 updates with the KEM API), for the family
 * or one parameter set. Secrets are
 * RAW {@link javax.crypto.spec.SecretKeySpec}s; encapsulation randomness comes from the OS inside
 * native code, so a {@link SecureRandom} passed in is not used.
 */
final class MlKemSpi implements KEMSpi {
    private final ParameterSet fixed;

    MlKemSpi(ParameterSet fixed) {
        this.fixed = fixed;
    }

    @Override
    public EncapsulatorSpi engineNewEncapsulator(PublicKey publicKey, AlgorithmParameterSpec spec,
            SecureRandom secureRandom) throws InvalidAlgorithmParameterException, InvalidKeyException {
        PqcPublicKey key = MlKemKeys.encapsulationKey(publicKey, fixed, "KEM");
        ParameterSet set = key.parameterSet();
        checkSpec(spec, set);
        return new KemEncapsulator(set.outputLength,
                () -> MlKemOperations.encapsulate(set, key.preparedForEncapsulation()));
    }

    @Override
    public DecapsulatorSpi engineNewDecapsulator(PrivateKey privateKey, AlgorithmParameterSpec spec)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        PqcPrivateKey key = MlKemKeys.decapsulationKey(privateKey, fixed, "KEM");
        ParameterSet set = key.parameterSet();
        checkSpec(spec, set);
        return new KemDecapsulator(set.jcaName, set.outputLength,
                ciphertext -> MlKemOperations.decapsulate(key, ciphertext));
    }

    /** ML-KEM takes no parameters; a NamedParameterSpec naming the key's own set is tolerated. */
    private static void checkSpec(AlgorithmParameterSpec spec, ParameterSet set)
            throws InvalidAlgorithmParameterException {
        if (spec == null || spec instanceof NamedParameterSpec named && set.jcaName.equalsIgnoreCase(named.getName())) {
            return;
        }
        throw new InvalidAlgorithmParameterException("ML-KEM takes no parameters, got " + describe(spec)
                + " for an " + set + " key");
    }

    private static String describe(AlgorithmParameterSpec spec) {
        return spec instanceof NamedParameterSpec named ? "NamedParameterSpec " + named.getName()
                : spec.getClass().getName();
    }
}
