package dev.rustpqc.demo;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The first-second column: one operation of one contender in a JVM of its own that has not run
 * that provider's code before, counting the calls completed in the first second after the first
 * call began. The provider's construction and the operation's keys are made before the clock
 * starts (the README's first-call table has whole processes, start-up included).
 */
final class FirstSecond {
    private static final long WINDOW_NANOS = 1_000_000_000L;
    private static final long TIMEOUT_SECONDS = 60;
    private static final String RESULT = "first-second ";

    private FirstSecond() {
    }

    /**
     * The child JVM's side.
     *
     * @param args the contender's name and the {@link Operation}'s name
     * @throws Exception if the operation fails
     */
    public static void main(String[] args) throws Exception {
        SpeedRunOperation call = Operation.valueOf(args[1]).prepare(Contender.named(args[0]));
        System.out.println(RESULT + call.opsPerSecond(WINDOW_NANOS));
    }

    /** Runs one cell in a fresh JVM of this JDK (with this JVM's rustpqc.* properties): its ops/s. */
    static double measure(Contender contender, Operation operation) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("rustpqc.")) {
                command.add("-D" + name + "=" + System.getProperty(name));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), FirstSecond.class.getName(),
                contender.name(), operation.name()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!child.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            child.destroyForcibly();
            throw new IllegalStateException("the first-second JVM for " + contender.name() + " did not finish");
        }
        int result = output.lastIndexOf(RESULT);
        if (child.exitValue() != 0 || result < 0) {
            throw new IllegalStateException("the first-second JVM for " + contender.name() + ", "
                    + operation.label + " failed (exit " + child.exitValue() + "):\n" + output);
        }
        return Double.parseDouble(output.substring(result + RESULT.length()).trim());
    }
}
