package dev.rustpqc.jsse;

import java.io.IOException;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.TlsAgreement;
import org.bouncycastle.tls.crypto.TlsCrypto;
import org.bouncycastle.tls.crypto.TlsSecret;

/**
 * What the client's and the server's ML-KEM key shares have in common: one parameter set, the
 * counters of their native operations, and a shared secret handed to BouncyCastle once.
 */
abstract class MlKemKeyShare implements TlsAgreement {
    final MlKemParameterSet set;
    final KemCounters counters;
    private final TlsCrypto crypto;
    private final String secretComesAfter;
    private TlsSecret secret;

    /** @param secretComesAfter what the secret waits for, as the alert for asking too early says it */
    MlKemKeyShare(TlsCrypto crypto, MlKemParameterSet set, KemCounters counters, String secretComesAfter) {
        this.crypto = crypto;
        this.set = set;
        this.counters = counters;
        this.secretComesAfter = secretComesAfter;
    }

    /** Keeps the shared secret for {@link #calculateSecret()}; the caller wipes its own copy. */
    final void keepSecret(byte[] shared) {
        secret = crypto.createSecret(shared);
    }

    final boolean hasSecret() {
        return secret != null;
    }

    @Override
    public final TlsSecret calculateSecret() throws IOException {
        if (secret == null) {
            throw new TlsFatalAlert(AlertDescription.internal_error,
                    "The " + set + " secret was asked for " + secretComesAfter);
        }
        TlsSecret result = secret;
        secret = null;
        return result;
    }
}
