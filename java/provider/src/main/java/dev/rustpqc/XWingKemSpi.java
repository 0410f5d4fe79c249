package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Objects;
import javax.crypto.DecapsulateException;
import javax.crypto.KEM;
import javax.crypto.KEMSpi;
import javax.crypto.SecretKey;

/**
 * The {@code KEM} service for X-Wing (JDK 21+ and JDK 17 updates with the KEM API). Secrets are
 * 32-byte RAW {@link javax.crypto.spec.SecretKeySpec}s; encapsulation randomness comes from the OS
 * inside native code, so a {@link SecureRandom} passed in is not used.
 */
final class XWingKemSpi implements KEMSpi {
    @Override
    public EncapsulatorSpi engineNewEncapsulator(PublicKey publicKey, AlgorithmParameterSpec spec,
            SecureRandom secureRandom) throws InvalidAlgorithmParameterException, InvalidKeyException {
        XWingPublicKey key = XWingKeys.toPublicKey(publicKey);
        XWingServices.checkSpec(spec);
        return new Encapsulator(key);
    }

    @Override
    public DecapsulatorSpi engineNewDecapsulator(PrivateKey privateKey, AlgorithmParameterSpec spec)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        XWingPrivateKey key = XWingKeys.toPrivateKey(privateKey);
        XWingServices.checkSpec(spec);
        return new Decapsulator(key);
    }

    private static final class Encapsulator implements KEMSpi.EncapsulatorSpi {
        private final XWingPublicKey key;

        Encapsulator(XWingPublicKey key) {
            this.key = key;
        }

        @Override
        public KEM.Encapsulated engineEncapsulate(int from, int to, String algorithm) {
            Objects.checkFromToIndex(from, to, XWingOperations.SHARED_SECRET_LENGTH);
            Objects.requireNonNull(algorithm, "algorithm");
            Encapsulation sent = XWingOperations.encapsulate(key.rawKey());
            return new KEM.Encapsulated(MlKemKeys.secretKey(sent.sharedSecret(), from, to, algorithm),
                    sent.ciphertext(), null);
        }

        @Override
        public int engineSecretSize() {
            return XWingOperations.SHARED_SECRET_LENGTH;
        }

        @Override
        public int engineEncapsulationSize() {
            return XWingOperations.CIPHERTEXT_LENGTH;
        }
    }

    private static final class Decapsulator implements KEMSpi.DecapsulatorSpi {
        private final XWingPrivateKey key;

        Decapsulator(XWingPrivateKey key) {
            this.key = key;
        }

        @Override
        public SecretKey engineDecapsulate(byte[] encapsulation, int from, int to, String algorithm)
                throws DecapsulateException {
            Objects.requireNonNull(encapsulation, "encapsulation");
            Objects.checkFromToIndex(from, to, XWingOperations.SHARED_SECRET_LENGTH);
            Objects.requireNonNull(algorithm, "algorithm");
            if (encapsulation.length != XWingOperations.CIPHERTEXT_LENGTH) {
                throw new DecapsulateException(String.format("Invalid X-Wing ciphertext length: %d bytes,"
                        + " expected %d", encapsulation.length, XWingOperations.CIPHERTEXT_LENGTH));
            }
            byte[] secret;
            try {
                secret = XWingOperations.decapsulate(key, encapsulation);
            } catch (InvalidKeyException e) {
                throw new DecapsulateException(e.getMessage(), e);
            }
            return MlKemKeys.secretKey(secret, from, to, algorithm);
        }

        @Override
        public int engineSecretSize() {
            return XWingOperations.SHARED_SECRET_LENGTH;
        }

        @Override
        public int engineEncapsulationSize() {
            return XWingOperations.CIPHERTEXT_LENGTH;
        }
    }
}
