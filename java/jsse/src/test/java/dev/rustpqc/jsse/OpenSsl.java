package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * OpenSSL 3.6 as a test peer: single commands, batches of commands, and {@code s_server} /
 * {@code s_client} as running TLS peers.
 *
 * <p>The binary is {@code -Drustpqc.openssl=PATH} (the build passes {@code $OPENSSL36}, the Debian
 * sid root's OpenSSL that {@code scripts/jdks.sh require_jdk26_27} provides). Without one the tests
 * that need it are aborted with an assumption that says so, unless {@code -Drustpqc.openssl.required=true}
 * (test.sh and CI set it), where they fail. Any OpenSSL 3.6 works, also a system one.
 *
 * <p>Every command runs in a directory the caller owns, so tests may use OpenSSL in parallel. A
 * {@link #batch} runs many commands as one shell script: beside the sid root's wrapper sits
 * {@code openssl-batch}, which enters the root once for the whole script instead of once per
 * command (0.1 to 0.6 s each); with another OpenSSL the script runs in {@code /bin/sh}.
 */
public final class OpenSsl {
    /** The system property naming the binary. */
    public static final String PROPERTY = "rustpqc.openssl";
    /** The system property that turns a missing OpenSSL 3.6 from an aborted test into a failure. */
    public static final String REQUIRED_PROPERTY = "rustpqc.openssl.required";
    private static final long TIMEOUT_SECONDS = 60;
    private static OpenSsl instance;

    private final Path binary;
    private final String version;

    private OpenSsl(Path binary, String version) {
        this.binary = binary;
        this.version = version;
    }

    /**
     * The configured OpenSSL 3.6; aborts the calling test when there is none (fails instead when
     * {@value #REQUIRED_PROPERTY} is true).
     */
    public static synchronized OpenSsl get() {
        if (instance != null) {
            return instance;
        }
        String configured = System.getProperty(PROPERTY, System.getenv("OPENSSL36"));
        String problem;
        if (configured == null || configured.isBlank()) {
            problem = "no OpenSSL 3.6 configured (-D" + PROPERTY + "=PATH or $OPENSSL36)";
        } else if (!Files.isExecutable(Paths.get(configured))) {
            problem = "OpenSSL 3.6 not found at " + configured;
        } else {
            String version = versionOf(Paths.get(configured));
            if (version.startsWith("OpenSSL 3.6")) {
                instance = new OpenSsl(Paths.get(configured), version);
                return instance;
            }
            problem = configured + " is not OpenSSL 3.6: " + version;
        }
        String message = problem + "; scripts/debian-root.sh ensure sid provides one (scripts/jdks.sh exports it as"
                + " OPENSSL36)";
        throw peerMissing(message);
    }

    /**
     * A peer a test needs (OpenSSL, a real TLS client) is missing: the test fails under
     * {@code -Drustpqc.openssl.required=true} (test.sh, CI) and is aborted, saying why, elsewhere.
     * Never returns; written {@code throw peerMissing(...)} so the compiler knows.
     */
    static AssertionError peerMissing(String message) {
        if (Boolean.getBoolean(REQUIRED_PROPERTY)) {
            fail(message);
        }
        Assumptions.abort(message);
        return new AssertionError("unreachable");
    }

    /** Writes {@code length} random bytes to {@code file}, for OpenSSL to sign or verify, and returns them. */
    public static byte[] randomMessage(Path file, int length) throws IOException {
        byte[] message = new byte[length];
        new SecureRandom().nextBytes(message);
        Files.write(file, message);
        return message;
    }

    /** {@code openssl version}, e.g. "OpenSSL 3.6.5 29 Sep 2026 (Library: ...)". */
    public String version() {
        return version;
    }

    /** The binary, for commands a test assembles itself. */
    public Path binary() {
        return binary;
    }

    /** Runs {@code openssl <arguments>} in {@code directory} and returns its stdout; fails on a non-zero exit. */
    public String run(Path directory, String... arguments) throws IOException, InterruptedException {
        Outcome outcome = batch(directory, List.of(List.of(arguments))).get(0);
        if (outcome.exitCode() != 0) {
            fail("openssl " + String.join(" ", arguments) + " exited with " + outcome.exitCode() + ": " + outcome.stderr());
        }
        return outcome.stdout();
    }

    /** Starts {@code openssl <arguments>}, stderr merged into stdout: a peer the test talks to itself. */
    public Process start(String... arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of(binary.toString()));
        command.addAll(List.of(arguments));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** What one command of a batch did. */
    public record Outcome(List<String> command, int exitCode, String stdout, String stderr) {
        /** Fails unless the command exited with 0. */
        public Outcome requireSuccess() {
            if (exitCode != 0) {
                fail("openssl " + String.join(" ", command) + " exited with " + exitCode + ": " + stderr);
            }
            return this;
        }
    }

    /**
     * Runs {@code openssl <command>} for each command, one after another, in {@code directory} (one
     * process for the whole batch), and returns what each did, in order. A failing command does not
     * stop the batch; the caller judges each {@link Outcome}.
     */
    public List<Outcome> batch(Path directory, List<List<String>> commands) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory(directory, "openssl-batch-");
        StringBuilder script = new StringBuilder("cd ").append(quote(directory.toAbsolutePath().toString())).append('\n');
        for (int i = 0; i < commands.size(); i++) {
            script.append("\"$OPENSSL\"");
            for (String argument : commands.get(i)) {
                script.append(' ').append(quote(argument));
            }
            String prefix = work.resolve(Integer.toString(i)).toString();
            script.append(" >").append(quote(prefix + ".out")).append(" 2>").append(quote(prefix + ".err"))
                    .append("; echo $? >").append(quote(prefix + ".rc")).append('\n');
        }
        Path file = work.resolve("batch.sh");
        Files.writeString(file, script);
        Path runner = binary.resolveSibling("openssl-batch");
        ProcessBuilder builder = Files.isExecutable(runner) ? new ProcessBuilder(runner.toString(), file.toString())
                : new ProcessBuilder("/bin/sh", file.toString());
        builder.environment().put("OPENSSL", binary.toString());
        builder.directory(directory.toFile()).redirectErrorStream(true);
        Process process = builder.start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        long timeout = TIMEOUT_SECONDS + 2L * commands.size();
        if (!process.waitFor(timeout, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("an OpenSSL batch of " + commands.size() + " commands did not finish in " + timeout + " s: " + log);
        }
        if (process.exitValue() != 0) {
            fail("the OpenSSL batch script failed with " + process.exitValue() + ": " + log);
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            outcomes.add(new Outcome(commands.get(i), Integer.parseInt(Files.readString(work.resolve(i + ".rc")).trim()),
                    Files.readString(work.resolve(i + ".out")), Files.readString(work.resolve(i + ".err"))));
        }
        return outcomes;
    }

    /**
     * Starts {@code openssl s_server} on 127.0.0.1 (a free port) in TLS 1.3 only, offering
     * {@code groups} (OpenSSL's names joined by ':'), with the certificate and key in
     * {@code cert.pem} / {@code key.pem} of {@code directory}, answering each line with the line
     * reversed ({@code -rev}) and exiting after {@code connections} connections.
     */
    Server server(Path directory, String groups, int connections, String... extraArguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(binary.toString(), "s_server", "-accept", "127.0.0.1:0",
                "-tls1_3", "-groups", groups, "-cert", directory.resolve("cert.pem").toString(), "-key",
                directory.resolve("key.pem").toString(), "-naccept", Integer.toString(connections), "-rev"));
        command.addAll(List.of(extraArguments));
        PeerProcess process = PeerProcess.start("openssl s_server", command, true, TIMEOUT_SECONDS);
        try {
            String accept = process.awaitLine("ACCEPT ");
            int port = Integer.parseInt(accept.substring(accept.lastIndexOf(':') + 1));
            return new Server(process, port);
        } catch (RuntimeException | Error | InterruptedException e) {
            process.close();
            throw e;
        }
    }

    /** A running {@code s_server} listening on {@code port}; closing it kills it if it still runs. */
    record Server(PeerProcess process, int port) implements AutoCloseable {
        /** Everything it printed so far. */
        public String transcript() {
            return process.transcript();
        }

        /** Waits for it to exit after its connections, and fails unless it exited with 0. */
        public void awaitSuccess() throws InterruptedException {
            process.awaitSuccess();
        }

        @Override
        public void close() throws InterruptedException {
            process.close();
        }
    }

    /**
     * Runs {@code openssl s_client} against 127.0.0.1:{@code port} in TLS 1.3 only, offering only
     * {@code group}, verifying the server's certificate against {@code cert.pem} in
     * {@code directory} for the name localhost; sends {@code line}, then waits for the server to
     * close the connection.
     */
    public Client client(Path directory, int port, String group, String line) throws IOException, InterruptedException {
        List<String> command = List.of(binary.toString(), "s_client", "-connect", "127.0.0.1:" + port, "-tls1_3",
                "-groups", group, "-CAfile", directory.resolve("cert.pem").toString(), "-verify_return_error",
                "-servername", "localhost", "-brief", "-ign_eof");
        try (PeerProcess process = PeerProcess.start("openssl s_client", command, true, TIMEOUT_SECONDS)) {
            process.send(line + "\n");
            process.closeInput();
            String negotiated = process.awaitLine("Negotiated TLS1.3 group:");
            String reply = process.awaitLine("pong ");
            process.awaitSuccess();
            return new Client(negotiated, "pong " + reply, process.transcript());
        }
    }

    /**
     * What {@code s_client} reported.
     *
     * @param group the group as OpenSSL names it in "Negotiated TLS1.3 group:"
     * @param reply the server's line
     * @param transcript everything it printed
     */
    public record Client(String group, String reply, String transcript) {
    }

    private static String versionOf(Path binary) {
        try {
            Process process = new ProcessBuilder(binary.toString(), "version").redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return "no answer to 'openssl version' in " + TIMEOUT_SECONDS + " s";
            }
            return output;
        } catch (IOException e) {
            return "cannot run it: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** The argument as one single-quoted sh word. */
    private static String quote(String argument) {
        return "'" + argument.replace("'", "'\\''") + "'";
    }
}
