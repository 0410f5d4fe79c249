package dev.rustpqc.bench;

import dev.rustpqc.bench.kem.KemApi;
import dev.rustpqc.bench.kem.KemApis;
import java.security.GeneralSecurityException;
import java.security.Provider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * ML-KEM encapsulation and decapsulation, each with an encapsulator/decapsulator made once per key
 * and reused, and with a new one per operation. {@code javax.crypto.KEM} on JDK 21+; on JDK 17
 * RustPqc's {@code MlKem} and BouncyCastle's KeyGenerator API (see {@link KemApi}).
 */
public class KemBenchmark extends PooledKemBenchmark {
    /** The ML-KEM parameter set. */
    @Param({"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    public String set;

    /** {@code rustpqc}, {@code jdk} (JDK 24+) or {@code bc}. */
    @Param({"rustpqc", "jdk", "bc"})
    public String provider;

    /**
     * Makes the pool and checks it once (see {@link KemPool}), and that a new encapsulator's
     * ciphertext decapsulates to its secret too.
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        ParameterSets.require(set, true);
        ProviderUnderTest which = ProviderUnderTest.of(provider);
        Provider serving = which.provider(set);
        KemApi kem = KemApis.of("ML-KEM", which, serving);
        keys = new KemPool(set, kem, Pool.keyPairs(set, serving), ParameterSets.ciphertextLength(set));
        for (int i = 0; i < Pool.SIZE; i++) {
            Object again = kem.newEncapsulator(keys.publicKeys[i]).encapsulate();
            keys.requireSecret(kem.secret(again), keys.decapsulators[i].decapsulate(kem.ciphertext(again)),
                    "a new encapsulator");
        }
    }

    /**
     * Encapsulation with a new encapsulator for the key.
     *
     * @return the API's encapsulation result
     * @throws GeneralSecurityException if encapsulation fails
     */
    @Benchmark
    public Object encapsulateNewEncapsulator() throws GeneralSecurityException {
        return keys.kem.newEncapsulator(keys.publicKeys[pool.next()]).encapsulate();
    }
}
