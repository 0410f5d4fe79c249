package dev.rustpqc.kem;

import dev.rustpqc.kdf.RawSecretKey;
import dev.rustpqc.keys.BouncyCastleSpecs;
import dev.rustpqc.keys.BouncyCastleSpecs.KeyTransport;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import dev.rustpqc.keys.Secrets;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * ML-KEM as a key-transport {@code Cipher}, the contract bcpkix's CMS uses for KEMRecipientInfo
 * (RFC 9629; ML-KEM in CMS, RFC 9936): {@code JceKEMRecipientInfoGenerator} and
 * {@code JceKEMEnvelopedRecipient} look the KEM's OID up as a {@code Cipher} and initialize it in
 * {@code WRAP_MODE} with the recipient's public key, or {@code UNWRAP_MODE} with its private key,
 * and BouncyCastle's {@code KTSParameterSpec}: the KDF, its otherInfo, the key-encryption key's
 * size and the key wrap. {@code wrap} encapsulates natively, derives the key-encryption key and
 * returns the KEM ciphertext followed by the wrapped key; {@code unwrap} takes them back. The KDFs
 * are {@link KeyTransportKdf}'s, the wraps AES Key Wrap (RFC 3394, {@code AESWRAP}) and AES Key
 * Wrap with Padding (RFC 5649, {@code AES-KWP}) on the JDK's own ciphers. BouncyCastle is needed
 * only to make the spec: without it on the class path the cipher takes no spec and uses
 * BouncyCastle's defaults (KDF3 with SHA-256, AES-KWP with a 256-bit key).
 */
public final class KemWrapCipher extends CipherSpi {
    private static final KeyTransport DEFAULT = new KeyTransport("AES-KWP", 256, new byte[0],
            "1.3.133.16.840.9.44.1.2", "2.16.840.1.101.3.4.2.1", false, false);

    private final ParameterSet fixed;
    private int opmode;
    private PqcPublicKey publicKey;
    private PqcPrivateKey privateKey;
    private KeyTransport transport;

    /** {@code fixed}: the one ML-KEM set the service takes, or null for any. */
    public KemWrapCipher(ParameterSet fixed) {
        this.fixed = fixed;
    }

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        throw new NoSuchAlgorithmException("ML-KEM key transport has no modes: " + mode);
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        throw new NoSuchPaddingException("ML-KEM key transport has no padding: " + padding);
    }

    @Override
    protected int engineGetBlockSize() {
        return 0;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        return 0;
    }

    @Override
    protected byte[] engineGetIV() {
        return null;
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        return 8 * keySet(key).sharedSecretLength;
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new ProviderException("BouncyCastle's default key transport refused", e);
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("ML-KEM key transport takes BouncyCastle's"
                    + " KTSParameterSpec, not AlgorithmParameters");
        }
        engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
    }

    /**
     * Wrap mode takes an ML-KEM public key, unwrap mode a private key; the spec is BouncyCastle's
     * {@code KTSParameterSpec} or null for its defaults. The OS gives the encapsulation's
     * randomness, in native code: {@code random} is not used.
     */
    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        publicKey = null;
        privateKey = null;
        transport = null;
        KeyTransport requested = params == null ? DEFAULT : read(params);
        if (requested.hasWrapParameters()) {
            throw new InvalidAlgorithmParameterException("Unsupported parameters of the key wrap "
                    + requested.wrapAlgorithm());
        }
        wrapTransformation(requested);
        KeyTransportKdf.of(requested);
        if (requested.keySizeBits() <= 0 || requested.keySizeBits() % 8 != 0) {
            throw new InvalidAlgorithmParameterException("Invalid key-encryption key size: " + requested.keySizeBits()
                    + " bits");
        }
        if (opmode == Cipher.WRAP_MODE) {
            publicKey = KemKeys.encapsulationKey(requirePublic(key), Family.ML_KEM, fixed, "key transport");
        } else if (opmode == Cipher.UNWRAP_MODE) {
            privateKey = KemKeys.decapsulationKey(requirePrivate(key), Family.ML_KEM, fixed, "key transport");
        } else {
            throw new InvalidParameterException("ML-KEM key transport only wraps (WRAP_MODE) and unwraps"
                    + " (UNWRAP_MODE)");
        }
        this.opmode = opmode;
        transport = requested;
    }

    private static KeyTransport read(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        KeyTransport transport;
        try {
            transport = BouncyCastleSpecs.keyTransport(params);
        } catch (IllegalArgumentException e) {
            throw new InvalidAlgorithmParameterException("Unreadable KTSParameterSpec: " + e.getMessage(), e);
        }
        if (transport == null) {
            throw new InvalidAlgorithmParameterException("ML-KEM key transport takes BouncyCastle's KTSParameterSpec,"
                    + " got " + params.getClass().getName());
        }
        return transport;
    }

    private static PublicKey requirePublic(Key key) throws InvalidKeyException {
        if (!(key instanceof PublicKey)) {
            throw new InvalidKeyException("Wrapping takes the recipient's ML-KEM public key, got " + describe(key));
        }
        return (PublicKey) key;
    }

    private static PrivateKey requirePrivate(Key key) throws InvalidKeyException {
        if (!(key instanceof PrivateKey)) {
            throw new InvalidKeyException("Unwrapping takes the recipient's ML-KEM private key, got " + describe(key));
        }
        return (PrivateKey) key;
    }

    private ParameterSet keySet(Key key) throws InvalidKeyException {
        return key instanceof PrivateKey ? KemKeys.decapsulationKey((PrivateKey) key, Family.ML_KEM, fixed, "key size")
                .parameterSet() : KemKeys.encapsulationKey(requirePublic(key), Family.ML_KEM, fixed, "key size")
                .parameterSet();
    }

    private static String describe(Key key) {
        return key == null ? "null" : key.getAlgorithm() + " key (" + key.getClass().getName() + ")";
    }

    /** The JDK's cipher for the requested key wrap: RFC 3394 or RFC 5649 over AES. */
    private static String wrapTransformation(KeyTransport transport) throws InvalidAlgorithmParameterException {
        String name = transport.wrapAlgorithm() == null ? "" : transport.wrapAlgorithm().toUpperCase(Locale.ROOT);
        switch (name) {
            case "AESWRAP":
            case "AES":
            case "AES-KW":
                return "AES/KW/NoPadding";
            case "AES-KWP":
                return "AES/KWP/NoPadding";
            default:
                throw new InvalidAlgorithmParameterException("Unsupported key wrap " + transport.wrapAlgorithm()
                        + ": RustPqc's key transport has AESWRAP (RFC 3394) and AES-KWP (RFC 5649)");
        }
    }

    /** Encapsulates to the recipient's key and returns the ciphertext followed by {@code key} wrapped. */
    @Override
    protected byte[] engineWrap(Key key) throws InvalidKeyException {
        requireMode(Cipher.WRAP_MODE);
        byte[] content = key == null ? null : key.getEncoded();
        if (content == null) {
            throw new InvalidKeyException("Cannot wrap " + describe(key) + ": it has no encoding");
        }
        Encapsulation sent = KemOperations.encapsulate(publicKey);
        byte[] kek = null;
        try {
            kek = KeyTransportKdf.derive(transport, sent.sharedSecret());
            byte[] wrapped = keyWrap(Cipher.ENCRYPT_MODE, kek).doFinal(content);
            byte[] ciphertext = sent.ciphertext();
            byte[] out = Arrays.copyOf(ciphertext, ciphertext.length + wrapped.length);
            System.arraycopy(wrapped, 0, out, ciphertext.length, wrapped.length);
            return out;
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException("Cannot derive the key-encryption key: " + e.getMessage(), e);
        } catch (GeneralSecurityException e) {
            throw new InvalidKeyException("Cannot wrap " + describe(key) + " with " + transport.wrapAlgorithm()
                    + ": " + e.getMessage(), e);
        } finally {
            // Not the key's encoding: another provider's key may hand out its own array.
            Secrets.wipe(sent.sharedSecret(), kek);
        }
    }

    /**
     * Decapsulates the ciphertext at the start of {@code wrappedKey} and unwraps the rest into a
     * RAW secret key of {@code wrappedKeyAlgorithm}. A tampered ciphertext gives another secret
     * (ML-KEM's implicit rejection), which the key wrap's integrity check then refuses.
     *
     * @throws InvalidKeyException if the input is too short, fails the key wrap's check, or is
     *     not for a secret key
     */
    @Override
    protected Key engineUnwrap(byte[] wrappedKey, String wrappedKeyAlgorithm, int wrappedKeyType)
            throws InvalidKeyException, NoSuchAlgorithmException {
        requireMode(Cipher.UNWRAP_MODE);
        if (wrappedKeyType != Cipher.SECRET_KEY) {
            throw new InvalidKeyException("ML-KEM key transport unwraps secret keys only");
        }
        int ciphertextLength = privateKey.parameterSet().outputLength;
        if (wrappedKey == null || wrappedKey.length <= ciphertextLength) {
            throw new InvalidKeyException(String.format("The wrapped key has %d bytes: the %s ciphertext (%d) and"
                    + " the wrapped key after it", wrappedKey == null ? 0 : wrappedKey.length,
                    privateKey.parameterSet(), ciphertextLength));
        }
        byte[] sharedSecret = KemOperations.decapsulate(privateKey, Arrays.copyOf(wrappedKey, ciphertextLength));
        byte[] kek = null;
        byte[] content = null;
        try {
            kek = KeyTransportKdf.derive(transport, sharedSecret);
            content = keyWrap(Cipher.DECRYPT_MODE, kek).doFinal(wrappedKey, ciphertextLength,
                    wrappedKey.length - ciphertextLength);
            return new SecretKeySpec(content, wrappedKeyAlgorithm);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException("Cannot derive the key-encryption key: " + e.getMessage(), e);
        } catch (GeneralSecurityException e) {
            throw new InvalidKeyException("The wrapped key does not unwrap with " + transport.wrapAlgorithm()
                    + " (a wrong key, or a changed ciphertext or wrapped key): " + e.getMessage(), e);
        } finally {
            Secrets.wipe(sharedSecret, kek, content);
        }
    }

    private Cipher keyWrap(int mode, byte[] kek) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(wrapTransformation(transport));
        cipher.init(mode, new RawSecretKey(kek, "AES"));
        return cipher;
    }

    private void requireMode(int mode) {
        if (transport == null || opmode != mode) {
            throw new IllegalStateException("ML-KEM key transport not initialized for "
                    + (mode == Cipher.WRAP_MODE ? "WRAP_MODE" : "UNWRAP_MODE"));
        }
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        throw notWrapping();
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset) {
        throw notWrapping();
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen) {
        throw notWrapping();
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset) {
        throw notWrapping();
    }

    private static IllegalStateException notWrapping() {
        return new IllegalStateException("ML-KEM key transport wraps and unwraps keys; it does not encrypt data");
    }
}
