package dev.rustpqc.hpke;

import dev.rustpqc.binding.NativeShake;
import java.util.function.Supplier;

/** The XOFs of the one-stage KDFs, each a native sponge. */
enum Xof {
    SHAKE128(NativeShake::shake128),
    SHAKE256(NativeShake::shake256),
    TURBOSHAKE128(NativeShake::turboShake128),
    TURBOSHAKE256(NativeShake::turboShake256);

    private final Supplier<NativeShake> start;

    Xof(Supplier<NativeShake> start) {
        this.start = start;
    }

    /** A fresh sponge. */
    NativeShake start() {
        return start.get();
    }
}
