package dev.rustpqc.keys;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.interfaces.RSAKey;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.spec.RSAKeyGenParameterSpec;
import java.util.Arrays;

/**
 * RSA keys of one modulus size (SunRsaSign): the public key an RSAPublicKey, the private key an
 * RSAPrivateKey of version 0 with its CRT values (RFC 8017 A.1), as the JDK writes them inside its
 * own encodings. New keys have the exponent 65537; a key of another modulus size is refused.
 */
final class RsaCodec extends TraditionalCodec {
    private static final String RSA_ENCRYPTION = "1.2.840.113549.1.1.1";

    static final RsaCodec RSA2048 = new RsaCodec(2048);
    static final RsaCodec RSA3072 = new RsaCodec(3072);
    static final RsaCodec RSA4096 = new RsaCodec(4096);

    private final int bits;
    private final byte[] algorithmIdentifier = Der.element(Der.SEQUENCE, Der.objectIdentifier(RSA_ENCRYPTION),
            new byte[] {Der.NULL, 0});

    private RsaCodec(int bits) {
        super("SunRsaSign", "RSA", "RSA-" + bits);
        this.bits = bits;
    }

    /** SEQUENCE { INTEGER n (with its leading zero byte), INTEGER 65537 }. */
    @Override
    int publicKeyLength() {
        int modulus = bits / 8 + 1;
        int contents = header(modulus) + modulus + 5;
        return header(contents) + contents;
    }

    private static int header(int length) {
        return length < 0x80 ? 2 : length < 0x100 ? 3 : 4;
    }

    @Override
    int minSignatureLength() {
        return bits / 8;
    }

    @Override
    int maxSignatureLength() {
        return bits / 8;
    }

    @Override
    KeyPair generate() {
        KeyPairGenerator generator = JdkCrypto.keyPairGenerator(providerName(), "RSA");
        try {
            generator.initialize(new RSAKeyGenParameterSpec(bits, RSAKeyGenParameterSpec.F4));
        } catch (GeneralSecurityException e) {
            throw new ProviderException("the JDK's RSA provider cannot make " + bits + "-bit keys", e);
        }
        return generator.generateKeyPair();
    }

    @Override
    byte[] encodePublic(PublicKey key) {
        return subjectPublicKey(key);
    }

    @Override
    PublicKey decodePublic(byte[] raw) throws InvalidKeyException {
        PublicKey key = publicKey(algorithmIdentifier, raw);
        requireSize((RSAKey) key);
        require(Arrays.equals(subjectPublicKey(key), raw), "not a DER RSAPublicKey");
        return key;
    }

    @Override
    byte[] encodePrivate(PrivateKey key) {
        return privateKeyOctets(key);
    }

    @Override
    PrivateKey decodePrivate(byte[] raw) throws InvalidKeyException {
        Der.Reader outer = new Der.Reader(description() + " private key", raw);
        Der.Reader rsaPrivateKey = outer.read(Der.SEQUENCE, "RSAPrivateKey");
        outer.expectEnd("RSAPrivateKey");
        require(rsaPrivateKey.readSmallInteger("version") == 0,
                "RSAPrivateKey version must be 0 (two primes, no otherPrimeInfos)");
        PrivateKey key = privateKey(algorithmIdentifier, raw);
        require(key instanceof RSAPrivateCrtKey, "it has no CRT values");
        requireSize((RSAKey) key);
        return key;
    }

    private void requireSize(RSAKey key) throws InvalidKeyException {
        int size = key.getModulus().bitLength();
        require(size == bits, String.format("a %d-bit modulus, expected %d bits", size, bits));
    }
}
