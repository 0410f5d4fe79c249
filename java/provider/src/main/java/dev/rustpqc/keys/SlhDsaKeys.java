package dev.rustpqc.keys;

import dev.rustpqc.binding.Native;
import java.security.InvalidKeyException;
import java.util.Arrays;

/**
 * SLH-DSA's keys (FIPS 205, RFC 9909): the private key is {@code SK.seed || SK.prf || PK.seed ||
 * PK.root}, with no seed form, in the PKCS#8 privateKey OCTET STRING as BouncyCastle writes it
 * (kept as the "expanded" key). It has no cheap check: whether its PK.root is the one its seeds
 * give costs a key generation, so every signature is verified under that root instead.
 */
final class SlhDsaKeys implements KeyFamily {
    @Override
    public byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        return expanded.clone();
    }

    @Override
    public PrivateKeyData decodePrivate(ParameterSet set, byte[] contents, byte[] publicKey)
            throws InvalidKeyException {
        if (contents.length != set.privateKeyLength) {
            throw new InvalidKeyException(String.format("Invalid %s private key: %d bytes, expected %d", set,
                    contents.length, set.privateKeyLength));
        }
        return new PrivateKeyData(set, null, contents.clone(), publicKey);
    }

    @Override
    public boolean acceptsNullParameters() {
        return true;
    }

    @Override
    public KeyMaterial generate(ParameterSet set) {
        return KeyMaterial.generate(set,
                keys -> Native.binding().slhDsaGenerate(set.nativeId, keys.publicKey(), keys.privateKey()));
    }

    /** SLH-DSA public keys have no check beyond their length. */
    @Override
    public void checkPublicKey(ParameterSet set, byte[] key) {
    }

    /** The public key is the private key's second half. */
    @Override
    public KeyMaterial privateKey(PrivateKeyData data) throws InvalidKeyException {
        ParameterSet set = data.set();
        byte[] key = data.expanded();
        byte[] publicKey = Arrays.copyOfRange(key, set.privateKeyLength - set.publicKeyLength, set.privateKeyLength);
        if (data.publicKey() != null && !Arrays.equals(data.publicKey(), publicKey)) {
            data.wipe();
            throw new InvalidKeyException("Invalid " + set
                    + " private key: the public key in the encoding does not belong to it");
        }
        return new KeyMaterial(null, publicKey, key);
    }
}
