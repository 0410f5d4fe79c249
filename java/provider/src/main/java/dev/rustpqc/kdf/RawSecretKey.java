package dev.rustpqc.kdf;

import java.io.NotSerializableException;
import java.io.ObjectStreamException;
import javax.crypto.SecretKey;

/**
 * A RAW secret key over an array its owner wipes: what the JDK's ciphers and HMACs are
 * initialized with, so that the key bytes we derive live only where we can wipe them (the JDK
 * copies them into its own state). Never serialized.
 */
public final class RawSecretKey implements SecretKey {
    private static final long serialVersionUID = 1L;

    private final transient byte[] key;
    private final String algorithm;

    /** A view of {@code key}, which the caller keeps and wipes. */
    public RawSecretKey(byte[] key, String algorithm) {
        this.key = key;
        this.algorithm = algorithm;
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return "RAW";
    }

    @Override
    public byte[] getEncoded() {
        return key.clone();
    }

    private Object writeReplace() throws ObjectStreamException {
        throw new NotSerializableException("a derived key is not serializable");
    }
}
