package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.rustpqc.RustPqcProvider;
import java.security.Security;
import java.util.List;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * JDK 27's own TLS, SunJSSE on both sides of a loopback connection, in each of its hybrid groups
 * (X25519MLKEM768, SecP256r1MLKEM768, SecP384r1MLKEM1024): with the opt-in (RustPqcMlKem first) the handshake's ML-KEM is native, one
 * key generation, one encapsulation and one decapsulation; without it, not one native operation,
 * also with the full RustPqc provider registered last. The group is read from the ServerHello on
 * the wire. (Which side computed what is shown by {@link TwoJvmSunJsseHybridTest}, one JVM per side.)
 */
class SunJsseHybridTest {
    private static final String GROUPS = """
            X25519MLKEM768, 1216, 1120
            SecP256r1MLKEM768, 1249, 1153
            SecP384r1MLKEM1024, 1665, 1665
            """;

    @AfterEach
    void optOut() {
        SunJsse.nativeMlKem(false);
        Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = GROUPS)
    void withRustPqcMlKemFirstTheHandshakesMlKemIsNative(String group, int clientShare, int serverShare)
            throws Exception {
        SunJsse.nativeMlKem(true);
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = handshake(group);

        assertOnTheWire(handshake, group, clientShare, serverShare);
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 1, 1));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = GROUPS)
    void withoutTheOptInNothingIsNativeEvenWithRustPqcRegisteredLast(String group, int clientShare,
            int serverShare) throws Exception {
        Security.addProvider(new RustPqcProvider());
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = handshake(group);

        assertOnTheWire(handshake, group, clientShare, serverShare);
        provider.assertMlKemSinceStart(new NativeKemCounts(0, 0, 0));
    }

    /** A SunJSSE server accepting the three hybrids, a SunJSSE client offering {@code group} alone. */
    static LoopbackClient.Handshake handshake(String group) throws Exception {
        SSLContext server = TestPki.get().serverContext(SunJsse.provider());
        SSLContext client = TestPki.get().clientContext(SunJsse.provider());
        try (LoopbackServer loopback = new LoopbackServer(server, socket -> SunJsse.namedGroups(socket,
                SunJsse.HYBRID_GROUPS))) {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, loopback.port(),
                    socket -> SunJsse.namedGroups(socket, List.of(group)));
            loopback.awaitServed(1);
            return handshake;
        }
    }

    private static void assertOnTheWire(LoopbackClient.Handshake handshake, String group, int clientShare,
            int serverShare) {
        assertEquals("TLSv1.3", handshake.protocol());
        TlsHello serverHello = handshake.serverHello();
        assertFalse(serverHello.helloRetryRequest(), "no HelloRetryRequest");
        assertEquals(SunJsse.codepoint(group), serverHello.firstKeyShareGroup(), "the group in the ServerHello");
        assertEquals(clientShare, handshake.clientHello().keyShares().get(0).keyExchange().length);
        assertEquals(serverShare, serverHello.keyShares().get(0).keyExchange().length);
    }
}
