package dev.rustpqc.binding;

import java.util.Arrays;

/**
 * SHAKE128 or SHAKE256 (or TurboSHAKE128 or TurboSHAKE256, with the domain byte 0x1F) computed
 * natively, with the sponge in a Java array between calls. Input of
 * any size goes through in pieces of {@link #PIECE} bytes, so that no single native call (a
 * critical section that holds off the garbage collector for the whole JVM) lasts longer than
 * about a hundred microseconds.
 */
public final class NativeShake {
    /** The most bytes one native call absorbs (about 130 µs of hashing). */
    public static final int PIECE = 64 * 1024;

    private final byte[] state = new byte[NativeBinding.SHAKE_STATE_LEN];

    private NativeShake(int bits, boolean turbo) {
        NativeBinding binding = Native.binding();
        NativeFailures.require(turbo ? binding.turboShakeInit(bits, state) : binding.shakeInit(bits, state),
                (turbo ? "TurboSHAKE" : "SHAKE") + bits + " start");
    }

    public static NativeShake shake128() {
        return new NativeShake(128, false);
    }

    public static NativeShake shake256() {
        return new NativeShake(256, false);
    }

    public static NativeShake turboShake128() {
        return new NativeShake(128, true);
    }

    public static NativeShake turboShake256() {
        return new NativeShake(256, true);
    }

    public NativeShake absorb(byte[] data) {
        return absorb(data, 0, data.length);
    }

    public NativeShake absorb(byte[] data, int offset, int length) {
        NativeBinding binding = Native.binding();
        for (int done = 0; done < length; done += PIECE) {
            NativeFailures.require(binding.shakeAbsorb(state, data, offset + done, Math.min(PIECE, length - done)),
                    "SHAKE absorption");
        }
        return this;
    }

    /** The first {@code length} output bytes; the state is spent (and wiped) after this. */
    public byte[] finish(int length) {
        byte[] out = new byte[length];
        NativeFailures.require(Native.binding().shakeFinish(state, out), "SHAKE output");
        return out;
    }

    /** Wipes an unfinished state. */
    public void discard() {
        Arrays.fill(state, (byte) 0);
    }
}
