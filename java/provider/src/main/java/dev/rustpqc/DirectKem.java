package dev.rustpqc;

import dev.rustpqc.kem.Encapsulation;
import dev.rustpqc.kem.KemKeys;
import dev.rustpqc.kem.KemOperations;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import javax.crypto.SecretKey;

/**
 * What {@link MlKem} and {@link XWing} share: encapsulation and decapsulation of a whole shared
 * secret, with the same keys and checks as the {@code KEM} service, on JDKs with or without
 * {@code javax.crypto.KEM}.
 */
final class DirectKem {
    private DirectKem() {
    }

    /** A secret key of {@code algorithm} and the ciphertext that carries it to {@code publicKey}'s holder. */
    record Sent(SecretKey key, byte[] ciphertext) {
    }

    static Sent encapsulate(PublicKey publicKey, Family family, String algorithm) throws InvalidKeyException {
        Encapsulation sent = KemOperations.encapsulate(KemKeys.encapsulationKey(publicKey, family, null,
                "encapsulation"));
        byte[] secret = sent.sharedSecret();
        return new Sent(KemKeys.secretKey(secret, 0, secret.length, algorithm), sent.ciphertext());
    }

    static SecretKey decapsulate(PrivateKey privateKey, Family family, byte[] ciphertext, String algorithm)
            throws InvalidKeyException, DecapsulationException {
        PqcPrivateKey key = KemKeys.decapsulationKey(privateKey, family, null, "decapsulation");
        ParameterSet set = key.parameterSet();
        if (ciphertext == null) {
            throw new DecapsulationException("The " + set + " ciphertext is null");
        }
        if (ciphertext.length != set.outputLength) {
            throw new DecapsulationException(String.format("Invalid %s ciphertext length: %d bytes, expected %d",
                    set, ciphertext.length, set.outputLength));
        }
        byte[] secret = KemOperations.decapsulate(key, ciphertext);
        return KemKeys.secretKey(secret, 0, secret.length, algorithm);
    }
}
