package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link JniExerciser} (every JNI export, good and bad inputs) in a child JVM — the same
 * {@code java} as this test — with {@code -Xcheck:jni -Drustpqc.binding=jni}. The child must exit
 * 0, and neither of its streams may carry a {@code WARNING} (what -Xcheck:jni prints for a JNI
 * misuse it tolerates; the errors it does not tolerate abort the child).
 */
class CheckJniTest {
    @Test
    void everyJniExportPassesXcheckJni() throws Exception {
        String java = ProcessHandle.current().info().command()
                .orElseThrow(() -> new AssertionError("cannot tell which java runs this test"));
        List<String> command = new ArrayList<>(List.of(java, "-Xcheck:jni", "-Drustpqc.binding=jni"));
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        for (String property : new String[] {"rustpqc.library.path", "rustpqc.tmpdir"}) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), JniExerciser.class.getName()));

        Path output = Files.createTempFile("rustpqc-checkjni", ".log");
        try {
            Process child = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!child.waitFor(180, TimeUnit.SECONDS)) {
                child.destroyForcibly().waitFor();
                fail("the -Xcheck:jni child did not finish in 180 s: " + Files.readString(output));
            }
            String text = Files.readString(output, StandardCharsets.UTF_8);
            System.out.println("CheckJniTest: " + String.join(" ", command.subList(0, command.size() - 2))
                    + " ... exited " + child.exitValue() + ":\n" + text.strip());
            assertEquals(0, child.exitValue(), text);
            assertFalse(text.contains("WARNING"), "-Xcheck:jni warned:\n" + text);
            assertTrue(text.contains("all as expected; -Xcheck:jni true"), "the exerciser did not finish:\n" + text);
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
