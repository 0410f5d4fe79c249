package dev.rustpqc.jsse;

import org.bouncycastle.tls.crypto.TlsAgreement;
import org.bouncycastle.tls.crypto.TlsCrypto;
import org.bouncycastle.tls.crypto.TlsKemDomain;

/**
 * The ML-KEM half of one TLS key exchange, for one parameter set and one side: the client
 * generates a key pair and decapsulates, the server encapsulates. BouncyCastle asks the crypto for
 * a domain per key share, for the plain ML-KEM groups and for the ML-KEM half of each hybrid group.
 */
final class NativeMlKemDomain implements TlsKemDomain {
    private final TlsCrypto crypto;
    private final MlKemParameterSet set;
    private final boolean isServer;
    private final KemCounters counters;

    NativeMlKemDomain(TlsCrypto crypto, MlKemParameterSet set, boolean isServer, KemCounters counters) {
        this.crypto = crypto;
        this.set = set;
        this.isServer = isServer;
        this.counters = counters;
    }

    @Override
    public TlsAgreement createKem() {
        return isServer ? new EncapsulatingKeyShare(crypto, set, counters)
                : new DecapsulatingKeyShare(crypto, set, counters);
    }
}
