package dev.rustpqc.jsse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The Go TLS peer ({@code src/test/go/tlspeer}, crypto/tls from Go's standard library), built once
 * per test JVM with {@code go build} into {@code target/go}, and one running instance of it.
 * The go command is {@code -Drustpqc.go=...}, else {@code $GO}, else {@code /usr/local/go/bin/go},
 * else {@code go} on the PATH; without one the interop tests fail, they are never skipped.
 */
final class GoPeer implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 120;
    private static Path binary;

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final StringBuilder stderr = new StringBuilder();

    private GoPeer(Process process) {
        this.process = process;
        Thread out = new Thread(() -> pump(new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8)), null), "tlspeer-stdout");
        Thread err = new Thread(() -> pump(new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8)), stderr), "tlspeer-stderr");
        out.setDaemon(true);
        err.setDaemon(true);
        out.start();
        err.start();
    }

    /** Starts {@code tlspeer <arguments>}. */
    static GoPeer start(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(binary().toString());
        command.addAll(List.of(arguments));
        return new GoPeer(new ProcessBuilder(command).start());
    }

    /** The next line the peer printed that starts with {@code prefix}, without the prefix. */
    String awaitLine(String prefix) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
        while (true) {
            String line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError("tlspeer printed no \"" + prefix + "\" line; it exited "
                        + (process.isAlive() ? "not yet" : "with " + process.exitValue()) + "; stderr: " + stderr());
            }
            if (line.startsWith(prefix)) {
                return line.substring(prefix.length()).trim();
            }
        }
    }

    /** Waits for the peer to exit and fails unless it exited with status 0. */
    void awaitSuccess() throws InterruptedException {
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            throw new AssertionError("tlspeer did not exit in time; stderr: " + stderr());
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("tlspeer exited with " + process.exitValue() + ": " + stderr());
        }
    }

    private String stderr() {
        synchronized (stderr) {
            return stderr.toString().trim();
        }
    }

    private void pump(BufferedReader reader, StringBuilder sink) {
        try (reader) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (sink == null) {
                    lines.add(line);
                } else {
                    synchronized (sink) {
                        sink.append(line).append('\n');
                    }
                }
            }
        } catch (IOException e) {
            // The process ended; what it printed before is kept.
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static synchronized Path binary() throws IOException, InterruptedException {
        if (binary != null) {
            return binary;
        }
        Path module = Paths.get(System.getProperty("basedir", ".")).toAbsolutePath();
        Path source = module.resolve("src/test/go/tlspeer");
        Path output = module.resolve("target/go/tlspeer");
        Files.createDirectories(output.getParent());
        ProcessBuilder build = new ProcessBuilder(goCommand(), "build", "-o", output.toString(), ".")
                .directory(source.toFile()).redirectErrorStream(true);
        // Use the installed toolchain as it is; never download another one.
        build.environment().put("GOTOOLCHAIN", "local");
        Process process = build.start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError("go build of " + source + " failed: " + log);
        }
        binary = output;
        return binary;
    }

    private static String goCommand() {
        String configured = System.getProperty("rustpqc.go", System.getenv("GO"));
        if (configured != null && !configured.isEmpty()) {
            return configured;
        }
        Path standard = Paths.get("/usr/local/go/bin/go");
        return Files.isExecutable(standard) ? standard.toString() : "go";
    }
}
