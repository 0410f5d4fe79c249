package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * README blocks that a test runs inside its own code, between {@code // README:begin NAME} and
 * {@code // README:end NAME}: the README's block marked {@code <!-- snippet: NAME -->} must hold
 * exactly those lines (unindented), so that what a reader copies is what ran. Public for the
 * other modules' tests (rustpqc-jose's), through this module's test jar.
 */
public final class ReadmeBlocks {
    private ReadmeBlocks() {
    }

    /** Fails unless the README block {@code name} is the lines between the markers of {@code testClass}'s source. */
    static void assertReadmeHolds(Class<?> testClass, String name) throws IOException {
        assertReadmeHolds("java/jsse", testClass, name);
    }

    /** As {@link #assertReadmeHolds(Class, String)}, for a test class of the module {@code module} (e.g. java/jose). */
    public static void assertReadmeHolds(String module, Class<?> testClass, String name) throws IOException {
        Path source = ReadmeSnippets.repository().resolve(module + "/src/test/java/"
                + testClass.getName().replace('.', '/') + ".java");
        String text = Files.readString(source);
        String begin = "// README:begin " + name + "\n";
        int start = text.indexOf(begin);
        int end = text.indexOf("// README:end " + name, start);
        if (start < 0 || end < 0) {
            throw new AssertionError(source + " has no README:begin/end " + name);
        }
        int indent = start - text.lastIndexOf('\n', start) - 1;
        StringBuilder block = new StringBuilder();
        for (String line : text.substring(start + begin.length(), text.lastIndexOf('\n', end) + 1).split("\n", -1)) {
            if (!line.isEmpty() || block.length() > 0) {
                block.append(line.length() >= indent ? line.substring(indent) : line.strip()).append('\n');
            }
        }
        String ran = block.toString().stripTrailing() + "\n";
        assertEquals(ran, ReadmeSnippets.named(name).code(), "the README block " + name + " differs from what "
                + testClass.getSimpleName() + " runs");
    }
}
