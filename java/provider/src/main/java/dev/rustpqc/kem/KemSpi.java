package dev.rustpqc.kem;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;
import javax.crypto.KEMSpi;

/**
 * The {@code KEM} service (JDK 21+ and JDK 17 updates with the KEM API) of a KEM family (ML-KEM,
 * X-Wing), for the family or one parameter set. Secrets are RAW
 * {@link javax.crypto.spec.SecretKeySpec}s; encapsulation randomness comes from the OS inside
 * native code, so a {@link SecureRandom} passed in is not used.
 */
public final class KemSpi implements KEMSpi {
    private final Family family;
    private final ParameterSet fixed;

    /** {@code fixed}: the one set the service takes, or null for the whole family. */
    public KemSpi(Family family, ParameterSet fixed) {
        this.family = family;
        this.fixed = fixed;
    }

    @Override
    public EncapsulatorSpi engineNewEncapsulator(PublicKey publicKey, AlgorithmParameterSpec spec,
            SecureRandom secureRandom) throws InvalidAlgorithmParameterException, InvalidKeyException {
        PqcPublicKey key = KemKeys.encapsulationKey(publicKey, family, fixed, "KEM");
        checkSpec(spec, key.parameterSet());
        return new KemEncapsulator(key);
    }

    @Override
    public DecapsulatorSpi engineNewDecapsulator(PrivateKey privateKey, AlgorithmParameterSpec spec)
            throws InvalidAlgorithmParameterException, InvalidKeyException {
        PqcPrivateKey key = KemKeys.decapsulationKey(privateKey, family, fixed, "KEM");
        checkSpec(spec, key.parameterSet());
        return new KemDecapsulator(key);
    }

    /** The KEMs take no parameters; a NamedParameterSpec naming the key's own set is tolerated. */
    private void checkSpec(AlgorithmParameterSpec spec, ParameterSet set) throws InvalidAlgorithmParameterException {
        if (spec == null || spec instanceof NamedParameterSpec named && set.isNamed(named.getName())) {
            return;
        }
        throw new InvalidAlgorithmParameterException(family + " takes no parameters, got " + describe(spec)
                + " for an " + set + " key");
    }

    private static String describe(AlgorithmParameterSpec spec) {
        return spec instanceof NamedParameterSpec named ? "NamedParameterSpec " + named.getName()
                : spec.getClass().getName();
    }
}
