package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import javax.crypto.AEADBadTagException;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;

/**
 * What the README snippets' preludes ({@link ReadmeSnippetsTest}) give them: the things the prose
 * promises (a TLS server to connect to, trust managers for it) and the checks that run after them.
 * Public because the snippets are compiled into a package of their own.
 */
public final class SnippetFixtures {
    private SnippetFixtures() {
    }

    /**
     * A TLS 1.3 server on the loopback address for a snippet's client: BouncyCastle JSSE whose
     * ML-KEM is BouncyCastle's own Java code (so any native operation counted is the client's),
     * accepting X25519MLKEM768, x25519 and secp256r1, with {@link TestPki}'s certificate.
     */
    public static TlsServer tlsServer() throws Exception {
        BouncyCastleJsseProvider jsse = new BouncyCastleJsseProvider(false, new BouncyCastleMlKemTlsCrypto.Factory());
        SSLContext context = TestPki.get().serverContext(jsse);
        LoopbackServer server = new LoopbackServer(context, socket -> {
            BCSSLSocket bcSocket = (BCSSLSocket) socket;
            BCSSLParameters parameters = bcSocket.getParameters();
            parameters.setNamedGroups(new String[] {HybridGroups.X25519_MLKEM768, "x25519", "secp256r1"});
            bcSocket.setParameters(parameters);
        });
        return new TlsServer(server);
    }

    /** The server of a snippet's prelude; closed by the prelude's epilogue. */
    public static final class TlsServer implements AutoCloseable {
        private final LoopbackServer server;

        TlsServer(LoopbackServer server) {
            this.server = server;
        }

        /** The server's address, as a snippet's {@code host}. */
        public String host() {
            return InetAddress.getLoopbackAddress().getHostAddress();
        }

        /** The server's port, as a snippet's {@code port}. */
        public int port() {
            return server.port();
        }

        /** Trust managers that trust the server's certificate, as a snippet's {@code trustManagers}. */
        public TrustManager[] trustManagers() throws Exception {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry("server", TestPki.get().certificate);
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(store);
            return factory.getTrustManagers();
        }

        /**
         * Finishes the snippet's connection (one line each way, then close) and returns the group
         * of the server's key share, read from the ServerHello the server wrote.
         */
        public int finish(SSLSocket socket) throws Exception {
            try (socket) {
                OutputStream out = socket.getOutputStream();
                out.write("ping\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                String reply = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                        StandardCharsets.US_ASCII)).readLine();
                check("pong ping".equals(reply), "the server answered " + reply);
            }
            server.awaitServed(1);
            List<RecordingSocket> served = server.served();
            TlsHello serverHello = TlsHello.parse(served.get(served.size() - 1).bytesWritten());
            check(!serverHello.helloRetryRequest(), "a HelloRetryRequest");
            return serverHello.firstKeyShareGroup();
        }

        @Override
        public void close() throws Exception {
            server.close();
        }
    }

    /** Fails with {@code message} unless {@code condition}. */
    /**
     * Whether this JDK's SunJSSE offers X25519MLKEM768 by default: JDK 27 (JEP 527) and the 25.0.5
     * update that carries it back.
     */
    public static boolean sunJsseOffersHybrid() {
        Runtime.Version version = Runtime.version();
        return version.feature() >= 27 || version.feature() == 25 && version.update() >= 5;
    }

    public static void check(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }

    /** Fails unless the native ML-KEM operations since {@code before} are exactly these. */
    public static void checkNativeMlKemSince(OperationCounts before, long keyGenerations, long encapsulations,
            long decapsulations) {
        checkNativeSince(before, "ML-KEM", new long[] {keyGenerations, encapsulations, decapsulations},
                NativeOperation.ML_KEM_GENERATE, NativeOperation.ML_KEM_ENCAPSULATE, NativeOperation.ML_KEM_DECAPSULATE);
    }

    /** A README class's {@code seal} method. */
    @FunctionalInterface
    public interface Seal<S> {
        S seal(PublicKey receiver, byte[] message) throws GeneralSecurityException;
    }

    /** A README class's {@code open} method. */
    @FunctionalInterface
    public interface Open<S> {
        byte[] open(PrivateKey receiver, S sealed) throws GeneralSecurityException;
    }

    /** A snippet's {@code main}. */
    @FunctionalInterface
    public interface Main {
        void run() throws Exception;
    }

    /** What {@code main} prints to {@code System.out}. */
    public static String printedBy(Main main) throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.run();
        } finally {
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }

    /**
     * Two ways of sealing to X-Wing keys agree: each opens what the other sealed (messages of 0, 1,
     * 100 bytes and 1 MiB, with RustPqc's keys); a stranger's key and a changed X-Wing ciphertext
     * ({@code tamper}) both fail with AEADBadTagException; and X-Wing ran natively.
     */
    public static <S> void checkSealing(Seal<S> seal, Open<S> open, Seal<S> otherSeal, Open<S> otherOpen,
            UnaryOperator<S> tamper) throws Exception {
        OperationCounts before = RustPqcProvider.operationCounts();
        KeyPairGenerator generator = KeyPairGenerator.getInstance("X-Wing", new RustPqcProvider());
        KeyPair receiver = generator.generateKeyPair();
        KeyPair stranger = generator.generateKeyPair();
        Random random = new Random(17);
        int rounds = 0;
        for (int length : new int[] {0, 1, 100, 1 << 20}) {
            byte[] message = new byte[length];
            random.nextBytes(message);
            S sealed = seal.seal(receiver.getPublic(), message);
            S sealedByOther = otherSeal.seal(receiver.getPublic(), message);
            check(Arrays.equals(message, open.open(receiver.getPrivate(), sealedByOther)),
                    "the first class opens the second's " + length + "-byte message");
            check(Arrays.equals(message, otherOpen.open(receiver.getPrivate(), sealed)),
                    "the second class opens the first's " + length + "-byte message");
            checkRefused(() -> open.open(stranger.getPrivate(), sealed), "a stranger's key");
            checkRefused(() -> otherOpen.open(receiver.getPrivate(), tamper.apply(sealed)), "a changed ciphertext");
            rounds++;
        }
        checkNativeXWingSince(before, 2, 2 * rounds, 4 * rounds);
    }

    private static void checkRefused(Main opening, String what) throws Exception {
        try {
            opening.run();
        } catch (AEADBadTagException expected) {
            return;
        }
        throw new AssertionError("opened with " + what);
    }

    /** A copy of {@code bytes} with its first bit flipped. */
    public static byte[] flipOneBit(byte[] bytes) {
        byte[] changed = bytes.clone();
        changed[0] ^= 1;
        return changed;
    }

    /** Fails unless the native X-Wing operations since {@code before} are exactly these. */
    public static void checkNativeXWingSince(OperationCounts before, long keyGenerations, long encapsulations,
            long decapsulations) {
        checkNativeSince(before, "X-Wing", new long[] {keyGenerations, encapsulations, decapsulations},
                NativeOperation.X_WING_GENERATE, NativeOperation.X_WING_ENCAPSULATE, NativeOperation.X_WING_DECAPSULATE);
    }

    /** Fails unless each of {@code operations} ran natively as often as {@code expected} says since {@code before}. */
    private static void checkNativeSince(OperationCounts before, String kem, long[] expected,
            NativeOperation... operations) {
        OperationCounts after = RustPqcProvider.operationCounts();
        long[] counted = new long[operations.length];
        for (int i = 0; i < operations.length; i++) {
            counted[i] = after.total(operations[i]) - before.total(operations[i]);
        }
        check(Arrays.equals(counted, expected), String.format(
                "native %s key generations, encapsulations, decapsulations: %d, %d, %d; expected %d, %d, %d", kem,
                counted[0], counted[1], counted[2], expected[0], expected[1], expected[2]));
    }
}
