package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;
import java.security.SignatureException;

/** The native ML-DSA operations behind the key classes and the Signature service. */
final class MlDsaOperations {
    private MlDsaOperations() {
    }

    /** FIPS 204 skDecode's precondition: the secret coefficients of an expanded key are in range. */
    static void checkSigningKey(ParameterSet set, byte[] sk) throws InvalidKeyException {
        NativeStatus status = Native.binding().mlDsaCheckPrivateKey(set.nativeId, sk);
        if (status == NativeStatus.INVALID_SIGNING_KEY) {
            throw new InvalidKeyException("Invalid " + set + " private key: " + status.message()
                    + " (s1 and s2 must lie in [-eta, eta])");
        }
        NativeFailures.require(status, set + " private key check");
    }

    /** Whether an expanded ML-DSA private key belongs to a public key (same rho, tr = H(pk)). */
    static boolean signingKeyMatches(ParameterSet set, byte[] pk, byte[] sk) {
        NativeStatus status = Native.binding().mlDsaCheckKeyPair(set.nativeId, pk, sk);
        if (status == NativeStatus.INVALID_SIGNING_KEY) {
            return false;
        }
        NativeFailures.require(status, set + " key pair check");
        return true;
    }

    /** Signs the first {@code messageLength} bytes of {@code message}. */
    static byte[] sign(ParameterSet set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().mlDsaSign(set.nativeId, sk, message, 0, messageLength, context,
                deterministic ? 1 : 0, signature);
        if (status != NativeStatus.OK) {
            throw new SignatureException(set + " signing failed: " + status.message());
        }
        return signature;
    }

    /** Verifies {@code signature} on the first {@code messageLength} bytes of {@code message}. */
    static boolean verify(ParameterSet set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) throws SignatureException {
        NativeStatus status = Native.binding().mlDsaVerify(set.nativeId, pk, message, 0, messageLength, context,
                signature);
        if (status == NativeStatus.OK) {
            return true;
        }
        if (status == NativeStatus.VERIFICATION_FAILED) {
            return false;
        }
        throw new SignatureException(set + " verification failed: " + status.message());
    }
}
