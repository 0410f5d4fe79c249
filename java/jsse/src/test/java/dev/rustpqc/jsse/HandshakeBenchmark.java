package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCryptoProvider;

/**
 * TLS 1.3 handshakes over loopback, one at a time: classical x25519 against X25519MLKEM768 with
 * BouncyCastle's Java ML-KEM, the JDK's Java ML-KEM (JDK 24+) and RustPqc's native ML-KEM. Each
 * case warms up, then the cases take turns in rounds so that drift in the machine's load spreads
 * over all of them. Writes {@code tls-handshake.md} and {@code tls-handshake.json}.
 *
 * <pre>{@code java ... dev.rustpqc.jsse.HandshakeBenchmark [--warmup=N] [--rounds=R] [--per-round=M] [--out=DIR]}</pre>
 *
 * A handshake's time is the client's: TCP connect plus {@code startHandshake()} (the server's
 * Certificate is verified, the session is never resumed). Handshakes per second count whole
 * connections (also one application round trip and the close) per second of wall time.
 */
public final class HandshakeBenchmark {
    /** Benchmark sizes and where to write. */
    record Options(int warmup, int rounds, int perRound, Path out) {
        static Options parse(String[] args) {
            int warmup = 300;
            int rounds = 5;
            int perRound = 400;
            Path out = Paths.get("benchmarks/results");
            for (String arg : args) {
                String[] parts = arg.split("=", 2);
                if (parts.length != 2) {
                    throw new IllegalArgumentException("Expected --name=value, got " + arg);
                }
                switch (parts[0]) {
                    case "--warmup" -> warmup = positive(parts);
                    case "--rounds" -> rounds = positive(parts);
                    case "--per-round" -> perRound = positive(parts);
                    case "--out" -> out = Paths.get(parts[1]);
                    default -> throw new IllegalArgumentException("Unknown option " + parts[0]
                            + " (known: --warmup, --rounds, --per-round, --out)");
                }
            }
            return new Options(warmup, rounds, perRound, out);
        }

        private static int positive(String[] parts) {
            int value = Integer.parseInt(parts[1]);
            if (value <= 0) {
                throw new IllegalArgumentException(parts[0] + " must be positive, got " + value);
            }
            return value;
        }
    }

    /** One case's measurements. */
    record CaseResult(HandshakeBenchmarkCase benchmarkCase, HandshakeStats stats, long bytesClientToServer,
            long bytesServerToClient) {
    }

    private HandshakeBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        BenchmarkReport report = run(options);
        report.write(options.out());
        System.out.print(report.markdown());
        System.out.println("Written to " + options.out().toAbsolutePath());
    }

    static BenchmarkReport run(Options options) throws Exception {
        QuietBouncyCastleLogs.apply();
        String loadBefore = BenchmarkReport.loadAverage();
        List<HandshakeBenchmarkCase> cases = new ArrayList<>();
        for (HandshakeBenchmarkCase benchmarkCase : HandshakeBenchmarkCase.values()) {
            if (benchmarkCase.isAvailable()) {
                benchmarkCase.prepare();
                cases.add(benchmarkCase);
            }
        }
        Map<HandshakeBenchmarkCase, CaseRunner> runners = new EnumMap<>(HandshakeBenchmarkCase.class);
        OperationCounts before = RustPqcProvider.operationCounts();
        try {
            for (HandshakeBenchmarkCase benchmarkCase : cases) {
                CaseRunner runner = new CaseRunner(benchmarkCase, options.rounds() * options.perRound());
                runners.put(benchmarkCase, runner);
                runner.warmUp(options.warmup());
            }
            for (int round = 0; round < options.rounds(); round++) {
                for (HandshakeBenchmarkCase benchmarkCase : cases) {
                    runners.get(benchmarkCase).measure(options.perRound());
                }
            }
        } finally {
            for (CaseRunner runner : runners.values()) {
                runner.close();
            }
        }
        List<CaseResult> results = new ArrayList<>();
        for (HandshakeBenchmarkCase benchmarkCase : cases) {
            results.add(runners.get(benchmarkCase).result());
        }
        checkNativeCounts(before, List.of(runners.get(HandshakeBenchmarkCase.HYBRID_NATIVE),
                runners.get(HandshakeBenchmarkCase.FULLY_POST_QUANTUM)), options);
        return new BenchmarkReport(options, results, loadBefore, BenchmarkReport.loadAverage(),
                new BouncyCastleJsseProvider().getInfo());
    }

    /**
     * Every native ML-KEM operation of the run came from the native cases, one of each per
     * handshake, and every native ML-DSA signature and verification from the fully post-quantum
     * case, one of each per handshake.
     */
    private static void checkNativeCounts(OperationCounts before, List<CaseRunner> nativeCases, Options options) {
        long handshakes = options.warmup() + (long) options.rounds() * options.perRound();
        OperationCounts after = RustPqcProvider.operationCounts();
        for (NativeOperation operation : new NativeOperation[] {NativeOperation.ML_KEM_GENERATE,
            NativeOperation.ML_KEM_ENCAPSULATE, NativeOperation.ML_KEM_DECAPSULATE}) {
            long counted = after.total(operation) - before.total(operation);
            if (counted != handshakes * nativeCases.size()) {
                throw new IllegalStateException(operation + ": " + counted + " native calls for " + handshakes
                        + " handshakes in each of " + nativeCases.size()
                        + " native cases; another case computed natively or a native case did not");
            }
        }
        for (NativeOperation operation : new NativeOperation[] {NativeOperation.ML_DSA_SIGN, NativeOperation.ML_DSA_VERIFY}) {
            long counted = after.total(operation) - before.total(operation);
            if (counted != handshakes) {
                throw new IllegalStateException(operation + ": " + counted + " native calls for " + handshakes
                        + " fully post-quantum handshakes");
            }
        }
        for (CaseRunner nativeCase : nativeCases) {
            NativeKemCounts client = nativeCase.clientCounts();
            NativeKemCounts server = nativeCase.serverCounts();
            if (!client.equals(new NativeKemCounts(handshakes, 0, handshakes))
                    || !server.equals(new NativeKemCounts(0, handshakes, 0))) {
                throw new IllegalStateException("Native counters do not match " + handshakes + " handshakes: client "
                        + client + ", server " + server);
            }
        }
    }

    /** One side's crypto provider and the BouncyCastle JSSE built on it. */
    private record Side(JcaTlsCryptoProvider crypto) {
        BouncyCastleJsseProvider jsse() {
            return new BouncyCastleJsseProvider(false, crypto);
        }

        NativeKemCounts nativeKemCounts() {
            return crypto instanceof RustPqcTlsCryptoProvider ? ((RustPqcTlsCryptoProvider) crypto).nativeKemCounts()
                    : new NativeKemCounts(0, 0, 0);
        }
    }

    /** One case: its server, its client context, and its measurements so far. */
    private static final class CaseRunner implements AutoCloseable {
        private final HandshakeBenchmarkCase benchmarkCase;
        private final Side clientCrypto;
        private final Side serverCrypto;
        private final SSLContext client;
        private final LoopbackServer server;
        private final long[] nanos;
        private final long[] clientToServer;
        private final long[] serverToClient;
        private int measured;
        private long wallNanos;

        CaseRunner(HandshakeBenchmarkCase benchmarkCase, int capacity) throws Exception {
            this.benchmarkCase = benchmarkCase;
            this.serverCrypto = new Side(benchmarkCase.cryptoProvider());
            this.clientCrypto = new Side(benchmarkCase.cryptoProvider());
            this.server = new LoopbackServer(benchmarkCase.serverContext(serverCrypto.jsse()),
                    benchmarkCase.serverSettings());
            this.client = benchmarkCase.clientContext(clientCrypto.jsse());
            this.nanos = new long[capacity];
            this.clientToServer = new long[capacity];
            this.serverToClient = new long[capacity];
        }

        void warmUp(int count) throws Exception {
            for (int i = 0; i < count; i++) {
                handshake();
            }
            server.awaitServed(count);
        }

        void measure(int count) throws Exception {
            long start = System.nanoTime();
            for (int i = 0; i < count; i++) {
                LoopbackClient.Handshake handshake = handshake();
                nanos[measured] = handshake.nanos();
                clientToServer[measured] = handshake.clientToServer().length;
                serverToClient[measured] = handshake.serverToClient().length;
                measured++;
            }
            wallNanos += System.nanoTime() - start;
            server.awaitServed(count);
        }

        private LoopbackClient.Handshake handshake() throws Exception {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, server.port(),
                    benchmarkCase.clientSettings());
            TlsHello serverHello = handshake.serverHello();
            if (serverHello.helloRetryRequest || serverHello.firstKeyShareGroup() != benchmarkCase.group
                    || handshake.clientHello().offersPreSharedKey()) {
                throw new IllegalStateException(benchmarkCase.id + ": not a full one-round-trip handshake with group 0x"
                        + Integer.toHexString(benchmarkCase.group));
            }
            return handshake;
        }

        NativeKemCounts clientCounts() {
            return clientCrypto.nativeKemCounts();
        }

        NativeKemCounts serverCounts() {
            return serverCrypto.nativeKemCounts();
        }

        CaseResult result() {
            long[] done = Arrays.copyOf(nanos, measured);
            return new CaseResult(benchmarkCase, new HandshakeStats(done, wallNanos),
                    median(Arrays.copyOf(clientToServer, measured)),
                    median(Arrays.copyOf(serverToClient, measured)));
        }

        private static long median(long[] values) {
            Arrays.sort(values);
            return HandshakeStats.percentile(values, 50);
        }

        @Override
        public void close() throws Exception {
            server.close();
        }
    }
}
