package dev.rustpqc.kem;

import dev.rustpqc.binding.NativeShake;
import dev.rustpqc.kdf.Hkdf;
import dev.rustpqc.keys.BouncyCastleSpecs.KeyTransport;
import dev.rustpqc.keys.Secrets;
import java.security.InvalidAlgorithmParameterException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;

/**
 * The KDFs that turn a KEM's shared secret into the key-encryption key of CMS's KEMRecipientInfo
 * (RFC 9629), as bcpkix names them in a {@code KTSParameterSpec}: HKDF-SHA256/384/512 (RFC 8619:
 * no salt, the otherInfo as info; what RFC 9936 and OpenSSL use with ML-KEM), SHAKE256 of the
 * secret and the otherInfo, and ANSI X9.44's KDF2 and KDF3 over SHA-256/384/512 (BouncyCastle's
 * default is KDF3 with SHA-256). No KDF at all uses the secret itself.
 */
enum KeyTransportKdf {
    NONE(null, null),
    HKDF_SHA256("1.2.840.113549.1.9.16.3.28", "HmacSHA256"),
    HKDF_SHA384("1.2.840.113549.1.9.16.3.29", "HmacSHA384"),
    HKDF_SHA512("1.2.840.113549.1.9.16.3.30", "HmacSHA512"),
    SHAKE256("2.16.840.1.101.3.4.2.12", null),
    /** X9.44's KDF2 (id-kdf-kdf2): Hash(Z || counter || otherInfo). */
    KDF2("1.3.133.16.840.9.44.1.1", null),
    /** X9.44's KDF3 (id-kdf-kdf3, the concatenation KDF of SP 800-56A): Hash(counter || Z || otherInfo). */
    KDF3("1.3.133.16.840.9.44.1.2", null);

    private static final String[][] DIGESTS = {
        {"2.16.840.1.101.3.4.2.1", "SHA-256"}, {"2.16.840.1.101.3.4.2.2", "SHA-384"},
        {"2.16.840.1.101.3.4.2.3", "SHA-512"}};

    private final String oid;
    private final String hmac;

    KeyTransportKdf(String oid, String hmac) {
        this.oid = oid;
        this.hmac = hmac;
    }

    /**
     * The key-encryption key {@code transport} asks for, from {@code sharedSecret}.
     *
     * @throws InvalidAlgorithmParameterException for a KDF (or a KDF parameter) not listed here,
     *     or no KDF with a key longer than the secret
     */
    static byte[] derive(KeyTransport transport, byte[] sharedSecret) throws InvalidAlgorithmParameterException {
        KeyTransportKdf kdf = of(transport);
        int length = transport.keySizeBits() / 8;
        byte[] otherInfo = transport.otherInfo() == null ? new byte[0] : transport.otherInfo();
        switch (kdf) {
            case NONE:
                if (length > sharedSecret.length) {
                    throw new InvalidAlgorithmParameterException("No KDF and a " + transport.keySizeBits()
                            + "-bit key from a " + 8 * sharedSecret.length + "-bit secret");
                }
                byte[] key = new byte[length];
                System.arraycopy(sharedSecret, 0, key, 0, length);
                return key;
            case SHAKE256:
                return NativeShake.shake256().absorb(sharedSecret).absorb(otherInfo).finish(length);
            case KDF2:
            case KDF3:
                return x963(kdf == KDF3, digest(transport), sharedSecret, otherInfo, length);
            default:
                Hkdf hkdf = new Hkdf(kdf.hmac);
                byte[] prk = hkdf.extract(new byte[0], sharedSecret);
                try {
                    return hkdf.expand(prk, otherInfo, length);
                } finally {
                    Secrets.wipe(prk);
                }
        }
    }

    /**
     * The KDF {@code transport} names, with its parameters checked.
     *
     * @throws InvalidAlgorithmParameterException if it is not one of these, or its parameters are not
     */
    static KeyTransportKdf of(KeyTransport transport) throws InvalidAlgorithmParameterException {
        for (KeyTransportKdf kdf : values()) {
            if (kdf.oid == null ? transport.kdfOid() == null : kdf.oid.equals(transport.kdfOid())) {
                boolean digested = kdf == KDF2 || kdf == KDF3;
                if (transport.kdfHasOtherParameters() || digested != (transport.kdfDigestOid() != null)) {
                    throw new InvalidAlgorithmParameterException("Unsupported parameters of the KDF " + kdf.oid);
                }
                if (digested) {
                    digestName(transport);
                }
                return kdf;
            }
        }
        throw new InvalidAlgorithmParameterException("Unsupported KDF " + transport.kdfOid()
                + ": RustPqc's key transport has HKDF-SHA256/384/512, SHAKE256 and X9.44 KDF2/KDF3");
    }

    private static MessageDigest digest(KeyTransport transport) throws InvalidAlgorithmParameterException {
        String name = digestName(transport);
        try {
            return MessageDigest.getInstance(name);
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException("The JDK's " + name + " is missing", e);
        }
    }

    private static String digestName(KeyTransport transport) throws InvalidAlgorithmParameterException {
        for (String[] digest : DIGESTS) {
            if (digest[0].equals(transport.kdfDigestOid())) {
                return digest[1];
            }
        }
        throw new InvalidAlgorithmParameterException("Unsupported KDF digest " + transport.kdfDigestOid()
                + ": SHA-256, SHA-384 or SHA-512");
    }

    /** KDF2 (counter after the secret) or KDF3 (counter first), counting from 1. */
    private static byte[] x963(boolean counterFirst, MessageDigest digest, byte[] secret, byte[] otherInfo,
            int length) {
        byte[] out = new byte[length];
        for (int done = 0, counter = 1; done < length; counter++) {
            byte[] counterBytes = {(byte) (counter >>> 24), (byte) (counter >>> 16), (byte) (counter >>> 8),
                (byte) counter};
            if (counterFirst) {
                digest.update(counterBytes);
                digest.update(secret);
            } else {
                digest.update(secret);
                digest.update(counterBytes);
            }
            digest.update(otherInfo);
            byte[] block = digest.digest();
            int take = Math.min(block.length, length - done);
            System.arraycopy(block, 0, out, done, take);
            Secrets.wipe(block);
            done += take;
        }
        return out;
    }
}
