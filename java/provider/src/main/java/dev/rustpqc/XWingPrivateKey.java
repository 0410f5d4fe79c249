package dev.rustpqc;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.InvalidKeyException;
import java.security.KeyRep;
import java.security.MessageDigest;
import java.security.PrivateKey;

/**
 * An X-Wing private key: the 32-byte seed, the key every X-Wing implementation exchanges (the
 * expanded form never leaves native calls and this object, as the draft requires). Its algorithm
 * is {@code X-WING} and its encoding PKCS#8, as BouncyCastle's X-Wing keys report.
 *
 * <p>Every read of the seed goes through {@link #use}, guarded as {@link PqcPrivateKey} is:
 * {@link #destroy()} waits for running operations, then wipes the seed, the expanded key and the
 * encoding the key was read from.
 */
final class XWingPrivateKey implements PrivateKey {
    private static final long serialVersionUID = 1L;

    /** What an operation does with the seed; it must not keep the array. */
    @FunctionalInterface
    interface Use<T, E extends Exception> {
        T apply(byte[] seed) throws E;
    }

    private final transient byte[] seed;
    private final transient byte[] encoding;
    private final transient KeyGuard guard = new KeyGuard();
    private final transient PreparedKey prepared = new PreparedKey(XWingOperations::prepareDecapsulationKey);

    /**
     * Takes ownership of {@code seed} and of {@code encoding}, the PKCS#8 bytes the key was decoded
     * from (handed back by {@link #getEncoded()}), or null.
     */
    XWingPrivateKey(byte[] seed, byte[] encoding) {
        this.seed = seed;
        this.encoding = encoding;
    }

    /**
     * Runs {@code operation} on the seed, which {@link #destroy()} cannot wipe meanwhile.
     *
     * @throws InvalidKeyException if the key is destroyed
     */
    <T, E extends Exception> T use(Use<T, E> operation) throws InvalidKeyException, E {
        if (!guard.enter()) {
            throw destroyedKey();
        }
        try {
            return operation.apply(seed);
        } finally {
            guard.exit();
        }
    }

    /** Fails unless the key can still be used. */
    void requireUsable() throws InvalidKeyException {
        if (guard.isClosed()) {
            throw destroyedKey();
        }
    }

    private static InvalidKeyException destroyedKey() {
        return new InvalidKeyException("X-Wing private key has been destroyed");
    }

    /**
     * The seed expanded once for decapsulation, or null on the key's first use ({@link PreparedKey}).
     * Call it inside {@link #use} with the seed it gave.
     */
    byte[] preparedForDecapsulation(byte[] seedInUse) {
        return prepared.get(seedInUse);
    }

    @Override
    public String getAlgorithm() {
        return XWingServices.KEY_ALGORITHM;
    }

    @Override
    public String getFormat() {
        return "PKCS#8";
    }

    /**
     * The PKCS#8 encoding (54 bytes): the bytes the key was decoded from, or the draft's encoding.
     *
     * @throws IllegalStateException once the key is destroyed
     */
    @Override
    public byte[] getEncoded() {
        try {
            return use(s -> encoding != null ? encoding.clone() : XWingCodec.encodePrivate(s));
        } catch (InvalidKeyException destroyed) {
            throw new IllegalStateException(destroyed.getMessage(), destroyed);
        }
    }

    /** Waits for the operations using the key, then wipes all of its material. */
    @Override
    public synchronized void destroy() {
        if (!guard.close()) {
            return;
        }
        KeyCodec.wipe(seed, encoding);
        prepared.wipe();
    }

    @Override
    public boolean isDestroyed() {
        return guard.isClosed();
    }

    /** Equal to another of our X-Wing private keys with the same seed (compared in constant time). */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof XWingPrivateKey)) {
            return false;
        }
        XWingPrivateKey that = (XWingPrivateKey) other;
        try {
            return use(mine -> that.use(theirs -> MessageDigest.isEqual(mine, theirs)));
        } catch (InvalidKeyException destroyed) {
            return false;
        }
    }

    /** The same for every X-Wing private key, so that it reveals nothing of the key. */
    @Override
    public int hashCode() {
        return XWingServices.KEY_ALGORITHM.hashCode();
    }

    @Override
    public String toString() {
        return "X-Wing private key";
    }

    private Object writeReplace() throws ObjectStreamException {
        return new KeyRep(KeyRep.Type.PRIVATE, getAlgorithm(), getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("keys are serialized as java.security.KeyRep");
    }
}
