package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import javax.crypto.SecretKey;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The operations every KEM benchmark measures over its {@link KemPool}, which the subclass's setup
 * makes: encapsulation with the key's encapsulator, and decapsulation with the key's decapsulator
 * and with a new one per operation.
 */
public abstract class PooledKemBenchmark extends ThroughputBenchmark {
    final Pool pool = new Pool();
    KemPool keys;

    /**
     * Encapsulation with the key's encapsulator, made once.
     *
     * @return the API's encapsulation result
     * @throws GeneralSecurityException if encapsulation fails
     */
    @Benchmark
    public Object encapsulate() throws GeneralSecurityException {
        return keys.encapsulators[pool.next()].encapsulate();
    }

    /**
     * Decapsulation with the key's decapsulator, made once.
     *
     * @return the shared secret
     * @throws GeneralSecurityException if decapsulation fails
     */
    @Benchmark
    public SecretKey decapsulate() throws GeneralSecurityException {
        int i = pool.next();
        return keys.decapsulators[i].decapsulate(keys.ciphertexts[i]);
    }

    /**
     * Decapsulation with a new decapsulator for the key.
     *
     * @return the shared secret
     * @throws GeneralSecurityException if decapsulation fails
     */
    @Benchmark
    public SecretKey decapsulateNewDecapsulator() throws GeneralSecurityException {
        int i = pool.next();
        return keys.kem.newDecapsulator(keys.privateKeys[i]).decapsulate(keys.ciphertexts[i]);
    }
}
