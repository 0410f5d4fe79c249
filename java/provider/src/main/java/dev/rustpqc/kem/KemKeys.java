package dev.rustpqc.kem;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.Keys;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.keys.Secrets;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Objects;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * The steps the {@code KEM} services and the classes without the KEM API share: the key checks
 * (a key of the family, of the service's set when it has one, not destroyed) and the secret key.
 */
public final class KemKeys {
    private KemKeys() {
    }

    /** Our public key for {@code key}, which must be of {@code family} (and of {@code fixed}, when not null). */
    public static PqcPublicKey encapsulationKey(PublicKey key, Family family, ParameterSet fixed, String service)
            throws InvalidKeyException {
        PqcPublicKey ours = Keys.toPublicKey(key, family, fixed);
        Keys.requireAllowed(ours.parameterSet(), family, fixed, service);
        return ours;
    }

    /** Our private key for {@code key}, which must be of {@code family} (and of {@code fixed}) and usable. */
    public static PqcPrivateKey decapsulationKey(PrivateKey key, Family family, ParameterSet fixed, String service)
            throws InvalidKeyException {
        PqcPrivateKey ours = Keys.toPrivateKey(key, family, fixed);
        Keys.requireAllowed(ours.parameterSet(), family, fixed, service);
        ours.requireUsable();
        return ours;
    }

    /** {@code secret[from, to)} as a RAW secret key of {@code algorithm}; wipes {@code secret}. */
    public static SecretKey secretKey(byte[] secret, int from, int to, String algorithm) {
        try {
            Objects.checkFromToIndex(from, to, secret.length);
            Objects.requireNonNull(algorithm, "algorithm");
            return new SecretKeySpec(secret, from, to - from, algorithm);
        } finally {
            Secrets.wipe(secret);
        }
    }
}
