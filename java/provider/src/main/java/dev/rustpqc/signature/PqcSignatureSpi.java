package dev.rustpqc.signature;

import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.keys.BouncyCastleSpecs;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.Keys;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
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

/**
 * What the ML-DSA, SLH-DSA and composite ML-DSA {@code Signature}s share: the key checks at init,
 * the options (FIPS 205 has the options of FIPS 204, so one {@link MlDsaParameterSpec} sets both;
 * composite ML-DSA takes its context and signing mode), the signature length check, and the JCA's
 * parameter calls. A subclass says how the input is kept, signed and verified. A
 * {@link SecureRandom} passed to {@code initSign} is not used: signing is hedged with OS randomness
 * drawn inside native code.
 */
abstract class PqcSignatureSpi extends SignatureSpi {

    private final Family family;
    private final ParameterSet fixed;
    private final boolean preHash;
    private final PreHashFunction fixedHash;
    private PqcPrivateKey signingKey;
    private PqcPublicKey verificationKey;
    private SigningOptions options = SigningOptions.DEFAULTS;
    private final byte[] oneByte = new byte[1];

    /**
     * {@code fixed}: the one set this service takes, or null for the family; {@code preHash}: the
     * service signs a digest of the message (HashML-DSA, HashSLH-DSA); {@code fixedHash}: the
     * pre-hash function when the service's name fixes it, else null.
     */
    PqcSignatureSpi(Family family, ParameterSet fixed, boolean preHash, PreHashFunction fixedHash) {
        this.family = family;
        this.fixed = fixed;
        this.preHash = preHash;
        this.fixedHash = fixedHash;
    }

    /** Takes more input for a key of {@code set}; called only once initialized. */
    abstract void absorb(ParameterSet set, byte[] data, int offset, int length) throws SignatureException;

    abstract byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException;

    /** Called with a signature of the key's length. */
    abstract boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException;

    /** Whether input arrived since the last {@link #resetInput}. */
    abstract boolean hasInput();

    /** Forgets the input (after signing or verifying, or on a new init), wiping what it held. */
    abstract void resetInput();

    /** What a signature is computed over, for messages: "pure ML-DSA", "external mu". */
    abstract String mode();

    /** Fails unless {@code signature} has a length a signature of {@code set} has: by default exactly its length. */
    void checkSignatureLength(ParameterSet set, byte[] signature) throws SignatureException {
        if (signature.length != set.outputLength) {
            throw new SignatureException(String.format("Incorrect %s signature length: %d bytes, expected %d", set,
                    signature.length, set.outputLength));
        }
    }

    /**
     * The pre-hash function that {@code set}'s pre-hash OID names, which a key named by that OID is
     * bound to. Only families whose sets have such an OID ({@link ParameterSet#hashOid}) override it.
     */
    PreHashFunction preHashOfOid(ParameterSet set) {
        throw new IllegalStateException(set + " has no pre-hash variant");
    }

    /** The name of the {@code Signature} that pre-hashes over {@code set} as its pre-hash OID says; as above. */
    String boundPreHashService(ParameterSet set) {
        throw new IllegalStateException(set + " has no pre-hash variant");
    }

    /** Refuses options the subclass cannot take, before the shared checks; by default none. */
    void checkOptions(SigningOptions requested) throws InvalidAlgorithmParameterException {
    }

    final PqcPrivateKey signingKey() {
        return signingKey;
    }

    final PqcPublicKey verificationKey() {
        return verificationKey;
    }

    /** Whether this service signs a digest of the message (HashML-DSA, HashSLH-DSA). */
    final boolean signsDigest() {
        return preHash;
    }

    final SigningOptions options() {
        return options;
    }

    /** The pre-hash function: fixed by the service's name, else chosen by the options, else {@code byDefault}. */
    final PreHashFunction preHashFunction(PreHashFunction byDefault) {
        if (fixedHash != null) {
            return fixedHash;
        }
        return options.preHash() != null ? options.preHash() : byDefault;
    }

    /**
     * Why {@code key} may not sign or verify with {@code requested}, or null when it may: a key
     * named by its set's pre-hash OID is for that pre-hash signature only, as in BouncyCastle.
     */
    private String bindingRefusal(ParameterSet set, boolean preHashOnly, SigningOptions requested) {
        if (!preHashOnly) {
            return null;
        }
        String binding = set + " key's algorithm OID " + set.hashOid + " binds it to " + boundPreHashService(set);
        if (!preHash) {
            return binding + "; sign and verify with that Signature, not " + mode();
        }
        PreHashFunction bound = preHashOfOid(set);
        PreHashFunction chosen = fixedHash != null ? fixedHash : requested.preHash() != null ? requested.preHash() : bound;
        return chosen == bound ? null : binding + ", which pre-hashes with " + bound.jdkName + ", not " + chosen.jdkName;
    }

    private void requireBindingAllows(ParameterSet set, boolean preHashOnly) throws InvalidKeyException {
        String refusal = bindingRefusal(set, preHashOnly, options);
        if (refusal != null) {
            throw new InvalidKeyException(refusal);
        }
    }

    @Override
    protected final void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
        PqcPrivateKey key = Keys.toPrivateKey(privateKey, family, fixed);
        Keys.requireAllowed(key.parameterSet(), family, fixed, "Signature");
        requireBindingAllows(key.parameterSet(), key.preHashOnly());
        key.requireUsable();
        resetInput();
        signingKey = key;
        verificationKey = null;
    }

    @Override
    protected final void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
        engineInitSign(privateKey);
    }

    @Override
    protected final void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
        PqcPublicKey key = Keys.toPublicKey(publicKey, family, fixed);
        Keys.requireAllowed(key.parameterSet(), family, fixed, "Signature");
        requireBindingAllows(key.parameterSet(), key.preHashOnly());
        resetInput();
        verificationKey = key;
        signingKey = null;
    }

    @Override
    protected final void engineUpdate(byte b) throws SignatureException {
        oneByte[0] = b;
        engineUpdate(oneByte, 0, 1);
    }

    @Override
    protected final void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        ParameterSet set;
        if (signingKey != null) {
            set = signingKey.parameterSet();
        } else if (verificationKey != null) {
            set = verificationKey.parameterSet();
        } else {
            throw new SignatureException("Signature not initialized");
        }
        absorb(set, b, off, len);
    }

    @Override
    protected final byte[] engineSign() throws SignatureException {
        if (signingKey == null) {
            throw new SignatureException("Signature not initialized for signing");
        }
        try {
            return sign(signingKey, options);
        } catch (InvalidKeyException e) {
            throw new SignatureException(e.getMessage(), e);
        } finally {
            resetInput();
        }
    }

    @Override
    protected final boolean engineVerify(byte[] signature) throws SignatureException {
        if (verificationKey == null) {
            throw new SignatureException("Signature not initialized for verification");
        }
        try {
            if (signature == null) {
                throw new SignatureException("The " + verificationKey.parameterSet() + " signature is null");
            }
            checkSignatureLength(verificationKey.parameterSet(), signature);
            return verify(verificationKey, options, signature);
        } finally {
            resetInput();
        }
    }

    @Override
    protected final void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        String name = family.jcaName();
        SigningOptions requested;
        if (params == null) {
            requested = SigningOptions.DEFAULTS;
        } else if (params instanceof MlDsaParameterSpec) {
            requested = SigningOptions.of((MlDsaParameterSpec) params);
        } else {
            // BouncyCastle's context spec: hedged, as in BouncyCastle; our own spec checks the context's length.
            byte[] context = BouncyCastleSpecs.context(params);
            try {
                requested = context == null ? null : SigningOptions.of(new MlDsaParameterSpec(context, false));
            } catch (IllegalArgumentException e) {
                throw new InvalidAlgorithmParameterException(e.getMessage(), e);
            }
            if (requested == null) {
                throw new InvalidAlgorithmParameterException(name + " takes a dev.rustpqc.MlDsaParameterSpec"
                        + " (context, deterministic signing, pre-hash function) or BouncyCastle's"
                        + " ContextParameterSpec, got " + params.getClass().getName());
            }
        }
        if (hasInput()) {
            throw new InvalidAlgorithmParameterException("Set the " + name + " parameters before the first update");
        }
        checkOptions(requested);
        if (requested.preHash() != null && !preHash) {
            throw new InvalidAlgorithmParameterException("A pre-hash function is for Hash" + name + " (HASH-" + name
                    + "), not " + mode());
        }
        if (requested.preHash() != null && fixedHash != null && requested.preHash() != fixedHash) {
            throw new InvalidAlgorithmParameterException("This Signature pre-hashes with " + fixedHash.jdkName
                    + ", not " + requested.preHash().jdkName + " (use HASH-" + name + " to choose)");
        }
        String refusal = signingKey != null ? bindingRefusal(signingKey.parameterSet(), signingKey.preHashOnly(), requested)
                : verificationKey != null
                        ? bindingRefusal(verificationKey.parameterSet(), verificationKey.preHashOnly(), requested)
                        : null;
        if (refusal != null) {
            throw new InvalidAlgorithmParameterException(refusal);
        }
        options = requested;
    }

    /**
     * The options set, as BouncyCastle's Signature hands back its context: readable as a
     * {@link MlDsaParameterSpec} and, where BouncyCastle is present, as its
     * {@code ContextParameterSpec}. Null while they are the defaults (no context, hedged, the
     * service's pre-hash function), as the JDK's ML-DSA gives: the JDK's certificate and jar
     * signing put any parameters a Signature reports into the signature's AlgorithmIdentifier,
     * which for ML-DSA and SLH-DSA has none.
     */
    @Override
    protected final AlgorithmParameters engineGetParameters() {
        return options.isDefault() ? null : SignatureParameters.of(family.jcaName(), options.spec());
    }

    @Override
    @Deprecated
    protected final void engineSetParameter(String param, Object value) {
        throw new InvalidParameterException(family.jcaName() + " has no parameter " + param);
    }

    @Override
    @Deprecated
    protected final Object engineGetParameter(String param) {
        throw new InvalidParameterException(family.jcaName() + " has no parameter " + param);
    }
}
