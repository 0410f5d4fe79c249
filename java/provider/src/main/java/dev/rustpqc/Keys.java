package dev.rustpqc;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;

/**
 * Makes validated key objects, from raw bytes, from encodings, and from other providers' keys
 * (the JDK's, BouncyCastle's) through their X.509, PKCS#8 or RAW encodings.
 */
final class Keys {
    private Keys() {
    }

    /** A public key from its raw bytes, after the length and (ML-KEM) modulus checks. */
    static PqcPublicKey publicKey(ParameterSet set, byte[] key) throws InvalidKeyException {
        return publicKey(set, key, null);
    }

    /** As {@link #publicKey(ParameterSet, byte[])}, keeping {@code encoded} (X.509) when not null. */
    private static PqcPublicKey publicKey(ParameterSet set, byte[] key, byte[] encoded) throws InvalidKeyException {
        if (key.length != set.publicKeyLength) {
            throw new InvalidKeyException(String.format("Invalid %s public key: %d bytes, expected %d", set,
                    key.length, set.publicKeyLength));
        }
        if (set.family == Family.ML_KEM) {
            MlKemOperations.checkEncapsulationKey(set, key);
        }
        return new PqcPublicKey(set, key, encoded);
    }

    /**
     * A private key from its decoded parts. A seed is expanded natively; given with an expanded
     * key (the {@code both} form), the two must agree. An expanded key alone must pass the FIPS 203
     * hash check (ML-KEM) or the range check of its secret coefficients (ML-DSA). (An SLH-DSA key
     * has no cheap check: whether its PK.root is the one its seeds give costs a key generation, so
     * every signature is verified under that root instead.) A public key carried in the encoding
     * must belong to the private key. Takes ownership of the arrays in
     * {@code data} and of {@code encoding}, the PKCS#8 encoding they were decoded from (kept so that
     * the key hands back the same bytes), or null.
     */
    static PqcPrivateKey privateKey(KeyCodec.PrivateKeyData data, byte[] encoding) throws InvalidKeyException {
        ParameterSet set = data.set();
        byte[] expanded = data.expanded();
        byte[] derivedPublic = null;
        try {
            if (data.seed() != null) {
                KeyMaterial derived = KeyGeneration.expandSeed(set, data.seed());
                derivedPublic = derived.publicKey();
                if (expanded != null && !MessageDigest.isEqual(expanded, derived.privateKey())) {
                    Arrays.fill(derived.privateKey(), (byte) 0);
                    throw new InvalidKeyException("Invalid " + set
                            + " private key: the seed and the expanded key do not belong together");
                }
                if (expanded != null) {
                    Arrays.fill(derived.privateKey(), (byte) 0);
                } else {
                    expanded = derived.privateKey();
                }
            } else if (set.family == Family.ML_KEM) {
                MlKemOperations.checkDecapsulationKey(set, expanded);
            } else if (set.family == Family.ML_DSA) {
                MlDsaOperations.checkSigningKey(set, expanded);
            } else {
                // SLH-DSA: the private key ends with the public key.
                derivedPublic = Arrays.copyOfRange(expanded, set.privateKeyLength - set.publicKeyLength,
                        set.privateKeyLength);
            }
            if (derivedPublic == null && set.family == Family.ML_KEM) {
                int offset = set.publicKeyLength - 32;
                derivedPublic = Arrays.copyOfRange(expanded, offset, offset + set.publicKeyLength);
            }
            if (data.publicKey() != null && !belongsTogether(set, data.publicKey(), derivedPublic, expanded)) {
                throw new InvalidKeyException("Invalid " + set
                        + " private key: the public key in the encoding does not belong to it");
            }
            return new PqcPrivateKey(set, data.seed(), expanded, encoding,
                    encoding == null ? PrivateKeyForm.configured(set.family) : null);
        } catch (InvalidKeyException | RuntimeException e) {
            data.wipe();
            if (expanded != null) {
                Arrays.fill(expanded, (byte) 0);
            }
            if (encoding != null) {
                Arrays.fill(encoding, (byte) 0);
            }
            throw e;
        }
    }

    /**
     * Whether a public key carried in a PKCS#8 encoding belongs to the private key: equal to the
     * one derived from it (seed, or the copy inside an ML-KEM key), else (an expanded ML-DSA key)
     * with the same rho and tr = H(pk).
     */
    private static boolean belongsTogether(ParameterSet set, byte[] publicKey, byte[] derivedPublic, byte[] expanded) {
        return derivedPublic != null ? Arrays.equals(publicKey, derivedPublic)
                : MlDsaOperations.signingKeyMatches(set, publicKey, expanded);
    }

    /** A public key from its X.509 encoding, which it keeps (a copy) to hand back unchanged. */
    static PqcPublicKey fromX509(byte[] encoded) throws InvalidKeyException {
        KeyCodec.PublicKeyData data = KeyCodec.decodePublic(encoded);
        return publicKey(data.set(), data.key(), encoded.clone());
    }

    /** A private key from its PKCS#8 encoding, which it keeps (a copy) to hand back unchanged. */
    static PqcPrivateKey fromPkcs8(byte[] encoded) throws InvalidKeyException {
        return privateKey(KeyCodec.decodePrivate(encoded), encoded.clone());
    }

    /** Our public key for any ML-KEM / ML-DSA / SLH-DSA public key object. */
    static PqcPublicKey toPublicKey(Key key) throws InvalidKeyException {
        if (key instanceof PqcPublicKey) {
            return (PqcPublicKey) key;
        }
        requireKind(key, PublicKey.class, "public");
        String format = key.getFormat();
        byte[] encoded = encodingOf(key);
        if ("X.509".equalsIgnoreCase(format)) {
            return fromX509(encoded);
        }
        if ("RAW".equalsIgnoreCase(format)) {
            return publicKey(rawKeySet(key), encoded);
        }
        throw new InvalidKeyException("Unsupported public key format " + format + " of " + describe(key)
                + ": expected X.509 or RAW");
    }

    /** Our private key for any ML-KEM / ML-DSA / SLH-DSA private key object. */
    static PqcPrivateKey toPrivateKey(Key key) throws InvalidKeyException {
        if (key instanceof PqcPrivateKey) {
            return (PqcPrivateKey) key;
        }
        requireKind(key, PrivateKey.class, "private");
        String format = key.getFormat();
        byte[] encoded = encodingOf(key);
        try {
            if ("PKCS#8".equalsIgnoreCase(format)) {
                return fromPkcs8(encoded);
            }
            if ("RAW".equalsIgnoreCase(format)) {
                return rawPrivateKey(rawKeySet(key), encoded);
            }
        } finally {
            Arrays.fill(encoded, (byte) 0);
        }
        throw new InvalidKeyException("Unsupported private key format " + format + " of " + describe(key)
                + ": expected PKCS#8 or RAW");
    }

    /**
     * A private key from RAW bytes: a seed or an expanded key, told apart by length (SLH-DSA: the
     * key itself). Copies them.
     */
    static PqcPrivateKey rawPrivateKey(ParameterSet set, byte[] raw) throws InvalidKeyException {
        if (set.seedLength == 0 && raw.length != set.privateKeyLength) {
            throw new InvalidKeyException(String.format("Invalid RAW %s private key: %d bytes, expected %d", set,
                    raw.length, set.privateKeyLength));
        }
        if (raw.length == set.seedLength) {
            return privateKey(new KeyCodec.PrivateKeyData(set, raw.clone(), null, null), null);
        }
        if (raw.length == set.privateKeyLength) {
            return privateKey(new KeyCodec.PrivateKeyData(set, null, raw.clone(), null), null);
        }
        throw new InvalidKeyException(String.format("Invalid RAW %s private key: %d bytes, expected a"
                + " %d-byte seed or a %d-byte expanded key", set, raw.length, set.seedLength,
                set.privateKeyLength));
    }

    /**
     * Fails unless {@code set} may be used by a service of {@code family} that is fixed to
     * {@code fixed} (or to any set of the family when null). The message names both sets.
     */
    static void requireAllowed(ParameterSet set, Family family, ParameterSet fixed, String service)
            throws InvalidKeyException {
        String serviceName = (fixed != null ? fixed.jcaName : family.jcaName()) + " " + service;
        if (set.family != family) {
            throw new InvalidKeyException(set + " key cannot be used by the " + serviceName);
        }
        if (fixed != null && set != fixed) {
            throw new InvalidKeyException(set + " key given to the " + serviceName
                    + "; it needs an " + fixed + " key");
        }
    }

    /** Refuses a null key and a key of the other kind; {@code adjective}: "public", "X-Wing private". */
    static void requireKind(Key key, Class<? extends Key> kind, String adjective)
            throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("The " + adjective + " key is null");
        }
        if (!kind.isInstance(key)) {
            throw new InvalidKeyException("Not a " + kind.getSimpleName() + ": expected the " + adjective
                    + " key, got " + describe(key));
        }
    }

    /** The key's {@code getEncoded()}, refusing a key that has none (a destroyed key of another provider). */
    static byte[] encodingOf(Key key) throws InvalidKeyException {
        byte[] encoded;
        try {
            encoded = key.getEncoded();
        } catch (IllegalStateException e) {
            throw new InvalidKeyException(describe(key) + " cannot be encoded (destroyed?)", e);
        }
        if (encoded == null) {
            throw new InvalidKeyException(describe(key) + " has no encoding");
        }
        return encoded;
    }

    /** The set of a RAW key: from its parameters (JDK 22+ AsymmetricKey) or its algorithm name. */
    private static ParameterSet rawKeySet(Key key) throws InvalidKeyException {
        String name = KeyParameters.setName(key);
        ParameterSet set = ParameterSet.byName(name != null ? name : key.getAlgorithm());
        if (set == null) {
            throw new InvalidKeyException("Cannot tell the parameter set of the RAW key " + describe(key)
                    + ": neither its parameters nor its algorithm name one");
        }
        return set;
    }

    static String describe(Key key) {
        return key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }
}
