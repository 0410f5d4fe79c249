package dev.rustpqc.hpke;

import java.security.InvalidAlgorithmParameterException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.HPKEParameterSpec;

/**
 * Reads JDK 26's {@code javax.crypto.spec.HPKEParameterSpec}, so that code written for the JDK's
 * HPKE runs on RustPqc's by changing its KEM identifier and its keys. The getters return copies.
 */
final class JdkHpkeSpec {
    private JdkHpkeSpec() {
    }

    /** The request {@code spec} makes if it is the JDK's HPKE spec, else null. */
    static HpkeRequest read(AlgorithmParameterSpec spec) throws InvalidAlgorithmParameterException {
        if (!(spec instanceof HPKEParameterSpec jdks)) {
            return null;
        }
        return new HpkeRequest(jdks.kem_id(), jdks.kdf_id(), jdks.aead_id(), jdks.info(), jdks.psk(), jdks.psk_id(),
                jdks.authKey() != null, jdks.encapsulation());
    }
}
