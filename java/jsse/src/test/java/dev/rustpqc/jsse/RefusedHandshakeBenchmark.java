package dev.rustpqc.jsse;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.KeyStore;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * What a TLS 1.3 handshake the server must refuse costs the server in CPU, against key stores of
 * 1, 50 and 200 EC P-256 entries: the client offers only ecdsa_secp384r1_sha384 and
 * ecdsa_secp521r1_sha512, which no entry can sign (and accepts the chains' signatures, so that the
 * JDK's key manager does not rule the entries out by their chains first). Three servers per key
 * store, in one JVM, measured side by side: BouncyCastle JSSE (rustpqc-jsse, native ML-KEM on) over
 * the JDK's {@code PKIX} key managers, BouncyCastle JSSE over rustpqc-jsse's own {@code PKIX}
 * factory, and SunJSSE over the JDK's {@code PKIX} key managers, the reference.
 *
 * <p>The cost of a refusal is the CPU time of the server thread that runs it (thread CPU time,
 * from the accepted socket to the alert), so the client, which shares the JVM, is not counted, nor
 * the JIT or the garbage collector. Each server runs {@code --warmup} refusals, then
 * {@code --rounds} rounds of {@code --per-round} refusals, the servers taking turns, one later each
 * round; each figure is the median of the rounds' medians. The key reads of each server's key
 * store are counted too ({@link CountingKeyStore}): each decrypts a key.
 *
 * <pre>RefusedHandshakeBenchmark [--sizes=1,50,200] [--warmup=N] [--rounds=R] [--per-round=M] [--out=DIR]</pre>
 *
 * Run by {@code benchmarks/tls-refused/run.sh}, which writes benchmarks/results/tls-refused.
 */
public final class RefusedHandshakeBenchmark {
    private static final String[] OFFERED = {"ecdsa_secp384r1_sha384", "ecdsa_secp521r1_sha512"};
    private static final int TIMEOUT_MILLIS = 30_000;

    private RefusedHandshakeBenchmark() {
    }

    /** The servers compared, each over the same key stores. */
    enum Server {
        WRAPPER("rustpqc-jsse over the JDK's PKIX"),
        OWN("rustpqc-jsse's own PKIX"),
        SUNJSSE("SunJSSE over the JDK's PKIX (reference)");

        final String label;

        Server(String label) {
            this.label = label;
        }
    }

    /** How much to measure, and where the report goes. */
    record Options(int[] sizes, int warmup, int rounds, int perRound, Path out) {
        static Options parse(String[] args) {
            int[] sizes = {1, 50, 200};
            int warmup = 300;
            int rounds = 5;
            int perRound = 60;
            Path out = Paths.get("benchmarks/results/tls-refused");
            for (String arg : args) {
                String value = arg.substring(arg.indexOf('=') + 1);
                if (arg.startsWith("--sizes=")) {
                    sizes = Arrays.stream(value.split(",")).mapToInt(Integer::parseInt).toArray();
                } else if (arg.startsWith("--warmup=")) {
                    warmup = Integer.parseInt(value);
                } else if (arg.startsWith("--rounds=")) {
                    rounds = Integer.parseInt(value);
                } else if (arg.startsWith("--per-round=")) {
                    perRound = Integer.parseInt(value);
                } else if (arg.startsWith("--out=")) {
                    out = Paths.get(value);
                } else {
                    throw new IllegalArgumentException("Unknown option " + arg + "; expected --sizes= --warmup= --rounds="
                            + " --per-round= --out=");
                }
            }
            return new Options(sizes, warmup, rounds, perRound, out);
        }
    }

    /**
     * One server and key store size: its refusals' thread CPU times by round, and the key reads
     * counted over the measured refusals.
     */
    record Cell(Server server, int size, List<long[]> rounds, int keyReads, int refusals) {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        String loadBefore = BenchmarkReport.loadAverage();
        List<Cell> cells = run(options);
        RefusedHandshakeReport report = new RefusedHandshakeReport(options, cells, loadBefore,
                BenchmarkReport.loadAverage());
        report.write(options.out());
        System.out.print(report.markdown());
    }

    static List<Cell> run(Options options) throws Exception {
        QuietBouncyCastleLogs.apply();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("This JVM cannot measure a thread's CPU time");
        }
        TestCredentials credentials = TestCredentials.get();
        SSLContext client = credentials.client();
        List<MeasuredServer> servers = new ArrayList<>();
        try {
            for (int size : options.sizes()) {
                KeyStore store = TestCredentials.keyStore(credentials.many(size, "EC P-256", "entry"));
                for (Server server : Server.values()) {
                    servers.add(new MeasuredServer(server, size, store, threads));
                }
            }
            for (MeasuredServer server : servers) {
                server.refusals(client, options.warmup());
            }
            for (MeasuredServer server : servers) {
                server.keyReadsAtStart = server.counted.keyReads().get();
            }
            for (int round = 0; round < options.rounds(); round++) {
                int start = round % servers.size();
                List<MeasuredServer> order = new ArrayList<>(servers.subList(start, servers.size()));
                order.addAll(servers.subList(0, start));
                for (MeasuredServer server : order) {
                    server.rounds.add(server.refusals(client, options.perRound()));
                }
            }
            List<Cell> cells = new ArrayList<>();
            for (MeasuredServer server : servers) {
                cells.add(new Cell(server.server, server.size, server.rounds,
                        server.counted.keyReads().get() - server.keyReadsAtStart, options.rounds() * options.perRound()));
            }
            return cells;
        } finally {
            for (MeasuredServer server : servers) {
                server.close();
            }
        }
    }

    /** A loopback server of one {@link Server} kind over one key store, measuring each connection it refuses. */
    private static final class MeasuredServer implements AutoCloseable {
        final Server server;
        final int size;
        final CountingKeyStore.Counted counted;
        final List<long[]> rounds = new ArrayList<>();
        int keyReadsAtStart;
        private final SSLContext context;
        private final ServerSocket listener;
        private final Thread thread;
        private final BlockingQueue<Long> cpuNanos = new ArrayBlockingQueue<>(1);
        private final ThreadMXBean threads;
        private volatile boolean closing;

        MeasuredServer(Server server, int size, KeyStore store, ThreadMXBean threads) throws Exception {
            this.server = server;
            this.size = size;
            this.threads = threads;
            this.counted = CountingKeyStore.wrap(store);
            Provider jsse = server == Server.SUNJSSE ? Security.getProvider("SunJSSE") : RustPqcJsse.provider(true);
            KeyManagerFactory factory = server == Server.OWN ? KeyManagerFactory.getInstance("PKIX", jsse)
                    : KeyManagerFactory.getInstance("PKIX", "SunJSSE");
            factory.init(counted.keyStore(), TestCredentials.PASSWORD);
            this.context = TestCredentials.server(jsse, factory.getKeyManagers());
            this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            this.thread = new Thread(this::serve, "refusing " + server + " " + size);
            this.thread.setDaemon(true);
            this.thread.start();
        }

        /** {@code count} refused handshakes; their server thread CPU times in nanoseconds. */
        long[] refusals(SSLContext client, int count) throws Exception {
            Consumer<SSLSocket> offering = ServedCredential.offering(OFFERED);
            long[] cpu = new long[count];
            for (int i = 0; i < count; i++) {
                try (Socket raw = new Socket()) {
                    raw.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort()),
                            TIMEOUT_MILLIS);
                    raw.setSoTimeout(TIMEOUT_MILLIS);
                    try (SSLSocket tls = (SSLSocket) client.getSocketFactory().createSocket(raw, "localhost",
                            listener.getLocalPort(), true)) {
                        offering.accept(tls);
                        tls.startHandshake();
                        throw new IllegalStateException(server.label + " served a client that offered only "
                                + Arrays.toString(OFFERED));
                    } catch (IOException refused) {
                        // what is measured
                    }
                }
                Long nanos = cpuNanos.poll(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
                if (nanos == null || nanos < 0) {
                    throw new IllegalStateException(server.label + ", " + size + " entries: "
                            + (nanos == null ? "no answer" : "the server completed a handshake it should have refused"));
                }
                cpu[i] = nanos;
            }
            return cpu;
        }

        private void serve() {
            while (!closing) {
                try (Socket raw = listener.accept()) {
                    raw.setSoTimeout(TIMEOUT_MILLIS);
                    long start = threads.getCurrentThreadCpuTime();
                    boolean completed;
                    try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(raw, null, true)) {
                        tls.startHandshake();
                        completed = true;
                    } catch (IOException refused) {
                        completed = false;
                    }
                    long nanos = threads.getCurrentThreadCpuTime() - start;
                    cpuNanos.put(completed ? -1L : nanos);
                } catch (IOException e) {
                    if (!closing) {
                        throw new IllegalStateException(server.label + " stopped accepting", e);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        @Override
        public void close() throws IOException, InterruptedException {
            closing = true;
            listener.close();
            thread.join(TIMEOUT_MILLIS);
        }
    }
}
