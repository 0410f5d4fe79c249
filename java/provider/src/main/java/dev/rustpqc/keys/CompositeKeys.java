package dev.rustpqc.keys;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Arrays;

/**
 * Composite ML-DSA's keys (draft-ietf-lamps-pq-composite-sigs, section 5): the public key is the
 * ML-DSA public key and then the traditional one, the private key the 32-byte ML-DSA seed and then
 * the traditional private key, each in the draft's encoding ({@link Traditional}); in X.509 and
 * PKCS#8 these bytes are the BIT STRING and the OCTET STRING as they are, under the set's OID with
 * absent parameters. The ML-DSA half is made and expanded natively, the traditional half by the
 * JDK's own provider, whose key object the private key keeps.
 */
final class CompositeKeys implements KeyFamily {
    /** The ML-DSA seed, first in every composite private key. */
    private static final int SEED_LENGTH = 32;

    /** The draft's private key, which the key holds as its seed. */
    @Override
    public byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        return seed.clone();
    }

    @Override
    public PrivateKeyData decodePrivate(ParameterSet set, byte[] contents, byte[] publicKey)
            throws InvalidKeyException {
        return rawPrivateKey(set, contents, publicKey);
    }

    @Override
    public PrivateKeyData rawPrivateKey(ParameterSet set, byte[] raw) throws InvalidKeyException {
        return rawPrivateKey(set, raw, null);
    }

    private static PrivateKeyData rawPrivateKey(ParameterSet set, byte[] raw, byte[] publicKey)
            throws InvalidKeyException {
        if (raw.length <= SEED_LENGTH) {
            throw new InvalidKeyException(String.format("Invalid %s private key: %d bytes, expected the %d-byte"
                    + " ML-DSA seed and then the %s private key", set, raw.length, SEED_LENGTH,
                    set.traditional.description()));
        }
        return new PrivateKeyData(set, raw.clone(), null, publicKey);
    }

    @Override
    public byte[] rawPrivateKey(byte[] seed, byte[] expanded) {
        return seed;
    }

    /**
     * JDK 17 and 21 write absent parameters as NULL for algorithms they do not know, and a
     * composite certificate's key reaches us through them so.
     */
    @Override
    public boolean acceptsNullParameters() {
        return true;
    }

    @Override
    public KeyMaterial generate(ParameterSet set) {
        KeyMaterial mlDsa = mlDsa().generate(set.mlDsa);
        byte[] traditionalPrivate = null;
        try {
            KeyPair traditional = set.traditional.generate();
            traditionalPrivate = set.traditional.encodePrivate(traditional.getPrivate());
            return new KeyMaterial(concatenate(mlDsa.seed(), traditionalPrivate),
                    concatenate(mlDsa.publicKey(), set.traditional.encodePublic(traditional.getPublic())),
                    mlDsa.privateKey(), traditional.getPrivate());
        } catch (RuntimeException e) {
            Secrets.wipe(mlDsa.privateKey());
            throw e;
        } finally {
            Secrets.wipe(mlDsa.seed(), traditionalPrivate);
        }
    }

    @Override
    public void checkPublicKeyLength(ParameterSet set, byte[] key) throws InvalidKeyException {
        if (key.length <= set.mlDsa.publicKeyLength) {
            throw new InvalidKeyException(String.format("Invalid %s public key: %d bytes, expected the %d-byte %s"
                    + " public key and then the %s public key", set, key.length, set.mlDsa.publicKeyLength,
                    set.mlDsa, set.traditional.description()));
        }
    }

    /** ML-DSA public keys have no check beyond their length; the traditional half is parsed and checked. */
    @Override
    public void checkPublicKey(ParameterSet set, byte[] key) throws InvalidKeyException {
        parts(set, key);
    }

    /** The halves of a public key, the traditional one checked by its codec. */
    static CompositePublicParts parts(ParameterSet set, byte[] key) throws InvalidKeyException {
        int split = set.mlDsa.publicKeyLength;
        PublicKey traditional;
        try {
            traditional = set.traditional.decodePublic(Arrays.copyOfRange(key, split, key.length));
        } catch (InvalidKeyException e) {
            throw new InvalidKeyException("Invalid " + set + " public key: " + e.getMessage(), e);
        }
        return new CompositePublicParts(Arrays.copyOf(key, split), traditional);
    }

    /**
     * The ML-DSA seed expanded natively and the traditional private key read by the JDK's provider;
     * a public key carried in the encoding must be this key's (its ML-DSA half derived from the
     * seed, its traditional half verifying a signature of the private key).
     */
    @Override
    public KeyMaterial privateKey(PrivateKeyData data) throws InvalidKeyException {
        ParameterSet set = data.set();
        byte[] composite = data.seed();
        byte[] traditionalPrivate = Arrays.copyOfRange(composite, SEED_LENGTH, composite.length);
        KeyMaterial mlDsa = null;
        try {
            mlDsa = mlDsa().privateKey(new PrivateKeyData(set.mlDsa, Arrays.copyOf(composite, SEED_LENGTH), null,
                    null));
            PrivateKey traditional;
            try {
                traditional = set.traditional.decodePrivate(traditionalPrivate);
            } catch (InvalidKeyException e) {
                throw new InvalidKeyException("Invalid " + set + " private key: " + e.getMessage(), e);
            }
            byte[] carried = data.publicKey();
            if (carried != null) {
                checkPublicKeyLength(set, carried);
                CompositePublicParts parts = parts(set, carried);
                if (!Arrays.equals(parts.mlDsa(), mlDsa.publicKey())
                        || !belongTogether(set.traditional, traditional, parts.traditional())) {
                    throw new InvalidKeyException("Invalid " + set
                            + " private key: the public key in the encoding does not belong to it");
                }
            }
            return new KeyMaterial(composite, null, mlDsa.privateKey(), traditional);
        } catch (InvalidKeyException | RuntimeException e) {
            Secrets.wipe(composite);
            if (mlDsa != null) {
                Secrets.wipe(mlDsa.privateKey());
            }
            throw e;
        } finally {
            Secrets.wipe(traditionalPrivate);
            if (mlDsa != null) {
                Secrets.wipe(mlDsa.seed());
            }
        }
    }

    /** Whether a signature of the traditional private key verifies under the traditional public key. */
    private static boolean belongTogether(Traditional algorithm, PrivateKey privateKey, PublicKey publicKey) {
        byte[] probe = "composite ML-DSA key pair check".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        try {
            Signature signer = JdkCrypto.signature(algorithm);
            signer.initSign(privateKey);
            signer.update(probe);
            byte[] signature = signer.sign();
            Signature verifier = JdkCrypto.signature(algorithm);
            verifier.initVerify(publicKey);
            verifier.update(probe);
            return verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    private static KeyFamily mlDsa() {
        return KeyFamilies.of(Family.ML_DSA);
    }

    private static byte[] concatenate(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
