package dev.rustpqc.jsse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The Go TLS peer ({@code src/test/go/tlspeer}, crypto/tls from Go's standard library), built once
 * per test JVM with {@code go build} into {@code target/go}, started as a {@link PeerProcess}.
 * The go command is {@code -Drustpqc.go=...}, else {@code $GO}, else {@code /usr/local/go/bin/go},
 * else {@code go} on the PATH; without one the interop tests fail, they are never skipped. Public
 * for the other modules' tests (rustpqc-jose's Go peer), through this module's test jar.
 */
public final class GoPeer {
    private static final long TIMEOUT_SECONDS = 120;
    private static Path binary;

    private GoPeer() {
    }

    /** Starts {@code tlspeer <arguments>}; its stdout lines are what {@link PeerProcess#awaitLine} reads. */
    static PeerProcess start(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(binary().toString());
        command.addAll(List.of(arguments));
        return PeerProcess.start("tlspeer", command, false, TIMEOUT_SECONDS);
    }

    private static synchronized Path binary() throws IOException, InterruptedException {
        if (binary == null) {
            binary = build("tlspeer");
        }
        return binary;
    }

    /**
     * Builds the Go program {@code src/test/go/<program>} of this module (in the checkout, so that
     * another module's tests can use it too) into the running module's {@code target/go/<program>}.
     */
    static Path build(String program) throws IOException, InterruptedException {
        // Use the installed toolchain as it is; never download another one.
        return build(testSources().resolve("go/" + program), "local");
    }

    /**
     * Builds the Go program in {@code source} into the running module's {@code target/go/<its name>}
     * with the go command's {@code GOTOOLCHAIN} set to {@code toolchain} ({@code local}, or a
     * version that the go command then takes from the Go module proxy).
     */
    public static Path build(Path source, String toolchain) throws IOException, InterruptedException {
        Path output = Paths.get(System.getProperty("basedir", ".")).toAbsolutePath()
                .resolve("target/go/" + source.getFileName());
        Files.createDirectories(output.getParent());
        // Another test JVM of the same run may be executing the binary: build under a name of this
        // JVM's own and rename it into place, so that nobody runs a half-written file.
        Path written = output.resolveSibling(output.getFileName() + "." + ProcessHandle.current().pid());
        ProcessBuilder build = new ProcessBuilder(goCommand(), "build", "-o", written.toString(), ".")
                .directory(source.toFile()).redirectErrorStream(true);
        build.environment().put("GOTOOLCHAIN", toolchain);
        Process process = build.start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError("go build of " + source + " (GOTOOLCHAIN=" + toolchain + ") failed: " + log);
        }
        Files.move(written, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return output;
    }

    /** This module's {@code src/test} in the checkout. */
    static Path testSources() {
        return ReadmeSnippets.repository().resolve("java/jsse/src/test");
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
