package dev.rustpqc.fips;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The FIPS library as the rustpqc-fips jar carries it, and child JVMs that load it. */
final class FipsLibrary {
    static final String RESOURCE = "/dev/rustpqc/native/linux-x86_64/librustpqc-fips.so";

    private FipsLibrary() {
    }

    /** A copy of the jar's FIPS library in {@code directory}. */
    static Path copyInto(Path directory) throws IOException {
        Path copy = directory.resolve("librustpqc-fips.so");
        try (InputStream in = FipsLibrary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("the class path has no " + RESOURCE + ": not the rustpqc-fips jar");
            }
            Files.copy(in, copy);
        }
        return copy;
    }

    /** What a child JVM printed and how it ended. */
    record Outcome(int exitCode, String stdout, String stderr) {
    }

    /** Runs {@code mainClass} of the test class path in a child JVM with {@code options}, for at most two minutes. */
    static Outcome runJava(List<String> options, String mainClass, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        String binding = System.getProperty("rustpqc.binding");
        if (binding != null) {
            command.add("-Drustpqc.binding=" + binding);
        }
        command.addAll(options);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        Path out = Files.createTempFile("fips-child", ".out");
        Path err = Files.createTempFile("fips-child", ".err");
        try {
            Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .start();
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new IOException("child JVM still running after two minutes: " + command);
            }
            return new Outcome(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
