package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.KEMSpi;

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
        return new KemEncapsulator(XWingOperations.CIPHERTEXT_LENGTH,
                () -> XWingOperations.encapsulate(key.rawKey()));
    }

    @Override
    public DecapsulatorSpi engineNewDecapsulator(PrivateKey privateKey, AlgorithmParameterSpec spec)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        XWingPrivateKey key = XWingKeys.toPrivateKey(privateKey);
        XWingServices.checkSpec(spec);
        return new KemDecapsulator("X-Wing", XWingOperations.CIPHERTEXT_LENGTH,
                ciphertext -> XWingOperations.decapsulate(key, ciphertext));
    }
}
