package dev.rustpqc.keys;

import java.io.InvalidObjectException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.InvalidKeyException;
import java.security.KeyRep;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.util.Arrays;
import java.util.function.Function;

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
 *
 * <p>A composite ML-DSA key's seed is the draft's private key (the ML-DSA seed, then the
 * traditional private key), its expanded key the ML-DSA half's, and it holds the JDK provider's key
 * object for its traditional half ({@link #traditionalKey()}), made once with the key. That object
 * keeps its own copy of the traditional secret, which the JDK's key classes give no way to wipe
 * (their {@code destroy()} is not implemented); {@link #destroy()} drops it.
 */
public final class PqcPrivateKey extends PqcKey implements PrivateKey {
    private static final long serialVersionUID = 1L;

    /** What an operation does with the key material; it must not keep the arrays. */
    @FunctionalInterface
    public interface Use<T, E extends Exception> {
        /** {@code seed} is null when the key was imported without one; {@code expanded} is null for X-Wing. */
        T apply(byte[] seed, byte[] expanded) throws E;
    }

    private final transient byte[] seed;
    private final transient byte[] expanded;
    private final transient byte[] encoding;
    private final transient PrivateKeyForm form;
    private final transient KeyGuard guard = new KeyGuard();
    private final transient PreparedKey prepared;
    private transient volatile PrivateKey traditional;
    private transient volatile Integer hash;

    /**
     * Takes ownership of the arrays; {@code seed} may be null, and {@code expanded} is for X-Wing;
     * {@code traditional} is a composite key's traditional half, else null.
     * Callers check them first (see {@link Keys}). {@code encoding} is the PKCS#8 encoding the key was decoded from, handed back
     * by {@link #getEncoded()}, or null: then the key is written in {@code form}, or in the form the
     * running JDK writes when {@code form} is null. {@code preHashOnly}: the encoding named the
     * set's pre-hash variant ({@link #preHashOnly()}).
     */
    PqcPrivateKey(ParameterSet set, byte[] seed, byte[] expanded, PrivateKey traditional, byte[] encoding,
            PrivateKeyForm form, boolean preHashOnly) {
        super(set, preHashOnly);
        this.seed = seed;
        this.expanded = expanded;
        this.traditional = traditional;
        this.encoding = encoding;
        this.form = form;
        this.prepared = new PreparedKey(new DecapsulationKey(set));
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

    /**
     * A composite key's traditional half, the JDK provider's key object, or null for every other
     * family. Call it inside {@link #use}.
     */
    public PrivateKey traditionalKey() {
        return traditional;
    }

    /**
     * The key as a RAW key spec gives it: the expanded key, the seed where that is the key
     * (X-Wing), the draft's private key (composite ML-DSA).
     */
    byte[] raw(byte[] seed, byte[] expandedKey) {
        return KeyFamilies.of(set.family).rawPrivateKey(seed, expandedKey);
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
            return withEncoding(byte[]::clone);
        } catch (InvalidKeyException destroyed) {
            throw new IllegalStateException(destroyed.getMessage(), destroyed);
        }
    }

    /** Runs {@code reader} on the key's PKCS#8 encoding, which it must not keep; a temporary one is wiped after. */
    private <T> T withEncoding(Function<byte[], T> reader) throws InvalidKeyException {
        return use((s, e) -> {
            if (encoding != null) {
                return reader.apply(encoding);
            }
            byte[] written = KeyCodec.encodePrivate(set, s, e, form != null ? form : JdkPrivateKeyForm.of(set.family));
            try {
                return reader.apply(written);
            } finally {
                Secrets.wipe(written);
            }
        });
    }

    /** Waits for the operations using the key, then wipes all of its material. */
    @Override
    public synchronized void destroy() {
        if (!guard.close()) {
            return;
        }
        Secrets.wipe(seed, expanded, encoding);
        prepared.wipe();
        traditional = null;
    }

    @Override
    public boolean isDestroyed() {
        return guard.isClosed();
    }

    /**
     * Equal to any PKCS#8 private key with the same encoding, compared in constant time: the JDK's
     * keys compare so, so that a key and the JDK's copy of it are equal both ways. A destroyed key
     * equals only itself. Another provider's array is read, never wiped.
     */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof PrivateKey) || !"PKCS#8".equalsIgnoreCase(((PrivateKey) other).getFormat())) {
            return false;
        }
        try {
            if (other instanceof PqcPrivateKey) {
                PqcPrivateKey that = (PqcPrivateKey) other;
                return withEncoding(mine -> {
                    try {
                        return that.withEncoding(theirs -> MessageDigest.isEqual(mine, theirs));
                    } catch (InvalidKeyException destroyed) {
                        return false;
                    }
                });
            }
            byte[] theirs = ((PrivateKey) other).getEncoded();
            return theirs != null && withEncoding(mine -> MessageDigest.isEqual(mine, theirs));
        } catch (InvalidKeyException | IllegalStateException destroyed) {
            return false;
        }
    }

    /**
     * The JDK's hash of a private key, {@code Arrays.hashCode} of its encoding, so that equal keys
     * of both providers hash alike; found once. A key destroyed before its hash was asked hashes by
     * its parameter set.
     */
    @Override
    public int hashCode() {
        Integer known = hash;
        if (known == null) {
            try {
                known = withEncoding(Arrays::hashCode);
            } catch (InvalidKeyException destroyed) {
                return set.jcaName.hashCode();
            }
            hash = known;
        }
        return known;
    }

    @Override
    public String toString() {
        return set + " private key";
    }

    /**
     * Serialized as the JDK's keys are, a {@link KeyRep} of the PKCS#8 encoding.
     *
     * @throws NotSerializableException once the key is destroyed
     */
    private Object writeReplace() throws ObjectStreamException {
        try {
            return withEncoding(encoded -> new KeyRep(KeyRep.Type.PRIVATE, getAlgorithm(), getFormat(), encoded));
        } catch (InvalidKeyException destroyed) {
            throw new NotSerializableException(destroyed.getMessage());
        }
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("keys are serialized as java.security.KeyRep");
    }

    /**
     * How the key is prepared for decapsulation. (A class, not a lambda: a cold JVM pays for a
     * lambda's bootstrap at its first key pair.)
     */
    private static final class DecapsulationKey implements PreparedKey.Preparation {
        private final ParameterSet set;

        DecapsulationKey(ParameterSet set) {
            this.set = set;
        }

        @Override
        public byte[] prepare(byte[] material) {
            return KeyFamilies.of(set.family).prepareDecapsulationKey(set, material);
        }
    }
}
