package dev.rustpqc.keys;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;

/**
 * X-Wing's keys (draft-connolly-cfrg-xwing-kem, "Use in X.509 Public Key Infrastructure"): the
 * private key is the 32-byte seed every X-Wing implementation exchanges, the raw seed is the
 * PKCS#8 privateKey OCTET STRING, whose publicKey field must be absent, and the AlgorithmIdentifier
 * has no parameters at all; BouncyCastle writes the same bytes. Any 32 bytes are a seed. The
 * expanded key (the draft's "expanded decapsulation key") is made natively and never leaves the
 * process.
 */
final class XWingKeys implements KeyFamily {
    @Override
    public byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        return seed.clone();
    }

    @Override
    public PrivateKeyData decodePrivate(ParameterSet set, byte[] contents, byte[] publicKey)
            throws InvalidKeyException {
        if (publicKey != null) {
            throw new InvalidKeyException("Invalid X-Wing private key: the draft requires the PKCS#8"
                    + " publicKey field to be absent");
        }
        if (contents.length != set.seedLength) {
            throw new InvalidKeyException(String.format("Invalid X-Wing private key: %d bytes, expected"
                    + " the %d-byte seed", contents.length, set.seedLength));
        }
        return new PrivateKeyData(set, contents.clone(), null, null);
    }

    @Override
    public boolean acceptsNullParameters() {
        return false;
    }

    @Override
    public KeyMaterial generate(ParameterSet set) {
        KeyMaterial keys = new KeyMaterial(new byte[set.seedLength], new byte[set.publicKeyLength], null);
        return keys.orWipe(Native.binding().xWingGenerate(keys.seed(), keys.publicKey()), "X-Wing key generation");
    }

    /** The FIPS 203 modulus check of the public key's ML-KEM-768 part. */
    @Override
    public void checkPublicKey(ParameterSet set, byte[] key) throws InvalidKeyException {
        NativeStatus status = Native.binding().xWingCheckPublicKey(key);
        if (status == NativeStatus.INVALID_ENCAPSULATION_KEY) {
            throw new InvalidKeyException("Invalid X-Wing public key: its ML-KEM-768 part fails the FIPS 203"
                    + " modulus check (a coefficient is not below q = 3329)");
        }
        NativeFailures.require(status, "X-Wing public key check");
    }

    /** The seed is the key: nothing to check, and its public key is derived only when asked. */
    @Override
    public KeyMaterial privateKey(PrivateKeyData data) {
        return new KeyMaterial(data.seed(), null, null);
    }

    @Override
    public byte[] prepareDecapsulationKey(ParameterSet set, byte[] seed) {
        byte[] prepared = new byte[PreparedLength.VALUE];
        NativeStatus status = Native.binding().xWingPrepareDecapsulationKey(seed, prepared);
        if (status != NativeStatus.OK) {
            Secrets.wipe(prepared);
            throw NativeFailures.failure("X-Wing private key preparation", status);
        }
        return prepared;
    }

    /** The prepared-key length, asked once (the layout depends on the CPU). */
    private static final class PreparedLength {
        static final int VALUE = NativeFailures.length(Native.binding().xWingPreparedKeyLength(),
                "X-Wing prepared key length");
    }
}
