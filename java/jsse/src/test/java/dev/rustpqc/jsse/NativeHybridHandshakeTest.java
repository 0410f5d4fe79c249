package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcProvider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** BouncyCastle JSSE on both sides of a loopback TLS 1.3 connection, with native ML-KEM switched on. */
class NativeHybridHandshakeTest {
    private static final int X25519_LENGTH = 32;

    private final RustPqcTlsCryptoProvider serverCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
    private final RustPqcTlsCryptoProvider clientCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
    private SSLContext server;
    private SSLContext client;

    @BeforeEach
    void contexts() throws Exception {
        server = TestPki.get().serverContext(RustPqcJsse.provider(serverCrypto));
        client = TestPki.get().clientContext(RustPqcJsse.provider(clientCrypto));
    }

    @Test
    void negotiatesX25519MlKem768InOneRoundTripWithNativeMlKemOnBothSides() throws Exception {
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = handshakes(1, socket -> { }, HybridGroups::preferHybrid).get(0);

        assertEquals("TLSv1.3", handshake.protocol());
        TlsHello clientHello = handshake.clientHello();
        TlsHello serverHello = handshake.serverHello();
        assertEquals(List.of(0x11EC, 0x001D, 0x0017, 0x0018), clientHello.supportedGroups());
        assertEquals(0x11EC, clientHello.firstKeyShareGroup(), "the hybrid key share goes first");
        assertEquals(1184 + X25519_LENGTH, clientHello.keyShares().get(0).keyExchange().length);
        assertFalse(clientHello.offersPreSharedKey(), "a full handshake, not a resumption");
        assertFalse(serverHello.helloRetryRequest(), "no HelloRetryRequest");
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, serverHello.firstKeyShareGroup());
        assertEquals(1088 + X25519_LENGTH, serverHello.keyShares().get(0).keyExchange().length);

        assertEquals(new NativeKemCounts(1, 0, 1), clientCrypto.nativeKemCounts(), "client: key pair + decapsulation");
        assertEquals(new NativeKemCounts(0, 1, 0), serverCrypto.nativeKemCounts(), "server: encapsulation");
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 1, 1));
        assertEquals(System.getProperty("rustpqc.test.expectedBinding", RustPqcProvider.binding()),
                RustPqcProvider.binding());
    }

    @Test
    void twoHandshakesNeverDeriveTheSameKeyShares() throws Exception {

        List<LoopbackClient.Handshake> two = handshakes(2, socket -> { }, HybridGroups::preferHybrid);
        LoopbackClient.Handshake first = two.get(0);
        LoopbackClient.Handshake second = two.get(1);

        byte[] firstClientShare = first.clientHello().keyShares().get(0).keyExchange();
        byte[] secondClientShare = second.clientHello().keyShares().get(0).keyExchange();
        byte[] firstServerShare = first.serverHello().keyShares().get(0).keyExchange();
        byte[] secondServerShare = second.serverHello().keyShares().get(0).keyExchange();
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, second.serverHello().firstKeyShareGroup());
        // Each half separately: the ML-KEM part first, then X25519 (draft-ietf-tls-ecdhe-mlkem).
        assertFalse(Arrays.equals(Arrays.copyOf(firstClientShare, 1184), Arrays.copyOf(secondClientShare, 1184)),
                "two client ML-KEM encapsulation keys are equal");
        assertFalse(Arrays.equals(Arrays.copyOf(firstServerShare, 1088), Arrays.copyOf(secondServerShare, 1088)),
                "two server ML-KEM ciphertexts are equal");
        assertNotEquals(Arrays.toString(Arrays.copyOfRange(firstClientShare, 1184, firstClientShare.length)),
                Arrays.toString(Arrays.copyOfRange(secondClientShare, 1184, secondClientShare.length)));
        assertFalse(second.clientHello().offersPreSharedKey(), "the second handshake is a full one too");
        assertEquals(new NativeKemCounts(2, 0, 2), clientCrypto.nativeKemCounts());
        assertEquals(new NativeKemCounts(0, 2, 0), serverCrypto.nativeKemCounts());
    }

    /** Every group whose ML-KEM half is ours, each first on both sides and the client's only key share. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "MLKEM512, 0x0200, 800, 768",
        "MLKEM768, 0x0201, 1184, 1088",
        "MLKEM1024, 0x0202, 1568, 1568",
        "X25519MLKEM768, 0x11EC, 1216, 1120",
        "SecP256r1MLKEM768, 0x11EB, 1249, 1153",
        "SecP384r1MLKEM1024, 0x11ED, 1665, 1665",
    })
    void negotiatesEveryMlKemGroupNatively(String group, String codepoint, int clientShareLength,
            int serverShareLength) throws Exception {
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = handshakes(1, only(group), only(group)).get(0);

        TlsHello serverHello = handshake.serverHello();
        assertFalse(serverHello.helloRetryRequest());
        assertEquals(Integer.decode(codepoint).intValue(), serverHello.firstKeyShareGroup());
        assertEquals(clientShareLength, handshake.clientHello().keyShares().get(0).keyExchange().length);
        assertEquals(serverShareLength, serverHello.keyShares().get(0).keyExchange().length);
        assertEquals(new NativeKemCounts(1, 0, 1), clientCrypto.nativeKemCounts());
        assertEquals(new NativeKemCounts(0, 1, 0), serverCrypto.nativeKemCounts());
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 1, 1));
        assertTrue(handshake.cipherSuite().startsWith("TLS_"), handshake.cipherSuite());
    }

    /** {@code count} handshakes of this test's client with its server, one after another. */
    private List<LoopbackClient.Handshake> handshakes(int count, Consumer<SSLSocket> serverSettings,
            Consumer<SSLSocket> clientSettings) throws Exception {
        List<LoopbackClient.Handshake> handshakes = new ArrayList<>();
        try (LoopbackServer loopback = new LoopbackServer(server, serverSettings)) {
            for (int i = 0; i < count; i++) {
                handshakes.add(LoopbackClient.handshake(client, loopback.port(), clientSettings));
            }
            loopback.awaitServed(count);
        }
        return handshakes;
    }

    /**
     * {@code group} first and its key share alone. secp256r1 follows it because BouncyCastle enables
     * the ECDSA P-256 signature scheme (our certificate's) only for a curve among a side's own groups;
     * the ServerHello check shows it is never chosen.
     */
    private static Consumer<SSLSocket> only(String group) {
        return socket -> {
            BCSSLSocket bcSocket = (BCSSLSocket) socket;
            BCSSLParameters parameters = bcSocket.getParameters();
            parameters.setNamedGroups(new String[] {group, "secp256r1"});
            parameters.setEarlyKeyShares(new String[] {group});
            bcSocket.setParameters(parameters);
        };
    }
}
