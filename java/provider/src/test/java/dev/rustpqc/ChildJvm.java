package dev.rustpqc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a main class of the test class path in a fresh JVM of the same JDK, for process-level tests. */
final class ChildJvm {
    /** Exit status and combined output of a child. */
    record Result(int exitCode, String output) {
    }

    private ChildJvm() {
    }

    static Result run(Class<?> main, List<String> jvmArguments, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        return run(main, testClassPath(), jvmArguments, environment, args);
    }

    /** The test class path (the provider jar, the test classes and their dependencies). */
    static String testClassPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    static Result run(Class<?> main, String classPath, List<String> jvmArguments, Map<String, String> environment,
            String... args) throws IOException, InterruptedException {
        return run(List.of(), main, classPath, jvmArguments, environment, args);
    }

    /** As {@link #run}, the JVM started by {@code prefix} (for example a shell in a new mount namespace). */
    static Result run(List<String> prefix, Class<?> main, String classPath, List<String> jvmArguments,
            Map<String, String> environment, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(prefix);
        // Under qemu-user a child needs the emulator in front (scripts/platform-test.sh sets it).
        String launcher = System.getProperty("rustpqc.test.childLauncher", "");
        if (!launcher.isEmpty()) {
            command.addAll(List.of(launcher.split(" ")));
        }
        command.add(ProcessHandle.current().info().command().orElseThrow());
        if (Fixtures.jdk() >= 22 && jvmArguments.stream().noneMatch(a -> a.contains("native-access"))) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        command.addAll(jvmArguments);
        String binding = System.getProperty("rustpqc.binding");
        if (binding != null && jvmArguments.stream().noneMatch(a -> a.startsWith("-Drustpqc.binding="))) {
            command.add("-Drustpqc.binding=" + binding);
        }
        command.add("-cp");
        command.add(classPath);
        command.add(main.getName());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("child JVM " + main.getSimpleName() + " timed out");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    /** The test-only library built with OS-randomness fault injection. */
    static String faultLibrary() {
        return System.getProperty("rustpqc.test.faultLibrary");
    }
}
