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
        Keys.requireKind(key, PublicKey.class, "X-Wing public");
        byte[] encoded = Keys.encodingOf(key);
        String format = key.getFormat();
        if ("X.509".equalsIgnoreCase(format)) {
            return fromX509(encoded);
        }
        if ("RAW".equalsIgnoreCase(format) && namesXWing(key)) {
            return publicKey(encoded);
        }
        throw new InvalidKeyException("Unsupported X-Wing public key " + Keys.describe(key)
                + ": expected an X.509 encoding, or RAW bytes of an X-Wing key");
    }

    /** Our private key for any X-Wing private key object. */
    static XWingPrivateKey toPrivateKey(Key key) throws InvalidKeyException {
        if (key instanceof XWingPrivateKey) {
            ((XWingPrivateKey) key).requireUsable();
            return (XWingPrivateKey) key;
        }
        Keys.requireKind(key, PrivateKey.class, "X-Wing private");
        byte[] encoded = Keys.encodingOf(key);
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
        throw new InvalidKeyException("Unsupported X-Wing private key " + Keys.describe(key)
                + ": expected a PKCS#8 encoding, or the RAW seed of an X-Wing key");
    }

    private static boolean namesXWing(Key key) {
        return XWingServices.isName(key.getAlgorithm());
    }
}
