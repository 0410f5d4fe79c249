package dev.rustpqc;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.KeyRep;
import java.security.PublicKey;
import java.util.Arrays;

/**
 * An X-Wing public key: 1216 bytes, the ML-KEM-768 key then the X25519 key. Its algorithm is
 * {@code X-WING} and its encoding X.509 (1240 bytes), as BouncyCastle's X-Wing keys report. Keys
 * are checked when made (length; the FIPS 203 modulus check of the ML-KEM part), so every instance
 * can be encapsulated to.
 */
final class XWingPublicKey implements PublicKey {
    private static final long serialVersionUID = 1L;

    private final transient byte[] key;
    private final transient byte[] encoded;

    /** Takes ownership of {@code key}; callers check it first (see {@link XWingKeys}). */
    XWingPublicKey(byte[] key) {
        this.key = key;
        this.encoded = XWingCodec.encodePublic(key);
    }

    /** The raw key, not a copy: for native calls only. */
    byte[] rawKey() {
        return key;
    }

    @Override
    public String getAlgorithm() {
        return XWingServices.KEY_ALGORITHM;
    }

    @Override
    public String getFormat() {
        return "X.509";
    }

    @Override
    public byte[] getEncoded() {
        return encoded.clone();
    }

    /** Equal to any X.509 public key with the same encoding (BouncyCastle's X-Wing keys too). */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other instanceof XWingPublicKey) {
            return Arrays.equals(key, ((XWingPublicKey) other).key);
        }
        return other instanceof PublicKey && "X.509".equalsIgnoreCase(((PublicKey) other).getFormat())
                && Arrays.equals(encoded, ((PublicKey) other).getEncoded());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoded);
    }

    @Override
    public String toString() {
        return "X-Wing public key";
    }

    private Object writeReplace() throws ObjectStreamException {
        return new KeyRep(KeyRep.Type.PUBLIC, getAlgorithm(), getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("keys are serialized as java.security.KeyRep");
    }
}
