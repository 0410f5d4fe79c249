package dev.rustpqc.demo;

import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Which native libraries the provider's jar carries. ./demo.sh builds a jar with this machine's
 * library alone; a release build (./mvnw package, ./test.sh, CI) carries every platform's.
 */
final class JarContents {
    private static final String FOLDER = "dev/rustpqc/native/";
    /** The libraries of a release jar (scripts/build-native.sh), as they lie in the jar. */
    private static final List<String> RELEASE = List.of("linux-x86_64/librustpqc-x86-64-v3.so",
            "linux-x86_64/librustpqc-x86-64.so", "linux-aarch64/librustpqc.so", "windows-x86_64/rustpqc.dll",
            "macos-aarch64/librustpqc.dylib", "macos-x86_64/librustpqc.dylib");

    private JarContents() {
    }

    /** One line for the diagnosis: what the jar carries, and whether that is every platform. */
    static String describe() {
        TreeSet<String> carried;
        try {
            carried = libraries(Path.of(RustPqcProvider.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return "cannot be listed (" + e + ")";
        }
        if (carried.containsAll(RELEASE)) {
            return "every platform's native library (" + RELEASE.size() + "), as a release build makes it";
        }
        return String.join(", ", carried) + " only: a build for this machine (./demo.sh); ./test.sh and"
                + " ./mvnw package build the jar for every platform";
    }

    private static TreeSet<String> libraries(Path location) throws IOException {
        TreeSet<String> found = new TreeSet<>();
        if (Files.isDirectory(location)) {
            Path folder = location.resolve(FOLDER);
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.walk(folder)) {
                    found.addAll(files.filter(Files::isRegularFile).map(p -> folder.relativize(p).toString())
                            .collect(Collectors.toList()));
                }
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                jar.stream().map(e -> e.getName()).filter(n -> n.startsWith(FOLDER) && !n.endsWith("/"))
                        .forEach(n -> found.add(n.substring(FOLDER.length())));
            }
        }
        found.removeIf(name -> name.endsWith(".sha256"));
        return found;
    }
}
