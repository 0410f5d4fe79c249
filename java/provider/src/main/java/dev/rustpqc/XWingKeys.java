package dev.rustpqc;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * Makes checked X-Wing key objects from raw bytes, from encodings, and from other providers' keys
 * (BouncyCastle's) through their X.509, PKCS#8 or RAW encodings.
 */
final class XWingKeys {
    private XWingKeys() {
    }

    /** A public key from its raw bytes, after the length and modulus checks. */
    static XWingPublicKey publicKey(byte[] key) throws InvalidKeyException {
        if (key.length != XWingOperations.PUBLIC_KEY_LENGTH) {
            throw new InvalidKeyException(String.format("Invalid X-Wing public key: %d bytes, expected %d",
                    key.length, XWingOperations.PUBLIC_KEY_LENGTH));
        }
        XWingOperations.checkPublicKey(key);
        return new XWingPublicKey(key);
    }

    /** A private key from its raw seed (copied). Every 32 bytes are a seed. */
    static XWingPrivateKey privateKey(byte[] seed) throws InvalidKeyException {
        if (seed.length != XWingOperations.SEED_LENGTH) {
            throw new InvalidKeyException(String.format("Invalid X-Wing private key: %d bytes, expected the"
                    + " %d-byte seed", seed.length, XWingOperations.SEED_LENGTH));
        }
        return new XWingPrivateKey(seed.clone(), null);
    }

    static XWingPublicKey fromX509(byte[] encoded) throws InvalidKeyException {
        return publicKey(XWingCodec.decodePublic(encoded));
    }

    /** A private key from its PKCS#8 encoding, which it keeps (a copy) to hand back unchanged. */
    static XWingPrivateKey fromPkcs8(byte[] encoded) throws InvalidKeyException {
        return new XWingPrivateKey(XWingCodec.decodePrivate(encoded), encoded.clone());
    }

    /** Our public key for any X-Wing public key object. */
    static XWingPublicKey toPublicKey(Key key) throws InvalidKeyException {
        if (key instanceof XWingPublicKey) {
            return (XWingPublicKey) key;
        }
        requireKind(key, PublicKey.class, "public");
        byte[] encoded = encodingOf(key);
        String format = key.getFormat();
        if ("X.509".equalsIgnoreCase(format)) {
            return fromX509(encoded);
        }
        if ("RAW".equalsIgnoreCase(format) && namesXWing(key)) {
            return publicKey(encoded);
        }
        throw new InvalidKeyException("Unsupported X-Wing public key " + describe(key)
                + ": expected an X.509 encoding, or RAW bytes of an X-Wing key");
    }

    /** Our private key for any X-Wing private key object. */
    static XWingPrivateKey toPrivateKey(Key key) throws InvalidKeyException {
        if (key instanceof XWingPrivateKey) {
            ((XWingPrivateKey) key).requireUsable();
            return (XWingPrivateKey) key;
        }
        requireKind(key, PrivateKey.class, "private");
        byte[] encoded = encodingOf(key);
        try {
            String format = key.getFormat();
            if ("PKCS#8".equalsIgnoreCase(format)) {
                return fromPkcs8(encoded);
            }
            if ("RAW".equalsIgnoreCase(format) && namesXWing(key)) {
                return privateKey(encoded);
            }
        } finally {
            KeyCodec.wipe(encoded);
        }
        throw new InvalidKeyException("Unsupported X-Wing private key " + describe(key)
                + ": expected a PKCS#8 encoding, or the RAW seed of an X-Wing key");
    }

    private static boolean namesXWing(Key key) {
        return XWingServices.isName(key.getAlgorithm());
    }

    private static void requireKind(Key key, Class<? extends Key> kind, String adjective)
            throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("The " + adjective + " key is null");
        }
        if (!kind.isInstance(key)) {
            throw new InvalidKeyException("Expected an X-Wing " + adjective + " key, got " + describe(key));
        }
    }

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

    private static String describe(Key key) {
        return key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }
}
