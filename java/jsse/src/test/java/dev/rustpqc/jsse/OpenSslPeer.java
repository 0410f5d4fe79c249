package dev.rustpqc.jsse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * OpenSSL 3.5+ (ML-DSA, X25519MLKEM768) as a TLS peer: {@code $OPENSSL36} (set by scripts/jdks.sh
 * require_jdk26_27, a wrapper into the Debian sid root), or, inside that root (the JDK 26 and 27
 * runs), its {@code /usr/bin/openssl}.
 */
final class OpenSslPeer {
    private OpenSslPeer() {
    }

    static String executable() throws IOException, InterruptedException {
        String configured = System.getenv("OPENSSL36");
        if (configured != null && Files.isExecutable(Path.of(configured))) {
            return configured;
        }
        String system = "/usr/bin/openssl";
        if (Files.isExecutable(Path.of(system))) {
            Process version = new ProcessBuilder(system, "version").redirectErrorStream(true).start();
            String text = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (version.waitFor(30, TimeUnit.SECONDS) && text.matches("(?s)OpenSSL 3\\.([5-9]|\\d\\d).*")) {
                return system;
            }
        }
        throw OpenSsl.peerMissing("No OpenSSL 3.5+ found: source scripts/jdks.sh and call require_jdk26_27"
                + " (it exports OPENSSL36), or export OPENSSL36=/path/to/openssl");
    }

    /** Starts {@code openssl args...}, stderr merged into stdout. */
    static Process start(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(executable());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Runs {@code openssl args...} to the end; fails unless it exits 0. */
    static String run(String... args) throws IOException, InterruptedException {
        Process process = start(args);
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException("openssl " + String.join(" ", args) + " failed:\n" + output);
        }
        return output;
    }
}
