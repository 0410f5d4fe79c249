package dev.rustpqc.signature;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.ParameterSet;
import java.security.SignatureException;

/** The native ML-DSA signing and verification behind the Signature service. */
final class MlDsaOperations {
    private MlDsaOperations() {
    }

    /** Signs the first {@code messageLength} bytes of {@code message}. */
    static byte[] sign(ParameterSet set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().mlDsaSign(set.nativeId, sk, message, 0, messageLength, context,
                deterministic ? 1 : 0, signature);
        return signed(set, "signing", status, signature);
    }

    /** Verifies {@code signature} on the first {@code messageLength} bytes of {@code message}. */
    static boolean verify(ParameterSet set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) throws SignatureException {
        return verified(set, Native.binding().mlDsaVerify(set.nativeId, pk, message, 0, messageLength, context,
                signature));
    }

    /** Signs a message representative mu (64 bytes, FIPS 204's external mu). */
    static byte[] signMu(ParameterSet set, byte[] sk, byte[] mu, boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().mlDsaSignMu(set.nativeId, sk, mu, deterministic ? 1 : 0, signature);
        return signed(set, "signing", status, signature);
    }

    /** Verifies {@code signature} on a message representative mu. */
    static boolean verifyMu(ParameterSet set, byte[] pk, byte[] mu, byte[] signature) throws SignatureException {
        return verified(set, Native.binding().mlDsaVerifyMu(set.nativeId, pk, mu, signature));
    }

    /** HashML-DSA: signs the digest of a message under {@code hash}. */
    static byte[] signPreHashed(ParameterSet set, byte[] sk, PreHashFunction hash, byte[] digest, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().mlDsaSignPreHashed(set.nativeId, sk, hash.id, digest, context,
                deterministic ? 1 : 0, signature);
        return signed(set, "HashML-DSA signing", status, signature);
    }

    /** HashML-DSA: verifies {@code signature} on the digest of a message under {@code hash}. */
    static boolean verifyPreHashed(ParameterSet set, byte[] pk, PreHashFunction hash, byte[] digest, byte[] context,
            byte[] signature) throws SignatureException {
        return verified(set, Native.binding().mlDsaVerifyPreHashed(set.nativeId, pk, hash.id, digest, context,
                signature));
    }

    private static byte[] signed(ParameterSet set, String operation, NativeStatus status, byte[] signature)
            throws SignatureException {
        if (status != NativeStatus.OK) {
            NativeFailures.requireUsable(status, set + " " + operation);
            throw new SignatureException(set + " " + operation + " failed: " + status.message());
        }
        return signature;
    }

    private static boolean verified(ParameterSet set, NativeStatus status) throws SignatureException {
        if (status == NativeStatus.OK) {
            return true;
        }
        if (status == NativeStatus.VERIFICATION_FAILED) {
            return false;
        }
        NativeFailures.requireUsable(status, set + " verification");
        throw new SignatureException(set + " verification failed: " + status.message());
    }
}
