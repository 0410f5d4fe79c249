package dev.rustpqc.jsse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The code blocks of the READMEs, read from the checkout, so that the tests run them as written.
 * A block is named by an HTML comment on the line before its opening fence (invisible on GitHub):
 *
 * <pre>
 * &lt;!-- snippet: NAME --&gt;
 * ```java
 * ...
 * ```
 * </pre>
 *
 * Every {@code java} block must be named ({@link ReadmeSnippetsTest} fails on one that is not);
 * blocks of other languages are named when a test uses them (the java.security override). Public
 * for the other modules' tests (rustpqc-jose's), through this module's test jar.
 */
public final class ReadmeSnippets {
    /** The READMEs, relative to the repository root. */
    static final List<String> READMES = List.of("README.md", "java/jsse/README.md");

    private static final Pattern MARKER = Pattern.compile("^<!--\\s*snippet:\\s*([A-Za-z0-9._-]+)\\s*-->\\s*$");
    private static final Pattern FENCE = Pattern.compile("^```\\s*([A-Za-z0-9]*)\\s*$");

    /**
     * One fenced block.
     *
     * @param readme the README, relative to the repository root
     * @param line the line of its opening fence, from 1
     * @param name its name, or null when no marker precedes it
     * @param language the fence's language ({@code java}, {@code properties}, ...), or empty
     * @param code the lines between the fences
     */
    public record Snippet(String readme, int line, String name, String language, String code) {
        String where() {
            return readme + ":" + line + (name != null ? " (" + name + ")" : "");
        }
    }

    private ReadmeSnippets() {
    }

    /** The repository checkout: {@code -Drustpqc.repository}, which the build sets. */
    public static Path repository() {
        String configured = System.getProperty("rustpqc.repository");
        if (configured == null) {
            throw new IllegalStateException("-Drustpqc.repository is not set (the Maven build sets it to the checkout)");
        }
        return Paths.get(configured);
    }

    /** Every fenced block of every README, in order. */
    static List<Snippet> all() throws IOException {
        List<Snippet> snippets = new ArrayList<>();
        for (String readme : READMES) {
            snippets.addAll(parse(readme, Files.readAllLines(repository().resolve(readme), StandardCharsets.UTF_8)));
        }
        return snippets;
    }

    /** The block named {@code name}; fails unless exactly one has that name. */
    public static Snippet named(String name) throws IOException {
        List<Snippet> found = new ArrayList<>();
        for (Snippet snippet : all()) {
            if (name.equals(snippet.name())) {
                found.add(snippet);
            }
        }
        if (found.size() != 1) {
            throw new IllegalStateException(found.size() + " README blocks are named " + name + ", expected one");
        }
        return found.get(0);
    }

    static List<Snippet> parse(String readme, List<String> lines) {
        List<Snippet> snippets = new ArrayList<>();
        String pendingName = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher marker = MARKER.matcher(line);
            if (marker.matches()) {
                pendingName = marker.group(1);
                continue;
            }
            Matcher fence = FENCE.matcher(line);
            if (!fence.matches()) {
                pendingName = null;
                continue;
            }
            int open = i;
            StringBuilder code = new StringBuilder();
            for (i++; i < lines.size() && !lines.get(i).trim().equals("```"); i++) {
                code.append(lines.get(i)).append('\n');
            }
            if (i == lines.size()) {
                throw new IllegalStateException(readme + ":" + (open + 1) + ": a code block that never closes");
            }
            snippets.add(new Snippet(readme, open + 1, pendingName, fence.group(1), code.toString()));
            pendingName = null;
        }
        return snippets;
    }
}
