package dev.rustpqc;

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
 * {@code initSign} / {@code initVerify}; it stays until replaced. {@code setParameter(null)}
 * restores the defaults.
 */
public final class MlDsaParameterSpec implements AlgorithmParameterSpec {
    /** The longest context FIPS 204 allows. */
    public static final int MAX_CONTEXT_LENGTH = 255;

    private final byte[] context;
    private final boolean deterministic;

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
        if (context.length > MAX_CONTEXT_LENGTH) {
            throw new IllegalArgumentException("ML-DSA context is " + context.length
                    + " bytes; FIPS 204 allows at most " + MAX_CONTEXT_LENGTH);
        }
        this.context = context.clone();
        this.deterministic = deterministic;
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

    /** The context without a copy, for the signature engine. */
    byte[] context() {
        return context;
    }
}
