package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;

/**
 * TLS 1.3 handshakes over loopback, one at a time: classical x25519 against X25519MLKEM768 with
 * BouncyCastle's Java ML-KEM, the JDK's Java ML-KEM (JDK 24+) and RustPqc's native ML-KEM, in
 * BouncyCastle JSSE and (JDK 27, {@code HandshakeBenchmarkAllStacks}) in the JDK's SunJSSE. Each
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
    record CaseResult(HandshakeCase benchmarkCase, HandshakeStats stats, long bytesClientToServer,
            long bytesServerToClient) {
    }

    private HandshakeBenchmark() {
    }

    /** BouncyCastle JSSE's cases; {@code HandshakeBenchmarkAllStacks} (JDK 21+) adds JDK 27's SunJSSE. */
    public static void main(String[] args) throws Exception {
        main(args, List.of(HandshakeBenchmarkCase.values()));
    }

    static void main(String[] args, List<? extends HandshakeCase> cases) throws Exception {
        Options options = Options.parse(args);
        BenchmarkReport report = run(options, cases);
        report.write(options.out());
        System.out.print(report.markdown());
        System.out.println("Written to " + options.out().toAbsolutePath());
    }

    /** Runs every case of {@code candidates} this JVM can run. */
    static BenchmarkReport run(Options options, List<? extends HandshakeCase> candidates) throws Exception {
        QuietBouncyCastleLogs.apply();
        String loadBefore = BenchmarkReport.loadAverage();
        List<HandshakeCase> cases = new ArrayList<>();
        for (HandshakeCase benchmarkCase : candidates) {
            if (benchmarkCase.isAvailable()) {
                benchmarkCase.prepare();
                cases.add(benchmarkCase);
            }
        }
        Map<HandshakeCase, CaseRunner> runners = new LinkedHashMap<>();
        OperationCounts before = RustPqcProvider.operationCounts();
        try {
            for (HandshakeCase benchmarkCase : cases) {
                CaseRunner runner = new CaseRunner(benchmarkCase, options.rounds() * options.perRound());
                runners.put(benchmarkCase, runner);
                runner.warmUp(options.warmup());
            }
            for (int round = 0; round < options.rounds(); round++) {
                for (HandshakeCase benchmarkCase : cases) {
                    runners.get(benchmarkCase).measure(options.perRound());
                }
            }
        } finally {
            for (CaseRunner runner : runners.values()) {
                runner.close();
            }
        }
        List<CaseResult> results = new ArrayList<>();
        for (HandshakeCase benchmarkCase : cases) {
            results.add(runners.get(benchmarkCase).result());
        }
        checkNativeCounts(before, runners.values(), options);
        return new BenchmarkReport(options, results, loadBefore, BenchmarkReport.loadAverage(),
                new BouncyCastleJsseProvider().getInfo());
    }

    /**
     * Every native ML-KEM operation of the run came from the native cases, one of each per
     * handshake, every native ML-DSA signature and verification from the cases that sign natively,
     * one of each per handshake, and each stack that keeps its own counts saw exactly its share.
     */
    private static void checkNativeCounts(OperationCounts before, Collection<CaseRunner> runners, Options options) {
        long handshakes = options.warmup() + (long) options.rounds() * options.perRound();
        long nativeCases = runners.stream().filter(runner -> runner.benchmarkCase.isNative()).count();
        OperationCounts after = RustPqcProvider.operationCounts();
        for (NativeOperation operation : new NativeOperation[] {NativeOperation.ML_KEM_GENERATE,
            NativeOperation.ML_KEM_ENCAPSULATE, NativeOperation.ML_KEM_DECAPSULATE}) {
            long counted = after.total(operation) - before.total(operation);
            if (counted != handshakes * nativeCases) {
                throw new IllegalStateException(operation + ": " + counted + " native calls for " + handshakes
                        + " handshakes in each of " + nativeCases + " native cases; another case computed natively"
                        + " or a native case did not");
            }
        }
        long signingCases = runners.stream().filter(runner -> runner.benchmarkCase.signsNatively()).count();
        for (NativeOperation operation : new NativeOperation[] {NativeOperation.ML_DSA_SIGN, NativeOperation.ML_DSA_VERIFY}) {
            long counted = after.total(operation) - before.total(operation);
            if (counted != handshakes * signingCases) {
                throw new IllegalStateException(operation + ": " + counted + " native calls for " + handshakes
                        + " handshakes in each of " + signingCases + " cases that sign natively");
            }
        }
        for (CaseRunner runner : runners) {
            long n = runner.benchmarkCase.isNative() ? handshakes : 0;
            NativeKemCounts client = runner.clientCounts();
            NativeKemCounts server = runner.serverCounts();
            if (client != null && !client.equals(new NativeKemCounts(n, 0, n))
                    || server != null && !server.equals(new NativeKemCounts(0, n, 0))) {
                throw new IllegalStateException(runner.benchmarkCase.id() + ": native counters do not match " + n
                        + " native handshakes: client " + client + ", server " + server);
            }
        }
    }

    /** One case: its server, its client context, and its measurements so far. */
    private static final class CaseRunner implements AutoCloseable {
        private final HandshakeCase benchmarkCase;
        private final HandshakeCase.Endpoints endpoints;
        private final LoopbackServer server;
        private final long[] nanos;
        private final long[] clientToServer;
        private final long[] serverToClient;
        private int measured;
        private long wallNanos;

        CaseRunner(HandshakeCase benchmarkCase, int capacity) throws Exception {
            this.benchmarkCase = benchmarkCase;
            this.endpoints = benchmarkCase.endpoints();
            this.server = new LoopbackServer(endpoints.server(), endpoints.serverSettings());
            this.nanos = new long[capacity];
            this.clientToServer = new long[capacity];
            this.serverToClient = new long[capacity];
        }

        void warmUp(int count) throws Exception {
            benchmarkCase.beforeBatch();
            try {
                for (int i = 0; i < count; i++) {
                    handshake();
                }
                server.awaitServed(count);
            } finally {
                benchmarkCase.afterBatch();
            }
        }

        void measure(int count) throws Exception {
            benchmarkCase.beforeBatch();
            try {
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
            } finally {
                benchmarkCase.afterBatch();
            }
        }

        private LoopbackClient.Handshake handshake() throws Exception {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(endpoints.client(), server.port(),
                    endpoints.clientSettings());
            TlsHello serverHello = handshake.serverHello();
            if (serverHello.helloRetryRequest() || serverHello.firstKeyShareGroup() != benchmarkCase.group()
                    || handshake.clientHello().offersPreSharedKey()) {
                throw new IllegalStateException(benchmarkCase.id() + ": not a full one-round-trip handshake with group 0x"
                        + Integer.toHexString(benchmarkCase.group()));
            }
            return handshake;
        }

        /** The client's own native ML-KEM counts, or null when its stack keeps none. */
        NativeKemCounts clientCounts() {
            return endpoints.clientCounts() == null ? null : endpoints.clientCounts().get();
        }

        /** The server's own native ML-KEM counts, or null when its stack keeps none. */
        NativeKemCounts serverCounts() {
            return endpoints.serverCounts() == null ? null : endpoints.serverCounts().get();
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
