package dev.rustpqc.kem;

import dev.rustpqc.keys.PqcPrivateKey;
import java.security.InvalidKeyException;
import java.util.Objects;
import javax.crypto.DecapsulateException;
import javax.crypto.KEMSpi;
import javax.crypto.SecretKey;

/** The decapsulating side of a {@code KEM} service, over one private key: ML-KEM's or X-Wing's. */
final class KemDecapsulator extends KemSide<PqcPrivateKey> implements KEMSpi.DecapsulatorSpi {
    KemDecapsulator(PqcPrivateKey key) {
        super(key, key.parameterSet());
    }

    @Override
    public SecretKey engineDecapsulate(byte[] encapsulation, int from, int to, String secretAlgorithm)
            throws DecapsulateException {
        Objects.requireNonNull(encapsulation, "encapsulation");
        Objects.checkFromToIndex(from, to, set.sharedSecretLength);
        Objects.requireNonNull(secretAlgorithm, "algorithm");
        if (encapsulation.length != set.outputLength) {
            throw new DecapsulateException(String.format("Invalid %s ciphertext length: %d bytes, expected %d",
                    set, encapsulation.length, set.outputLength));
        }
        byte[] secret;
        try {
            secret = KemOperations.decapsulate(key, encapsulation);
        } catch (InvalidKeyException e) {
            throw new DecapsulateException(e.getMessage(), e);
        }
        return KemKeys.secretKey(secret, from, to, secretAlgorithm);
    }
}
