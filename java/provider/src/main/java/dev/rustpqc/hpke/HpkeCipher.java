package dev.rustpqc.hpke;

import java.io.ByteArrayOutputStream;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * The {@code Cipher} service "HPKE" for the KEMs of draft-ietf-hpke-pq, with the semantics of JDK
 * 26's own HPKE cipher: initialized with the recipient's public key in {@code ENCRYPT_MODE}
 * (the encapsulation is then {@code getIV()}) or private key in {@code DECRYPT_MODE} (the
 * encapsulation in the spec), with a {@code dev.rustpqc.HpkeParameterSpec} or, on JDK 26+, the
 * JDK's {@code HPKEParameterSpec}; then messages in sequence, each {@code doFinal} one whole
 * message with the next nonce, optionally preceded by {@code updateAAD} and {@code update} calls.
 *
 * <p>Two choices differ from the JDK's: in {@code DECRYPT_MODE} {@code update} returns nothing
 * and {@code doFinal} all of the plaintext or an {@link AEADBadTagException} (no unauthenticated
 * plaintext, whichever provider's AEAD runs below), and a message that fails to open does not use
 * up its sequence number (RFC 9180, section 5.2: {@code ContextR.Open} increments only on
 * success), so a forged message cannot put the recipient out of step with the sender. A
 * {@link SecureRandom} passed in is not used: the KEM draws from the OS in native code.
 */
public final class HpkeCipher extends CipherSpi {
    private HpkeSession session;
    /** The AEAD of the message under way, or null between messages. */
    private Cipher message;
    /** Whether the message under way has had data (after which no more AAD). */
    private boolean messageHasData;
    /** The ciphertext of the message under way (decryption). */
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        throw new NoSuchAlgorithmException("HPKE has no modes: " + mode);
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        throw new NoSuchPaddingException("HPKE has no padding: " + padding);
    }

    @Override
    protected int engineGetBlockSize() {
        return 0;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        if (session == null) {
            return 0;
        }
        if (session.isSender()) {
            return message != null ? message.getOutputSize(inputLen) : inputLen + HpkeAead.TAG_LENGTH;
        }
        return Math.max(0, received.size() + inputLen - HpkeAead.TAG_LENGTH);
    }

    /** The sender's encapsulation, as the JDK's HPKE returns it; null on the recipient's side. */
    @Override
    protected byte[] engineGetIV() {
        return session == null ? null : session.encapsulation();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        reset();
        throw new InvalidKeyException("HPKE needs an HpkeParameterSpec (or JDK 26's HPKEParameterSpec)");
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException {
        reset();
        throw new InvalidKeyException("HPKE needs an HpkeParameterSpec (or JDK 26's HPKEParameterSpec), not"
                + " AlgorithmParameters");
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        reset();
        if (opmode == Cipher.ENCRYPT_MODE) {
            session = HpkeSession.sender(key, params);
        } else if (opmode == Cipher.DECRYPT_MODE) {
            session = HpkeSession.recipient(key, params);
        } else {
            throw new UnsupportedOperationException("HPKE encrypts (ENCRYPT_MODE) and decrypts (DECRYPT_MODE) only");
        }
    }

    /** Ends the previous setup: its secrets are wiped. */
    private void reset() {
        if (session != null) {
            session.destroy();
            session = null;
        }
        endMessage();
    }

    private void endMessage() {
        message = null;
        messageHasData = false;
        received.reset();
    }

    private Cipher message() {
        if (session == null) {
            throw new IllegalStateException("HPKE cipher not initialized");
        }
        if (message == null) {
            message = session.startMessage();
        }
        return message;
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        Cipher aead = message();
        if (messageHasData) {
            throw new IllegalStateException("AAD must come before the message's data");
        }
        aead.updateAAD(src, offset, len);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        Cipher aead = message();
        messageHasData = true;
        if (session.isSender()) {
            byte[] output = aead.update(input, inputOffset, inputLen);
            return output == null ? new byte[0] : output;
        }
        received.write(input, inputOffset, inputLen);
        return new byte[0];
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException {
        Cipher aead = message();
        messageHasData = true;
        if (session.isSender()) {
            return aead.update(input, inputOffset, inputLen, output, outputOffset);
        }
        received.write(input, inputOffset, inputLen);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen)
            throws IllegalBlockSizeException, BadPaddingException {
        Cipher aead = message();
        byte[] output;
        if (session.isSender()) {
            output = input == null ? aead.doFinal() : aead.doFinal(input, inputOffset, inputLen);
        } else {
            output = open(aead, input, inputOffset, inputLen);
        }
        session.finishMessage();
        endMessage();
        return output;
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        Cipher aead = message();
        int needed = engineGetOutputSize(inputLen);
        if (output == null || output.length - outputOffset < needed) {
            throw new ShortBufferException("HPKE needs " + needed + " bytes of output space, "
                    + (output == null ? 0 : output.length - outputOffset) + " given");
        }
        int written;
        if (session.isSender()) {
            // Cipher.doFinal(output, offset) passes no input: the JDK's cipher wants an array.
            written = aead.doFinal(input == null ? new byte[0] : input, inputOffset, inputLen, output, outputOffset);
        } else {
            byte[] plaintext = open(aead, input, inputOffset, inputLen);
            System.arraycopy(plaintext, 0, output, outputOffset, plaintext.length);
            Arrays.fill(plaintext, (byte) 0);
            written = plaintext.length;
        }
        session.finishMessage();
        endMessage();
        return written;
    }

    /**
     * All of the message's plaintext, or an AEADBadTagException that leaves the sequence number
     * where it was: the next doFinal tries this message's nonce again.
     */
    private byte[] open(Cipher aead, byte[] input, int inputOffset, int inputLen) throws AEADBadTagException {
        if (input != null) {
            received.write(input, inputOffset, inputLen);
        }
        byte[] ciphertext = received.toByteArray();
        try {
            HpkeSession.requireTag(ciphertext.length);
            return aead.doFinal(ciphertext);
        } catch (AEADBadTagException e) {
            endMessage();
            session.messageFailed();
            throw e;
        } catch (IllegalBlockSizeException | BadPaddingException e) {
            endMessage();
            session.messageFailed();
            AEADBadTagException refused = new AEADBadTagException("The " + session.suiteName()
                    + " message does not open: " + e.getMessage());
            refused.initCause(e);
            throw refused;
        }
    }
}
