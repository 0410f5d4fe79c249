package dev.rustpqc.signature;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import java.security.SignatureException;

/**
 * The native ML-DSA and SLH-DSA signing and verification behind the Signature services. An SLH-DSA
 * operation takes milliseconds to seconds; the bindings copy its arrays rather than pin them, so
 * the garbage collector runs meanwhile.
 */
final class SignatureOperations {
    private SignatureOperations() {
    }

    /** Signs the first {@code messageLength} bytes of {@code message}. */
    static byte[] sign(ParameterSet set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeBinding binding = Native.binding();
        int hedging = deterministic ? 1 : 0;
        NativeStatus status = isSlhDsa(set)
                ? binding.slhDsaSign(set.nativeId, sk, message, 0, messageLength, context, hedging, signature)
                : binding.mlDsaSign(set.nativeId, sk, message, 0, messageLength, context, hedging, signature);
        return signed(set, "signing", status, signature);
    }

    /** Verifies {@code signature} on the first {@code messageLength} bytes of {@code message}. */
    static boolean verify(ParameterSet set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) throws SignatureException {
        NativeBinding binding = Native.binding();
        return verified(set, isSlhDsa(set)
                ? binding.slhDsaVerify(set.nativeId, pk, message, 0, messageLength, context, signature)
                : binding.mlDsaVerify(set.nativeId, pk, message, 0, messageLength, context, signature));
    }

    /** ML-DSA: signs a message representative mu (64 bytes, FIPS 204's external mu). */
    static byte[] signMu(ParameterSet set, byte[] sk, byte[] mu, boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeStatus status = Native.binding().mlDsaSignMu(set.nativeId, sk, mu, deterministic ? 1 : 0, signature);
        return signed(set, "signing", status, signature);
    }

    /** ML-DSA: verifies {@code signature} on a message representative mu. */
    static boolean verifyMu(ParameterSet set, byte[] pk, byte[] mu, byte[] signature) throws SignatureException {
        return verified(set, Native.binding().mlDsaVerifyMu(set.nativeId, pk, mu, signature));
    }

    /** HashML-DSA or HashSLH-DSA: signs the digest of a message under {@code hash}. */
    static byte[] signPreHashed(ParameterSet set, byte[] sk, PreHashFunction hash, byte[] digest, byte[] context,
            boolean deterministic) throws SignatureException {
        byte[] signature = new byte[set.outputLength];
        NativeBinding binding = Native.binding();
        int hedging = deterministic ? 1 : 0;
        NativeStatus status = isSlhDsa(set)
                ? binding.slhDsaSignPrehash(set.nativeId, sk, hash.id, digest, context, hedging, signature)
                : binding.mlDsaSignPreHashed(set.nativeId, sk, hash.id, digest, context, hedging, signature);
        return signed(set, "Hash" + set.family + " signing", status, signature);
    }

    /** HashML-DSA or HashSLH-DSA: verifies {@code signature} on the digest of a message under {@code hash}. */
    static boolean verifyPreHashed(ParameterSet set, byte[] pk, PreHashFunction hash, byte[] digest, byte[] context,
            byte[] signature) throws SignatureException {
        NativeBinding binding = Native.binding();
        return verified(set, isSlhDsa(set)
                ? binding.slhDsaVerifyPrehash(set.nativeId, pk, hash.id, digest, context, signature)
                : binding.mlDsaVerifyPreHashed(set.nativeId, pk, hash.id, digest, context, signature));
    }

    private static boolean isSlhDsa(ParameterSet set) {
        return set.family == Family.SLH_DSA;
    }

    private static byte[] signed(ParameterSet set, String operation, NativeStatus status, byte[] signature)
            throws SignatureException {
        if (status == NativeStatus.OK) {
            return signature;
        }
        if (isSlhDsa(set) && status == NativeStatus.INVALID_SIGNING_KEY) {
            throw new SignatureException(set + " " + operation + " failed: the signature did not verify under the"
                    + " private key's own PK.root, so the key is corrupt (its PK.root is not the one its seeds"
                    + " give) or the computation was faulted; no signature was released");
        }
        NativeFailures.requireUsable(status, set + " " + operation);
        String prefix = isSlhDsa(set) && NativeFailures.isRandomnessFailure(status) ? "no signature was made: " : "";
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
