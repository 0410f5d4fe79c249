package dev.rustpqc;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactorySpi;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;

/**
 * {@code KeyFactory} for X-Wing: X.509 and PKCS#8 (the draft's encodings) in and out, RAW encoded
 * key specs (the 1216-byte public key, the 32-byte seed), and {@code translateKey} for keys of
 * other providers.
 */
final class XWingKeyFactory extends KeyFactorySpi {
    @Override
    protected PublicKey engineGeneratePublic(KeySpec keySpec) throws InvalidKeySpecException {
        try {
            if (keySpec instanceof X509EncodedKeySpec) {
                return XWingKeys.fromX509(((X509EncodedKeySpec) keySpec).getEncoded());
            }
            if (isRaw(keySpec)) {
                return XWingKeys.publicKey(((EncodedKeySpec) keySpec).getEncoded());
            }
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        }
        throw new InvalidKeySpecException(unsupported(keySpec, "X509EncodedKeySpec"));
    }

    @Override
    protected PrivateKey engineGeneratePrivate(KeySpec keySpec) throws InvalidKeySpecException {
        if (!(keySpec instanceof PKCS8EncodedKeySpec) && !isRaw(keySpec)) {
            throw new InvalidKeySpecException(unsupported(keySpec, "PKCS8EncodedKeySpec"));
        }
        byte[] encoded = ((EncodedKeySpec) keySpec).getEncoded();
        try {
            return keySpec instanceof PKCS8EncodedKeySpec ? XWingKeys.fromPkcs8(encoded)
                    : XWingKeys.privateKey(encoded);
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        } finally {
            KeyCodec.wipe(encoded);
        }
    }

    @Override
    protected <T extends KeySpec> T engineGetKeySpec(Key key, Class<T> keySpec) throws InvalidKeySpecException {
        if (keySpec == null) {
            throw new InvalidKeySpecException("The key spec class is null");
        }
        try {
            Key ours = engineTranslateKey(key);
            if (ours instanceof XWingPublicKey) {
                XWingPublicKey publicKey = (XWingPublicKey) ours;
                if (keySpec == X509EncodedKeySpec.class) {
                    return keySpec.cast(new X509EncodedKeySpec(publicKey.getEncoded()));
                }
                if (keySpec.isAssignableFrom(RawKeySpec.class)) {
                    return keySpec.cast(new RawKeySpec(publicKey.rawKey()));
                }
            } else {
                XWingPrivateKey privateKey = (XWingPrivateKey) ours;
                // A key spec keeps its own copy: wipe the one it was made from.
                if (keySpec == PKCS8EncodedKeySpec.class) {
                    byte[] encoded = privateKey.getEncoded();
                    try {
                        return keySpec.cast(new PKCS8EncodedKeySpec(encoded));
                    } finally {
                        KeyCodec.wipe(encoded);
                    }
                }
                if (keySpec.isAssignableFrom(RawKeySpec.class)) {
                    return keySpec.cast(privateKey.use(seed -> new RawKeySpec(seed)));
                }
            }
            throw new InvalidKeySpecException("Unsupported key spec " + keySpec.getName() + " for " + ours
                    + ": use " + (ours instanceof XWingPublicKey ? "X509EncodedKeySpec" : "PKCS8EncodedKeySpec")
                    + " or EncodedKeySpec (RAW)");
        } catch (InvalidKeyException | IllegalStateException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        }
    }

    @Override
    protected Key engineTranslateKey(Key key) throws InvalidKeyException {
        return key instanceof PublicKey ? XWingKeys.toPublicKey(key) : XWingKeys.toPrivateKey(key);
    }

    private static boolean isRaw(KeySpec keySpec) {
        return keySpec instanceof EncodedKeySpec && "RAW".equalsIgnoreCase(((EncodedKeySpec) keySpec).getFormat());
    }

    private static String unsupported(KeySpec keySpec, String expected) {
        return "Unsupported key spec " + (keySpec == null ? "null" : keySpec.getClass().getName())
                + " for X-Wing: use " + expected + " or EncodedKeySpec with format RAW";
    }

    /** The RAW encoded key spec this factory writes. */
    private static final class RawKeySpec extends EncodedKeySpec {
        RawKeySpec(byte[] key) {
            super(key);
        }

        @Override
        public String getFormat() {
            return "RAW";
        }
    }
}
