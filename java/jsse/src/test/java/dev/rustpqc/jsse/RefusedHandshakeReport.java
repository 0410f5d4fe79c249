package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** {@link RefusedHandshakeBenchmark}'s results as a Markdown table and as JSON, with what is needed to judge them. */
final class RefusedHandshakeReport {
    /** The target: a refusal costs rustpqc-jsse's servers at most this many times SunJSSE's. */
    static final double TARGET_RATIO = 2.0;
    private static final Set<String> FLAGS = Set.of("avx2", "bmi2", "adx", "sha_ni", "avx512f", "avx512vl");

    private final RefusedHandshakeBenchmark.Options options;
    private final List<RefusedHandshakeBenchmark.Cell> cells;
    private final String loadBefore;
    private final String loadAfter;
    private final String date = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();

    RefusedHandshakeReport(RefusedHandshakeBenchmark.Options options, List<RefusedHandshakeBenchmark.Cell> cells,
            String loadBefore, String loadAfter) {
        this.options = options;
        this.cells = List.copyOf(cells);
        this.loadBefore = loadBefore;
        this.loadAfter = loadAfter;
    }

    void write(Path directory) throws IOException {
        Files.createDirectories(directory);
        String name = "jdk" + Runtime.version().feature() + "-" + RustPqcProvider.binding();
        Files.writeString(directory.resolve(name + ".md"), markdown(), StandardCharsets.UTF_8);
        Files.writeString(directory.resolve(name + ".json"), json(), StandardCharsets.UTF_8);
    }

    /** The median over the rounds of each round's median, in microseconds. */
    static double medianMicros(RefusedHandshakeBenchmark.Cell cell) {
        return median(cell.rounds().stream().mapToDouble(round -> median(Arrays.stream(round).asDoubleStream().toArray()))
                .toArray()) / 1000;
    }

    /** The standard deviation of the rounds' medians, in microseconds. */
    static double spreadMicros(RefusedHandshakeBenchmark.Cell cell) {
        double[] medians = cell.rounds().stream().mapToDouble(round -> median(Arrays.stream(round).asDoubleStream()
                .toArray()) / 1000).toArray();
        if (medians.length < 2) {
            return 0;
        }
        double mean = Arrays.stream(medians).average().orElse(0);
        return Math.sqrt(Arrays.stream(medians).map(m -> (m - mean) * (m - mean)).sum() / (medians.length - 1));
    }

    RefusedHandshakeBenchmark.Cell cell(RefusedHandshakeBenchmark.Server server, int size) {
        return cells.stream().filter(c -> c.server() == server && c.size() == size).findFirst().orElseThrow();
    }

    String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("# Server CPU per refused TLS 1.3 handshake, by key store size\n\n");
        md.append(String.format(Locale.ROOT, "%s; JDK %s (%s), RustPqc binding %s; %s; CPU flags: %s. Load average"
                + " before/after: %s / %s.%n%n", date, Runtime.version(), System.getProperty("java.vm.name"),
                RustPqcProvider.binding(), BenchmarkReport.cpu(), flags(), loadBefore, loadAfter));
        md.append(String.format(Locale.ROOT, "Key stores of EC P-256 entries (PKCS12, issued by one ECDSA P-384 CA); a"
                + " client offering only ecdsa_secp384r1_sha384 and ecdsa_secp521r1_sha512 for the CertificateVerify,"
                + " which no entry can sign, so that every handshake is refused. The servers run in one JVM, side by"
                + " side; the cost of a refusal is the CPU time of the server thread that runs it (not the client's,"
                + " the JIT's or the GC's). %d warm-up refusals per server, then %d rounds of %d, the servers taking"
                + " turns; median of the rounds' medians ± their standard deviation. Key reads: private keys read from"
                + " the key store per refusal (each decrypts a PKCS12 key).%n%n",
                options.warmup(), options.rounds(), options.perRound()));
        md.append("| server |");
        for (int size : options.sizes()) {
            md.append(String.format(Locale.ROOT, " %d %s: µs | vs SunJSSE | key reads |", size,
                    size == 1 ? "entry" : "entries"));
        }
        md.append(String.format(Locale.ROOT, " %d vs %d entries |%n|---|", last(), first()));
        for (int ignored : options.sizes()) {
            md.append("---:|---:|---:|");
        }
        md.append("---:|\n");
        for (RefusedHandshakeBenchmark.Server server : RefusedHandshakeBenchmark.Server.values()) {
            md.append("| ").append(server.label).append(" |");
            for (int size : options.sizes()) {
                RefusedHandshakeBenchmark.Cell cell = cell(server, size);
                md.append(String.format(Locale.ROOT, " %.0f ± %.0f | %s | %.2f |", medianMicros(cell), spreadMicros(cell),
                        server == RefusedHandshakeBenchmark.Server.SUNJSSE ? "—"
                                : String.format(Locale.ROOT, "%.2fx", ratioToSunJsse(server, size)),
                        (double) cell.keyReads() / cell.refusals()));
            }
            md.append(String.format(Locale.ROOT, " %.2fx |%n", flatness(server)));
        }
        md.append(String.format(Locale.ROOT, "%nTarget: a cost that does not grow with the key store, within %.0fx of"
                + " SunJSSE's own server with the same factory.", TARGET_RATIO));
        for (RefusedHandshakeBenchmark.Server server : List.of(RefusedHandshakeBenchmark.Server.WRAPPER,
                RefusedHandshakeBenchmark.Server.OWN)) {
            double worst = Arrays.stream(options.sizes()).mapToDouble(size -> ratioToSunJsse(server, size)).max()
                    .orElse(0);
            md.append(String.format(Locale.ROOT, " %s: at most %.2fx SunJSSE's, %.2fx from %d to %d entries (%s).",
                    server.label, worst, flatness(server), first(), last(), worst <= TARGET_RATIO ? "met" : "not met"));
        }
        md.append('\n');
        return md.toString();
    }

    String json() {
        StringBuilder json = new StringBuilder("{\n");
        json.append("  \"benchmark\": \"tls13-refused-handshake-server-cpu\",\n");
        field(json, "date", date);
        field(json, "jdk", "JDK " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")");
        field(json, "binding", RustPqcProvider.binding());
        field(json, "cpu", BenchmarkReport.cpu());
        field(json, "cpu_flags", flags());
        field(json, "load_average_before", loadBefore);
        field(json, "load_average_after", loadAfter);
        json.append(String.format(Locale.ROOT, "  \"warmup\": %d,%n  \"rounds\": %d,%n  \"per_round\": %d,%n",
                options.warmup(), options.rounds(), options.perRound()));
        json.append("  \"cells\": [\n");
        for (int i = 0; i < cells.size(); i++) {
            RefusedHandshakeBenchmark.Cell cell = cells.get(i);
            String rounds = cell.rounds().stream().map(round -> Arrays.stream(round).mapToObj(Long::toString)
                    .collect(Collectors.joining(",", "[", "]"))).collect(Collectors.joining(","));
            json.append(String.format(Locale.ROOT, "    {\"server\": \"%s\", \"entries\": %d, \"median_us\": %.1f,"
                    + " \"stdev_us\": %.1f, \"key_reads\": %d, \"refusals\": %d, \"cpu_ns_by_round\": [%s]}%s%n",
                    cell.server().name().toLowerCase(Locale.ROOT), cell.size(), medianMicros(cell), spreadMicros(cell),
                    cell.keyReads(), cell.refusals(), rounds, i + 1 < cells.size() ? "," : ""));
        }
        return json.append("  ]\n}\n").toString();
    }

    double ratioToSunJsse(RefusedHandshakeBenchmark.Server server, int size) {
        return medianMicros(cell(server, size)) / medianMicros(cell(RefusedHandshakeBenchmark.Server.SUNJSSE, size));
    }

    /** The server's cost with the largest key store over its cost with the smallest. */
    double flatness(RefusedHandshakeBenchmark.Server server) {
        return medianMicros(cell(server, last())) / medianMicros(cell(server, first()));
    }

    private int first() {
        return options.sizes()[0];
    }

    private int last() {
        return options.sizes()[options.sizes().length - 1];
    }

    /** The CPU flags that matter to these figures, from /proc/cpuinfo. */
    private static String flags() {
        try (Stream<String> lines = Files.lines(Paths.get("/proc/cpuinfo"))) {
            return lines.filter(line -> line.startsWith("flags")).findFirst()
                    .map(line -> Arrays.stream(line.split(":", 2)[1].trim().split("\\s+")).filter(FLAGS::contains)
                            .sorted().collect(Collectors.joining(" ")))
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static void field(StringBuilder json, String name, String value) {
        json.append("  \"").append(name).append("\": \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\",\n");
    }
}
