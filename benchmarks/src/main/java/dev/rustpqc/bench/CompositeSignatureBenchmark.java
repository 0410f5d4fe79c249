package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Security;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Composite ML-DSA (draft-ietf-lamps-pq-composite-sigs) signing and verification, RustPqc (the
 * ML-DSA half native, the traditional half in the JDK's SunEC) against BouncyCastle (both halves in
 * Java), through {@code Signature} under the set's name, as {@link SignatureBenchmark} measures
 * ML-DSA: the next key of the pool, its message in one {@code update}, hedged signing. The sets:
 * the draft's general recommendation (MLDSA65-ECDSA-P256-SHA512), its small and fast one
 * (MLDSA44-Ed25519-SHA512) and its level-5 one (MLDSA87-ECDSA-P384-SHA512). No JDK has composite
 * ML-DSA. BouncyCastle is registered (last) for it: its composite asks for its component
 * algorithms by provider name.
 */
public class CompositeSignatureBenchmark extends PooledSignatureBenchmark {
    /** The composite set, as BouncyCastle and RustPqc name it. */
    @Param({"MLDSA65-ECDSA-P256-SHA512", "MLDSA44-Ed25519-SHA512", "MLDSA87-ECDSA-P384-SHA512"})
    public String set;

    /** Message length in bytes. */
    @Param({"1024"})
    public int messageSize;

    /** {@code rustpqc} or {@code bc}. */
    @Param({"rustpqc", "bc"})
    public String provider;

    /**
     * Makes the pools and checks them once: every signature verifies, a changed message does not,
     * and signing twice gives two signatures.
     *
     * @throws GeneralSecurityException if the provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        ProviderUnderTest which = ProviderUnderTest.of(provider);
        if (which != ProviderUnderTest.RUSTPQC && which != ProviderUnderTest.BC) {
            throw new IllegalArgumentException("only RustPqc and BouncyCastle have composite ML-DSA: use"
                    + " provider=rustpqc,bc");
        }
        Provider serving = which.provider(set);
        if (which == ProviderUnderTest.BC && Security.getProvider(serving.getName()) == null) {
            // BouncyCastle's composite makes and uses its component keys through getInstance(..., "BC").
            Security.addProvider(serving);
        }
        signed = new SignedMessages(set, set, serving, Pool.keyPairs(set, serving), messageSize);
        for (int i = 0; i < Pool.SIZE; i++) {
            signed.requireHedged(i);
        }
    }
}
