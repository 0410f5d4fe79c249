package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.security.Provider;
import java.security.Security;
import java.util.function.Consumer;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/**
 * TLS 1.3 between two BouncyCastle JSSE peers with ML-DSA certificates: CertificateVerify signed
 * and verified by RustPqc's native ML-DSA on both sides, with keys made by RustPqc, the JDK and
 * BouncyCastle, handed over as key objects or through a PKCS12 KeyStore; and with X25519MLKEM768,
 * the fully post-quantum handshake.
 */
class MlDsaHandshakeTest {
    static final Consumer<SSLSocket> FULLY_POST_QUANTUM = socket -> {
        HybridGroups.preferHybrid(socket);
        MlDsaSchemes.enable(socket);
    };

    @Test
    void fullyPostQuantumMutualHandshakeWithOurKeyObjects() throws Exception {
        MlDsaPki server = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        MlDsaPki client = MlDsaPki.create("ML-DSA-44", MlDsaPki.RUST_PQC);
        RustPqcTlsCryptoProvider serverCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        RustPqcTlsCryptoProvider clientCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        SSLContext serverContext = MlDsaPki.context(RustPqcJsse.provider(serverCrypto), server.keyObjectManagers(), client);
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(clientCrypto), client.keyObjectManagers(), server);
        OperationCounts before = RustPqcProvider.operationCounts();

        LoopbackClient.Handshake handshake = handshake(serverContext, clientContext, socket -> {
            FULLY_POST_QUANTUM.accept(socket);
            socket.setNeedClientAuth(true);
        });

        assertEquals("TLSv1.3", handshake.protocol());
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, handshake.serverHello().firstKeyShareGroup());
        OperationCounts after = RustPqcProvider.operationCounts();
        assertEquals(2, delta(before, after, NativeOperation.ML_DSA_SIGN), "server and client CertificateVerify signed");
        assertEquals(2, delta(before, after, NativeOperation.ML_DSA_VERIFY), "both CertificateVerify verified");
        assertEquals(new NativeKemCounts(1, 1, 1), new NativeKemCounts(
                delta(before, after, NativeOperation.ML_KEM_GENERATE), delta(before, after, NativeOperation.ML_KEM_ENCAPSULATE),
                delta(before, after, NativeOperation.ML_KEM_DECAPSULATE)));
    }

    /**
     * On JDK 17 and 21 a PKCS12 KeyStore can only return an ML-DSA key if a registered provider has
     * an ML-DSA KeyFactory: RustPqc is registered (last) for the test, as a user would.
     */
    @Test
    void serverKeyFromAPkcs12KeyStoreMadeByRustPqc() throws Exception {
        boolean register = Security.getProviders("KeyFactory.ML-DSA") == null;
        if (register) {
            Security.addProvider(new RustPqcProvider());
        }
        try {
            serverWithKeyStore(MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC));
        } finally {
            if (register) {
                Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
            }
        }
    }

    @Test
    void serverKeyFromAPkcs12KeyStoreMadeByTheJdk() throws Exception {
        Provider jdk = Security.getProvider("SUN");
        assumeTrue(jdk.getService("KeyPairGenerator", "ML-DSA-65") != null, "the JDK has ML-DSA from JDK 24 on");
        serverWithKeyStore(MlDsaPki.create("ML-DSA-65", jdk));
    }

    @Test
    void bouncyCastleKeyObjects() throws Exception {
        MlDsaPki server = MlDsaPki.create("ML-DSA-44", new BouncyCastleProvider());
        SSLContext serverContext = MlDsaPki.context(RustPqcJsse.provider(true), server.keyObjectManagers(), null);
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(true), null, server);
        OperationCounts before = RustPqcProvider.operationCounts();
        handshake(serverContext, clientContext, FULLY_POST_QUANTUM);
        OperationCounts after = RustPqcProvider.operationCounts();
        assertEquals(1, delta(before, after, NativeOperation.ML_DSA_SIGN));
        assertEquals(1, delta(before, after, NativeOperation.ML_DSA_VERIFY));
    }

    @Test
    void aClientThatDoesNotTrustTheCertificateRefusesIt() throws Exception {
        MlDsaPki server = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        MlDsaPki stranger = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        SSLContext serverContext = MlDsaPki.context(RustPqcJsse.provider(true), server.keyObjectManagers(), null);
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(true), null, stranger);
        try (LoopbackServer loopback = new LoopbackServer(serverContext, FULLY_POST_QUANTUM)) {
            assertThrows(IOException.class,
                    () -> LoopbackClient.handshake(clientContext, loopback.port(), FULLY_POST_QUANTUM));
        }
    }

    private static void serverWithKeyStore(MlDsaPki server) throws Exception {
        SSLContext serverContext = MlDsaPki.context(RustPqcJsse.provider(true), server.keyStoreManagers(), null);
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(true), null, server);
        OperationCounts before = RustPqcProvider.operationCounts();
        LoopbackClient.Handshake handshake = handshake(serverContext, clientContext, FULLY_POST_QUANTUM);
        OperationCounts after = RustPqcProvider.operationCounts();
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, handshake.serverHello().firstKeyShareGroup());
        assertEquals(1, delta(before, after, NativeOperation.ML_DSA_SIGN), "the server signed natively");
        assertEquals(1, delta(before, after, NativeOperation.ML_DSA_VERIFY), "the client verified natively");
        assertTrue(handshake.serverToClient().length > server.certificate.getEncoded().length,
                "the ML-DSA certificate went over the wire");
    }

    static LoopbackClient.Handshake handshake(SSLContext server, SSLContext client, Consumer<SSLSocket> serverSide)
            throws Exception {
        try (LoopbackServer loopback = new LoopbackServer(server, serverSide)) {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, loopback.port(), FULLY_POST_QUANTUM);
            loopback.awaitServed(1);
            return handshake;
        }
    }

    static long delta(OperationCounts before, OperationCounts after, NativeOperation operation) {
        return after.total(operation) - before.total(operation);
    }
}
