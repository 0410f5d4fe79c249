package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A README {@code java} block ({@code <!-- snippet: NAME -->} before its fence) that a test of this
 * module runs inside its own code, between the lines {@code // README:begin NAME} and
 * {@code // README:end NAME} of its source (under java/provider/src/test): the README must hold
 * exactly those lines, less their indentation, so that what a reader copies is what ran. (java/jsse's
 * ReadmeSnippetsTest leaves these blocks to the tests named in its RUN_ELSEWHERE.)
 */
public final class ReadmeBlock {
    private ReadmeBlock() {
    }

    /** Fails unless the README block {@code name} is what {@code source} (relative to src/test) runs. */
    public static void assertRunAsWritten(String name, String source) throws IOException {
        List<String> ran = between(Files.readAllLines(Fixtures.repository().resolve("java/provider/src/test/" + source)),
                "// README:begin " + name, "// README:end " + name, true);
        List<String> readme = between(Files.readAllLines(Fixtures.repository().resolve("README.md")),
                "<!-- snippet: " + name + " -->", "```", false);
        assertTrue(!readme.isEmpty() && readme.get(0).equals("```java"), "README has no java block " + name);
        assertEquals(String.join("\n", readme.subList(1, readme.size())), String.join("\n", ran),
                "the README block " + name + " differs from what " + source + " runs");
    }

    /**
     * The lines after the line {@code begin} (trimmed) up to the next line {@code end} (trimmed; in
     * the README, the closing fence after the opening one); {@code dedent} removes the indentation
     * of the begin line.
     */
    private static List<String> between(List<String> lines, String begin, String end, boolean dedent) {
        List<String> block = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals(begin)) {
                start = i;
                break;
            }
        }
        if (start < 0) {
            return block;
        }
        int indent = lines.get(start).indexOf(begin);
        for (int i = start + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.trim().equals(end) && (dedent || !block.isEmpty())) {
                break;
            }
            block.add(dedent && line.length() >= indent ? line.substring(indent) : line);
        }
        return block;
    }
}
