package dev.rustpqc.bench;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Signature;
import java.util.Arrays;
import java.util.Random;

/**
 * What a signature benchmark rotates through: key pairs, a message per key and its signature, with
 * the provider under test's Signature objects, either initialised with the next key for every
 * operation or initialised once with the first key for every message. Made and checked once: every
 * signature verifies and a changed message does not. Signing is hedged for every provider: each
 * gets the same kind of default {@link SecureRandom} in {@code initSign}.
 */
final class SignedMessages {
    private final String set;
    private final KeyPair[] pairs;
    private final byte[][] messages;
    private final byte[][] signatures;
    private final Signature signer;
    private final Signature verifier;
    private final String algorithm;
    private final Provider serving;
    private final SecureRandom random = new SecureRandom();
    private Signature oneKeySigner;
    private Signature oneKeyVerifier;
    private byte[][] oneKeySignatures;

    SignedMessages(String algorithm, String set, Provider serving, KeyPair[] pairs, int messageSize)
            throws GeneralSecurityException {
        this.set = set;
        this.pairs = pairs;
        this.algorithm = algorithm;
        this.serving = serving;
        signer = Signature.getInstance(algorithm, serving);
        verifier = Signature.getInstance(algorithm, serving);
        ProviderUnderTest.check(serving, signer.getProvider(), "Signature " + algorithm);
        ProviderUnderTest.check(serving, verifier.getProvider(), "Signature " + algorithm);
        messages = new byte[pairs.length][messageSize];
        signatures = new byte[pairs.length][];
        Random content = new Random(messageSize);
        for (int i = 0; i < pairs.length; i++) {
            content.nextBytes(messages[i]);
            signatures[i] = sign(i);
            if (!verifies(i, messages[i])) {
                throw new IllegalStateException(set + ": a signature does not verify");
            }
            byte[] changed = messages[i].clone();
            changed[messageSize / 2] ^= 1;
            if (verifies(i, changed)) {
                throw new IllegalStateException(set + ": a signature verifies a changed message");
            }
        }
    }

    /**
     * Makes, for the one-key pattern, a Signature initialised once with the first key for signing
     * and one for verifying, and the first key's signature on every message, checked. Called by the
     * benchmarks that measure that pattern, in their setup.
     */
    void prepareOneKey() throws GeneralSecurityException {
        oneKeySigner = Signature.getInstance(algorithm, serving);
        oneKeySigner.initSign(pairs[0].getPrivate(), random);
        oneKeyVerifier = Signature.getInstance(algorithm, serving);
        oneKeyVerifier.initVerify(pairs[0].getPublic());
        oneKeySignatures = new byte[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            oneKeySignatures[i] = signWithOneKey(i);
            if (!verifyWithOneKey(i)) {
                throw new IllegalStateException(set + ": a signature of the first key does not verify");
            }
        }
    }

    /**
     * A new hedged signature on message {@code i} with the first key, through a Signature
     * initialised once: as a service that signs many messages with its one key does.
     */
    byte[] signWithOneKey(int i) throws GeneralSecurityException {
        oneKeySigner.update(messages[i]);
        return oneKeySigner.sign();
    }

    /** Verifies the first key's signature on message {@code i} through a Signature initialised once (true). */
    boolean verifyWithOneKey(int i) throws GeneralSecurityException {
        oneKeyVerifier.update(messages[i]);
        return oneKeyVerifier.verify(oneKeySignatures[i]);
    }

    /** A new hedged signature on message {@code i} with key {@code i}. */
    byte[] sign(int i) throws GeneralSecurityException {
        signer.initSign(pairs[i].getPrivate(), random);
        signer.update(messages[i]);
        return signer.sign();
    }

    /** Verifies the signature made in setup on message {@code i} (true). */
    boolean verify(int i) throws GeneralSecurityException {
        return verifies(i, messages[i]);
    }

    /** Fails if signing message {@code i} again gives the signature made in setup. */
    void requireHedged(int i) throws GeneralSecurityException {
        if (Arrays.equals(signatures[i], sign(i))) {
            throw new IllegalStateException(set + ": signing is not hedged (same signature twice)");
        }
    }

    private boolean verifies(int i, byte[] message) throws GeneralSecurityException {
        verifier.initVerify(pairs[i].getPublic());
        verifier.update(message);
        return verifier.verify(signatures[i]);
    }
}
