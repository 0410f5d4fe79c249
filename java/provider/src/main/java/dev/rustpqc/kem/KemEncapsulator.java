package dev.rustpqc.kem;

import dev.rustpqc.keys.PqcPublicKey;
import java.util.Objects;
import javax.crypto.KEM;
import javax.crypto.KEMSpi;

/** The encapsulating side of a {@code KEM} service, over one public key: ML-KEM's or X-Wing's. */
final class KemEncapsulator extends KemSide<PqcPublicKey> implements KEMSpi.EncapsulatorSpi {
    KemEncapsulator(PqcPublicKey key) {
        super(key, key.parameterSet());
    }

    @Override
    public KEM.Encapsulated engineEncapsulate(int from, int to, String algorithm) {
        Objects.checkFromToIndex(from, to, set.sharedSecretLength);
        Objects.requireNonNull(algorithm, "algorithm");
        Encapsulation sent = KemOperations.encapsulate(key);
        return new KEM.Encapsulated(KemKeys.secretKey(sent.sharedSecret(), from, to, algorithm),
                sent.ciphertext(), null);
    }
}
