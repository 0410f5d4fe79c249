package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.SignatureSpi;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;

/**
 * {@code Signature} for ML-DSA (pure, FIPS 204 Algorithm 2 and 3) over one family or one
 * parameter set. The message is buffered (ML-DSA hashes it with the key's tr first) and signed in
 * one native call. Signing is hedged with OS randomness drawn inside native code; a
 * {@link SecureRandom} passed to {@code initSign} is not used. A {@link MlDsaParameterSpec} sets
 * the context string and, opt-in, deterministic signing.
 */
final class MlDsaSignature extends SignatureSpi {
    private static final MlDsaParameterSpec DEFAULTS = new MlDsaParameterSpec(new byte[0]);
    /** Past this size a buffer is dropped after use rather than kept for the next message. */
    private static final int RETAINED_BUFFER_LIMIT = 1 << 20;

    private final ParameterSet fixed;
    private PqcPrivateKey signingKey;
    private PqcPublicKey verificationKey;
    private byte[] message = new byte[256];
    private int length;
    private MlDsaParameterSpec options = DEFAULTS;

    MlDsaSignature(ParameterSet fixed) {
        this.fixed = fixed;
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
        PqcPrivateKey key = Keys.toPrivateKey(privateKey);
        Keys.requireAllowed(key.parameterSet(), Family.ML_DSA, fixed, "Signature");
        key.requireUsable();
        signingKey = key;
        verificationKey = null;
        reset();
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
        engineInitSign(privateKey);
    }

    @Override
    protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
        PqcPublicKey key = Keys.toPublicKey(publicKey);
        Keys.requireAllowed(key.parameterSet(), Family.ML_DSA, fixed, "Signature");
        verificationKey = key;
        signingKey = null;
        reset();
    }

    @Override
    protected void engineUpdate(byte b) throws SignatureException {
        requireInitialized();
        ensureCapacity(1);
        message[length++] = b;
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        requireInitialized();
        ensureCapacity(len);
        System.arraycopy(b, off, message, length, len);
        length += len;
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        if (signingKey == null) {
            throw new SignatureException("Signature not initialized for signing");
        }
        try {
            ParameterSet set = signingKey.parameterSet();
            return signingKey.use((seed, sk) -> MlDsaOperations.sign(set, sk, message, length, options.context(),
                    options.isDeterministic()));
        } catch (InvalidKeyException e) {
            throw new SignatureException(e.getMessage(), e);
        } finally {
            reset();
        }
    }

    @Override
    protected boolean engineVerify(byte[] signature) throws SignatureException {
        if (verificationKey == null) {
            throw new SignatureException("Signature not initialized for verification");
        }
        try {
            ParameterSet set = verificationKey.parameterSet();
            if (signature == null || signature.length != set.outputLength) {
                throw new SignatureException(String.format("Incorrect %s signature length: %s bytes, expected %d",
                        set, signature == null ? "null" : String.valueOf(signature.length), set.outputLength));
            }
            return MlDsaOperations.verify(set, verificationKey.rawKey(), message, length, options.context(),
                    signature);
        } finally {
            reset();
        }
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (params == null) {
            options = DEFAULTS;
        } else if (params instanceof MlDsaParameterSpec) {
            options = (MlDsaParameterSpec) params;
        } else {
            throw new InvalidAlgorithmParameterException("ML-DSA takes a dev.rustpqc.MlDsaParameterSpec (context,"
                    + " deterministic signing), got " + params.getClass().getName()
                    + " (BouncyCastle reads MlDsaParameterSpec too, so one spec serves both providers)");
        }
    }

    /** Null, as the JDK's ML-DSA gives: the parameters are set, not read back. */
    @Override
    protected java.security.AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    @Deprecated
    protected void engineSetParameter(String param, Object value) {
        throw new InvalidParameterException("ML-DSA has no parameter " + param);
    }

    @Override
    @Deprecated
    protected Object engineGetParameter(String param) {
        throw new InvalidParameterException("ML-DSA has no parameter " + param);
    }

    private void requireInitialized() throws SignatureException {
        if (signingKey == null && verificationKey == null) {
            throw new SignatureException("Signature not initialized");
        }
    }

    private void ensureCapacity(int extra) throws SignatureException {
        if (extra > Integer.MAX_VALUE - 8 - length) {
            throw new SignatureException("ML-DSA message longer than 2 GiB");
        }
        int needed = length + extra;
        if (needed > message.length) {
            message = Arrays.copyOf(message, Math.max(needed, (int) Math.min(Integer.MAX_VALUE - 8,
                    2L * message.length)));
        }
    }

    private void reset() {
        length = 0;
        if (message.length > RETAINED_BUFFER_LIMIT) {
            message = new byte[256];
        }
    }
}
