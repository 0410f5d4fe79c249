package dev.rustpqc.jose;

import com.nimbusds.jose.JOSEException;
import dev.rustpqc.RustPqcProvider;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.EncodedKeySpec;
import java.util.Arrays;

/**
 * ML-DSA keys of any provider (RustPqc's, the JDK's, BouncyCastle's) read through their standard
 * encodings, SubjectPublicKeyInfo and PKCS#8 (RFC 9881), whatever names their providers give them;
 * and keys made from RFC 9964's raw {@code pub} and 32-byte seed {@code priv} by a provider's
 * {@code KeyFactory} (RustPqc's by default).
 */
final class MlDsaKeys {
    /** The provider used when none is configured: not registered in the JCA, so nothing else changes. */
    private static final Provider DEFAULT_PROVIDER = new RustPqcProvider();

    /** What the pairwise check of a private JWK signs. */
    private static final byte[] CONSISTENCY_MESSAGE = "rustpqc-jose: does priv belong to pub?".getBytes(StandardCharsets.US_ASCII);

    private MlDsaKeys() {
    }

    static Provider defaultProvider() {
        return DEFAULT_PROVIDER;
    }

    /** {@code configured}, or RustPqc when null. */
    static Provider providerOr(Provider configured) {
        return configured != null ? configured : DEFAULT_PROVIDER;
    }

    /** The parameter set of an ML-DSA public or private key, read from its encoding's OID. */
    static MlDsaParameterSet parameterSet(Key key) throws JOSEException {
        if (key instanceof PublicKey) {
            return publicKeyInfo((PublicKey) key).set;
        }
        if (key instanceof PrivateKey) {
            return privateKeyInfo((PrivateKey) key).set;
        }
        throw new JOSEException("Not an ML-DSA public or private key: " + describe(key));
    }

    /** The raw public key of FIPS 204 (RFC 9964's {@code pub}). */
    static byte[] rawPublicKey(PublicKey key) throws JOSEException {
        return publicKeyInfo(key).raw;
    }

    /**
     * The 32-byte seed of a private key (RFC 9964's {@code priv}), from a PKCS#8 encoding in the
     * {@code seed} or {@code both} form of RFC 9881; the {@code expandedKey} form has none.
     */
    static byte[] seed(PrivateKey key) throws JOSEException {
        PrivateKeyInfo info = privateKeyInfo(key);
        if (info.seed == null) {
            throw new JOSEException("This " + info.set + " private key was encoded without its seed (PKCS#8 in the"
                    + " expandedKey form, as JDK 24 and 25.0.x write their own ML-DSA keys and RustPqc then does too),"
                    + " and an RFC 9964 private JWK is the 32-byte seed: make the key with"
                    + " -Djdk.mldsa.pkcs8.encoding=seed (or both) set, or sign with the key itself (MlDsaSigner)");
        }
        return info.seed;
    }

    /** The public key of {@code set} whose raw encoding is {@code raw}, made by {@code provider}'s KeyFactory. */
    static PublicKey publicKey(MlDsaParameterSet set, byte[] raw, Provider provider) throws JOSEException {
        try {
            return KeyFactory.getInstance(set.jcaName(), providerOr(provider)).generatePublic(raw(raw));
        } catch (GeneralSecurityException e) {
            throw new JOSEException("Cannot make an " + set + " public key: " + e.getMessage(), e);
        }
    }

    /** The private key of {@code set} expanded from {@code seed}, made by {@code provider}'s KeyFactory. */
    static PrivateKey privateKey(MlDsaParameterSet set, byte[] seed, Provider provider) throws JOSEException {
        try {
            return KeyFactory.getInstance(set.jcaName(), providerOr(provider)).generatePrivate(raw(seed));
        } catch (GeneralSecurityException e) {
            throw new JOSEException("Cannot make an " + set + " private key from the seed: " + e.getMessage(), e);
        }
    }

    /**
     * Fails unless {@code privateKey} signs what {@code publicKey} verifies (RFC 9964's "mismatched
     * AKP parameters"): one signature and one verification of a fixed message.
     */
    static void requirePair(MlDsaParameterSet set, PrivateKey privateKey, PublicKey publicKey) throws JOSEException {
        try {
            Signature signer = Signature.getInstance(set.jcaName(), DEFAULT_PROVIDER);
            signer.initSign(privateKey);
            signer.update(CONSISTENCY_MESSAGE);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(set.jcaName(), DEFAULT_PROVIDER);
            verifier.initVerify(publicKey);
            verifier.update(CONSISTENCY_MESSAGE);
            if (!verifier.verify(signature)) {
                throw new JOSEException("The " + set + " private key (priv) does not belong to the public key (pub)");
            }
        } catch (GeneralSecurityException e) {
            throw new JOSEException("Cannot check the " + set + " key pair: " + e.getMessage(), e);
        }
    }

    /** A key of bare bytes: RustPqc's and the JDK's parameter-set KeyFactory read it (JDK 17 has no class for it). */
    private static EncodedKeySpec raw(byte[] bytes) {
        return new EncodedKeySpec(bytes) {
            @Override
            public String getFormat() {
                return "RAW";
            }
        };
    }

    private static final class PublicKeyInfo {
        final MlDsaParameterSet set;
        final byte[] raw;

        PublicKeyInfo(MlDsaParameterSet set, byte[] raw) {
            this.set = set;
            this.raw = raw;
        }
    }

    private static final class PrivateKeyInfo {
        final MlDsaParameterSet set;
        final byte[] seed;

        PrivateKeyInfo(MlDsaParameterSet set, byte[] seed) {
            this.set = set;
            this.seed = seed;
        }
    }

    /** SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { OID }, BIT STRING }. */
    private static PublicKeyInfo publicKeyInfo(PublicKey key) throws JOSEException {
        byte[] encoded = encoding(key, "X.509");
        try {
            Der spki = new Der(encoded).nextReader(Der.SEQUENCE);
            MlDsaParameterSet set = algorithm(spki.nextReader(Der.SEQUENCE), key);
            byte[] bits = spki.next(Der.BIT_STRING);
            spki.requireEnd();
            if (bits.length != set.publicKeyLength + 1 || bits[0] != 0) {
                throw new JOSEException("Invalid " + set + " public key: " + Math.max(0, bits.length - 1)
                        + " bytes, expected " + set.publicKeyLength);
            }
            return new PublicKeyInfo(set, Arrays.copyOfRange(bits, 1, bits.length));
        } catch (IllegalArgumentException e) {
            throw new JOSEException("Invalid X.509 encoding of " + describe(key) + ": " + e.getMessage(), e);
        }
    }

    /**
     * PrivateKeyInfo: SEQUENCE { INTEGER, SEQUENCE { OID }, OCTET STRING, ... }, whose OCTET STRING
     * holds RFC 9881's ML-DSA-PrivateKey: {@code seed [0]}, {@code expandedKey OCTET STRING} or
     * {@code both SEQUENCE { seed, expandedKey }}.
     */
    private static PrivateKeyInfo privateKeyInfo(PrivateKey key) throws JOSEException {
        byte[] encoded = encoding(key, "PKCS#8");
        byte[] privateKey = null;
        try {
            Der info = new Der(encoded).nextReader(Der.SEQUENCE);
            info.next(Der.INTEGER);
            MlDsaParameterSet set = algorithm(info.nextReader(Der.SEQUENCE), key);
            privateKey = info.next(Der.OCTET_STRING);
            Der choice = new Der(privateKey);
            byte[] seed = null;
            switch (choice.peekTag()) {
                case Der.CONTEXT_0:
                    seed = choice.next(Der.CONTEXT_0);
                    break;
                case Der.SEQUENCE:
                    Der both = choice.nextReader(Der.SEQUENCE);
                    seed = both.next(Der.OCTET_STRING);
                    Arrays.fill(both.next(Der.OCTET_STRING), (byte) 0);
                    break;
                default:
                    Arrays.fill(choice.next(Der.OCTET_STRING), (byte) 0);
            }
            choice.requireEnd();
            if (seed != null && seed.length != MlDsaParameterSet.SEED_LENGTH) {
                Arrays.fill(seed, (byte) 0);
                throw new JOSEException("Invalid " + set + " private key: a seed of " + seed.length + " bytes, expected 32");
            }
            return new PrivateKeyInfo(set, seed);
        } catch (IllegalArgumentException e) {
            throw new JOSEException("Invalid PKCS#8 encoding of " + describe(key) + ": " + e.getMessage(), e);
        } finally {
            Arrays.fill(encoded, (byte) 0);
            if (privateKey != null) {
                Arrays.fill(privateKey, (byte) 0);
            }
        }
    }

    /** AlgorithmIdentifier: SEQUENCE { OID } of one of the three pure ML-DSA sets, without parameters. */
    private static MlDsaParameterSet algorithm(Der identifier, Key key) throws JOSEException {
        MlDsaParameterSet set = MlDsaParameterSet.ofOid(identifier.next(Der.OID));
        if (set == null) {
            throw new JOSEException("Not an ML-DSA-44, ML-DSA-65 or ML-DSA-87 key (RFC 9964 is pure ML-DSA): "
                    + describe(key));
        }
        identifier.requireEnd();
        return set;
    }

    /** A copy of the key's encoding, which must be in {@code format}. */
    private static byte[] encoding(Key key, String format) throws JOSEException {
        byte[] encoded = key == null ? null : key.getEncoded();
        if (encoded == null || !format.equalsIgnoreCase(key.getFormat())) {
            throw new JOSEException("Not an ML-DSA key with an " + format + " encoding: " + describe(key));
        }
        return encoded.clone();
    }

    static String describe(Key key) {
        return key == null ? "null" : key.getAlgorithm() + " key (" + key.getClass().getName() + ", format "
                + key.getFormat() + ")";
    }
}
