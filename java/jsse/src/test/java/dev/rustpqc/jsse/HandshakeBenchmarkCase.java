package dev.rustpqc.jsse;

import java.security.Provider;
import java.security.Security;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.bouncycastle.tls.NamedGroup;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCryptoProvider;

/**
 * BouncyCastle JSSE's handshakes in the benchmark. All are BouncyCastle JSSE on both sides over the JDK's
 * providers; all but the last use the same ECDSA P-256 certificate and differ only in the key
 * exchange and in who computes ML-KEM. The last, the fully post-quantum handshake, is the native
 * hybrid with an ML-DSA-65 certificate, signed and verified natively too. Both sides list the case's group first and the client sends only its key
 * share; secp256r1 is listed second because BouncyCastle ties the ECDSA P-256 signature scheme to
 * it. (The server lists the group first too because otherwise BouncyCastle adds its own group list
 * to EncryptedExtensions, 24 bytes that have nothing to do with the key exchange.) Every
 * handshake's ServerHello is checked to have the case's group and no retry.
 */
enum HandshakeBenchmarkCase implements HandshakeCase {
    /**
     * On the native case's crypto, so that the two differ only in the key exchange (with the flag
     * off the signature schemes offered would depend on the JCA providers registered).
     */
    X25519("x25519", "classical x25519"),
    HYBRID_BOUNCY_CASTLE("x25519mlkem768-bc", "X25519MLKEM768, BouncyCastle's Java ML-KEM") {
        @Override
        JcaTlsCryptoProvider cryptoProvider() {
            return new BouncyCastleMlKemTlsCrypto.Factory();
        }
    },
    HYBRID_JDK("x25519mlkem768-jdk", "X25519MLKEM768, the JDK's Java ML-KEM (SunJCE; stock BCJSSE on JDK 24+)") {
        @Override
        JcaTlsCryptoProvider cryptoProvider() {
            return new RustPqcTlsCryptoProvider().setNativeMlKem(false);
        }

        @Override
        public boolean isAvailable() {
            return Security.getProvider("SunJCE").getService("KEM", "ML-KEM-768") != null;
        }
    },
    HYBRID_NATIVE("x25519mlkem768-native", "X25519MLKEM768, RustPqc native ML-KEM (rustpqc-jsse)") {
        @Override
        public boolean isNative() {
            return true;
        }
    },
    FULLY_POST_QUANTUM("x25519mlkem768-mldsa65-native",
            "X25519MLKEM768 and an ML-DSA-65 certificate, RustPqc native ML-KEM and ML-DSA (rustpqc-jsse)") {
        @Override
        public boolean isNative() {
            return true;
        }

        @Override
        public boolean signsNatively() {
            return true;
        }

        @Override
        SSLContext serverContext(Provider jsse) throws Exception {
            return MlDsaPki.context(jsse, mlDsaPki().keyObjectManagers(), null);
        }

        @Override
        SSLContext clientContext(Provider jsse) throws Exception {
            return MlDsaPki.context(jsse, null, mlDsaPki());
        }

        @Override
        void configure(BCSSLParameters parameters) {
            parameters.setSignatureSchemes(new String[] {"mldsa65"});
        }

        @Override
        public void prepare() throws Exception {
            mlDsaPki();
        }
    };

    private static MlDsaPki mlDsaPki;

    private static synchronized MlDsaPki mlDsaPki() throws Exception {
        if (mlDsaPki == null) {
            mlDsaPki = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        }
        return mlDsaPki;
    }

    final String id;
    final String description;

    HandshakeBenchmarkCase(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** A fresh crypto provider for one side: rustpqc-jsse's, its ML-KEM native, unless the case says otherwise. */
    JcaTlsCryptoProvider cryptoProvider() {
        return new RustPqcTlsCryptoProvider().setNativeMlKem(true);
    }

    /** The server's context: the ECDSA P-256 certificate unless the case says otherwise. */
    SSLContext serverContext(Provider jsse) throws Exception {
        return TestPki.get().serverContext(jsse);
    }

    /** The client's context, trusting the server's certificate. */
    SSLContext clientContext(Provider jsse) throws Exception {
        return TestPki.get().clientContext(jsse);
    }

    /** Settings of the case beyond the group, on both sides. */
    void configure(BCSSLParameters parameters) {
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return description;
    }

    /** All but the classical case negotiate the hybrid. */
    @Override
    public int group() {
        return this == X25519 ? NamedGroup.x25519 : NamedGroup.X25519MLKEM768;
    }

    @Override
    public HandshakeCase baseline() {
        return this == X25519 ? null : X25519;
    }

    /** Whether this JVM can run the case (the JDK's own ML-KEM exists from JDK 24). */
    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public Endpoints endpoints() throws Exception {
        JcaTlsCryptoProvider serverCrypto = cryptoProvider();
        JcaTlsCryptoProvider clientCrypto = cryptoProvider();
        return new Endpoints(serverContext(new BouncyCastleJsseProvider(false, serverCrypto)),
                serverSettings(), clientContext(new BouncyCastleJsseProvider(false, clientCrypto)),
                clientSettings(), counts(clientCrypto), counts(serverCrypto));
    }

    private static Supplier<NativeKemCounts> counts(JcaTlsCryptoProvider crypto) {
        return crypto instanceof RustPqcTlsCryptoProvider ? ((RustPqcTlsCryptoProvider) crypto)::nativeKemCounts : null;
    }

    /** The client's settings: the case's group first and its key share alone. */
    Consumer<SSLSocket> clientSettings() {
        return settings(true);
    }

    /** The server's settings: the case's group first. */
    Consumer<SSLSocket> serverSettings() {
        return settings(false);
    }

    private Consumer<SSLSocket> settings(boolean client) {
        String name = NamedGroup.getName(group());
        return socket -> {
            BCSSLSocket bcSocket = (BCSSLSocket) socket;
            BCSSLParameters parameters = bcSocket.getParameters();
            parameters.setNamedGroups(new String[] {name, "secp256r1"});
            if (client) {
                parameters.setEarlyKeyShares(new String[] {name});
            }
            configure(parameters);
            bcSocket.setParameters(parameters);
        };
    }
}
