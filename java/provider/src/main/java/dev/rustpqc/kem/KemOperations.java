package dev.rustpqc.kem;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;

/**
 * The native encapsulation and decapsulation behind the {@code KEM} services and the classes that
 * work without the KEM API, for both KEM families (ML-KEM, X-Wing).
 */
public final class KemOperations {
    private KemOperations() {
    }

    /**
     * Encapsulates to a checked public key with OS randomness. ML-KEM encapsulates to the key
     * parsed once; X-Wing's native call parses its ML-KEM part itself.
     */
    public static Encapsulation encapsulate(PqcPublicKey key) {
        ParameterSet set = key.parameterSet();
        byte[] ciphertext = new byte[set.outputLength];
        byte[] sharedSecret = new byte[set.sharedSecretLength];
        NativeBinding binding = Native.binding();
        NativeStatus status = set.family == Family.X_WING
                ? binding.xWingEncapsulate(key.rawKey(), ciphertext, sharedSecret)
                : binding.mlKemEncapsulatePrepared(set.nativeId, key.preparedForEncapsulation(), ciphertext,
                        sharedSecret);
        NativeFailures.require(status, set + " encapsulation");
        return new Encapsulation(ciphertext, sharedSecret);
    }

    /**
     * Decapsulates a ciphertext of the right length; a tampered one gives the implicit-rejection
     * secret. The first use of a key takes the unprepared path (cheaper than preparing for a
     * one-time key, as in a TLS handshake); later ones use the key prepared once.
     *
     * @throws InvalidKeyException if the key is destroyed
     */
    public static byte[] decapsulate(PqcPrivateKey key, byte[] ciphertext) throws InvalidKeyException {
        ParameterSet set = key.parameterSet();
        byte[] sharedSecret = new byte[set.sharedSecretLength];
        NativeBinding binding = Native.binding();
        NativeStatus status = key.use((seed, expanded) -> {
            if (set.family == Family.X_WING) {
                byte[] prepared = key.preparedForDecapsulation(seed);
                return prepared != null ? binding.xWingDecapsulatePrepared(prepared, ciphertext, sharedSecret)
                        : binding.xWingDecapsulate(seed, ciphertext, sharedSecret);
            }
            byte[] prepared = key.preparedForDecapsulation(expanded);
            return prepared != null
                    ? binding.mlKemDecapsulatePrepared(set.nativeId, prepared, ciphertext, sharedSecret)
                    : binding.mlKemDecapsulate(set.nativeId, expanded, ciphertext, sharedSecret);
        });
        NativeFailures.require(status, set + " decapsulation");
        return sharedSecret;
    }
}
