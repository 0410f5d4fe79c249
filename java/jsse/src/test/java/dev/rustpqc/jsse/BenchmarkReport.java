package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The benchmark's results as a Markdown table and as JSON, with what is needed to judge them. */
final class BenchmarkReport {
    /** The target: hybrid with native ML-KEM at most this much slower (p50) than x25519. */
    static final double TARGET_PERCENT = 10.0;

    final HandshakeBenchmark.Options options;
    final List<HandshakeBenchmark.CaseResult> results;
    final String loadBefore;
    final String loadAfter;
    final String bouncyCastle;
    final String date = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();

    BenchmarkReport(HandshakeBenchmark.Options options, List<HandshakeBenchmark.CaseResult> results, String loadBefore,
            String loadAfter, String bouncyCastle) {
        this.options = options;
        this.results = List.copyOf(results);
        this.loadBefore = loadBefore;
        this.loadAfter = loadAfter;
        this.bouncyCastle = bouncyCastle;
    }

    void write(Path directory) throws IOException {
        Files.createDirectories(directory);
        Files.writeString(directory.resolve("tls-handshake.md"), markdown(), StandardCharsets.UTF_8);
        Files.writeString(directory.resolve("tls-handshake.json"), json(), StandardCharsets.UTF_8);
    }

    /** The result of one case, or null if it did not run. */
    HandshakeBenchmark.CaseResult result(HandshakeCase benchmarkCase) {
        return results.stream().filter(r -> r.benchmarkCase() == benchmarkCase).findFirst().orElse(null);
    }

    /** How much higher the p50 of {@code benchmarkCase} is than its stack's classical x25519, in percent. */
    double p50Overhead(HandshakeCase benchmarkCase) {
        double classical = result(benchmarkCase.baseline()).stats().p50Millis;
        return (result(benchmarkCase).stats().p50Millis / classical - 1) * 100;
    }

    /** The native cases that ran, whose overhead the target is about. */
    private List<HandshakeCase> nativeCases() {
        return results.stream().map(HandshakeBenchmark.CaseResult::benchmarkCase).filter(HandshakeCase::isNative)
                .toList();
    }

    String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("# TLS 1.3 handshake over loopback: x25519 vs X25519MLKEM768\n\n");
        md.append(String.format(Locale.ROOT, "%s; %s, binding %s; %s; %s.%n%n", date, jdk(),
                RustPqcProvider.binding(), bouncyCastle, cpu()));
        md.append(String.format(Locale.ROOT, "The same TLS stack on both sides (BouncyCastle JSSE; the JDK's SunJSSE "
                + "in the sunjsse-* cases), ECDSA P-256 certificate, one handshake at a time; %d warm-up handshakes per"
                + " case, then %d rounds of %d per case, the cases taking turns. Time: TCP connect + client handshake."
                + " Load average before/after: %s / %s.%n%n",
                options.warmup(), options.rounds(), options.perRound(), loadBefore, loadAfter));
        md.append("| case | p50 ms | p99 ms | mean ms | handshakes/s | bytes client→server | bytes server→client | p50 vs x25519 |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (HandshakeBenchmark.CaseResult result : results) {
            HandshakeStats stats = result.stats();
            md.append(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %.3f | %.0f | %d | %d | %s |%n",
                    result.benchmarkCase().id(), stats.p50Millis, stats.p99Millis, stats.meanMillis,
                    stats.handshakesPerSecond, result.bytesClientToServer(), result.bytesServerToClient(),
                    result.benchmarkCase().baseline() == null ? "—"
                            : String.format(Locale.ROOT, "%+.1f%%", p50Overhead(result.benchmarkCase()))));
        }
        md.append('\n');
        for (HandshakeBenchmark.CaseResult result : results) {
            md.append("- `").append(result.benchmarkCase().id()).append("`: ")
                    .append(result.benchmarkCase().description()).append('\n');
        }
        md.append(String.format(Locale.ROOT, "%nTarget: hybrid with native ML-KEM at most +%.0f%% p50 over the same"
                + " stack's x25519.", TARGET_PERCENT));
        for (HandshakeCase nativeCase : nativeCases()) {
            double overhead = p50Overhead(nativeCase);
            md.append(String.format(Locale.ROOT, " %s: %+.1f%% (%s).", nativeCase.id(), overhead,
                    overhead <= TARGET_PERCENT ? "met" : "not met"));
        }
        md.append('\n');
        return md.toString();
    }

    String json() {
        StringBuilder json = new StringBuilder();
        json.append("{\n");
        json.append("  \"benchmark\": \"tls13-handshake-loopback\",\n");
        field(json, "date", date);
        field(json, "jdk", jdk());
        field(json, "binding", RustPqcProvider.binding());
        field(json, "bouncycastle", bouncyCastle);
        field(json, "cpu", cpu());
        field(json, "load_average_before", loadBefore);
        field(json, "load_average_after", loadAfter);
        json.append(String.format(Locale.ROOT, "  \"warmup_per_case\": %d,%n  \"rounds\": %d,%n  \"per_round\": %d,%n",
                options.warmup(), options.rounds(), options.perRound()));
        json.append(String.format(Locale.ROOT, "  \"target_p50_overhead_percent\": %.1f,%n", TARGET_PERCENT));
        for (HandshakeCase nativeCase : nativeCases()) {
            json.append(String.format(Locale.ROOT, "  \"%s_p50_overhead_percent\": %.2f,%n",
                    nativeCase.id().replace('-', '_'), p50Overhead(nativeCase)));
        }
        json.append("  \"cases\": [\n");
        for (int i = 0; i < results.size(); i++) {
            HandshakeBenchmark.CaseResult result = results.get(i);
            HandshakeStats stats = result.stats();
            json.append(String.format(Locale.ROOT, "    {\"name\": \"%s\", \"description\": \"%s\", \"group\": \"0x%04x\", "
                    + "\"handshakes\": %d, \"p50_ms\": %.4f, \"p99_ms\": %.4f, \"mean_ms\": %.4f, \"min_ms\": %.4f, "
                    + "\"handshakes_per_second\": %.1f, \"bytes_client_to_server\": %d, \"bytes_server_to_client\": %d}%s%n",
                    result.benchmarkCase().id(), escape(result.benchmarkCase().description()), result.benchmarkCase().group(),
                    stats.count, stats.p50Millis, stats.p99Millis, stats.meanMillis, stats.minMillis,
                    stats.handshakesPerSecond, result.bytesClientToServer(), result.bytesServerToClient(),
                    i + 1 < results.size() ? "," : ""));
        }
        json.append("  ]\n}\n");
        return json.toString();
    }

    private static void field(StringBuilder json, String name, String value) {
        json.append("  \"").append(name).append("\": \"").append(escape(value)).append("\",\n");
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String jdk() {
        return "JDK " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")";
    }

    /** The CPU model from /proc/cpuinfo, and how many the JVM may use. */
    static String cpu() {
        String model = "unknown CPU";
        try (Stream<String> lines = Files.lines(Paths.get("/proc/cpuinfo"))) {
            model = lines.filter(line -> line.startsWith("model name")).map(line -> line.split(":", 2)[1].trim())
                    .findFirst().orElse(model);
        } catch (IOException e) {
            // Not Linux: the model stays unknown.
        }
        return model + ", " + Runtime.getRuntime().availableProcessors() + " CPUs";
    }

    /** The 1, 5 and 15 minute load averages from /proc/loadavg. */
    static String loadAverage() {
        try {
            String[] parts = Files.readString(Paths.get("/proc/loadavg")).trim().split("\\s+");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (IOException e) {
            return "unknown";
        }
    }
}
