package dev.rustpqc.signature;

import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;
import java.security.SignatureException;

/**
 * What an ML-DSA {@code Signature} is fed through {@code update}, and how that is signed and
 * verified: a message (pure ML-DSA), a message's digest (HashML-DSA) or a mu computed elsewhere
 * (external mu).
 */
interface MlDsaInput {
    void update(byte[] data, int offset, int length) throws SignatureException;

    byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException;

    boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException;

    /** Whether nothing was fed since the last {@link #reset}. */
    boolean isEmpty();

    /** Forgets the input (after signing or verifying, or on a new init), wiping what it held. */
    void reset();
}
