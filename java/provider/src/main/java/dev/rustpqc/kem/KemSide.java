package dev.rustpqc.kem;

import dev.rustpqc.keys.ParameterSet;

/**
 * What both sides of a {@code KEM} service hold, their key and its parameter set, and what they
 * answer from the set: the sizes.
 *
 * @param <K> the key: public to encapsulate, private to decapsulate
 */
abstract class KemSide<K> {
    final K key;
    final ParameterSet set;

    KemSide(K key, ParameterSet set) {
        this.key = key;
        this.set = set;
    }

    /** The shared secret's length, as {@code engineSecretSize} reports it. */
    public int engineSecretSize() {
        return set.sharedSecretLength;
    }

    /** The ciphertext's length, as {@code engineEncapsulationSize} reports it. */
    public int engineEncapsulationSize() {
        return set.outputLength;
    }
}
