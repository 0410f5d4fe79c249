package dev.rustpqc;

import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/** The ML-KEM steps shared by the JCA {@code KEM} service (JDK 21+) and {@link MlKem} (JDK 17+). */
final class MlKemKeys {
    private MlKemKeys() {
    }

    static PqcPublicKey encapsulationKey(PublicKey key, ParameterSet fixed, String service)
            throws InvalidKeyException {
        PqcPublicKey ours = Keys.toPublicKey(key);
        Keys.requireAllowed(ours.parameterSet(), Family.ML_KEM, fixed, service);
        return ours;
    }

    static PqcPrivateKey decapsulationKey(PrivateKey key, ParameterSet fixed, String service)
            throws InvalidKeyException {
        PqcPrivateKey ours = Keys.toPrivateKey(key);
        Keys.requireAllowed(ours.parameterSet(), Family.ML_KEM, fixed, service);
        ours.requireUsable();
        return ours;
    }

    /** {@code secret[from, to)} as a RAW secret key of {@code algorithm}; wipes {@code secret}. */
    static SecretKey secretKey(byte[] secret, int from, int to, String algorithm) {
        try {
            Objects.checkFromToIndex(from, to, secret.length);
            Objects.requireNonNull(algorithm, "algorithm");
            return new SecretKeySpec(secret, from, to - from, algorithm);
        } finally {
            Arrays.fill(secret, (byte) 0);
        }
    }
}
