package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.Arrays;

/**
 * The rotating pools of keys and inputs: each benchmark invocation takes the next of
 * {@link #SIZE} key pairs (ciphertexts, messages, signatures), so no single key or input stays hot
 * in caches or in a provider's per-key state more than a real mix of peers would.
 */
public final class Pool {
    /** Key pairs, ciphertexts, messages and signatures per pool (a power of two). */
    public static final int SIZE = 16;

    private int next;

    /**
     * The index for this invocation; rotates through {@code 0 .. SIZE-1}.
     *
     * @return the next index
     */
    public int next() {
        int index = next;
        next = (index + 1) & (SIZE - 1);
        return index;
    }

    /**
     * {@link #SIZE} key pairs of {@code set} from {@code provider}'s KeyPairGenerator, checked to be
     * served by it and to differ from each other.
     *
     * @param set a parameter-set name, also the KeyPairGenerator name
     * @param provider the provider under test
     * @return the key pairs
     * @throws GeneralSecurityException if the provider cannot make them
     */
    public static KeyPair[] keyPairs(String set, Provider provider) throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(set, provider);
        ProviderUnderTest.check(provider, generator.getProvider(), "KeyPairGenerator " + set);
        KeyPair[] pairs = new KeyPair[SIZE];
        for (int i = 0; i < SIZE; i++) {
            pairs[i] = generator.generateKeyPair();
            for (int j = 0; j < i; j++) {
                if (Arrays.equals(pairs[i].getPublic().getEncoded(), pairs[j].getPublic().getEncoded())) {
                    throw new IllegalStateException(set + " key generation repeated a key");
                }
            }
        }
        return pairs;
    }
}
