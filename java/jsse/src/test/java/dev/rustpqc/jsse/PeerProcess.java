package dev.rustpqc.jsse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Another program as a TLS peer (Go's tlspeer, OpenSSL's s_server / s_client, a child JVM): its
 * output lines, read as they come so that a test can wait for the one it needs, its stdin, its exit.
 * Everything it printed is kept for the failure message. Closing it kills it if it still runs.
 */
final class PeerProcess implements AutoCloseable {
    private final String name;
    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();
    private final long timeoutSeconds;

    private PeerProcess(String name, Process process, boolean separateStderr, long timeoutSeconds) {
        this.name = name;
        this.process = process;
        this.timeoutSeconds = timeoutSeconds;
        pump(process.getInputStream(), true, name + "-stdout");
        if (separateStderr) {
            pump(process.getErrorStream(), false, name + "-stderr");
        }
    }

    /**
     * Starts {@code command}; {@link #awaitLine} reads its stdout, and its stderr too when
     * {@code mergeStderr} (otherwise stderr only goes to the transcript).
     */
    static PeerProcess start(String name, List<String> command, boolean mergeStderr, long timeoutSeconds)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(mergeStderr);
        return new PeerProcess(name, builder.start(), !mergeStderr, timeoutSeconds);
    }

    /** The next line that starts with {@code prefix}, without the prefix and trimmed. */
    String awaitLine(String prefix) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        while (true) {
            String line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new AssertionError(name + " printed no \"" + prefix + "\" line in " + timeoutSeconds + " s; "
                        + status() + "; its output:\n" + transcript());
            }
            if (line.startsWith(prefix)) {
                return line.substring(prefix.length()).trim();
            }
        }
    }

    /** Writes {@code text} to the peer's stdin. */
    void send(String text) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write(text.getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** Closes the peer's stdin. */
    void closeInput() throws IOException {
        process.getOutputStream().close();
    }

    /** Waits for the peer to exit and fails unless it exited with status 0. */
    void awaitSuccess() throws InterruptedException {
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            throw new AssertionError(name + " did not exit in " + timeoutSeconds + " s; its output:\n" + transcript());
        }
        if (process.exitValue() != 0) {
            throw new AssertionError(name + " exited with " + process.exitValue() + "; its output:\n" + transcript());
        }
    }

    /** Everything the peer printed so far, stdout and stderr. */
    String transcript() {
        synchronized (transcript) {
            return String.join("\n", transcript);
        }
    }

    private String status() {
        return process.isAlive() ? "it still runs" : "it exited with " + process.exitValue();
    }

    private void pump(InputStream stream, boolean queued, String threadName) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    synchronized (transcript) {
                        transcript.add(line);
                    }
                    if (queued) {
                        lines.add(line);
                    }
                }
            } catch (IOException e) {
                // The process ended; what it printed before is kept.
            }
        }, threadName);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
