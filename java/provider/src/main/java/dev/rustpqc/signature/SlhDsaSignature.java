package dev.rustpqc.signature;

import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.security.SignatureException;
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
 * that with {@link dev.rustpqc.MlDsaParameterSpec}). The options are those of ML-DSA, so the same
 * {@link dev.rustpqc.MlDsaParameterSpec} sets them: the context string, deterministic signing (FIPS 205's
 * {@code opt_rand} = PK.seed) and HashSLH-DSA's pre-hash function (by default the one RFC 9909
 * pairs with the set: SHA-256 for SHA2-128, SHA-512 for SHA2-192 and -256, SHAKE128 for SHAKE-128,
 * SHAKE256 for SHAKE-192 and -256).
 */
public final class SlhDsaSignature extends PqcSignatureSpi {
    /** Past this size a message buffer is dropped after use rather than kept for the next message. */
    private static final int RETAINED_BUFFER_LIMIT = 1 << 20;

    private byte[] message = new byte[256];
    private int length;
    private PreHashFunction.Digester digester;

    /** Pure SLH-DSA for one set, or for the family when {@code fixed} is null. */
    public SlhDsaSignature(ParameterSet fixed) {
        this(fixed, false, null);
    }

    /**
     * {@code preHash}: HashSLH-DSA; {@code fixedHash}: its pre-hash function when the service's
     * name fixes it (as {@code SLH-DSA-SHA2-128S-WITH-SHA256} does), else null.
     */
    public SlhDsaSignature(ParameterSet fixed, boolean preHash, PreHashFunction fixedHash) {
        super(Family.SLH_DSA, fixed, preHash, fixedHash);
    }

    /** The pre-hash function RFC 9909 (and BouncyCastle) pairs with an SLH-DSA set. */
    public static PreHashFunction defaultPreHash(ParameterSet set) {
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
    public static String preHashServiceName(ParameterSet set) {
        String hash = defaultPreHash(set).jdkName;
        String suffix = hash.startsWith("SHAKE") ? hash.substring(0, hash.indexOf('-')) : hash.replace("-", "");
        return set.jcaName + "-WITH-" + suffix;
    }

    @Override
    void absorb(ParameterSet set, byte[] b, int off, int len) throws SignatureException {
        if (signsDigest()) {
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
    byte[] sign(PqcPrivateKey key, SigningOptions options) throws SignatureException, InvalidKeyException {
        ParameterSet set = key.parameterSet();
        byte[] context = options.context();
        boolean deterministic = options.deterministic();
        if (signsDigest()) {
            PreHashFunction hash = function(set);
            byte[] digest = finishDigest(set);
            return key.use((seed, sk) -> SignatureOperations.signPreHashed(set, sk, hash, digest, context,
                    deterministic));
        }
        return key.use((seed, sk) -> SignatureOperations.sign(set, sk, message, length, context, deterministic));
    }

    @Override
    boolean verify(PqcPublicKey key, SigningOptions options, byte[] signature) throws SignatureException {
        ParameterSet set = key.parameterSet();
        if (signsDigest()) {
            return SignatureOperations.verifyPreHashed(set, key.rawKey(), function(set), finishDigest(set),
                    options.context(), signature);
        }
        return SignatureOperations.verify(set, key.rawKey(), message, length, options.context(), signature);
    }

    @Override
    boolean hasInput() {
        return length != 0 || digester != null;
    }

    @Override
    String mode() {
        return "pure SLH-DSA";
    }

    @Override
    PreHashFunction preHashOfOid(ParameterSet set) {
        return defaultPreHash(set);
    }

    @Override
    String boundPreHashService(ParameterSet set) {
        return preHashServiceName(set);
    }

    /** The pre-hash function: fixed by the name, chosen by the options, else the set's own. */
    private PreHashFunction function(ParameterSet set) {
        return preHashFunction(defaultPreHash(set));
    }

    /** The running digest, started now; the options, which choose its function, stay fixed after. */
    private PreHashFunction.Digester digester(ParameterSet set) {
        if (digester == null) {
            digester = function(set).digester();
        }
        return digester;
    }

    private byte[] finishDigest(ParameterSet set) {
        byte[] digest = digester(set).digest();
        digester = null;
        return digest;
    }

    /** Forgets the message (wiping it) or the running digest. */
    @Override
    void resetInput() {
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
}
