package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The operations every pooled signature benchmark measures over its {@link SignedMessages}, which
 * the subclass's setup makes: signing the next message with the next key of the {@link Pool}, and
 * verifying the next signature.
 */
public abstract class PooledSignatureBenchmark extends ThroughputBenchmark {
    final Pool pool = new Pool();
    SignedMessages signed;

    /**
     * One hedged signature on the next message with the next key.
     *
     * @return the signature
     * @throws GeneralSecurityException if signing fails
     */
    @Benchmark
    public byte[] sign() throws GeneralSecurityException {
        return signed.sign(pool.next());
    }

    /**
     * One verification of the next (valid) signature.
     *
     * @return true
     * @throws GeneralSecurityException if verification fails
     */
    @Benchmark
    public boolean verify() throws GeneralSecurityException {
        return signed.verify(pool.next());
    }
}
