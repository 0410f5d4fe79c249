package dev.rustpqc.jsse;

import dev.rustpqc.MlKem;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.PublicKey;
import java.util.Arrays;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.TlsCrypto;

/**
 * The server's ML-KEM key share: the client's encapsulation key, checked as FIPS 203 requires,
 * then native encapsulation whose ciphertext goes into the ServerHello. Used once.
 */
final class EncapsulatingKeyShare extends MlKemKeyShare {
    private PublicKey peerKey;

    EncapsulatingKeyShare(TlsCrypto crypto, MlKemParameterSet set, KemCounters counters) {
        super(crypto, set, counters, "before encapsulation");
    }

    /** Reads the client's encapsulation key (length and modulus check). */
    @Override
    public void receivePeerValue(byte[] encapsulationKey) throws IOException {
        if (peerKey != null || hasSecret()) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "The " + set + " client key share was already received");
        }
        // RFC 8446 4.2.8 and the ML-KEM key-agreement drafts: a malformed key share (wrong length,
        // or a coefficient not below q) is an illegal_parameter.
        if (encapsulationKey.length != set.encapsulationKeyLength) {
            throw new TlsFatalAlert(AlertDescription.illegal_parameter, String.format(
                    "Invalid %s encapsulation key in the client key share: %d bytes, expected %d", set,
                    encapsulationKey.length, set.encapsulationKeyLength));
        }
        try {
            peerKey = NativeMlKem.publicKey(set, encapsulationKey);
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.illegal_parameter,
                    "Invalid " + set + " encapsulation key in the client key share: " + e.getMessage(), e);
        }
    }

    /** Encapsulates to the client's key and returns the ciphertext for the ServerHello. */
    @Override
    public byte[] generateEphemeral() throws IOException {
        if (peerKey == null) {
            throw new TlsFatalAlert(AlertDescription.internal_error,
                    "The " + set + " ciphertext was asked for before the client key share arrived");
        }
        byte[] shared = null;
        try {
            MlKem.Encapsulated encapsulated = NativeMlKem.encapsulate(peerKey);
            counters.encapsulated();
            shared = encapsulated.key().getEncoded();
            keepSecret(shared);
            return encapsulated.ciphertext();
        } catch (InvalidKeyException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "Native " + set + " encapsulation failed", e);
        } finally {
            if (shared != null) {
                Arrays.fill(shared, (byte) 0);
            }
            peerKey = null;
        }
    }}
