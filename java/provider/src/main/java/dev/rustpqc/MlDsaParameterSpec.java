package dev.rustpqc;

import dev.rustpqc.signature.PreHashFunction;
import java.security.spec.AlgorithmParameterSpec;

/**
 * Options of an ML-DSA {@code Signature}: the FIPS 204 context string (0 to 255 bytes, empty by
 * default) and whether signing is deterministic. Signing is hedged by default: each signature
 * mixes in fresh OS randomness, which protects against fault and side-channel attacks;
 * deterministic signing (FIPS 204's {@code rnd} of 32 zero bytes) gives the same signature for the
 * same key, message and context, for protocols and tests that need it. Verification ignores the
 * signing mode but needs the same context.
 *
 * <pre>{@code
 * Signature signer = Signature.getInstance("ML-DSA", "RustPqc");
 * signer.setParameter(new MlDsaParameterSpec("invoice-v1".getBytes(UTF_8)));
 * signer.initSign(privateKey);
 * }</pre>
 *
 * Pass it to {@code Signature.setParameter} after {@code getInstance}, before or after
 * {@code initSign} / {@code initVerify} but before the first {@code update}; it stays until
 * replaced. {@code setParameter(null)} restores the defaults.
 *
 * <p>For HashML-DSA ({@code Signature} {@code HASH-ML-DSA}, FIPS 204 section 5.4), which signs a
 * digest of the message, {@link #withPreHash(String)} chooses the hash function; the default is
 * SHA-512, as BouncyCastle's {@code HASH-ML-DSA} uses.
 *
 * <p>SLH-DSA (FIPS 205) has the same options, and its {@code Signature} takes this spec too: the
 * context string, deterministic signing (FIPS 205's {@code opt_rand} = PK.seed instead of fresh
 * randomness) and, for HashSLH-DSA ({@code HASH-SLH-DSA}), the pre-hash function, by default the
 * one RFC 9909 pairs with the key's set.
 */
public final class MlDsaParameterSpec implements AlgorithmParameterSpec {
    /** The longest context FIPS 204 allows. */
    public static final int MAX_CONTEXT_LENGTH = 255;

    private final byte[] context;
    private final boolean deterministic;
    /** The pre-hash function as the JDK names it, or null. */
    private final String preHash;

    /**
     * Hedged signing with {@code context}.
     *
     * @throws IllegalArgumentException if the context is longer than 255 bytes
     * @throws NullPointerException if the context is null
     */
    public MlDsaParameterSpec(byte[] context) {
        this(context, false);
    }

    /**
     * Signing with {@code context}, deterministic or hedged.
     *
     * @throws IllegalArgumentException if the context is longer than 255 bytes
     * @throws NullPointerException if the context is null
     */
    public MlDsaParameterSpec(byte[] context, boolean deterministic) {
        this(context, deterministic, null);
    }

    private MlDsaParameterSpec(byte[] context, boolean deterministic, String preHash) {
        if (context.length > MAX_CONTEXT_LENGTH) {
            throw new IllegalArgumentException("ML-DSA context is " + context.length
                    + " bytes; FIPS 204 allows at most " + MAX_CONTEXT_LENGTH);
        }
        this.context = context.clone();
        this.deterministic = deterministic;
        this.preHash = preHash;
    }

    /**
     * These options with HashML-DSA's pre-hash function set to {@code digestName}, as the JDK names
     * its digests: {@code SHA-224}, {@code SHA-256}, {@code SHA-384}, {@code SHA-512},
     * {@code SHA-512/224}, {@code SHA-512/256}, {@code SHA3-224}, {@code SHA3-256},
     * {@code SHA3-384}, {@code SHA3-512}, {@code SHAKE128-256} or {@code SHAKE256-512}.
     *
     * @throws IllegalArgumentException if FIPS 204 does not allow {@code digestName}
     */
    public MlDsaParameterSpec withPreHash(String digestName) {
        PreHashFunction function = PreHashFunction.byName(digestName);
        if (function == null) {
            throw new IllegalArgumentException(digestName + " is not a HashML-DSA pre-hash function; use one of"
                    + " SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224, SHA-512/256, SHA3-224, SHA3-256,"
                    + " SHA3-384, SHA3-512, SHAKE128-256, SHAKE256-512");
        }
        return new MlDsaParameterSpec(context, deterministic, function.jdkName);
    }

    /** HashML-DSA's pre-hash function, as the JDK names it, or null when not chosen (SHA-512). */
    public String getPreHash() {
        return preHash;
    }

    /** Deterministic signing with an empty context. */
    public static MlDsaParameterSpec deterministicSigning() {
        return new MlDsaParameterSpec(new byte[0], true);
    }

    /** A copy of the context string. */
    public byte[] getContext() {
        return context.clone();
    }

    /** Whether signing is deterministic (otherwise hedged with OS randomness). */
    public boolean isDeterministic() {
        return deterministic;
    }
}
