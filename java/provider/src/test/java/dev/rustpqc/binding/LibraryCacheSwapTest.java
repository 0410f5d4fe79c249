package dev.rustpqc.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A cached library swapped between its check and its load, in this JVM: the "loader" given to the
 * cache puts another file in its place and then maps the path (as dlopen would, and as
 * /proc/self/maps then shows), so the check after loading must find that the file mapped is not
 * the file checked, on both the fill and the reuse path. Linux only (the check reads
 * /proc/self/maps).
 */
class LibraryCacheSwapTest {
    private Path scratch;
    private final List<MappedByteBuffer> mappings = new ArrayList<>();

    @BeforeEach
    void makeScratch() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/proc/self/maps")), "the mapped-file check reads /proc/self/maps");
        scratch = Files.createDirectory(Path.of(System.getProperty("java.io.tmpdir")).resolve("rustpqc-swap-test-"
                + ProcessHandle.current().pid() + "-" + System.nanoTime()),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))).toRealPath();
    }

    @AfterEach
    void removeScratch() throws IOException {
        mappings.clear();
        if (scratch == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(scratch)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static LibraryCache.Library library() throws IOException {
        NativePlatform platform = NativePlatform.current();
        String variant = NativeLibrary.variant().substring(NativeLibrary.variant().indexOf('/') + 1);
        String resource = platform.resource(variant);
        long size;
        try (var in = NativeLibrary.open(resource)) {
            size = in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return new LibraryCache.Library(resource, platform.fileName(variant), NativeLibrary.sha256(), size);
    }

    /** Maps the file as a loader would, so that /proc/self/maps lists it. */
    private void map(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            mappings.add(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Puts a copy of the same bytes (another file) in the place of the one checked, then maps the path. */
    private Consumer<Path> swappingLoader() {
        return file -> {
            try {
                Path other = scratch.resolve("other");
                Files.copy(file, other, StandardCopyOption.REPLACE_EXISTING);
                Files.move(other, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            map(file);
        };
    }

    @Test
    void aFileSwappedBetweenItsCheckAndItsLoadIsRefused() throws Exception {
        assumeTrue(!NativeLibrary.variant().isEmpty(), "the jar's library (not one given by path)");
        LibraryCache.Library library = library();
        LibraryCache cache = LibraryCache.open(scratch.resolve("cache"));
        NativeLibraryException filling = assertThrows(NativeLibraryException.class,
                () -> cache.load(library, swappingLoader()));
        assertTrue(filling.getMessage().contains("replaced between its check and its load"), filling.getMessage());

        String filled = cache.load(library, this::map);
        assertEquals("filled: " + cache.entry(library), filled);
        NativeLibraryException reusing = assertThrows(NativeLibraryException.class,
                () -> cache.load(library, swappingLoader()));
        assertTrue(reusing.getMessage().contains("replaced between its check and its load"), reusing.getMessage());
        assertEquals("hit: " + cache.entry(library), cache.load(library, this::map), "untouched, it is used");
    }
}
