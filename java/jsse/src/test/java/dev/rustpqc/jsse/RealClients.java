package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real clients of the server recipe tests, each run as a user runs it, each reporting the
 * group it negotiated itself: OpenSSL 3.6's {@code s_client} and curl (built on it) from the
 * Debian sid root, in one script per batch (entering the root costs up to half a second), and
 * Go's net/http ({@code src/test/go/httpsclient}). Every request is one connection: one full
 * handshake, unless it resumes.
 */
final class RealClients {
    /** What one client reported for one request. */
    record Result(String client, int status, String protocol, String group, boolean resumed, String body, String log) {
        @Override
        public String toString() {
            return client + ": status " + status + ", " + protocol + ", group " + group + (resumed ? ", resumed" : "")
                    + ", body '" + body + "'";
        }
    }

    /** s_client names a hybrid group in this line, a classical one only as its "Server Temp Key". */
    private static final Pattern S_CLIENT_GROUP = Pattern.compile(
            "Negotiated TLS1\\.3 group: (\\S+)|Server Temp Key: (\\w+)");
    private static final Pattern HTTP_STATUS = Pattern.compile("^HTTP/(\\S+) (\\d{3})", Pattern.MULTILINE);
    private static final Pattern CURL_GROUP = Pattern.compile("SSL connection using TLSv1\\.3 / \\S+ / (\\S+)");
    private static final Pattern CURL_SUMMARY = Pattern.compile("^CURL (\\d{3}) (\\S+)$", Pattern.MULTILINE);
    private static final Pattern GO_RESULT = Pattern.compile(
            "^RESULT (\\S+) status=(\\d+) proto=(\\S+) group=(\\S+) resumed=(\\S+) body=(.*)$", Pattern.MULTILINE);

    private RealClients() {
    }

    /** One OpenSSL or curl command line of a batch, with the client name its result carries. */
    record Command(String client, String shell) {
    }

    /** {@code s_client} sending one GET and reading the answer, offering {@code groups} (OpenSSL's syntax). */
    static Command sClient(int port, Path ca, String groups, String path, String... extra) {
        String request = "GET " + path + " HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n";
        return new Command("openssl s_client -groups " + groups + (extra.length > 0 ? " " + String.join(" ", extra) : ""),
                "printf '" + request + "' | \"$OPENSSL\" s_client -connect 127.0.0.1:" + port
                        + " -servername localhost -CAfile " + ca + " -verify_return_error -tls1_3 -ign_eof -groups "
                        + groups + " " + String.join(" ", extra));
    }

    /** curl fetching {@code path}; {@code curves} null for curl's defaults; {@code http} "--http2" or "--http1.1". */
    static Command curl(int port, Path ca, String curves, String http, String path) {
        return new Command("curl " + http + (curves != null ? " --curves " + curves : ""),
                "curl -sS -v " + http + " --cacert " + ca + " --resolve localhost:" + port + ":127.0.0.1"
                        + (curves != null ? " --curves " + curves : "") + " -w '\\nCURL %{http_code} %{http_version}\\n'"
                        + " https://localhost:" + port + path);
    }

    /** curl as {@link #curl}, with more arguments (a client certificate). */
    static Command curlWith(int port, Path ca, String curves, String http, String path, String... extra) {
        Command plain = curl(port, ca, curves, http, path);
        String arguments = String.join(" ", extra);
        return new Command(plain.client() + " " + arguments, plain.shell().replace("curl -sS -v ", "curl -sS -v " + arguments + " "));
    }

    /** Runs the commands in one script in the sid root and parses what each reported. */
    static List<Result> run(Path directory, List<Command> commands) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory(directory, "clients-");
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < commands.size(); i++) {
            String prefix = work.resolve(Integer.toString(i)).toString();
            script.append(commands.get(i).shell()).append(" >").append(prefix).append(".out 2>").append(prefix)
                    .append(".err; echo $? >").append(prefix).append(".rc\n");
        }
        Path file = work.resolve("clients.sh");
        Files.writeString(file, script);
        Path openssl = OpenSsl.get().binary();
        Path runner = openssl.resolveSibling("openssl-batch");
        assertTrue(Files.isExecutable(runner), "no openssl-batch beside " + openssl
                + " (the Debian sid root's wrapper runs curl and s_client)");
        Process process = new ProcessBuilder(runner.toString(), file.toString()).directory(work.toFile())
                .redirectErrorStream(true).start();
        awaitOutput(process, 30 + 5L * commands.size(), "the client batch");
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            String out = Files.readString(work.resolve(i + ".out"));
            String err = Files.readString(work.resolve(i + ".err"));
            int rc = Integer.parseInt(Files.readString(work.resolve(i + ".rc")).trim());
            String client = commands.get(i).client();
            String all = out + "\n" + err;
            String detail = client + " exited with " + rc + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
            if (client.startsWith("curl")) {
                Matcher summary = CURL_SUMMARY.matcher(out);
                Matcher group = CURL_GROUP.matcher(err);
                String body = out.contains("\nCURL ") ? firstLine(out.substring(0, out.lastIndexOf("\nCURL "))) : "";
                results.add(new Result(client, summary.find() ? Integer.parseInt(summary.group(1)) : -rc,
                        summary.find(0) ? "HTTP/" + summary.group(2) : "?", group.find() ? group.group(1) : "?",
                        false, body, detail));
            } else {
                Matcher group = S_CLIENT_GROUP.matcher(all);
                Matcher status = HTTP_STATUS.matcher(out);
                boolean found = status.find();
                int headersEnd = out.indexOf("\r\n\r\n");
                String body = headersEnd < 0 ? "" : firstLine(out.substring(headersEnd + 4));
                results.add(new Result(client, found ? Integer.parseInt(status.group(2)) : -1 - rc,
                        found ? "HTTP/" + status.group(1) : "?",
                        group.find() ? (group.group(1) != null ? group.group(1) : group.group(2)) : "?",
                        all.contains("Reused, TLSv1.3"), body, detail));
            }
        }
        return results;
    }

    /** {@code process}'s output, once it has ended within {@code seconds}, successfully. */
    private static String awaitOutput(Process process, long seconds, String what) throws IOException,
            InterruptedException {
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(what + " did not finish: " + log);
        }
        assertEquals(0, process.exitValue(), what + " failed: " + log);
        return log;
    }

    private static final Pattern CHROMIUM_RESULT = Pattern.compile("^RESULT (\\{.*\\})$", Pattern.MULTILINE);

    /**
     * Headless Chromium (Debian's, driven by playwright-core; {@code src/test/node/chromium-client.cjs}):
     * one page load per URL, each with a fresh profile, so one connection and one full handshake.
     * playwright-core is {@code -Drustpqc.playwright=DIR} (the directory holding its node_modules),
     * else where {@code java/jsse/clients/setup.sh} installs it; without it the test fails under
     * {@code -Drustpqc.openssl.required=true} and is aborted otherwise.
     */
    static List<Result> chromium(java.security.cert.X509Certificate trusted, List<String> urls)
            throws IOException, InterruptedException, java.security.GeneralSecurityException {
        String cache = System.getenv().getOrDefault("RUSTPQC_CACHE", System.getProperty("user.home") + "/.cache/rustpqc");
        Path playwright = Path.of(System.getProperty("rustpqc.playwright", cache + "/node/playwright-core-1.65.1"));
        if (!Files.isDirectory(playwright.resolve("node_modules/playwright-core"))) {
            throw OpenSsl.peerMissing("no playwright-core in " + playwright + ": run java/jsse/clients/setup.sh (test.sh does)");
        }
        Path script = GoPeer.testSources().resolve("node/chromium-client.cjs");
        List<String> command = new ArrayList<>(List.of("node", script.toString()));
        command.addAll(urls);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PLAYWRIGHT_DIR", playwright.toString());
        builder.environment().put("SPKI_SHA256", java.util.Base64.getEncoder().encodeToString(
                java.security.MessageDigest.getInstance("SHA-256").digest(trusted.getPublicKey().getEncoded())));
        Process process = builder.start();
        String log = awaitOutput(process, 60 + 150L * urls.size(), "Chromium");
        List<Result> results = new ArrayList<>();
        Matcher line = CHROMIUM_RESULT.matcher(log);
        while (line.find()) {
            String json = line.group(1);
            results.add(new Result("chromium", Integer.parseInt(field(json, "status")), field(json, "protocol"),
                    field(json, "group"), false, firstLine(field(json, "body").replace("\\n", "\n")), log));
        }
        return results;
    }

    /** A string or number field of the client's flat JSON line (no nesting, no escaped quotes in these fields). */
    private static String field(String json, String name) {
        Matcher value = Pattern.compile("\"" + name + "\":(?:\"((?:[^\"\\\\]|\\\\.)*)\"|(-?\\d+))").matcher(json);
        if (!value.find()) {
            return "?";
        }
        return value.group(1) != null ? value.group(1) : value.group(2);
    }

    /** The first line of a body (s_client adds "closed" after it). */
    private static String firstLine(String body) {
        String stripped = body.strip();
        int end = stripped.indexOf('\n');
        return (end < 0 ? stripped : stripped.substring(0, end)).strip();
    }

    /** Go's net/http: one request per URL on a connection of its own (two with {@code resume}). */
    static List<Result> go(Path ca, String groups, boolean resume, List<String> urls, String... extra)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(GoPeer.build("httpsclient").toString(), "-ca", ca.toString(),
                "-groups", groups));
        if (resume) {
            command.add("-resume");
        }
        command.addAll(List.of(extra));
        command.addAll(urls);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String log = awaitOutput(process, 60, "the Go client");
        List<Result> results = new ArrayList<>();
        Matcher line = GO_RESULT.matcher(log);
        while (line.find()) {
            results.add(new Result("go -groups " + groups, Integer.parseInt(line.group(2)), line.group(3), line.group(4),
                    Boolean.parseBoolean(line.group(5)), line.group(6).strip(), log));
        }
        return results;
    }
}
