package dev.rustpqc.signature;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.ParameterSet;
import java.security.SignatureException;

/**
 * The native SLH-DSA operations behind the Signature service. Each takes milliseconds to seconds;
 * the bindings copy their arrays rather than pin them, so the garbage collector runs meanwhile.
 */
final class SlhDsaOperations {
    private SlhDsaOperations() {
    }

    /** Signs the first {@code messageLength} bytes of {@code message}. */
    static byte[] sign(ParameterSet set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().slhDsaSign(set.nativeId, sk, message, 0, messageLength, context,
                deterministic ? 1 : 0, signature);
        return signed(set, "signing", status, signature);
    }

    /** Verifies {@code signature} on the first {@code messageLength} bytes of {@code message}. */
    static boolean verify(ParameterSet set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) throws SignatureException {
        return verified(set, Native.binding().slhDsaVerify(set.nativeId, pk, message, 0, messageLength, context,
                signature));
    }

    /** HashSLH-DSA: signs the digest of a message under {@code hash}. */
    static byte[] signPreHashed(ParameterSet set, byte[] sk, PreHashFunction hash, byte[] digest, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().slhDsaSignPrehash(set.nativeId, sk, hash.id, digest, context,
                deterministic ? 1 : 0, signature);
        return signed(set, "HashSLH-DSA signing", status, signature);
    }

    /** HashSLH-DSA: verifies {@code signature} on the digest of a message under {@code hash}. */
    static boolean verifyPreHashed(ParameterSet set, byte[] pk, PreHashFunction hash, byte[] digest, byte[] context,
            byte[] signature) throws SignatureException {
        return verified(set, Native.binding().slhDsaVerifyPrehash(set.nativeId, pk, hash.id, digest, context,
                signature));
    }

    private static byte[] signed(ParameterSet set, String operation, NativeStatus status, byte[] signature)
            throws SignatureException {
        if (status == NativeStatus.OK) {
            return signature;
        }
        if (status == NativeStatus.INVALID_SIGNING_KEY) {
            throw new SignatureException(set + " " + operation + " failed: the signature did not verify under the"
                    + " private key's own PK.root, so the key is corrupt (its PK.root is not the one its seeds"
                    + " give) or the computation was faulted; no signature was released");
        }
        NativeFailures.requireUsable(status, set + " " + operation);
        String prefix = NativeFailures.isRandomnessFailure(status) ? "no signature was made: " : "";
        throw new SignatureException(set + " " + operation + " failed: " + prefix + status.message());
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
