package dev.rustpqc;

import static dev.rustpqc.LoadFailures.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeLibrary;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The per-user cache of the native library under attack, from child JVMs (on the binding of the
 * run): every case either loads the jar's library (from the cache, refilled where the file there
 * failed a check) or falls back to a fresh private copy, and never loads a file that another user
 * could have written. The tests run as root on the build machine: "another user" is uid 65534,
 * given files with chown.
 */
class LibraryCacheTest {
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));
    private static final String NOBODY = "65534";
    private Path scratch;

    @BeforeEach
    void makeScratch() throws IOException {
        assumeTrue(POSIX, "the cache needs POSIX permissions; Windows unpacks a fresh private copy");
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        scratch = Files.createDirectory(tmp.resolve("rustpqc-cache-test-" + ProcessHandle.current().pid() + "-"
                + System.nanoTime()), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")))
                .toRealPath();
    }

    @AfterEach
    void removeScratch() throws IOException {
        if (scratch == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(scratch)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                if (!Files.isSymbolicLink(path)) {
                    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
                }
                Files.delete(path);
            }
        }
    }

    private static ChildJvm.Result report(List<String> prefix, Map<String, String> environment, String... properties)
            throws Exception {
        ChildJvm.Result result = ChildJvm.run(prefix, ProviderReportMain.class, ChildJvm.testClassPath(),
                List.of(properties), environment);
        assertEquals(0, result.exitCode(), result.output());
        return result;
    }

    private static ChildJvm.Result withCache(Path cache, String... more) throws Exception {
        List<String> properties = new ArrayList<>(List.of("-D" + NativeLibrary.CACHE_DIR_PROPERTY + "=" + cache));
        properties.addAll(List.of(more));
        return report(List.of(), Map.of(), properties.toArray(String[]::new));
    }

    /** The provider serves, with the jar's library (the one this test JVM loaded). */
    private static void assertServes(ChildJvm.Result result) {
        assertEquals("true", line(result, "available"), result.output());
        assertEquals(NativeLibrary.sha256(), line(result, "sha256"), result.output());
        assertTrue(line(result, "key").length() > 2000, result.output());
    }

    /** Served from a fresh private copy, for the reason given. */
    private static void assertFellBack(ChildJvm.Result result, String... reasons) {
        assertServes(result);
        String cache = line(result, "cache");
        assertTrue(cache.startsWith("not used (") && cache.endsWith("a fresh private copy was unpacked and checked"),
                result.output());
        for (String reason : reasons) {
            assertTrue(cache.contains(reason), "'" + reason + "' in " + cache);
        }
    }

    /** The cache's file after this child filled it (or found it). */
    private static Path entry(ChildJvm.Result result) {
        String cache = line(result, "cache");
        assertTrue(cache.startsWith("filled: ") || cache.startsWith("hit: "), result.output());
        String path = cache.substring(cache.indexOf(' ') + 1);
        return Path.of(path.contains(" (") ? path.substring(0, path.indexOf(" (")) : path);
    }

    /** The cached file is the jar's library: a regular file of this user's, writable by nobody else. */
    private static void assertGoodEntry(Path entry) throws Exception {
        assertTrue(Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS), entry + " is a regular file");
        assertEquals(NativeLibrary.sha256(),
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(entry))));
        assertEquals("r-x------", PosixFilePermissions.toString(Files.getPosixFilePermissions(entry, LinkOption.NOFOLLOW_LINKS)));
        assertEquals(System.getProperty("user.name"), Files.getOwner(entry, LinkOption.NOFOLLOW_LINKS).getName());
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).inheritIO().start();
        assertEquals(0, process.waitFor(), String.join(" ", command));
    }

    /** A filled cache, checked, and its file. */
    private Path filled(Path cache) throws Exception {
        ChildJvm.Result first = withCache(cache);
        assertServes(first);
        assertTrue(line(first, "cache").startsWith("filled: " + cache.resolve(Native.version() + "-")), first.output());
        Path entry = entry(first);
        assertGoodEntry(entry);
        return entry;
    }

    /** After an attack on the file, the next start refuses it, replaces it and loads the jar's library. */
    private void assertReplaced(Path cache, Path entry, String reason, String... more) throws Exception {
        ChildJvm.Result result = withCache(cache, more);
        assertServes(result);
        String state = line(result, "cache");
        assertTrue(state.startsWith("filled: " + entry + " (the file there was replaced: ") && state.contains(reason),
                result.output());
        assertGoodEntry(entry);
        assertTrue(line(withCache(cache, more), "cache").startsWith("hit: " + entry), "and the next start uses it");
    }

    @Test
    void theFirstStartFillsTheCacheAndLaterStartsUseItWithoutAHash() throws Exception {
        Path cache = scratch.resolve("cache");
        Path entry = filled(cache);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(cache)));
        ChildJvm.Result second = withCache(cache);
        assertServes(second);
        assertEquals("hit: " + entry, line(second, "cache"), "checked, not hashed");
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(List.of(entry), files.toList(), "one file, no temporary left");
        }
    }

    @Test
    void aCacheDirectoryOwnedByAnotherUserIsNotUsed() throws Exception {
        assumeTrue(ROOT, "needs root to give a directory away");
        Path cache = Files.createDirectory(scratch.resolve("cache"));
        Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwx------"));
        run("chown", NOBODY, cache.toString());
        assertFellBack(withCache(cache), "is owned by");
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(0, files.count(), "nothing written into it");
        }
    }

    @Test
    void aDirectoryAboveTheCacheOwnedByAnotherUserIsNotUsed() throws Exception {
        assumeTrue(ROOT, "needs root to give a directory away");
        Path theirs = Files.createDirectory(scratch.resolve("theirs"));
        Path cache = Files.createDirectory(theirs.resolve("cache"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Files.setPosixFilePermissions(theirs, PosixFilePermissions.fromString("rwxr-xr-x"));
        run("chown", NOBODY, theirs.toString());
        assertFellBack(withCache(cache), theirs + " is owned by", "another user");
    }

    @Test
    void aCacheDirectoryItsGroupOrOthersCanWriteIsNotUsed() throws Exception {
        for (String mode : List.of("0770", "0777", "1777")) {
            Path cache = Files.createDirectory(scratch.resolve("cache-" + mode));
            run("chmod", mode, cache.toString());
            assertFellBack(withCache(cache), "is writable by " + (mode.equals("0770") ? "its group" : "other users"));
        }
        Path shared = Files.createDirectory(scratch.resolve("shared"));
        Path cache = Files.createDirectory(shared.resolve("cache"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        run("chmod", "0777", shared.toString());
        assertFellBack(withCache(cache), shared + " is writable by other users and has no sticky bit");
    }

    @Test
    void aCacheReachedThroughASymbolicLinkIsUsedThroughItsRealPathOrNotAtAll() throws Exception {
        Path real = Files.createDirectory(scratch.resolve("real"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path link = Files.createSymbolicLink(scratch.resolve("link"), real);
        ChildJvm.Result result = withCache(link);
        assertServes(result);
        assertTrue(line(result, "cache").startsWith("filled: " + real + "/"), "the real path, checked: " + result.output());

        assumeTrue(ROOT, "needs root to give a directory away");
        Path theirs = Files.createDirectory(scratch.resolve("theirs"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        run("chown", NOBODY, theirs.toString());
        assertFellBack(withCache(Files.createSymbolicLink(scratch.resolve("link-to-theirs"), theirs)), "is owned by");
    }

    @Test
    void aCachedFileThatIsASymbolicLinkIsReplaced() throws Exception {
        Path cache = scratch.resolve("cache");
        Path entry = filled(cache);
        // A link to a copy of the right library: even that is not followed.
        Path elsewhere = Files.copy(entry, scratch.resolve("elsewhere.so"));
        Files.delete(entry);
        Files.createSymbolicLink(entry, elsewhere);
        assertReplaced(cache, entry, "it is not a regular file");
    }

    @Test
    void aCachedFileOthersCanWriteOrAnotherUserOwnsIsReplaced() throws Exception {
        Path cache = scratch.resolve("cache");
        Path entry = filled(cache);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertReplaced(cache, entry, "it is writable by other users");
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rwxrwx---"));
        assertReplaced(cache, entry, "it is writable by its group");
        assumeTrue(ROOT, "needs root to give a file away");
        run("chown", NOBODY, entry.toString());
        assertReplaced(cache, entry, "it is owned by");
    }

    @Test
    void aCachedFileOfTheWrongSizeIsReplaced() throws Exception {
        Path cache = scratch.resolve("cache");
        Path entry = filled(cache);
        long size = Files.size(entry);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rwx------"));
        Files.write(entry, new byte[] {0x7f}, StandardOpenOption.APPEND);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("r-x------"));
        assertReplaced(cache, entry, "it has " + (size + 1) + " bytes, the jar's library " + size);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rwx------"));
        try (var channel = Files.newByteChannel(entry, StandardOpenOption.WRITE)) {
            channel.truncate(4096);
        }
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("r-x------"));
        assertReplaced(cache, entry, "it has 4096 bytes");
    }

    @Test
    void withVerificationOnASameSizeReplacementByTheUserIsFound() throws Exception {
        Path cache = scratch.resolve("cache");
        Path entry = filled(cache);
        String verify = "-D" + NativeLibrary.CACHE_VERIFY_PROPERTY + "=true";
        ChildJvm.Result untouched = withCache(cache, verify);
        assertServes(untouched);
        assertTrue(line(untouched, "cache").startsWith("hit: " + entry + " (hashed"), untouched.output());
        // One byte changed in the middle, size and permissions kept: only a hash sees it.
        byte[] bytes = Files.readAllBytes(entry);
        bytes[bytes.length / 2] ^= 0x01;
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rwx------"));
        Files.write(entry, bytes);
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("r-x------"));
        assertReplaced(cache, entry, "its SHA-256 is ", verify);
    }

    @Test
    void aCacheWrittenByAnOlderVersionIsLeftAloneAndTheRightLibraryLoads() throws Exception {
        Path cache = Files.createDirectory(scratch.resolve("cache"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        String name = System.mapLibraryName("rustpqc");
        Path older = Files.write(cache.resolve("0.0.1-" + "0".repeat(64) + "-" + name), new byte[] {1, 2, 3});
        Path olderTemporary = Files.write(cache.resolve(".0.0.1-x-" + name + ".1.2.tmp"), new byte[] {4});
        ChildJvm.Result result = withCache(cache);
        assertServes(result);
        assertGoodEntry(entry(result));
        assertTrue(Files.exists(older) && Files.exists(olderTemporary), "another version's files are not ours to remove");
    }

    @Test
    void twoJvmsFillingAnEmptyCacheAtOnceBothLoadTheRightLibrary() throws Exception {
        Path cache = scratch.resolve("cache");
        List<CompletableFuture<ChildJvm.Result>> children = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            children.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return withCache(cache);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        List<Path> entries = new ArrayList<>();
        for (CompletableFuture<ChildJvm.Result> child : children) {
            ChildJvm.Result result = child.get();
            assertServes(result);
            entries.add(entry(result));
        }
        assertEquals(entries.get(0), entries.get(1));
        assertGoodEntry(entries.get(0));
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(List.of(entries.get(0)), files.toList(), "one file, no temporary left");
        }
    }

    @Test
    void aMissingHomeDirectoryIsNotMadeAndAReadOnlyOneFallsBack() throws Exception {
        Map<String, String> noXdg = Map.of("XDG_CACHE_HOME", "");
        Path missing = scratch.resolve("nonexistent");
        assertFellBack(report(List.of(), noXdg, "-Duser.home=" + missing), "the home directory " + missing
                + " does not exist");
        assertFalse(Files.exists(missing), "a placeholder home is never made");

        Path home = Files.createDirectory(scratch.resolve("home"));
        ChildJvm.Result writable = report(List.of(), noXdg, "-Duser.home=" + home);
        assertServes(writable);
        assertTrue(line(writable, "cache").startsWith("filled: " + home.resolve(".cache/dev.rustpqc") + "/"),
                writable.output());

        Path readOnly = Files.createDirectory(scratch.resolve("read-only-home"));
        // Root ignores permissions: a read-only bind mount, in a mount namespace of the child's own.
        List<String> prefix = List.of("unshare", "--mount", "--map-root-user", "sh", "-c",
                "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" && exec \"$@\"", readOnly.toString());
        assumeTrue(new ProcessBuilder("unshare", "--mount", "--map-root-user", "true").start().waitFor() == 0,
                "this machine allows no private mount namespace (unshare --mount --map-root-user)");
        assertFellBack(report(prefix, noXdg, "-Duser.home=" + readOnly), "cannot use the cache directory "
                + readOnly.resolve(".cache/dev.rustpqc"));
    }

    @Test
    void aNoexecCacheFallsBackToAFreshPrivateCopy() throws Exception {
        Path mountPoint = Files.createDirectory(scratch.resolve("noexec"));
        List<String> prefix = List.of("unshare", "--mount", "--map-root-user", "sh", "-c",
                "mount -t tmpfs -o noexec,size=16m,mode=0700 tmpfs \"$0\" && exec \"$@\"", mountPoint.toString());
        assumeTrue(new ProcessBuilder("unshare", "--mount", "--map-root-user", "true").start().waitFor() == 0,
                "this machine allows no private mount namespace (unshare --mount --map-root-user)");
        assertFellBack(report(prefix, Map.of(), "-D" + NativeLibrary.CACHE_DIR_PROPERTY + "=" + mountPoint.resolve("cache")),
                "cannot execute the library in the cache directory");
    }

    @Test
    void theCacheCanBeTurnedOff() throws Exception {
        assertFellBack(withCache(Path.of("none")), "turned off by -D" + NativeLibrary.CACHE_DIR_PROPERTY + "=none");
    }
}
