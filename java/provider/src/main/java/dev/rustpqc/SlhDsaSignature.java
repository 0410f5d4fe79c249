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
 * {@code Signature} for SLH-DSA (FIPS 205) over one family or one parameter set: pure SLH-DSA
 * (Algorithms 22 and 24) or HashSLH-DSA (Algorithms 23 and 25), which signs a digest of the
 * message. Pure SLH-DSA reads the message twice (for the randomizer, then for the message digest),
 * so the message is kept until {@code sign} or {@code verify}: memory grows with it, and a native
 * copy of it is made during the call. HashSLH-DSA digests the message as it arrives.
 *
 * <p>Signing is hedged with OS randomness drawn inside native code; a {@link SecureRandom} passed
 * to {@code initSign} is not used (BouncyCastle signs deterministically when given none: ask for
 * that with {@link MlDsaParameterSpec}). The options are those of ML-DSA, so the same
 * {@link MlDsaParameterSpec} sets them: the context string, deterministic signing (FIPS 205's
 * {@code opt_rand} = PK.seed) and HashSLH-DSA's pre-hash function (by default the one RFC 9909
 * pairs with the set: SHA-256 for SHA2-128, SHA-512 for SHA2-192 and -256, SHAKE128 for SHAKE-128,
 * SHAKE256 for SHAKE-192 and -256).
 */
final class SlhDsaSignature extends SignatureSpi {
    private static final MlDsaParameterSpec DEFAULTS = new MlDsaParameterSpec(new byte[0]);
    /** Past this size a message buffer is dropped after use rather than kept for the next message. */
    private static final int RETAINED_BUFFER_LIMIT = 1 << 20;

    private final ParameterSet fixed;
    private final boolean preHash;
    private final PreHashFunction fixedHash;
    private PqcPrivateKey signingKey;
    private PqcPublicKey verificationKey;
    private MlDsaParameterSpec options = DEFAULTS;
    private byte[] message = new byte[256];
    private int length;
    private PreHashFunction function;
    private PreHashFunction.Digester digester;
    private final byte[] oneByte = new byte[1];

    /** Pure SLH-DSA for one set, or for the family when {@code fixed} is null. */
    SlhDsaSignature(ParameterSet fixed) {
        this(fixed, false, null);
    }

    /**
     * {@code preHash}: HashSLH-DSA; {@code fixedHash}: its pre-hash function when the service's
     * name fixes it (as {@code SLH-DSA-SHA2-128S-WITH-SHA256} does), else null.
     */
    SlhDsaSignature(ParameterSet fixed, boolean preHash, PreHashFunction fixedHash) {
        this.fixed = fixed;
        this.preHash = preHash;
        this.fixedHash = fixedHash;
    }

    /** The pre-hash function RFC 9909 (and BouncyCastle) pairs with an SLH-DSA set. */
    static PreHashFunction defaultPreHash(ParameterSet set) {
        switch (set) {
            case SLH_DSA_SHA2_128S:
            case SLH_DSA_SHA2_128F:
                return PreHashFunction.SHA_256;
            case SLH_DSA_SHA2_192S:
            case SLH_DSA_SHA2_192F:
            case SLH_DSA_SHA2_256S:
            case SLH_DSA_SHA2_256F:
                return PreHashFunction.SHA_512;
            case SLH_DSA_SHAKE_128S:
            case SLH_DSA_SHAKE_128F:
                return PreHashFunction.SHAKE128_256;
            default:
                return PreHashFunction.SHAKE256_512;
        }
    }

    /** The name BouncyCastle gives HashSLH-DSA over a set: {@code SLH-DSA-SHA2-128S-WITH-SHA256}. */
    static String preHashServiceName(ParameterSet set) {
        String hash = defaultPreHash(set).jdkName;
        String suffix = hash.startsWith("SHAKE") ? hash.substring(0, hash.indexOf('-')) : hash.replace("-", "");
        return set.jcaName + "-WITH-" + suffix;
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
        PqcPrivateKey key = Keys.toPrivateKey(privateKey);
        Keys.requireAllowed(key.parameterSet(), Family.SLH_DSA, fixed, "Signature");
        key.requireUsable();
        reset();
        signingKey = key;
        verificationKey = null;
    }

    @Override
    protected void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
        engineInitSign(privateKey);
    }

    @Override
    protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
        PqcPublicKey key = Keys.toPublicKey(publicKey);
        Keys.requireAllowed(key.parameterSet(), Family.SLH_DSA, fixed, "Signature");
        reset();
        verificationKey = key;
        signingKey = null;
    }

    @Override
    protected void engineUpdate(byte b) throws SignatureException {
        oneByte[0] = b;
        engineUpdate(oneByte, 0, 1);
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        ParameterSet set = initializedSet();
        if (preHash) {
            digester(set).update(b, off, len);
            return;
        }
        if (len > Integer.MAX_VALUE - 8 - length) {
            throw new SignatureException(set + " message longer than 2 GiB: pure SLH-DSA keeps the whole message;"
                    + " sign a digest of it with HashSLH-DSA (" + preHashServiceName(set) + ")");
        }
        if (length + len > message.length) {
            long doubled = 2L * message.length;
            message = Arrays.copyOf(message, (int) Math.max(length + len, Math.min(Integer.MAX_VALUE - 8, doubled)));
        }
        System.arraycopy(b, off, message, length, len);
        length += len;
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        if (signingKey == null) {
            throw new SignatureException("Signature not initialized for signing");
        }
        ParameterSet set = signingKey.parameterSet();
        byte[] context = options.context();
        boolean deterministic = options.isDeterministic();
        try {
            if (preHash) {
                PreHashFunction hash = function(set);
                byte[] digest = finishDigest(set);
                return signingKey.use((seed, sk) -> SlhDsaOperations.signPreHashed(set, sk, hash, digest, context,
                        deterministic));
            }
            return signingKey.use((seed, sk) -> SlhDsaOperations.sign(set, sk, message, length, context,
                    deterministic));
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
        ParameterSet set = verificationKey.parameterSet();
        try {
            if (signature == null || signature.length != set.outputLength) {
                throw new SignatureException(String.format("Incorrect %s signature length: %s bytes, expected %d",
                        set, signature == null ? "null" : String.valueOf(signature.length), set.outputLength));
            }
            byte[] pk = verificationKey.rawKey();
            if (preHash) {
                PreHashFunction hash = function(set);
                return SlhDsaOperations.verifyPreHashed(set, pk, hash, finishDigest(set), options.context(),
                        signature);
            }
            return SlhDsaOperations.verify(set, pk, message, length, options.context(), signature);
        } finally {
            reset();
        }
    }

    private ParameterSet initializedSet() throws SignatureException {
        if (signingKey != null) {
            return signingKey.parameterSet();
        }
        if (verificationKey != null) {
            return verificationKey.parameterSet();
        }
        throw new SignatureException("Signature not initialized");
    }

    /** The pre-hash function: fixed by the name, chosen by the options, else the set's own. */
    private PreHashFunction function(ParameterSet set) {
        if (fixedHash != null) {
            return fixedHash;
        }
        return options.preHash() != null ? options.preHash() : defaultPreHash(set);
    }

    /** The running digest, started with the function chosen now (the options stay fixed after). */
    private PreHashFunction.Digester digester(ParameterSet set) {
        if (digester == null) {
            function = function(set);
            digester = function.digester();
        }
        return digester;
    }

    private byte[] finishDigest(ParameterSet set) {
        byte[] digest = digester(set).digest();
        digester = null;
        return digest;
    }

    /** Forgets the message (wiping it) or the running digest. */
    private void reset() {
        Arrays.fill(message, 0, length, (byte) 0);
        length = 0;
        if (message.length > RETAINED_BUFFER_LIMIT) {
            message = new byte[256];
        }
        if (digester != null) {
            digester.discard();
            digester = null;
        }
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        MlDsaParameterSpec requested;
        if (params == null) {
            requested = DEFAULTS;
        } else if (params instanceof MlDsaParameterSpec) {
            requested = (MlDsaParameterSpec) params;
        } else {
            throw new InvalidAlgorithmParameterException("SLH-DSA takes a dev.rustpqc.MlDsaParameterSpec (context,"
                    + " deterministic signing, pre-hash function: FIPS 205 has the options of FIPS 204), got "
                    + params.getClass().getName());
        }
        if (length != 0 || digester != null) {
            throw new InvalidAlgorithmParameterException("Set the SLH-DSA parameters before the first update");
        }
        if (requested.preHash() != null && !preHash) {
            throw new InvalidAlgorithmParameterException("A pre-hash function is for HashSLH-DSA (HASH-SLH-DSA),"
                    + " not pure SLH-DSA");
        }
        if (requested.preHash() != null && fixedHash != null && requested.preHash() != fixedHash) {
            throw new InvalidAlgorithmParameterException("This Signature pre-hashes with " + fixedHash.jdkName
                    + ", not " + requested.getPreHash() + " (use HASH-SLH-DSA to choose)");
        }
        options = requested;
    }

    /** Null, as for ML-DSA: the parameters are set, not read back. */
    @Override
    protected AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    @Deprecated
    protected void engineSetParameter(String param, Object value) {
        throw new InvalidParameterException("SLH-DSA has no parameter " + param);
    }

    @Override
    @Deprecated
    protected Object engineGetParameter(String param) {
        throw new InvalidParameterException("SLH-DSA has no parameter " + param);
    }
}
