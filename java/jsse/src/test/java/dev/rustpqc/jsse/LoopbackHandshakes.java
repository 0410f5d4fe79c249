package dev.rustpqc.jsse;

import java.security.Provider;
import javax.net.ssl.SSLContext;

/**
 * The loopback handshake for tests in other packages (the JDK 21+ tests live in {@code jdk21}):
 * the only public class of the test support.
 */
public final class LoopbackHandshakes {
    private LoopbackHandshakes() {
    }

    /**
     * What one handshake showed on the wire.
     *
     * @param group the group of the ServerHello's key share; -1 for a HelloRetryRequest
     * @param clientKeyShare the length of the client's first key share, in bytes
     * @param serverKeyShare the length of the server's key share, in bytes
     */
    public record Observed(int group, int clientKeyShare, int serverKeyShare) {
    }

    /**
     * One TLS 1.3 handshake over 127.0.0.1 between a server and a client of the given JSSE
     * providers, the client configured with {@link HybridGroups#preferHybrid(javax.net.ssl.SSLSocket)}.
     *
     * @return the group of the ServerHello's key share, read from the bytes on the wire; -1 if the
     *     server answered with a HelloRetryRequest
     */
    public static int negotiatedGroup(Provider serverJsse, Provider clientJsse) throws Exception {
        return observe(serverJsse, clientJsse).group();
    }

    /** As {@link #negotiatedGroup}, with the key share sizes read from the same hellos. */
    public static Observed observe(Provider serverJsse, Provider clientJsse) throws Exception {
        LoopbackClient.Handshake handshake = handshake(serverJsse, clientJsse);
        TlsHello serverHello = handshake.serverHello();
        TlsHello clientHello = TlsHello.parse(handshake.clientToServer());
        int clientShare = clientHello.keyShares().isEmpty() ? 0 : clientHello.keyShares().get(0).keyExchange().length;
        int serverShare = serverHello.keyShares().isEmpty() ? 0 : serverHello.keyShares().get(0).keyExchange().length;
        return new Observed(serverHello.helloRetryRequest() ? -1 : serverHello.firstKeyShareGroup(), clientShare,
                serverShare);
    }

    /** The handshake itself, once the server has served it (its failures rethrown). */
    static LoopbackClient.Handshake handshake(Provider serverJsse, Provider clientJsse) throws Exception {
        SSLContext server = TestPki.get().serverContext(serverJsse);
        SSLContext client = TestPki.get().clientContext(clientJsse);
        try (LoopbackServer loopback = new LoopbackServer(server, socket -> { })) {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, loopback.port(),
                    HybridGroups::preferHybrid);
            loopback.awaitServed(1);
            return handshake;
        }
    }
}
