package dev.rustpqc.signature;

import dev.rustpqc.binding.FipsFlavour;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * {@code Signature} for ML-DSA (FIPS 204) over one family or one parameter set, in one of three
 * modes: pure ML-DSA over a message (Algorithms 2 and 3; see {@link MessageInput} for how a
 * message of any size is streamed), HashML-DSA over a digest of the message (Algorithms 4 and 5;
 * {@link PreHashedInput}), or signing and verifying a mu computed elsewhere (external mu;
 * {@link ExternalMuInput}). Signing is hedged with OS randomness drawn inside native code; a
 * {@link SecureRandom} passed to {@code initSign} is not used. A {@link dev.rustpqc.MlDsaParameterSpec} sets
 * the context string, opt-in deterministic signing and HashML-DSA's pre-hash function.
 */
public final class MlDsaSignature extends PqcSignatureSpi {
    /** What the signature is computed over. */
    public enum Mode {
        PURE("pure ML-DSA"),
        PRE_HASH("HashML-DSA"),
        EXTERNAL_MU("external mu");

        final String description;

        Mode(String description) {
            this.description = description;
        }
    }

    private final Mode mode;
    private final MlDsaInput input;

    /** Pure ML-DSA for one set, or for the family when {@code fixed} is null. */
    public MlDsaSignature(ParameterSet fixed) {
        this(Mode.PURE, fixed, null);
    }

    /**
     * {@code fixedHash}: HashML-DSA's pre-hash function when the service's name fixes it (as
     * {@code ML-DSA-65-WITH-SHA512} does), else null.
     */
    public MlDsaSignature(Mode mode, ParameterSet fixed, PreHashFunction fixedHash) {
        super(Family.ML_DSA, fixed, mode == Mode.PRE_HASH, fixedHash);
        this.mode = mode;
        switch (mode) {
            case PRE_HASH:
                input = new PreHashedInput(() -> preHashFunction(PreHashFunction.SHA_512));
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
    void absorb(ParameterSet set, byte[] data, int offset, int length) throws SignatureException {
        input.update(data, offset, length);
    }

    @Override
    byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        return input.sign(key, options);
    }

    @Override
    boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        return input.verify(key, options, signature);
    }

    @Override
    boolean hasInput() {
        return !input.isEmpty();
    }

    @Override
    void resetInput() {
        input.reset();
    }

    @Override
    String mode() {
        return mode.description;
    }

    @Override
    PreHashFunction preHashOfOid(ParameterSet set) {
        return PreHashFunction.SHA_512;
    }

    @Override
    String boundPreHashService(ParameterSet set) {
        return set + "-WITH-SHA512";
    }

    @Override
    void checkOptions(SigningOptions requested) throws InvalidAlgorithmParameterException {
        if (FipsFlavour.active() && requested.context().length != 0) {
            throw new InvalidAlgorithmParameterException(FipsFlavour.outsideBoundary("An ML-DSA context string"));
        }
        if (FipsFlavour.active() && requested.deterministic()) {
            throw new InvalidAlgorithmParameterException(FipsFlavour.outsideBoundary("Deterministic ML-DSA signing"));
        }
        if (mode == Mode.EXTERNAL_MU && requested.context().length != 0) {
            throw new InvalidAlgorithmParameterException("External mu already contains the context; set none");
        }
    }

    /** tr || 0 || len(ctx) || ctx, where a streamed mu starts; tr = H(pk) is kept in the key. */
    private byte[] muPrefix() throws SignatureException {
        byte[] tr;
        if (signingKey() != null) {
            try {
                tr = signingKey().use((seed, sk) -> Arrays.copyOfRange(sk, 64, 128));
            } catch (InvalidKeyException e) {
                throw new SignatureException(e.getMessage(), e);
            }
        } else {
            tr = verificationKey().tr();
        }
        return MessageInput.muPrefix(tr, options().context());
    }
}
