package dev.rustpqc;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.InvalidKeyException;
import java.security.KeyRep;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;

/**
 * An ML-KEM decapsulation key or ML-DSA signing key: the expanded key the native code works with,
 * and the seed it came from when known (for the compact PKCS#8 {@code seed} form). Keys are
 * validated when made. {@link #destroy()} zeroes both; a destroyed key cannot be used or encoded.
 */
final class PqcPrivateKey implements PrivateKey {
    private static final long serialVersionUID = 1L;

    private final transient ParameterSet set;
    private final transient byte[] seed;
    private final transient byte[] expanded;
    private final transient PrivateKeyForm form;
    private transient volatile boolean destroyed;
    private transient volatile byte[] prepared;
    private transient volatile boolean usedOnce;

    /**
     * Takes ownership of the arrays; {@code seed} may be null. Callers validate them first (see
     * {@link Keys}); {@code form} is how {@link #getEncoded()} writes the key, or null for the form
     * the running JDK writes.
     */
    PqcPrivateKey(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        this.set = set;
        this.seed = seed;
        this.expanded = expanded;
        this.form = form;
    }

    ParameterSet parameterSet() {
        return set;
    }

    /** The expanded key, not a copy: for native calls only. */
    byte[] expandedKey() throws InvalidKeyException {
        if (destroyed) {
            throw new InvalidKeyException(set + " private key has been destroyed");
        }
        return expanded;
    }

    /**
     * The key parsed once for decapsulation (ML-KEM), or null on its first use: parsing costs
     * more than one packed decapsulation, so it pays only for a key used again.
     */
    byte[] preparedForDecapsulation() throws InvalidKeyException {
        byte[] parsed = prepared;
        if (parsed != null) {
            return parsed;
        }
        byte[] key = expandedKey();
        if (!usedOnce) {
            usedOnce = true;
            return null;
        }
        parsed = MlKemOperations.prepareDecapsulationKey(set, key);
        prepared = parsed;
        if (destroyed) {
            Arrays.fill(parsed, (byte) 0);
            prepared = null;
            throw new InvalidKeyException(set + " private key has been destroyed");
        }
        return parsed;
    }

    /** The seed, not a copy, or null when the key was imported without one. */
    byte[] seed() {
        return destroyed ? null : seed;
    }

    @Override
    public String getAlgorithm() {
        return set.family.jcaName();
    }

    @Override
    public String getFormat() {
        return "PKCS#8";
    }

    /** The PKCS#8 encoding; throws IllegalStateException once the key is destroyed. */
    @Override
    public byte[] getEncoded() {
        if (destroyed) {
            throw new IllegalStateException(set + " private key has been destroyed");
        }
        PrivateKeyForm written = form != null ? form : PrivateKeyForm.jdkDefault(set.family);
        return KeyCodec.encodePrivate(set, seed, expanded, written);
    }

    /**
     * The parameter set, a {@link java.security.spec.NamedParameterSpec} such as
     * {@code ML-DSA-65}. (On JDK 22+ this overrides {@code AsymmetricKey.getParams()}.)
     */
    public AlgorithmParameterSpec getParams() {
        return set.spec();
    }

    @Override
    public void destroy() {
        destroyed = true;
        if (seed != null) {
            Arrays.fill(seed, (byte) 0);
        }
        Arrays.fill(expanded, (byte) 0);
        byte[] parsed = prepared;
        if (parsed != null) {
            Arrays.fill(parsed, (byte) 0);
            prepared = null;
        }
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    /** Equal to another of our private keys with the same expanded key (compared in constant time). */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof PqcPrivateKey)) {
            return false;
        }
        PqcPrivateKey that = (PqcPrivateKey) other;
        return set == that.set && !destroyed && !that.destroyed
                && MessageDigest.isEqual(expanded, that.expanded);
    }

    /** Depends on the parameter set only, so that it reveals nothing of the key. */
    @Override
    public int hashCode() {
        return set.jcaName.hashCode();
    }

    @Override
    public String toString() {
        return set + " private key";
    }

    private Object writeReplace() throws ObjectStreamException {
        return new KeyRep(KeyRep.Type.PRIVATE, getAlgorithm(), getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("keys are serialized as java.security.KeyRep");
    }
}
