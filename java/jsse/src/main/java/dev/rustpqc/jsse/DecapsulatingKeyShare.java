package dev.rustpqc.jsse;

import dev.rustpqc.DecapsulationException;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.util.Arrays;
import javax.security.auth.DestroyFailedException;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.TlsCrypto;

/**
 * The client's ML-KEM key share: a fresh native key pair whose encapsulation key goes into the
 * ClientHello, then native decapsulation of the ciphertext in the ServerHello. Used once.
 */
final class DecapsulatingKeyShare extends MlKemKeyShare {
    private PrivateKey privateKey;

    DecapsulatingKeyShare(TlsCrypto crypto, MlKemParameterSet set, KemCounters counters) {
        super(crypto, set, counters, "before the server's ciphertext arrived");
    }

    /** Generates the key pair and returns the encapsulation key for the ClientHello. */
    @Override
    public byte[] generateEphemeral() throws IOException {
        if (privateKey != null || hasSecret()) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "The " + set + " key share was already generated");
        }
        try {
            KeyPair pair = NativeMlKem.generateKeyPair(set);
            counters.keyGenerated();
            byte[] encapsulationKey = NativeMlKem.rawPublicKey(set, pair.getPublic());
            privateKey = pair.getPrivate();
            return encapsulationKey;
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "Native " + set + " key generation failed", e);
        }
    }

    /** Decapsulates the server's ciphertext. */
    @Override
    public void receivePeerValue(byte[] ciphertext) throws IOException {
        if (privateKey == null) {
            throw new TlsFatalAlert(AlertDescription.internal_error,
                    "The " + set + " ciphertext arrived before the key share was generated");
        }
        // RFC 8446 4.2.8 and the ML-KEM key-agreement drafts: a malformed key share is an
        // illegal_parameter. Checked here so the peer gets that alert, not an internal error.
        if (ciphertext.length != set.ciphertextLength) {
            throw new TlsFatalAlert(AlertDescription.illegal_parameter, String.format(
                    "Invalid %s ciphertext in the server key share: %d bytes, expected %d", set,
                    ciphertext.length, set.ciphertextLength));
        }
        byte[] shared = null;
        try {
            shared = NativeMlKem.decapsulate(privateKey, ciphertext);
            counters.decapsulated();
            keepSecret(shared);
        } catch (InvalidKeyException | DecapsulationException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "Native " + set + " decapsulation failed", e);
        } finally {
            if (shared != null) {
                Arrays.fill(shared, (byte) 0);
            }
            destroyPrivateKey();
        }
    }

    /** The decapsulation key is needed once; wipe it now rather than when it is collected. */
    private void destroyPrivateKey() {
        try {
            privateKey.destroy();
        } catch (DestroyFailedException e) {
            // Our own keys can be destroyed; were it to fail, dropping the reference is all that is left.
        }
        privateKey = null;
    }
}
