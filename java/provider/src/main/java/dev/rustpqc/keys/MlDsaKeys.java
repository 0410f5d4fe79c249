package dev.rustpqc.keys;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;

/**
 * ML-DSA's keys (FIPS 204): the 32-byte seed or the expanded signing key. An expanded key imported
 * without its seed must have its secret coefficients in range (skDecode's precondition), and a
 * public key carried beside it must have its rho and tr = H(pk).
 */
final class MlDsaKeys extends SeedOrExpanded {
    @Override
    NativeStatus fillGenerated(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded) {
        return binding.mlDsaGenerate(set, seed, publicKey, expanded);
    }

    @Override
    NativeStatus fillFromSeed(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded) {
        return binding.mlDsaFromSeed(set, seed, publicKey, expanded);
    }

    /** ML-DSA public keys have no check beyond their length. */
    @Override
    public void checkPublicKey(ParameterSet set, byte[] key) {
    }

    /** FIPS 204 skDecode's precondition: the secret coefficients of an expanded key are in range. */
    @Override
    void checkExpanded(ParameterSet set, byte[] sk) throws InvalidKeyException {
        KeyFamily.requireValid(Native.binding().mlDsaCheckPrivateKey(set.nativeId, sk), NativeStatus.INVALID_SIGNING_KEY,
                set, "private key", "s1 and s2 must lie in [-eta, eta]");
    }

    /** The same rho, and tr = H(pk). */
    @Override
    boolean belongsTogether(ParameterSet set, byte[] pk, byte[] sk) {
        NativeStatus status = Native.binding().mlDsaCheckKeyPair(set.nativeId, pk, sk);
        if (status == NativeStatus.INVALID_SIGNING_KEY) {
            return false;
        }
        NativeFailures.require(status, set + " key pair check");
        return true;
    }
}
