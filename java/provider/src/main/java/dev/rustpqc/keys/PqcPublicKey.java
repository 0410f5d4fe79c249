package dev.rustpqc.keys;

import dev.rustpqc.binding.NativeShake;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.security.KeyRep;
import java.security.PublicKey;
import java.util.Arrays;

/**
 * A public key of any family: an ML-KEM or X-Wing encapsulation key, an ML-DSA, SLH-DSA or
 * composite ML-DSA verification key. Like the JDK's keys it reports the family as its algorithm
 * ({@code ML-KEM}; X-Wing's report BouncyCastle's {@code X-WING}, composite ML-DSA's their set, as
 * BouncyCastle's do), {@code X.509} as its format and the parameter set through
 * {@link #getParams()}. Keys are checked when made (length; the FIPS 203 modulus check for ML-KEM
 * and X-Wing's ML-KEM part; a composite key's traditional half by the JDK's provider, an EC point on
 * its curve), so every instance is usable.
 */
public final class PqcPublicKey extends PqcKey implements PublicKey {
    private static final long serialVersionUID = 1L;
    /** Whether the running JDK's X.509 keys hash as JDK 17 and 21 do (see {@link #hashCode()}). */
    private static final boolean LEGACY_X509_HASH = Runtime.version().feature() < 22;

    private final transient byte[] key;
    private transient volatile byte[] encoded;
    private transient volatile byte[] prepared;
    private transient volatile byte[] tr;
    private transient volatile CompositePublicParts compositeParts;

    /**
     * Takes ownership of {@code key}; callers validate it first (see {@link Keys}). The X.509
     * encoding is written on first request: a server that makes a key pair per handshake never
     * asks for it, and it would double the bytes each key generation allocates.
     */
    PqcPublicKey(ParameterSet set, byte[] key) {
        this(set, key, null, false);
    }

    /**
     * Takes ownership of {@code key} and of {@code encoded}, the X.509 encoding it was decoded
     * from, which the key hands back unchanged (as the JDK's keys do); null to write it on demand.
     * {@code preHashOnly}: that encoding named the set's pre-hash variant ({@link #preHashOnly()}).
     */
    PqcPublicKey(ParameterSet set, byte[] key, byte[] encoded, boolean preHashOnly) {
        super(set, preHashOnly);
        this.key = key;
        this.encoded = encoded;
    }

    /** The raw key, not a copy: for native calls only. */
    public byte[] rawKey() {
        return key;
    }

    /** The key parsed once for encapsulation (ML-KEM), made on first use. */
    public byte[] preparedForEncapsulation() {
        byte[] parsed = prepared;
        if (parsed == null) {
            parsed = MlKemKeys.prepareEncapsulationKey(set, key);
            prepared = parsed;
        }
        return parsed;
    }

    /** ML-DSA's tr = H(pk) (SHAKE256, 64 bytes), where a verifier's mu starts; made on first use. */
    public byte[] tr() {
        byte[] hash = tr;
        if (hash == null) {
            hash = NativeShake.shake256().absorb(key).finish(64);
            tr = hash;
        }
        return hash;
    }

    /** A composite ML-DSA key's two halves, made on first use (the key was checked when made). */
    public CompositePublicParts compositeParts() {
        CompositePublicParts parts = compositeParts;
        if (parts == null) {
            try {
                parts = CompositeKeys.parts(set, key);
            } catch (java.security.InvalidKeyException e) {
                throw new IllegalStateException(set + " public key was checked when it was made", e);
            }
            compositeParts = parts;
        }
        return parts;
    }

    @Override
    public String getFormat() {
        return "X.509";
    }

    @Override
    public byte[] getEncoded() {
        return encoding().clone();
    }

    private byte[] encoding() {
        byte[] written = encoded;
        if (written == null) {
            written = KeyCodec.encodePublic(set, key);
            encoded = written;
        }
        return written;
    }

    /**
     * Equal to any X.509 public key with the same encoding: the JDK's keys compare so, so that a key
     * and the JDK's copy of it are equal both ways.
     */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other instanceof PqcPublicKey) {
            return Arrays.equals(encoding(), ((PqcPublicKey) other).encoding());
        }
        return other instanceof PublicKey && "X.509".equalsIgnoreCase(((PublicKey) other).getFormat())
                && Arrays.equals(encoding(), ((PublicKey) other).getEncoded());
    }

    /**
     * The hash of the X.509 encoding that the running JDK's own X.509 keys give, so that our key and
     * the JDK's copy of it, which are equal, share a {@code HashMap} slot: {@code Arrays.hashCode}
     * from JDK 22 (JDK-8311170, as BouncyCastle's keys hash too), and before it the length plus 37
     * times each byte, which JDK 17 and 21 keep in every update (their own ML-KEM and ML-DSA keys
     * included).
     */
    @Override
    public int hashCode() {
        byte[] encoding = encoding();
        if (!LEGACY_X509_HASH) {
            return Arrays.hashCode(encoding);
        }
        int hash = encoding.length;
        for (byte b : encoding) {
            hash += (b & 0xFF) * 37;
        }
        return hash;
    }

    @Override
    public String toString() {
        return set + " public key";
    }

    private Object writeReplace() throws ObjectStreamException {
        return new KeyRep(KeyRep.Type.PUBLIC, getAlgorithm(), getFormat(), getEncoded());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("keys are serialized as java.security.KeyRep");
    }
}
