package dev.rustpqc.kdf;

import dev.rustpqc.keys.Secrets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import javax.crypto.Mac;

/**
 * HKDF (RFC 5869) on the JDK's HMAC: what HPKE's two-stage KDFs and the CMS key-encryption keys of
 * an HKDF KDF derive with. The inputs come in parts, so that callers need not join secrets
 * into new arrays; intermediate blocks are wiped. Not thread-safe.
 */
public final class Hkdf {
    private final Mac mac;

    /** HKDF over {@code hmac}, e.g. {@code HmacSHA256}. */
    public Hkdf(String hmac) {
        try {
            mac = Mac.getInstance(hmac);
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException("HKDF needs the JDK's " + hmac + ", which no provider offers", e);
        }
    }

    /** The hash length, HashLen. */
    public int hashLength() {
        return mac.getMacLength();
    }

    /** The longest output of {@link #expand}: 255 blocks. */
    public int maxLength() {
        return 255 * hashLength();
    }

    /** HKDF-Extract(salt, ikm): HMAC(salt, ikm); an empty salt is HashLen zeros (RFC 5869). */
    public byte[] extract(byte[] salt, byte[]... ikm) {
        return hmac(salt.length == 0 ? new byte[hashLength()] : salt, ikm);
    }

    /**
     * HKDF-Expand(prk, info, length).
     *
     * @throws IllegalArgumentException if {@code length} is negative or more than 255 blocks
     */
    public byte[] expand(byte[] prk, byte[] info, int length) {
        if (length < 0 || length > maxLength()) {
            throw new IllegalArgumentException("HKDF-Expand gives 0 to " + maxLength() + " bytes, not " + length);
        }
        byte[] out = new byte[length];
        byte[] block = new byte[0];
        for (int done = 0, counter = 1; done < length; counter++) {
            byte[] next = hmac(prk, block, info, new byte[] {(byte) counter});
            Secrets.wipe(block);
            block = next;
            int take = Math.min(block.length, length - done);
            System.arraycopy(block, 0, out, done, take);
            done += take;
        }
        Secrets.wipe(block);
        return out;
    }

    private byte[] hmac(byte[] key, byte[]... parts) {
        try {
            mac.init(new RawSecretKey(key, mac.getAlgorithm()));
        } catch (InvalidKeyException e) {
            throw new ProviderException("The JDK's " + mac.getAlgorithm() + " refused a key", e);
        }
        for (byte[] part : parts) {
            mac.update(part);
        }
        return mac.doFinal();
    }
}
