package dev.rustpqc.signature;

import dev.rustpqc.keys.CompositePublicParts;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.JdkCrypto;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.keys.Traditional;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.util.Arrays;

/**
 * {@code Signature} for composite ML-DSA (draft-ietf-lamps-pq-composite-sigs, sections 4.2 and
 * 4.3), for one set or for the family. The message is pre-hashed as it arrives with the set's PH;
 * both halves sign the message representative
 * {@code M' = Prefix || Label || len(ctx) || ctx || PH(M)}, the ML-DSA half natively as pure
 * ML-DSA with the set's label as its context, the traditional half in the JDK's own provider; the
 * signature is the ML-DSA signature and then the traditional one. Verification needs both halves
 * to verify.
 *
 * <p>{@link dev.rustpqc.MlDsaParameterSpec} (or BouncyCastle's {@code ContextParameterSpec}) sets
 * the application context {@code ctx}; deterministic signing makes the ML-DSA half deterministic,
 * while the ECDSA and RSASSA-PSS halves stay randomized by the JDK. A signature whose length no
 * signature of the key's set has is refused with a {@link SignatureException}; one of a possible
 * length whose halves do not both verify, or cannot be read, gives {@code false}.
 */
public final class CompositeSignature extends PqcSignatureSpi {
    /** The draft's Prefix: the ASCII bytes of "CompositeAlgorithmSignatures2025". */
    private static final byte[] PREFIX = "CompositeAlgorithmSignatures2025".getBytes(StandardCharsets.US_ASCII);

    private PreHashFunction.Digester digest;
    private Signature traditional;
    private Traditional traditionalAlgorithm;

    /** For one set, or for the family when {@code fixed} is null. */
    public CompositeSignature(ParameterSet fixed) {
        super(Family.COMPOSITE_ML_DSA, fixed, false, null);
    }

    @Override
    void absorb(ParameterSet set, byte[] data, int offset, int length) {
        digest(set).update(data, offset, length);
    }

    private PreHashFunction.Digester digest(ParameterSet set) {
        if (digest == null) {
            digest = PreHashFunction.byName(set.preHash).digester();
        }
        return digest;
    }

    @Override
    byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        ParameterSet set = key.parameterSet();
        byte[] representative = representative(set, options.context(), digest(set).digest());
        digest = null;
        return key.use((seed, expanded) -> {
            byte[] mlDsa = SignatureOperations.sign(set.mlDsa, expanded, representative, representative.length,
                    set.label(), options.deterministic());
            byte[] traditionalSignature = signTraditional(set, key.traditionalKey(), representative);
            byte[] both = Arrays.copyOf(mlDsa, mlDsa.length + traditionalSignature.length);
            System.arraycopy(traditionalSignature, 0, both, mlDsa.length, traditionalSignature.length);
            return both;
        });
    }

    @Override
    boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        ParameterSet set = key.parameterSet();
        byte[] representative = representative(set, options.context(), digest(set).digest());
        digest = null;
        CompositePublicParts parts = key.compositeParts();
        int split = set.mlDsa.outputLength;
        if (!SignatureOperations.verify(set.mlDsa, parts.mlDsa(), representative, representative.length,
                set.label(), Arrays.copyOf(signature, split))) {
            return false;
        }
        return verifyTraditional(set, parts.traditional(), representative,
                Arrays.copyOfRange(signature, split, signature.length));
    }

    /** {@code M' = Prefix || Label || len(ctx) || ctx || PH(M)}. */
    static byte[] representative(ParameterSet set, byte[] context, byte[] messageHash) {
        byte[] label = set.label();
        byte[] representative = new byte[PREFIX.length + label.length + 1 + context.length + messageHash.length];
        int at = 0;
        System.arraycopy(PREFIX, 0, representative, at, PREFIX.length);
        at += PREFIX.length;
        System.arraycopy(label, 0, representative, at, label.length);
        at += label.length;
        representative[at++] = (byte) context.length;
        System.arraycopy(context, 0, representative, at, context.length);
        at += context.length;
        System.arraycopy(messageHash, 0, representative, at, messageHash.length);
        return representative;
    }

    private byte[] signTraditional(ParameterSet set, PrivateKey key, byte[] representative)
            throws SignatureException {
        try {
            Signature signer = traditional(set.traditional);
            signer.initSign(key);
            signer.update(representative);
            return signer.sign();
        } catch (InvalidKeyException e) {
            throw new SignatureException(set + " signing failed: the JDK's " + set.traditional.signatureAlgorithm
                    + " refused the key's traditional half: " + e.getMessage(), e);
        }
    }

    /**
     * The traditional half's verdict: false also where the JDK's provider cannot read the half (an
     * ECDSA half that is no DER Ecdsa-Sig-Value, an EdDSA half whose s is too large), as the draft
     * has a malformed component signature give "Invalid signature".
     */
    private boolean verifyTraditional(ParameterSet set, PublicKey key, byte[] representative, byte[] signature)
            throws SignatureException {
        Signature verifier = traditional(set.traditional);
        try {
            verifier.initVerify(key);
        } catch (InvalidKeyException e) {
            throw new SignatureException(set + " verification failed: the JDK's "
                    + set.traditional.signatureAlgorithm + " refused the key's traditional half: " + e.getMessage(), e);
        }
        verifier.update(representative);
        try {
            return verifier.verify(signature);
        } catch (SignatureException malformed) {
            return false;
        }
    }

    /** The JDK's Signature for the traditional half, kept for the next operation on the same algorithm. */
    private Signature traditional(Traditional algorithm) {
        if (traditional == null || traditionalAlgorithm != algorithm) {
            traditional = JdkCrypto.signature(algorithm);
            traditionalAlgorithm = algorithm;
        }
        return traditional;
    }

    /**
     * Every signature of the set is its ML-DSA half's length and then its traditional half's: an
     * ECDSA half varies with its DER integers, the other halves have one length.
     */
    @Override
    void checkSignatureLength(ParameterSet set, byte[] signature) throws SignatureException {
        int shortest = set.mlDsa.outputLength + set.traditional.minSignatureLength;
        int longest = set.mlDsa.outputLength + set.traditional.maxSignatureLength;
        if (signature.length < shortest || signature.length > longest) {
            throw new SignatureException(String.format("Incorrect %s signature length: %d bytes, expected %s", set,
                    signature.length, shortest == longest ? String.valueOf(shortest) : shortest + " to " + longest));
        }
    }

    @Override
    boolean hasInput() {
        return digest != null;
    }

    @Override
    void resetInput() {
        if (digest != null) {
            digest.discard();
            digest = null;
        }
    }

    @Override
    String mode() {
        return "composite ML-DSA";
    }

    @Override
    void checkOptions(SigningOptions requested) throws InvalidAlgorithmParameterException {
        if (requested.preHash() != null) {
            throw new InvalidAlgorithmParameterException("Composite ML-DSA pre-hashes with its set's own function;"
                    + " it takes a context and the signing mode, not a pre-hash function");
        }
    }
}
