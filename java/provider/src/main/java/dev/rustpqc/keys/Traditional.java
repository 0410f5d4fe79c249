package dev.rustpqc.keys;

import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;

/**
 * The traditional half of a composite ML-DSA set (draft-ietf-lamps-pq-composite-sigs, appendix
 * "Component Algorithm Reference"): the algorithm, the JDK provider that computes it (SunEC,
 * SunRsaSign), its signature algorithm and parameters, and its sizes. The encodings of its keys are
 * its {@link TraditionalCodec}'s.
 */
public enum Traditional {
    ECDSA_P256(EcCodec.P256, "SHA256withECDSA", null),
    ECDSA_P384(EcCodec.P384, "SHA384withECDSA", null),
    ECDSA_P521(EcCodec.P521, "SHA512withECDSA", null),
    ED25519(EdDsaCodec.ED25519, "Ed25519", null),
    ED448(EdDsaCodec.ED448, "Ed448", null),
    RSA2048_PKCS15(RsaCodec.RSA2048, "SHA256withRSA", null),
    RSA2048_PSS(RsaCodec.RSA2048, "RSASSA-PSS", Pss.SHA_256),
    RSA3072_PKCS15(RsaCodec.RSA3072, "SHA256withRSA", null),
    RSA3072_PSS(RsaCodec.RSA3072, "RSASSA-PSS", Pss.SHA_256),
    RSA4096_PKCS15(RsaCodec.RSA4096, "SHA384withRSA", null),
    RSA4096_PSS(RsaCodec.RSA4096, "RSASSA-PSS", Pss.SHA_384);

    /** The encodings and checks of its keys. */
    final TraditionalCodec codec;
    /** The JDK's name of its signature algorithm. */
    public final String signatureAlgorithm;
    private final PSSParameterSpec pssParameters;
    /** Its raw public key's length; an RSA key's with the exponent 65537. */
    final int publicKeyLength;
    /** The shortest and the longest signature it gives (ECDSA's DER varies, the others do not). */
    public final int minSignatureLength;
    public final int maxSignatureLength;

    Traditional(TraditionalCodec codec, String signatureAlgorithm, PSSParameterSpec pssParameters) {
        this.codec = codec;
        this.signatureAlgorithm = signatureAlgorithm;
        this.pssParameters = pssParameters;
        this.publicKeyLength = codec.publicKeyLength();
        this.minSignatureLength = codec.minSignatureLength();
        this.maxSignatureLength = codec.maxSignatureLength();
    }

    /** The signature's parameters: RSASSA-PSS's as the draft fixes them, otherwise null. */
    public AlgorithmParameterSpec signatureParameters() {
        return pssParameters;
    }

    /** The JDK provider that computes it, by name: {@code SunEC} or {@code SunRsaSign}. */
    public String providerName() {
        return codec.providerName();
    }

    /** What the draft calls it in messages: "ECDSA P-256", "Ed25519", "RSA-2048". */
    public String description() {
        return codec.description();
    }

    /** A fresh key pair from the JDK's provider. */
    KeyPair generate() {
        return codec.generate();
    }

    /** The JDK's public key of a raw public key, checked. */
    PublicKey decodePublic(byte[] raw) throws InvalidKeyException {
        return codec.decodePublic(raw);
    }

    /** The raw public key the draft concatenates. */
    byte[] encodePublic(PublicKey key) {
        return codec.encodePublic(key);
    }

    /** The JDK's private key of a raw private key (the caller wipes {@code raw}), checked. */
    PrivateKey decodePrivate(byte[] raw) throws InvalidKeyException {
        return codec.decodePrivate(raw);
    }

    /** The raw private key the draft concatenates; a secret: wipe it. */
    byte[] encodePrivate(PrivateKey key) {
        return codec.encodePrivate(key);
    }

    /** RSASSA-PSS as the draft fixes it: MGF1 with the message's hash, a salt of the hash's length. */
    private static final class Pss {
        static final PSSParameterSpec SHA_256 = new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32,
                PSSParameterSpec.TRAILER_FIELD_BC);
        static final PSSParameterSpec SHA_384 = new PSSParameterSpec("SHA-384", "MGF1", MGF1ParameterSpec.SHA384, 48,
                PSSParameterSpec.TRAILER_FIELD_BC);
    }
}
