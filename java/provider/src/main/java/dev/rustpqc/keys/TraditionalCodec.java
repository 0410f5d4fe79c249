package dev.rustpqc.keys;

import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.X509EncodedKeySpec;

/**
 * One kind of traditional key (ECDSA, EdDSA, RSA) as composite ML-DSA encodes it (the draft's
 * section 5: the uncompressed point, the RFC 8032 bytes, RSAPublicKey; ECPrivateKey with the curve
 * and no public key, the raw EdDSA private key, RSAPrivateKey), made from and into the JDK
 * provider's own key objects, which are read and made through their X.509 and PKCS#8 encodings.
 */
abstract class TraditionalCodec {
    private final String providerName;
    private final String keyAlgorithm;
    private final String description;

    TraditionalCodec(String providerName, String keyAlgorithm, String description) {
        this.providerName = providerName;
        this.keyAlgorithm = keyAlgorithm;
        this.description = description;
    }

    final String providerName() {
        return providerName;
    }

    final String description() {
        return description;
    }

    /** The raw public key's length (an RSA key's with the exponent 65537). */
    abstract int publicKeyLength();

    abstract int minSignatureLength();

    abstract int maxSignatureLength();

    abstract KeyPair generate();

    abstract byte[] encodePublic(PublicKey key);

    abstract PublicKey decodePublic(byte[] raw) throws InvalidKeyException;

    /** A secret: the caller wipes it. */
    abstract byte[] encodePrivate(PrivateKey key);

    /** Reads {@code raw} without keeping it (the caller wipes it). */
    abstract PrivateKey decodePrivate(byte[] raw) throws InvalidKeyException;

    final KeyFactory keyFactory() {
        return JdkCrypto.keyFactory(providerName, keyAlgorithm);
    }

    /** The JDK's public key of a SubjectPublicKeyInfo with {@code algorithmIdentifier} and {@code raw}. */
    final PublicKey publicKey(byte[] algorithmIdentifier, byte[] raw) throws InvalidKeyException {
        try {
            return keyFactory().generatePublic(new X509EncodedKeySpec(
                    Der.element(Der.SEQUENCE, algorithmIdentifier, Der.bitString(raw))));
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeyException(half() + e.getMessage(), e);
        }
    }

    /** The JDK's private key of a PKCS#8 v1 encoding with {@code algorithmIdentifier} and {@code privateKey}. */
    final PrivateKey privateKey(byte[] algorithmIdentifier, byte[] privateKey) throws InvalidKeyException {
        byte[] octets = Der.element(Der.OCTET_STRING, privateKey);
        byte[] encoded = Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 0}, algorithmIdentifier, octets);
        WipedKeySpec spec = new WipedKeySpec(encoded);
        try {
            return keyFactory().generatePrivate(spec);
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeyException(half() + e.getMessage(), e);
        } finally {
            spec.wipe();
            Secrets.wipe(octets, encoded);
        }
    }

    /** The subjectPublicKey of the JDK key's X.509 encoding. */
    static byte[] subjectPublicKey(PublicKey key) {
        try {
            Der.Reader spki = new Der.Reader("X.509", key.getEncoded()).read(Der.SEQUENCE, "SubjectPublicKeyInfo");
            spki.read(Der.SEQUENCE, "AlgorithmIdentifier");
            return spki.readBitString("subjectPublicKey");
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("the JDK's " + key.getAlgorithm() + " public key is not X.509", e);
        }
    }

    /** The privateKey OCTET STRING's contents of the JDK key's PKCS#8 encoding; a secret: wipe it. */
    static byte[] privateKeyOctets(PrivateKey key) {
        byte[] encoded = key.getEncoded();
        try {
            Der.Reader info = new Der.Reader("PKCS#8", encoded).read(Der.SEQUENCE, "PrivateKeyInfo");
            info.readSmallInteger("version");
            info.read(Der.SEQUENCE, "AlgorithmIdentifier");
            return info.readBytes(Der.OCTET_STRING, "privateKey");
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("the JDK's " + key.getAlgorithm() + " private key is not PKCS#8", e);
        } finally {
            Secrets.wipe(encoded);
        }
    }

    /**
     * Fails when {@code condition} does not hold, naming the half and the problem; the composite key
     * that has this half names itself before it.
     */
    final void require(boolean condition, String problem) throws InvalidKeyException {
        if (!condition) {
            throw new InvalidKeyException(half() + problem);
        }
    }

    /** "its ECDSA P-256 half: ", where a message about this half starts. */
    final String half() {
        return "its " + description + " half: ";
    }
}
