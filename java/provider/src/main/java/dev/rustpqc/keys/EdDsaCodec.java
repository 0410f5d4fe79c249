package dev.rustpqc.keys;

import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.PublicKey;

/**
 * Ed25519 and Ed448 keys (SunEC): the public key and the private key are their RFC 8032 bytes,
 * without the RFC 8410 wrapping the JDK's encodings carry.
 */
final class EdDsaCodec extends TraditionalCodec {
    static final EdDsaCodec ED25519 = new EdDsaCodec("Ed25519", "1.3.101.112", 32, 64);
    static final EdDsaCodec ED448 = new EdDsaCodec("Ed448", "1.3.101.113", 57, 114);

    private final String name;
    private final byte[] algorithmIdentifier;
    private final int keyLength;
    private final int signatureLength;

    private EdDsaCodec(String name, String oid, int keyLength, int signatureLength) {
        super("SunEC", name, name);
        this.name = name;
        this.algorithmIdentifier = Der.element(Der.SEQUENCE, Der.objectIdentifier(oid));
        this.keyLength = keyLength;
        this.signatureLength = signatureLength;
    }

    @Override
    int publicKeyLength() {
        return keyLength;
    }

    @Override
    int minSignatureLength() {
        return signatureLength;
    }

    @Override
    int maxSignatureLength() {
        return signatureLength;
    }

    @Override
    KeyPair generate() {
        return JdkCrypto.keyPairGenerator(providerName(), name).generateKeyPair();
    }

    @Override
    byte[] encodePublic(PublicKey key) {
        return subjectPublicKey(key);
    }

    @Override
    PublicKey decodePublic(byte[] raw) throws InvalidKeyException {
        require(raw.length == keyLength, String.format("%d bytes, expected %d", raw.length, keyLength));
        return publicKey(algorithmIdentifier, raw);
    }

    /** The JDK writes the RFC 8410 CurvePrivateKey, an OCTET STRING around the key. */
    @Override
    byte[] encodePrivate(PrivateKey key) {
        byte[] curvePrivateKey = privateKeyOctets(key);
        try {
            return new Der.Reader(name + " private key", curvePrivateKey).readBytes(Der.OCTET_STRING,
                    "CurvePrivateKey");
        } catch (InvalidKeyException e) {
            throw new IllegalStateException("the JDK's " + name + " private key is not a CurvePrivateKey", e);
        } finally {
            Secrets.wipe(curvePrivateKey);
        }
    }

    @Override
    PrivateKey decodePrivate(byte[] raw) throws InvalidKeyException {
        require(raw.length == keyLength, String.format("%d bytes, expected %d", raw.length,
                keyLength));
        byte[] curvePrivateKey = Der.element(Der.OCTET_STRING, raw);
        try {
            return privateKey(algorithmIdentifier, curvePrivateKey);
        } finally {
            Secrets.wipe(curvePrivateKey);
        }
    }
}
