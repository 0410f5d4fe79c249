package dev.rustpqc;

import java.security.Key;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.function.Supplier;

/**
 * A key of "another provider": its algorithm, its format and its encoding are all the provider
 * sees. The encoding is whatever {@code encoding} gives on each {@code getEncoded()}: a fresh copy
 * ({@link #copies}), the very array the key holds (as many key classes hand out), or another key's.
 */
public abstract class ForeignKey implements Key {
    private static final long serialVersionUID = 1L;
    private final String algorithm;
    private final String format;
    private final transient Supplier<byte[]> encoding;

    ForeignKey(String algorithm, String format, Supplier<byte[]> encoding) {
        this.algorithm = algorithm;
        this.format = format;
        this.encoding = encoding;
    }

    /** Fresh copies of {@code encoded} as it is now. */
    public static Supplier<byte[]> copies(byte[] encoded) {
        byte[] kept = encoded.clone();
        return kept::clone;
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return format;
    }

    @Override
    public byte[] getEncoded() {
        return encoding.get();
    }

    /** A public key of another provider. */
    public static final class Public extends ForeignKey implements PublicKey {
        private static final long serialVersionUID = 1L;

        public Public(String algorithm, String format, Supplier<byte[]> encoding) {
            super(algorithm, format, encoding);
        }
    }

    /** A private key of another provider. */
    public static final class Private extends ForeignKey implements PrivateKey {
        private static final long serialVersionUID = 1L;

        public Private(String algorithm, String format, Supplier<byte[]> encoding) {
            super(algorithm, format, encoding);
        }
    }

    /** A key of another provider that is public and private at once, for either place. */
    public static final class Either extends ForeignKey implements PublicKey, PrivateKey {
        private static final long serialVersionUID = 1L;

        /** {@code key} as another provider's key, with {@code key}'s format and encoding. */
        public Either(Key key) {
            this(key, key.getFormat());
        }

        /** {@code key} as another provider's key of {@code format}, with {@code key}'s encoding. */
        public Either(Key key, String format) {
            super(key.getAlgorithm(), format, key::getEncoded);
        }

        public Either(Key key, String format, byte[] encoded) {
            super(key.getAlgorithm(), format, copies(encoded));
        }
    }
}
