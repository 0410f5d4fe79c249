package dev.rustpqc;

import java.security.InvalidKeyException;
import java.util.Objects;
import javax.crypto.DecapsulateException;
import javax.crypto.KEMSpi;
import javax.crypto.SecretKey;

/**
 * The decapsulating side of a {@code KEM} service, over one private key: ML-KEM's or X-Wing's (both
 * give 32-byte secrets).
 */
final class KemDecapsulator implements KEMSpi.DecapsulatorSpi {
    /** One native decapsulation of a ciphertext of the right length; a destroyed key throws. */
    @FunctionalInterface
    interface Operation {
        byte[] decapsulate(byte[] ciphertext) throws InvalidKeyException;
    }

    private final String algorithm;
    private final int ciphertextLength;
    private final Operation operation;

    /** {@code algorithm}: what the key is for, in messages ("ML-KEM-768", "X-Wing"). */
    KemDecapsulator(String algorithm, int ciphertextLength, Operation operation) {
        this.algorithm = algorithm;
        this.ciphertextLength = ciphertextLength;
        this.operation = operation;
    }

    @Override
    public SecretKey engineDecapsulate(byte[] encapsulation, int from, int to, String secretAlgorithm)
            throws DecapsulateException {
        Objects.requireNonNull(encapsulation, "encapsulation");
        Objects.checkFromToIndex(from, to, ParameterSet.SHARED_SECRET_LENGTH);
        Objects.requireNonNull(secretAlgorithm, "algorithm");
        if (encapsulation.length != ciphertextLength) {
            throw new DecapsulateException(String.format("Invalid %s ciphertext length: %d bytes, expected %d",
                    algorithm, encapsulation.length, ciphertextLength));
        }
        byte[] secret;
        try {
            secret = operation.decapsulate(encapsulation);
        } catch (InvalidKeyException e) {
            throw new DecapsulateException(e.getMessage(), e);
        }
        return MlKemKeys.secretKey(secret, from, to, secretAlgorithm);
    }

    @Override
    public int engineSecretSize() {
        return ParameterSet.SHARED_SECRET_LENGTH;
    }

    @Override
    public int engineEncapsulationSize() {
        return ciphertextLength;
    }
}
