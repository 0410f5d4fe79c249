package dev.rustpqc.keys;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * Makes checked key objects of every family, from raw bytes, from encodings, and from other
 * providers' keys (the JDK's, BouncyCastle's) through their X.509, PKCS#8 or RAW encodings. What a
 * family checks is its {@link KeyFamily}'s.
 */
public final class Keys {
    private Keys() {
    }

    /** A public key from its raw bytes, after the length check and its family's check. */
    static PqcPublicKey publicKey(ParameterSet set, byte[] key) throws InvalidKeyException {
        return publicKey(set, key, null, false);
    }

    /**
     * As {@link #publicKey(ParameterSet, byte[])}, keeping {@code encoded} (X.509) when not null,
     * which named the set's pre-hash variant when {@code preHashOnly}.
     */
    private static PqcPublicKey publicKey(ParameterSet set, byte[] key, byte[] encoded, boolean preHashOnly)
            throws InvalidKeyException {
        KeyFamily family = KeyFamilies.of(set.family);
        family.checkPublicKeyLength(set, key);
        family.checkPublicKey(set, key);
        return new PqcPublicKey(set, key, encoded, preHashOnly);
    }

    /**
     * A private key from its decoded parts, once its family has checked them. Takes ownership of
     * the arrays in {@code data} and of {@code encoding}, the PKCS#8 encoding they were decoded
     * from (kept so that the key hands back the same bytes), or null.
     */
    static PqcPrivateKey privateKey(PrivateKeyData data, byte[] encoding) throws InvalidKeyException {
        ParameterSet set = data.set();
        KeyMaterial material;
        try {
            material = KeyFamilies.of(set.family).privateKey(data);
        } catch (InvalidKeyException | RuntimeException e) {
            Secrets.wipe(encoding);
            throw e;
        }
        return new PqcPrivateKey(set, material.seed(), material.privateKey(), material.traditional(), encoding,
                encoding == null ? PrivateKeyForm.configured(set.family) : null, data.preHashOnly());
    }

    /** A public key of {@code family} from its X.509 encoding, which it keeps (a copy) to hand back unchanged. */
    static PqcPublicKey fromX509(byte[] encoded, Family family) throws InvalidKeyException {
        KeyCodec.PublicKeyData data = KeyCodec.decodePublic(encoded, family);
        return publicKey(data.set(), data.key(), encoded.clone(), data.preHashOnly());
    }

    /**
     * A private key of {@code family} from its PKCS#8 encoding, which it keeps (a copy) to hand back
     * unchanged, unless it is one of the drafts' forms: such a key is written in a final form.
     */
    static PqcPrivateKey fromPkcs8(byte[] encoded, Family family) throws InvalidKeyException {
        PrivateKeyData data = KeyCodec.decodePrivate(encoded, family);
        return privateKey(data, data.legacyForm() ? null : encoded.clone());
    }

    /**
     * Our public key for any public key object of {@code family}; a RAW key named by the family
     * alone is of {@code fixed}, the set the caller's service is for (or refused when null).
     */
    public static PqcPublicKey toPublicKey(Key key, Family family, ParameterSet fixed) throws InvalidKeyException {
        if (key instanceof PqcPublicKey) {
            return (PqcPublicKey) key;
        }
        requireKind(key, PublicKey.class, family + " public");
        return byFormat(key, "public", "X.509", encoded -> fromX509(encoded, family),
                encoded -> publicKey(rawKeySet(key, family, fixed), encoded));
    }

    /**
     * Our private key for any usable private key object of {@code family}; a RAW key named by the
     * family alone is of {@code fixed}, as in {@link #toPublicKey}. Another provider's key is read
     * through its encoding, whose array is left as it was: it may be the key's own.
     *
     * @throws InvalidKeyException also for one of our keys that has been destroyed
     */
    public static PqcPrivateKey toPrivateKey(Key key, Family family, ParameterSet fixed) throws InvalidKeyException {
        if (key instanceof PqcPrivateKey) {
            PqcPrivateKey ours = (PqcPrivateKey) key;
            ours.requireUsable();
            return ours;
        }
        requireKind(key, PrivateKey.class, family + " private");
        return byFormat(key, "private", "PKCS#8", encoded -> fromPkcs8(encoded, family),
                encoded -> rawPrivateKey(rawKeySet(key, family, fixed), encoded));
    }

    /** Reads our key from an encoding. */
    private interface Decoder<K> {
        K decode(byte[] encoded) throws InvalidKeyException;
    }

    /**
     * Our key for another provider's {@code kind} ("public", "private") key, read through its
     * encoding: {@code standard} (X.509 or PKCS#8) or RAW.
     */
    private static <K> K byFormat(Key key, String kind, String standard, Decoder<K> fromStandard, Decoder<K> fromRaw)
            throws InvalidKeyException {
        String format = key.getFormat();
        byte[] encoded = encodingOf(key);
        if (standard.equalsIgnoreCase(format)) {
            return fromStandard.decode(encoded);
        }
        if ("RAW".equalsIgnoreCase(format)) {
            return fromRaw.decode(encoded);
        }
        throw new InvalidKeyException("Unsupported " + kind + " key format " + format + " of " + describe(key)
                + ": expected " + standard + " or RAW");
    }

    /** A private key from RAW bytes, as its family reads them. Copies them. */
    static PqcPrivateKey rawPrivateKey(ParameterSet set, byte[] raw) throws InvalidKeyException {
        return privateKey(KeyFamilies.of(set.family).rawPrivateKey(set, raw), null);
    }

    /**
     * Fails unless {@code set} may be used by a service of {@code family} that is fixed to
     * {@code fixed} (or to any set of the family when null). The message names both sets.
     */
    public static void requireAllowed(ParameterSet set, Family family, ParameterSet fixed, String service)
            throws InvalidKeyException {
        String serviceName = (fixed != null ? fixed.jcaName : family.jcaName()) + " " + service;
        if (set.family != family) {
            throw new InvalidKeyException(set + " key cannot be used by the " + serviceName + ": it is not " + family);
        }
        if (fixed != null && set != fixed) {
            throw new InvalidKeyException(set + " key given to the " + serviceName
                    + "; it needs an " + fixed + " key");
        }
    }

    /** Refuses a null key and a key of the other kind; {@code adjective}: "ML-KEM public". */
    private static void requireKind(Key key, Class<? extends Key> kind, String adjective) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("The " + adjective + " key is null");
        }
        if (!kind.isInstance(key)) {
            throw new InvalidKeyException("Not a " + kind.getSimpleName() + ": expected the " + adjective
                    + " key, got " + describe(key));
        }
    }

    /** The key's {@code getEncoded()}, refusing a key that has none (a destroyed key of another provider). */
    private static byte[] encodingOf(Key key) throws InvalidKeyException {
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

    /**
     * The set of a RAW key of {@code family}: from its parameters (JDK 22+ AsymmetricKey) or its
     * algorithm name; a key named by the family alone (as the JDK 17 and 21 KeyFactories of other
     * providers name them) is of {@code fixed}, when the caller's service is for one set.
     */
    private static ParameterSet rawKeySet(Key key, Family family, ParameterSet fixed) throws InvalidKeyException {
        String name = KeyParameters.setName(key);
        if (name == null) {
            name = key.getAlgorithm();
        }
        ParameterSet set = ParameterSet.byName(name);
        if (set == null && fixed != null && family.jcaName().equalsIgnoreCase(name)) {
            set = fixed;
        }
        if (set == null) {
            throw new InvalidKeyException("Cannot tell the parameter set of the RAW key " + describe(key)
                    + ": neither its parameters nor its algorithm name one of " + family);
        }
        return set;
    }

    static String describe(Key key) {
        return key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }
}
