package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcMlKemProvider;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolConfig.Protocol;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectedListenerFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolConfig.SelectorFailureBehavior;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.Provider;
import java.security.Security;

/**
 * The server of the server handshake benchmark ({@code benchmarks/tls-load}): the README's Netty
 * 4.2 recipe (PEM files, no {@code SecureRandom}, ALPN h2 and HTTP/1.1) with a given number of
 * event-loop threads, in one of the benchmark's {@link Case}s, in a JVM of its own.
 *
 * <pre>TlsLoadServer &lt;case&gt; &lt;threads&gt; &lt;directory&gt;</pre>
 *
 * <p>It writes its certificate and key to {@code directory} ({@code cert.pem} is what the client
 * trusts), prints {@code READY <port>}, then answers each line {@code counts} on stdin with
 * {@code COUNTS <library> <tls> <cpu>}: this JVM's native ML-KEM encapsulations, rustpqc-jsse's
 * TLS count of them (so that the driver can check that a native case computed every handshake's
 * ML-KEM natively and that no other case computed any), and the CPU time this process has used,
 * in nanoseconds (all its threads: event loops, GC, JIT), which is what a handshake costs the
 * server whoever else shares the machine. It stops at the end of stdin.
 */
final class TlsLoadServer {
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    /** How a case's server does its TLS. */
    enum Case {
        /** BouncyCastle JSSE as the recipe builds it (flag on); the client offers x25519 alone. */
        X25519("x25519", false),
        /** BouncyCastle JSSE with BouncyCastle's Java ML-KEM. */
        HYBRID_BOUNCY_CASTLE("hybrid-bc", false),
        /** BouncyCastle JSSE with the JDK's Java ML-KEM (SunJCE, JDK 24+): the flag off. */
        HYBRID_JDK("hybrid-jdk", false),
        /** BouncyCastle JSSE with native ML-KEM: the recipe, flag on. */
        HYBRID_NATIVE("hybrid-native", true),
        /** JDK 27's SunJSSE; the client offers x25519 alone. */
        SUNJSSE_X25519("sunjsse-x25519", false),
        /** JDK 27's SunJSSE with its own Java ML-KEM. */
        SUNJSSE_HYBRID_JDK("sunjsse-hybrid-jdk", false),
        /** JDK 27's SunJSSE with {@code RustPqcMlKemProvider.insertFirst()}. */
        SUNJSSE_HYBRID_NATIVE("sunjsse-hybrid-native", true);

        final String id;
        /** Whether each hybrid handshake must count one native encapsulation (else none may). */
        final boolean nativeMlKem;

        Case(String id, boolean nativeMlKem) {
            this.id = id;
            this.nativeMlKem = nativeMlKem;
        }

        static Case of(String id) {
            for (Case candidate : values()) {
                if (candidate.id.equals(id)) {
                    return candidate;
                }
            }
            throw new IllegalArgumentException("unknown case " + id);
        }

        /** The {@code SSLContext} provider; null for SunJSSE, the JDK's default. */
        Provider sslContextProvider() {
            switch (this) {
                case X25519:
                case HYBRID_NATIVE:
                    return RustPqcJsse.provider(true);
                case HYBRID_BOUNCY_CASTLE:
                    return RustPqcJsse.provider(new BouncyCastleMlKemTlsCrypto.Factory());
                case HYBRID_JDK:
                    if (Security.getProvider("SunJCE").getService("KEM", "ML-KEM-768") == null) {
                        throw new IllegalStateException("this JDK has no ML-KEM of its own: " + Runtime.version());
                    }
                    return RustPqcJsse.provider(false);
                case SUNJSSE_HYBRID_NATIVE:
                    RustPqcMlKemProvider.insertFirst();
                    return null;
                default:
                    return null;
            }
        }
    }

    private TlsLoadServer() {
    }

    /**
     * Starts the case's server with {@code threads} event loops on a free port of 127.0.0.1; its
     * certificate and key are written to {@code directory} ({@code cert.pem} is the one to trust).
     */
    static ServerRecipeChecks.RunningServer start(Case serverCase, int threads, Path directory) throws Exception {
        QuietBouncyCastleLogs.apply();
        TestPki.get().writePem(Files.createDirectories(directory));
        SslContextBuilder builder = SslContextBuilder
                .forServer(directory.resolve("cert.pem").toFile(), directory.resolve("key.pem").toFile())
                .sslProvider(SslProvider.JDK)
                .applicationProtocolConfig(new ApplicationProtocolConfig(Protocol.ALPN,
                        SelectorFailureBehavior.NO_ADVERTISE, SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1));
        Provider provider = serverCase.sslContextProvider();
        if (provider != null) {
            builder.sslContextProvider(provider);
        }
        return NettyServerTest.serve(builder.build(), "hello", threads);
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments.length != 3) {
            throw new IllegalArgumentException("usage: TlsLoadServer <case> <threads> <directory>");
        }
        Case serverCase = Case.of(arguments[0]);
        int threads = Integer.parseInt(arguments[1]);
        try (ServerRecipeChecks.RunningServer server = start(serverCase, threads, Paths.get(arguments[2]))) {
            System.out.println("READY " + server.port());
            System.out.flush();
            BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = commands.readLine(); line != null; line = commands.readLine()) {
                if (!line.equals("counts")) {
                    throw new IllegalArgumentException("unknown command " + line);
                }
                ServerCounts counts = ServerCounts.now();
                System.out.println("COUNTS " + counts.library() + " " + counts.tls() + " " + PROCESS.getProcessCpuTime());
                System.out.flush();
            }
        }
    }
}
