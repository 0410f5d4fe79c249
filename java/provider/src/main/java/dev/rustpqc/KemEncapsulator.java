package dev.rustpqc;

import java.util.Objects;
import javax.crypto.KEM;
import javax.crypto.KEMSpi;

/**
 * The encapsulating side of a {@code KEM} service, over one public key: ML-KEM's or X-Wing's (both
 * give 32-byte secrets).
 */
final class KemEncapsulator implements KEMSpi.EncapsulatorSpi {
    /** One native encapsulation to the key, with OS randomness. */
    @FunctionalInterface
    interface Operation {
        Encapsulation encapsulate();
    }

    private final int ciphertextLength;
    private final Operation operation;

    KemEncapsulator(int ciphertextLength, Operation operation) {
        this.ciphertextLength = ciphertextLength;
        this.operation = operation;
    }

    @Override
    public KEM.Encapsulated engineEncapsulate(int from, int to, String algorithm) {
        Objects.checkFromToIndex(from, to, ParameterSet.SHARED_SECRET_LENGTH);
        Objects.requireNonNull(algorithm, "algorithm");
        Encapsulation sent = operation.encapsulate();
        return new KEM.Encapsulated(MlKemKeys.secretKey(sent.sharedSecret(), from, to, algorithm),
                sent.ciphertext(), null);
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
