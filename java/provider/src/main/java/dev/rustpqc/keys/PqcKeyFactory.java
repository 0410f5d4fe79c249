package dev.rustpqc.keys;

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
import java.util.Arrays;

/**
 * {@code KeyFactory} for one family or one parameter set: X.509 and PKCS#8 (every private-key form
 * the family has) in and out, RAW encoded key specs as the JDK's factory reads and writes them, and
 * {@code translateKey} for keys of other providers.
 */
public final class PqcKeyFactory extends KeyFactorySpi {
    private final Family family;
    private final ParameterSet fixed;

    /** {@code fixed}: the one set the factory takes, or null for the whole family. */
    public PqcKeyFactory(Family family, ParameterSet fixed) {
        this.family = family;
        this.fixed = fixed;
    }

    @Override
    protected PublicKey engineGeneratePublic(KeySpec keySpec) throws InvalidKeySpecException {
        try {
            PqcPublicKey key;
            if (keySpec instanceof X509EncodedKeySpec) {
                key = Keys.fromX509(((X509EncodedKeySpec) keySpec).getEncoded(), family);
            } else if (isRaw(keySpec)) {
                key = Keys.publicKey(rawSet(), ((EncodedKeySpec) keySpec).getEncoded());
            } else {
                throw new InvalidKeySpecException(unsupported(keySpec, "X509EncodedKeySpec"));
            }
            allow(key.parameterSet());
            return key;
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        }
    }

    @Override
    protected PrivateKey engineGeneratePrivate(KeySpec keySpec) throws InvalidKeySpecException {
        if (!(keySpec instanceof PKCS8EncodedKeySpec) && !isRaw(keySpec)) {
            throw new InvalidKeySpecException(unsupported(keySpec, "PKCS8EncodedKeySpec"));
        }
        byte[] encoded = ((EncodedKeySpec) keySpec).getEncoded();
        try {
            PqcPrivateKey key;
            if (keySpec instanceof PKCS8EncodedKeySpec) {
                key = Keys.fromPkcs8(encoded, family);
            } else {
                key = Keys.rawPrivateKey(rawSet(), encoded);
            }
            try {
                allow(key.parameterSet());
            } catch (InvalidKeyException e) {
                key.destroy();
                throw e;
            }
            return key;
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        } finally {
            Arrays.fill(encoded, (byte) 0);
        }
    }

    @Override
    protected <T extends KeySpec> T engineGetKeySpec(Key key, Class<T> keySpec) throws InvalidKeySpecException {
        if (keySpec == null) {
            throw new InvalidKeySpecException("The key spec class is null");
        }
        Key ours;
        try {
            ours = engineTranslateKey(key);
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage(), e);
        }
        if (ours instanceof PqcPublicKey) {
            PqcPublicKey publicKey = (PqcPublicKey) ours;
            if (keySpec == X509EncodedKeySpec.class) {
                return keySpec.cast(new X509EncodedKeySpec(publicKey.getEncoded()));
            }
            if (keySpec.isAssignableFrom(RawKeySpec.class)) {
                return keySpec.cast(new RawKeySpec(publicKey.rawKey()));
            }
        } else {
            PqcPrivateKey privateKey = (PqcPrivateKey) ours;
            try {
                // A key spec keeps its own copy: wipe the one it was made from.
                if (keySpec == PKCS8EncodedKeySpec.class) {
                    privateKey.requireUsable();
                    byte[] encoded = privateKey.getEncoded();
                    try {
                        return keySpec.cast(new PKCS8EncodedKeySpec(encoded));
                    } finally {
                        Secrets.wipe(encoded);
                    }
                }
                if (keySpec.isAssignableFrom(RawKeySpec.class)) {
                    return keySpec.cast(privateKey.use((seed, expanded) -> new RawKeySpec(privateKey.raw(seed, expanded))));
                }
            } catch (InvalidKeyException | IllegalStateException destroyed) {
                throw new InvalidKeySpecException(destroyed.getMessage(), destroyed);
            }
        }
        throw new InvalidKeySpecException("Unsupported key spec " + keySpec.getName() + " for " + ours
                + ": use " + (ours instanceof PqcPublicKey ? "X509EncodedKeySpec" : "PKCS8EncodedKeySpec")
                + " or EncodedKeySpec (RAW)");
    }

    @Override
    protected Key engineTranslateKey(Key key) throws InvalidKeyException {
        if (key instanceof PublicKey) {
            PqcPublicKey ours = Keys.toPublicKey(key, family, fixed);
            allow(ours.parameterSet());
            return ours;
        }
        PqcPrivateKey ours = Keys.toPrivateKey(key, family, fixed);
        allow(ours.parameterSet());
        return ours;
    }

    private void allow(ParameterSet set) throws InvalidKeyException {
        Keys.requireAllowed(set, family, fixed, "KeyFactory");
    }

    private static boolean isRaw(KeySpec keySpec) {
        return keySpec instanceof EncodedKeySpec && "RAW".equalsIgnoreCase(((EncodedKeySpec) keySpec).getFormat());
    }

    /** RAW bytes carry no parameter set: only a factory fixed to one set can read them. */
    private ParameterSet rawSet() throws InvalidKeyException {
        if (fixed == null) {
            throw new InvalidKeyException("A RAW key needs a KeyFactory for one parameter set (e.g. "
                    + ParameterSet.defaultOf(family) + "), not " + family.jcaName());
        }
        return fixed;
    }

    private String unsupported(KeySpec keySpec, String expected) {
        return "Unsupported key spec " + (keySpec == null ? "null" : keySpec.getClass().getName()) + " for "
                + (fixed != null ? fixed.jcaName : family.jcaName()) + ": use " + expected
                + " or EncodedKeySpec with format RAW";
    }

    /** The RAW encoded key spec this factory writes, as the JDK's does (its constructor copies the key). */
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
