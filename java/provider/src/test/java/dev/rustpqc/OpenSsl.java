package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * OpenSSL 3.5+ (ML-DSA), as a peer that makes certificates: {@code $OPENSSL36} (set by
 * scripts/jdks.sh require_jdk26_27, a wrapper into the Debian sid root), or, inside that root
 * (the JDK 26 and 27 runs), its {@code /usr/bin/openssl}. Without either, a test that needs it
 * is aborted, unless {@code -Drustpqc.openssl.required=true}, where it fails.
 */
final class OpenSsl {
    private OpenSsl() {
    }

    static String executable() throws IOException, InterruptedException {
        String configured = System.getenv("OPENSSL36");
        if (configured != null && Files.isExecutable(Path.of(configured))) {
            return configured;
        }
        String system = "/usr/bin/openssl";
        if (Files.isExecutable(Path.of(system)) && run(system, List.of("version")).matches("(?s)OpenSSL 3\\.([5-9]|\\d\\d).*")) {
            return system;
        }
        throw missing("No OpenSSL 3.5+ found: source scripts/jdks.sh and call require_jdk26_27"
                + " (it exports OPENSSL36), or export OPENSSL36=/path/to/openssl");
    }

    /**
     * OpenSSL is not there: the test fails under {@code -Drustpqc.openssl.required=true} (test.sh,
     * CI) and is aborted, saying why, elsewhere. Never returns; written {@code throw missing(...)}.
     */
    static AssertionError missing(String message) {
        if (Boolean.getBoolean("rustpqc.openssl.required")) {
            fail(message);
        }
        Assumptions.abort(message);
        return new AssertionError("unreachable");
    }

    /** Runs {@code openssl args...} in {@code directory}; fails the test unless it exits 0. */
    static String run(Path directory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(executable());
        command.addAll(List.of(args));
        return runIn(directory, command);
    }

    /** Runs {@code openssl args...} in {@code directory}; fails the test unless it exits non-zero. Returns its output. */
    static String fails(Path directory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(executable());
        command.addAll(List.of(args));
        return runIn(directory, command, false);
    }

    private static String run(String executable, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(executable);
        command.addAll(args);
        return runIn(null, command);
    }

    private static String runIn(Path directory, List<String> command) throws IOException, InterruptedException {
        return runIn(directory, command, true);
    }

    private static String runIn(Path directory, List<String> command, boolean succeeds)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("openssl timed out: " + command);
        }
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(succeeds, process.exitValue() == 0, () -> String.join(" ", command) + "\n" + text);
        return text;
    }
}
