package dev.rustpqc.keys;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.InvalidKeyException;
import java.security.KeyRep;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.spec.AlgorithmParameterSpec;

/**
 * A private key of any family: the key as the native code works with it (ML-KEM's and ML-DSA's
 * expanded key, SLH-DSA's key) and the seed it came from when known (for the compact PKCS#8
 * {@code seed} form), or X-Wing's seed alone. Keys are checked when made.
 *
 * <p>Every read of the key material goes through {@link #use}, guarded so that {@link #destroy()}
 * waits for running operations and then wipes the seed, the expanded key, its parsed form and the
 * encoding the key was read from; an operation either sees the whole key or is refused with an
 * {@link InvalidKeyException}. A key decoded from PKCS#8 hands back the bytes it was read from,
 * as the JDK's keys do.
 */
public final class PqcPrivateKey implements PrivateKey {
    private static final long serialVersionUID = 1L;

    /** What an operation does with the key material; it must not keep the arrays. */
    @FunctionalInterface
    public interface Use<T, E extends Exception> {
        /** {@code seed} is null when the key was imported without one; {@code expanded} is null for X-Wing. */
        T apply(byte[] seed, byte[] expanded) throws E;
    }

    private final transient ParameterSet set;
    private final transient byte[] seed;
    private final transient byte[] expanded;
    private final transient byte[] encoding;
    private final transient PrivateKeyForm form;
    private final transient KeyGuard guard = new KeyGuard();
    private final transient PreparedKey prepared;

    /**
     * Takes ownership of the arrays; {@code seed} may be null, and {@code expanded} is for X-Wing.
     * Callers check them first (see {@link Keys}). {@code encoding} is the PKCS#8 encoding the key was decoded from, handed back
     * by {@link #getEncoded()}, or null: then the key is written in {@code form}, or in the form the
     * running JDK writes when {@code form} is null.
     */
    PqcPrivateKey(ParameterSet set, byte[] seed, byte[] expanded, byte[] encoding, PrivateKeyForm form) {
        this.set = set;
        this.seed = seed;
        this.expanded = expanded;
        this.encoding = encoding;
        this.form = form;
        this.prepared = new PreparedKey(material -> KeyFamilies.of(set.family).prepareDecapsulationKey(set, material));
    }

    public ParameterSet parameterSet() {
        return set;
    }

    /**
     * Runs {@code operation} on the key material, which {@link #destroy()} cannot wipe meanwhile.
     *
     * @throws InvalidKeyException if the key is destroyed
     */
    public <T, E extends Exception> T use(Use<T, E> operation) throws InvalidKeyException, E {
        if (!guard.enter()) {
            throw destroyedKey();
        }
        try {
            return operation.apply(seed, expanded);
        } finally {
            guard.exit();
        }
    }

    /** Fails unless the key can still be used. */
    public void requireUsable() throws InvalidKeyException {
        if (guard.isClosed()) {
            throw destroyedKey();
        }
    }

    private InvalidKeyException destroyedKey() {
        return new InvalidKeyException(set + " private key has been destroyed");
    }

    /**
     * The key parsed once for decapsulation, or null on its first use ({@link PreparedKey}). Call
     * it inside {@link #use}, with the material decapsulation reads (ML-KEM's expanded key, X-Wing's
     * seed).
     */
    public byte[] preparedForDecapsulation(byte[] material) {
        return prepared.get(material);
    }

    /** The key as a RAW key spec gives it: the expanded key, or the seed where that is the key (X-Wing). */
    byte[] raw(byte[] seed, byte[] expandedKey) {
        return expandedKey != null ? expandedKey : seed;
    }

    @Override
    public String getAlgorithm() {
        return set.family.keyAlgorithm();
    }

    @Override
    public String getFormat() {
        return "PKCS#8";
    }

    /**
     * The PKCS#8 encoding: the bytes the key was decoded from, or the form it was made with.
     *
     * @throws IllegalStateException once the key is destroyed
     */
    @Override
    public byte[] getEncoded() {
        try {
            return use((s, e) -> encoding != null ? encoding.clone()
                    : KeyCodec.encodePrivate(set, s, e, form != null ? form : JdkPrivateKeyForm.of(set.family)));
        } catch (InvalidKeyException destroyed) {
            throw new IllegalStateException(destroyed.getMessage(), destroyed);
        }
    }

    /**
     * The parameter set, a {@link java.security.spec.NamedParameterSpec} such as
     * {@code ML-DSA-65}. (On JDK 22+ this overrides {@code AsymmetricKey.getParams()}.)
     */
    public AlgorithmParameterSpec getParams() {
        return set.spec();
    }

    /** Waits for the operations using the key, then wipes all of its material. */
    @Override
    public synchronized void destroy() {
        if (!guard.close()) {
            return;
        }
        Secrets.wipe(seed, expanded, encoding);
        prepared.wipe();
    }

    @Override
    public boolean isDestroyed() {
        return guard.isClosed();
    }

    /** Equal to another of our private keys with the same key material (compared in constant time). */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof PqcPrivateKey) || ((PqcPrivateKey) other).set != set) {
            return false;
        }
        PqcPrivateKey that = (PqcPrivateKey) other;
        try {
            return use((s, mine) -> that.use((t, theirs) -> MessageDigest.isEqual(raw(s, mine), raw(t, theirs))));
        } catch (InvalidKeyException destroyed) {
            return false;
        }
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
