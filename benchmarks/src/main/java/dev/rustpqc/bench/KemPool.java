package dev.rustpqc.bench;

import dev.rustpqc.bench.kem.KemApi;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;
import javax.crypto.SecretKey;

/**
 * What a KEM benchmark rotates through: {@link Pool#SIZE} key pairs, each with an encapsulator and
 * a decapsulator made once and one ciphertext. Made and checked once: each ciphertext has the set's
 * length and decapsulates to its 32-byte secret through the reused and through a new decapsulator,
 * and every secret differs.
 */
final class KemPool {
    final KemApi kem;
    final PublicKey[] publicKeys = new PublicKey[Pool.SIZE];
    final PrivateKey[] privateKeys = new PrivateKey[Pool.SIZE];
    final KemApi.Encapsulator[] encapsulators = new KemApi.Encapsulator[Pool.SIZE];
    final KemApi.Decapsulator[] decapsulators = new KemApi.Decapsulator[Pool.SIZE];
    final byte[][] ciphertexts = new byte[Pool.SIZE][];
    private final String name;

    KemPool(String name, KemApi kem, KeyPair[] pairs, int ciphertextLength) throws GeneralSecurityException {
        this.name = name;
        this.kem = kem;
        kem.checkServedBy(pairs[0].getPublic(), pairs[0].getPrivate());
        byte[][] secrets = new byte[Pool.SIZE][];
        for (int i = 0; i < Pool.SIZE; i++) {
            publicKeys[i] = pairs[i].getPublic();
            privateKeys[i] = pairs[i].getPrivate();
            encapsulators[i] = kem.newEncapsulator(publicKeys[i]);
            decapsulators[i] = kem.newDecapsulator(privateKeys[i]);
            Object sent = encapsulators[i].encapsulate();
            ciphertexts[i] = kem.ciphertext(sent);
            secrets[i] = kem.secret(sent);
            if (ciphertexts[i].length != ciphertextLength || secrets[i].length != 32) {
                throw new IllegalStateException(name + ": ciphertext of " + ciphertexts[i].length
                        + " bytes, secret of " + secrets[i].length);
            }
            requireSecret(secrets[i], decapsulators[i].decapsulate(ciphertexts[i]), "a reused decapsulator");
            requireSecret(secrets[i], kem.newDecapsulator(privateKeys[i]).decapsulate(ciphertexts[i]),
                    "a new decapsulator");
            for (int j = 0; j < i; j++) {
                if (Arrays.equals(secrets[i], secrets[j])) {
                    throw new IllegalStateException(name + ": two encapsulations gave the same secret");
                }
            }
        }
        System.out.println("# " + name + " through " + kem.description());
    }

    /**
     * Fails unless a decapsulation gave the secret encapsulated.
     *
     * @param path which encapsulator and decapsulator, for the message
     */
    void requireSecret(byte[] expected, SecretKey received, String path) {
        if (!Arrays.equals(expected, received.getEncoded())) {
            throw new IllegalStateException(name + " through " + kem.description() + ": " + path
                    + " decapsulated to a different secret");
        }
    }
}
