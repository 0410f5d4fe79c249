package dev.rustpqc;

import java.security.AlgorithmParameters;
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
 * {@code Signature} for ML-DSA (FIPS 204) over one family or one parameter set, in one of three
 * modes: pure ML-DSA over a message (Algorithms 2 and 3; see {@link MessageInput} for how a
 * message of any size is streamed), HashML-DSA over a digest of the message (Algorithms 4 and 5;
 * {@link PreHashedInput}), or signing and verifying a mu computed elsewhere (external mu;
 * {@link ExternalMuInput}). Signing is hedged with OS randomness drawn inside native code; a
 * {@link SecureRandom} passed to {@code initSign} is not used. A {@link MlDsaParameterSpec} sets
 * the context string, opt-in deterministic signing and HashML-DSA's pre-hash function.
 */
final class MlDsaSignature extends SignatureSpi {
    private static final MlDsaParameterSpec DEFAULTS = new MlDsaParameterSpec(new byte[0]);

    /** What the signature is computed over. */
    enum Mode {
        PURE,
        PRE_HASH,
        EXTERNAL_MU
    }

    private final Mode mode;
    private final ParameterSet fixed;
    private final PreHashFunction fixedHash;
    private final MlDsaInput input;
    private PqcPrivateKey signingKey;
    private PqcPublicKey verificationKey;
    private MlDsaParameterSpec options = DEFAULTS;
    private final byte[] oneByte = new byte[1];

    /** Pure ML-DSA for one set, or for the family when {@code fixed} is null. */
    MlDsaSignature(ParameterSet fixed) {
        this(Mode.PURE, fixed, null);
    }

    /**
     * {@code fixedHash}: HashML-DSA's pre-hash function when the service's name fixes it (as
     * {@code ML-DSA-65-WITH-SHA512} does), else null.
     */
    MlDsaSignature(Mode mode, ParameterSet fixed, PreHashFunction fixedHash) {
        this.mode = mode;
        this.fixed = fixed;
        this.fixedHash = fixedHash;
        switch (mode) {
            case PRE_HASH:
                input = new PreHashedInput(fixedHash, () -> options);
                break;
            case EXTERNAL_MU:
                input = new ExternalMuInput();
                break;
            default:
                input = new MessageInput(this::muPrefix);
                break;
        }
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
        PqcPrivateKey key = Keys.toPrivateKey(privateKey);
        Keys.requireAllowed(key.parameterSet(), Family.ML_DSA, fixed, "Signature");
        key.requireUsable();
        signingKey = key;
        verificationKey = null;
        input.reset();
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
        input.reset();
    }

    @Override
    protected void engineUpdate(byte b) throws SignatureException {
        oneByte[0] = b;
        engineUpdate(oneByte, 0, 1);
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        if (signingKey == null && verificationKey == null) {
            throw new SignatureException("Signature not initialized");
        }
        input.update(b, off, len);
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        if (signingKey == null) {
            throw new SignatureException("Signature not initialized for signing");
        }
        try {
            return input.sign(signingKey, options);
        } catch (InvalidKeyException e) {
            throw new SignatureException(e.getMessage(), e);
        } finally {
            input.reset();
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
            return input.verify(verificationKey, options, signature);
        } finally {
            input.reset();
        }
    }

    /** tr || 0 || len(ctx) || ctx, where a streamed mu starts; tr = H(pk) is kept in the key. */
    private byte[] muPrefix() throws SignatureException {
        byte[] tr;
        if (signingKey != null) {
            try {
                tr = signingKey.use((seed, sk) -> Arrays.copyOfRange(sk, 64, 128));
            } catch (InvalidKeyException e) {
                throw new SignatureException(e.getMessage(), e);
            }
        } else {
            tr = verificationKey.tr();
        }
        return MessageInput.muPrefix(tr, options.context());
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        MlDsaParameterSpec requested;
        if (params == null) {
            requested = DEFAULTS;
        } else if (params instanceof MlDsaParameterSpec) {
            requested = (MlDsaParameterSpec) params;
        } else {
            throw new InvalidAlgorithmParameterException("ML-DSA takes a dev.rustpqc.MlDsaParameterSpec (context,"
                    + " deterministic signing), got " + params.getClass().getName()
                    + " (BouncyCastle reads MlDsaParameterSpec too, so one spec serves both providers)");
        }
        if (!input.isEmpty()) {
            throw new InvalidAlgorithmParameterException("Set the ML-DSA parameters before the first update");
        }
        if (requested.preHash() != null && mode != Mode.PRE_HASH) {
            throw new InvalidAlgorithmParameterException("A pre-hash function is for HashML-DSA (HASH-ML-DSA),"
                    + " not " + (mode == Mode.PURE ? "pure ML-DSA" : "external mu"));
        }
        if (requested.preHash() != null && fixedHash != null && requested.preHash() != fixedHash) {
            throw new InvalidAlgorithmParameterException("This Signature pre-hashes with " + fixedHash.jdkName
                    + ", not " + requested.getPreHash() + " (use HASH-ML-DSA to choose)");
        }
        if (mode == Mode.EXTERNAL_MU && requested.context().length != 0) {
            throw new InvalidAlgorithmParameterException("External mu already contains the context; set none");
        }
        options = requested;
    }

    /** Null, as the JDK's ML-DSA gives: the parameters are set, not read back. */
    @Override
    protected AlgorithmParameters engineGetParameters() {
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
}
