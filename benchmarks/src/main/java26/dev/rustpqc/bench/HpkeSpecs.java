package dev.rustpqc.bench;

import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.HPKEParameterSpec;

/** JDK 26+: the JDK's own {@code HPKEParameterSpec}, for its HPKE and for RustPqc's alike. */
final class HpkeSpecs {
    private HpkeSpecs() {
    }

    /** Whether this JDK has its own HPKE. */
    static boolean jdkHasHpke() {
        return true;
    }

    static AlgorithmParameterSpec of(int kem, int kdf, int aead) {
        return HPKEParameterSpec.of(kem, kdf, aead);
    }

    static AlgorithmParameterSpec withEncapsulation(AlgorithmParameterSpec spec, byte[] encapsulation) {
        return ((HPKEParameterSpec) spec).withEncapsulation(encapsulation);
    }
}
