package dev.rustpqc.bench;

import dev.rustpqc.HpkeParameterSpec;
import java.security.spec.AlgorithmParameterSpec;

/**
 * The HPKE spec a benchmark hands both ciphers: before JDK 26, RustPqc's
 * {@link HpkeParameterSpec} (the JDK has no HPKE); the JDK 26 version of this class
 * (src/main/java26) makes the JDK's own {@code HPKEParameterSpec}, which RustPqc's cipher takes too.
 */
final class HpkeSpecs {
    private HpkeSpecs() {
    }

    /** Whether this JDK has its own HPKE. */
    static boolean jdkHasHpke() {
        return false;
    }

    static AlgorithmParameterSpec of(int kem, int kdf, int aead) {
        return HpkeParameterSpec.of(kem, kdf, aead);
    }

    static AlgorithmParameterSpec withEncapsulation(AlgorithmParameterSpec spec, byte[] encapsulation) {
        return ((HpkeParameterSpec) spec).withEncapsulation(encapsulation);
    }
}
