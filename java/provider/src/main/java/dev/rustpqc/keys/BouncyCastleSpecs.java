package dev.rustpqc.keys;

import java.security.spec.AlgorithmParameterSpec;
import java.util.function.Function;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Null;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.bouncycastle.jcajce.spec.KTSParameterSpec;
import org.bouncycastle.jcajce.spec.MLDSAParameterSpec;
import org.bouncycastle.jcajce.spec.MLKEMParameterSpec;
import org.bouncycastle.jcajce.spec.SLHDSAParameterSpec;

/**
 * BouncyCastle's specs, with the meaning they have in BouncyCastle, so that a team moving from
 * BouncyCastle keeps its code: the parameter-set specs of key generation
 * ({@code MLKEMParameterSpec.ml_kem_768}, {@code MLDSAParameterSpec.ml_dsa_65},
 * {@code SLHDSAParameterSpec.slh_dsa_sha2_128f}), the signatures' {@code ContextParameterSpec}
 * (read from a caller and handed back by a Signature's {@code getParameters()}) and the
 * {@code KTSParameterSpec} with which bcpkix's CMS asks a KEM {@code Cipher} to wrap a
 * content-encryption key.
 * BouncyCastle is an optional dependency: its classes are touched only for a spec that is one of
 * them, so without it on the class path nothing here loads.
 */
public final class BouncyCastleSpecs {
    private static final String PACKAGE = "org.bouncycastle.jcajce.spec.";

    private BouncyCastleSpecs() {
    }

    /** The parameter set a BouncyCastle key-generation spec names, or null for any other spec. */
    static String parameterSetName(AlgorithmParameterSpec spec) {
        return read(spec, theirs -> Reader.parameterSetName(theirs));
    }

    /**
     * The context string of BouncyCastle's {@code ContextParameterSpec} (the FIPS 204 / 205 context
     * of a signature), or null for any other spec.
     */
    public static byte[] context(AlgorithmParameterSpec spec) {
        return read(spec, theirs -> Reader.context(theirs));
    }

    /**
     * BouncyCastle's {@code ContextParameterSpec} of {@code context} when {@code type} is that
     * class (as this provider sees it), else null.
     */
    public static <T extends AlgorithmParameterSpec> T contextSpec(Class<T> type, byte[] context) {
        if (!type.getName().equals(PACKAGE + "ContextParameterSpec")) {
            return null;
        }
        try {
            AlgorithmParameterSpec spec = Reader.contextSpec(type, context);
            return spec == null ? null : type.cast(spec);
        } catch (LinkageError e) {
            return null;
        }
    }

    /**
     * What a {@code KTSParameterSpec} asks of a KEM {@code Cipher} in wrap and unwrap mode: derive a
     * key-encryption key of {@code keySizeBits} from the KEM's secret and {@code otherInfo} with the
     * KDF, and wrap the key with {@code wrapAlgorithm}.
     *
     * @param wrapAlgorithm BouncyCastle's name for the wrap: {@code AESWRAP}, {@code AES-KWP}, ...
     * @param kdfOid the KDF's OID, or null for none (the KEM's secret is the key)
     * @param kdfDigestOid the OID of the digest the KDF names in its parameters (X9.63's KDFs), or null
     * @param kdfHasOtherParameters whether the KDF's AlgorithmIdentifier has parameters beyond that
     * @param hasWrapParameters whether the spec carries parameters for the wrap algorithm
     */
    public record KeyTransport(String wrapAlgorithm, int keySizeBits, byte[] otherInfo, String kdfOid,
            String kdfDigestOid, boolean kdfHasOtherParameters, boolean hasWrapParameters) {
    }

    /** The key transport a BouncyCastle {@code KTSParameterSpec} asks for, or null for any other spec. */
    public static KeyTransport keyTransport(AlgorithmParameterSpec spec) {
        return read(spec, theirs -> Reader.keyTransport(theirs));
    }

    /** What {@code reader} makes of one of BouncyCastle's specs; null for any other spec. */
    private static <T> T read(AlgorithmParameterSpec spec, Function<AlgorithmParameterSpec, T> reader) {
        if (spec == null || !spec.getClass().getName().startsWith(PACKAGE)) {
            return null;
        }
        try {
            return reader.apply(spec);
        } catch (LinkageError e) {
            // BouncyCastle is loaded where this provider cannot see it (another class loader).
            return null;
        }
    }

    /** The part that names BouncyCastle's classes, loaded only when such a spec arrives. */
    private static final class Reader {
        static String parameterSetName(AlgorithmParameterSpec spec) {
            if (spec instanceof MLKEMParameterSpec) {
                return ((MLKEMParameterSpec) spec).getName();
            }
            if (spec instanceof MLDSAParameterSpec) {
                return ((MLDSAParameterSpec) spec).getName();
            }
            if (spec instanceof SLHDSAParameterSpec) {
                return ((SLHDSAParameterSpec) spec).getName();
            }
            return null;
        }

        static byte[] context(AlgorithmParameterSpec spec) {
            return spec.getClass() == ContextParameterSpec.class ? ((ContextParameterSpec) spec).getContext() : null;
        }

        static AlgorithmParameterSpec contextSpec(Class<?> type, byte[] context) {
            return type == ContextParameterSpec.class ? new ContextParameterSpec(context) : null;
        }

        static KeyTransport keyTransport(AlgorithmParameterSpec spec) {
            if (!(spec instanceof KTSParameterSpec)) {
                return null;
            }
            KTSParameterSpec kts = (KTSParameterSpec) spec;
            AlgorithmIdentifier kdf = kts.getKdfAlgorithm();
            String kdfOid = kdf == null ? null : kdf.getAlgorithm().getId();
            String digestOid = null;
            boolean otherParameters = false;
            ASN1Encodable parameters = kdf == null ? null : kdf.getParameters();
            if (parameters != null && !(parameters instanceof ASN1Null)) {
                // X9.63's KDFs name their digest: AlgorithmIdentifier(digest, NULL or absent).
                try {
                    AlgorithmIdentifier digest = AlgorithmIdentifier.getInstance(parameters);
                    digestOid = digest.getAlgorithm().getId();
                    otherParameters = digest.getParameters() != null && !(digest.getParameters() instanceof ASN1Null);
                } catch (IllegalArgumentException notAnAlgorithmIdentifier) {
                    otherParameters = true;
                }
            }
            return new KeyTransport(kts.getKeyAlgorithmName(), kts.getKeySize(), kts.getOtherInfo(), kdfOid, digestOid,
                    otherParameters, kts.getParameterSpec() != null);
        }
    }
}
