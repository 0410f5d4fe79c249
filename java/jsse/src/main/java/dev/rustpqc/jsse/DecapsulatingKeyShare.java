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
import org.bouncycastle.tls.crypto.TlsAgreement;
import org.bouncycastle.tls.crypto.TlsCrypto;
import org.bouncycastle.tls.crypto.TlsSecret;

/**
 * The client's ML-KEM key share: a fresh native key pair whose encapsulation key goes into the
 * ClientHello, then native decapsulation of the ciphertext in the ServerHello. Used once.
 */
final class DecapsulatingKeyShare implements TlsAgreement {
    private final TlsCrypto crypto;
    private final MlKemParameterSet set;
    private final KemCounters counters;
    private PrivateKey privateKey;
    private TlsSecret secret;

    DecapsulatingKeyShare(TlsCrypto crypto, MlKemParameterSet set, KemCounters counters) {
        this.crypto = crypto;
        this.set = set;
        this.counters = counters;
    }

    /** Generates the key pair and returns the encapsulation key for the ClientHello. */
    @Override
    public byte[] generateEphemeral() throws IOException {
        if (privateKey != null || secret != null) {
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
            secret = crypto.createSecret(shared);
        } catch (InvalidKeyException | DecapsulationException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "Native " + set + " decapsulation failed", e);
        } finally {
            if (shared != null) {
                Arrays.fill(shared, (byte) 0);
            }
            destroyPrivateKey();
        }
    }

    @Override
    public TlsSecret calculateSecret() throws IOException {
        if (secret == null) {
            throw new TlsFatalAlert(AlertDescription.internal_error,
                    "The " + set + " secret was asked for before the server's ciphertext arrived");
        }
        TlsSecret result = secret;
        secret = null;
        return result;
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
