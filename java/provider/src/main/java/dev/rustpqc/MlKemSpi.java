package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;
import java.util.Objects;
import javax.crypto.DecapsulateException;
import javax.crypto.KEM;
import javax.crypto.KEMSpi;
import javax.crypto.SecretKey;

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
        checkSpec(spec, key.parameterSet());
        return new Encapsulator(key);
    }

    @Override
    public DecapsulatorSpi engineNewDecapsulator(PrivateKey privateKey, AlgorithmParameterSpec spec)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        PqcPrivateKey key = MlKemKeys.decapsulationKey(privateKey, fixed, "KEM");
        checkSpec(spec, key.parameterSet());
        return new Decapsulator(key);
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

    private static final class Encapsulator implements KEMSpi.EncapsulatorSpi {
        private final PqcPublicKey key;

        Encapsulator(PqcPublicKey key) {
            this.key = key;
        }

        @Override
        public KEM.Encapsulated engineEncapsulate(int from, int to, String algorithm) {
            Objects.checkFromToIndex(from, to, ParameterSet.SHARED_SECRET_LENGTH);
            Objects.requireNonNull(algorithm, "algorithm");
            Encapsulation sent = MlKemOperations.encapsulate(key.parameterSet(), key.preparedForEncapsulation());
            return new KEM.Encapsulated(MlKemKeys.secretKey(sent.sharedSecret(), from, to, algorithm),
                    sent.ciphertext(), null);
        }

        @Override
        public int engineSecretSize() {
            return ParameterSet.SHARED_SECRET_LENGTH;
        }

        @Override
        public int engineEncapsulationSize() {
            return key.parameterSet().outputLength;
        }
    }

    private static final class Decapsulator implements KEMSpi.DecapsulatorSpi {
        private final PqcPrivateKey key;

        Decapsulator(PqcPrivateKey key) {
            this.key = key;
        }

        @Override
        public SecretKey engineDecapsulate(byte[] encapsulation, int from, int to, String algorithm)
                throws DecapsulateException {
            Objects.requireNonNull(encapsulation, "encapsulation");
            Objects.checkFromToIndex(from, to, ParameterSet.SHARED_SECRET_LENGTH);
            Objects.requireNonNull(algorithm, "algorithm");
            ParameterSet set = key.parameterSet();
            if (encapsulation.length != set.outputLength) {
                throw new DecapsulateException(String.format("Invalid %s ciphertext length: %d bytes, expected %d",
                        set, encapsulation.length, set.outputLength));
            }
            byte[] secret;
            try {
                secret = MlKemOperations.decapsulate(key, encapsulation);
            } catch (InvalidKeyException e) {
                throw new DecapsulateException(e.getMessage(), e);
            }
            return MlKemKeys.secretKey(secret, from, to, algorithm);
        }

        @Override
        public int engineSecretSize() {
            return ParameterSet.SHARED_SECRET_LENGTH;
        }

        @Override
        public int engineEncapsulationSize() {
            return key.parameterSet().outputLength;
        }
    }
}
