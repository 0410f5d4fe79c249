package dev.rustpqc.hpke;

import dev.rustpqc.HpkeParameterSpec;
import java.security.InvalidAlgorithmParameterException;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.SecretKey;

/**
 * What an HPKE parameter spec asks for, read from ours ({@link HpkeParameterSpec}, every JDK) or
 * from JDK 26's {@code javax.crypto.spec.HPKEParameterSpec} ({@link JdkHpkeSpec}); the two have the
 * same fields. The arrays are the spec's copies.
 *
 * @param psk the pre-shared key, or null in mode base
 * @param authenticated whether an authentication key was given (a mode the KEMs here lack)
 * @param encapsulation the recipient's encapsulation, or null
 */
record HpkeRequest(int kemId, int kdfId, int aeadId, byte[] info, SecretKey psk, byte[] pskId,
        boolean authenticated, byte[] encapsulation) {
    /**
     * The request a spec makes.
     *
     * @throws InvalidAlgorithmParameterException if it is neither ours nor the JDK's HPKE spec
     */
    static HpkeRequest of(AlgorithmParameterSpec spec) throws InvalidAlgorithmParameterException {
        if (spec instanceof HpkeParameterSpec ours) {
            return new HpkeRequest(ours.kem_id(), ours.kdf_id(), ours.aead_id(), ours.info(), ours.psk(),
                    ours.psk_id(), ours.authKey() != null, ours.encapsulation());
        }
        HpkeRequest jdks = JdkHpkeSpec.read(spec);
        if (jdks != null) {
            return jdks;
        }
        throw new InvalidAlgorithmParameterException("HPKE takes a dev.rustpqc.HpkeParameterSpec"
                + (Runtime.version().feature() >= 26 ? " or a javax.crypto.spec.HPKEParameterSpec" : "")
                + ", got " + (spec == null ? "null" : spec.getClass().getName()));
    }
}
