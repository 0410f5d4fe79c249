package dev.rustpqc.signature;

import dev.rustpqc.binding.FipsFlavour;
import dev.rustpqc.binding.NativeShake;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * A message for pure ML-DSA. Up to {@link #ONE_SHOT_LIMIT} bytes it is kept and signed in one
 * native call, the fastest way (hashing 256 KiB takes about half a millisecond of that call). A
 * longer message streams, as it arrives, into FIPS 204's mu = SHAKE256(tr || 0 || len(ctx) || ctx
 * || M) in native calls of at most {@link NativeShake#PIECE} bytes, and mu is then signed: memory
 * stays bounded whatever the message's size, and no native call (a critical section that holds
 * off the garbage collector for the whole JVM) runs long. In the FIPS flavour every message is kept
 * and signed whole by the module, whose signing of a mu is not an approved service: memory grows
 * with the message there.
 */
final class MessageInput implements MlDsaInput {
    /** The longest message signed in one native call. */
    static final int ONE_SHOT_LIMIT = 256 * 1024;

    /** Where a streamed mu starts: tr || 0 || len(ctx) || ctx, from the key and the options. */
    @FunctionalInterface
    interface MuPrefix {
        byte[] get() throws SignatureException;
    }

    private final MuPrefix prefix;
    private byte[] buffer = new byte[256];
    private int length;
    private NativeShake mu;

    MessageInput(MuPrefix prefix) {
        this.prefix = prefix;
    }

    @Override
    public void update(byte[] data, int offset, int count) throws SignatureException {
        // The FIPS module signs whole messages only (its mu signing is not approved): keep them all.
        if (mu == null && count > ONE_SHOT_LIMIT - length && !FipsFlavour.active()) {
            mu = NativeShake.shake256().absorb(prefix.get()).absorb(buffer, 0, length);
            length = 0;
        }
        if (mu != null) {
            mu.absorb(data, offset, count);
            return;
        }
        if (length + count > buffer.length) {
            int limit = FipsFlavour.active() ? Integer.MAX_VALUE - 8 : ONE_SHOT_LIMIT;
            if (count > limit - length) {
                throw new SignatureException("A message of more than " + limit + " bytes cannot be signed whole");
            }
            buffer = Arrays.copyOf(buffer, (int) Math.min(limit, Math.max((long) length + count, 2L * buffer.length)));
        }
        System.arraycopy(data, offset, buffer, length, count);
        length += count;
    }

    @Override
    public byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        ParameterSet set = key.parameterSet();
        boolean deterministic = options.deterministic();
        if (mu == null) {
            return key.use((seed, sk) -> SignatureOperations.sign(set, sk, buffer, length, options.context(),
                    deterministic));
        }
        byte[] representative = finishMu();
        return key.use((seed, sk) -> SignatureOperations.signMu(set, sk, representative, deterministic));
    }

    @Override
    public boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        ParameterSet set = key.parameterSet();
        if (mu == null) {
            return SignatureOperations.verify(set, key.rawKey(), buffer, length, options.context(), signature);
        }
        return SignatureOperations.verifyMu(set, key.rawKey(), finishMu(), signature);
    }

    private byte[] finishMu() {
        byte[] representative = mu.finish(64);
        mu = null;
        return representative;
    }

    @Override
    public boolean isEmpty() {
        return length == 0 && mu == null;
    }

    @Override
    public void reset() {
        Arrays.fill(buffer, 0, length, (byte) 0);
        length = 0;
        if (mu != null) {
            mu.discard();
            mu = null;
        }
    }

    /** tr || 0 || len(ctx) || ctx: the start of mu for pure ML-DSA. */
    static byte[] muPrefix(byte[] tr, byte[] context) {
        byte[] prefix = Arrays.copyOf(tr, tr.length + 2 + context.length);
        prefix[tr.length + 1] = (byte) context.length;
        System.arraycopy(context, 0, prefix, tr.length + 2, context.length);
        return prefix;
    }
}
