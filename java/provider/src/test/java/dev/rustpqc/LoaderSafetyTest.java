package dev.rustpqc;

import dev.rustpqc.binding.NativeLibrary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Where and how the jar's library is unpacked, seen from child JVMs: base directories that another
 * user could rearrange are refused, a library path to something else is explained (every refusal
 * as {@link LoadFailures} requires), a forced x86-64-v3 build on a CPU that cannot run it is refused
 * instead of stopping the JVM, and directories left by earlier JVMs (every loaded DLL on Windows)
 * are removed at the next start.
 */
class LoaderSafetyTest {
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    private Path scratch;

    @BeforeEach
    void makeScratch() throws IOException {
        // Private to this user, in a base directory the loader accepts. Named without a SecureRandom
        // (Files.createTempDirectory's), whose seeding crashes the JVM under wine.
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        scratch = tmp.resolve("rustpqc-loader-test-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        if (POSIX) {
            Files.createDirectory(scratch, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } else {
            Files.createDirectory(scratch);
        }
        scratch = scratch.toRealPath();
    }

    @AfterEach
    void removeScratch() throws IOException {
        try (Stream<Path> paths = Files.walk(scratch)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                if (POSIX) {
                    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
                }
                Files.delete(path);
            }
        }
    }

    private static ChildJvm.Result report(List<String> prefix, String... properties) throws Exception {
        List<String> arguments = new ArrayList<>(List.of(properties));
        // The fresh private directory, which these tests are about (LibraryCacheTest has the cache's).
        arguments.add("-D" + NativeLibrary.CACHE_DIR_PROPERTY + "=none");
        return ChildJvm.run(prefix, ProviderReportMain.class, ChildJvm.testClassPath(), arguments, Map.of());
    }

    private static String line(ChildJvm.Result result, String key) {
        return result.output().lines().filter(l -> l.startsWith(key + "=")).findFirst()
                .map(l -> l.substring(key.length() + 1)).orElseThrow(() -> new AssertionError(result.output()));
    }

    private Path base(String mode) throws IOException {
        Path base = Files.createDirectory(scratch.resolve("base"));
        Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwx------"));
        // setPosixFilePermissions cannot set the sticky bit; chmod can.
        run("chmod", mode, base.toString());
        return base;
    }

    private static void run(String... command) throws IOException {
        try {
            Process process = new ProcessBuilder(command).inheritIO().start();
            assertEquals(0, process.waitFor(), String.join(" ", command));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private static long unpacked(Path base) throws IOException {
        try (Stream<Path> entries = Files.list(base)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("rustpqc-")).count();
        }
    }

    private void assertRefused(ChildJvm.Result result, String... phrases) {
        String error = LoadFailures.assertExplained(result);
        for (String phrase : phrases) {
            assertTrue(error.contains(phrase), result.output());
        }
    }

    @Test
    void aBaseDirectoryOthersCanWriteWithoutTheStickyBitIsRefused() throws Exception {
        assumeTrue(POSIX, "POSIX permissions");
        Path base = base("0777");
        ChildJvm.Result result = report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + base);
        assertRefused(result, "refusing to unpack the native library into " + base,
                "writable by other users and has no sticky bit");
        assertEquals(0, unpacked(base), "nothing was unpacked");
    }

    @Test
    void aBaseDirectoryItsGroupCanWriteWithoutTheStickyBitIsRefused() throws Exception {
        assumeTrue(POSIX, "POSIX permissions");
        Path base = base("0770");
        assertRefused(report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + base),
                "writable by its group and has no sticky bit");
    }

    @Test
    void aSharedDirectoryAboveTheBaseIsRefusedToo() throws Exception {
        assumeTrue(POSIX, "POSIX permissions");
        Path shared = base("0777");
        Path mine = Files.createDirectory(shared.resolve("mine"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        assertRefused(report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + mine),
                shared + " is writable by other users");
    }

    @Test
    void aStickySharedBaseDirectoryIsAccepted() throws Exception {
        assumeTrue(POSIX, "POSIX permissions");
        Path base = base("1777");
        ChildJvm.Result result = report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + base);
        assertEquals("true", line(result, "available"), result.output());
        assertEquals(0, unpacked(base), "the private directory is removed after loading");
    }

    @Test
    void aBaseDirectoryOwnedByAnotherUserIsRefused() throws Exception {
        assumeTrue(POSIX && "root".equals(System.getProperty("user.name")), "needs root to give a directory away");
        Path base = base("0755");
        run("chown", "65534", base.toString());
        assertRefused(report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + base),
                "is owned by", "another user");
    }

    @Test
    void aForcedX86_64v3BuildIsRefusedOnACpuWithoutAvx2() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux")
                && System.getProperty("os.arch").equals("amd64"), "linux-x86_64 has the two builds");
        // The child sees a /proc/cpuinfo without AVX2 and BMI2, in a mount namespace of its own.
        Path cpuinfo = scratch.resolve("cpuinfo");
        Files.writeString(cpuinfo, Files.readString(Path.of("/proc/cpuinfo"))
                .replaceAll("(?m)^(flags\\s*:.*?) avx2\\b", "$1").replaceAll("(?m)^(flags\\s*:.*?) bmi2\\b", "$1"));
        List<String> prefix = List.of("unshare", "--mount", "--map-root-user", "sh", "-c",
                "mount --bind \"$0\" /proc/cpuinfo && exec \"$@\"", cpuinfo.toString());
        assumeTrue(new ProcessBuilder("unshare", "--mount", "--map-root-user", "true").start().waitFor() == 0,
                "this machine allows no private mount namespace (unshare --mount --map-root-user)");
        assumeTrue(NativeLibrary.class.getResource("/dev/rustpqc/native/linux-x86_64/librustpqc-x86-64.so") != null,
                "a host-only build (RUSTPQC_PLATFORMS=host) carries no baseline build to fall back to");
        ChildJvm.Result forced = report(prefix, "-D" + NativeLibrary.VARIANT_PROPERTY + "=x86-64-v3");
        assertRefused(forced, "x86-64-v3 refused: this CPU lacks avx2, bmi2 (per /proc/cpuinfo)",
                "illegal instruction");
        ChildJvm.Result chosen = report(prefix);
        assertEquals("true", line(chosen, "available"), chosen.output());
        assertEquals("linux-x86_64/x86-64", line(chosen, "variant"), "the CPU picks the baseline build");
    }

    @Test
    void aLibraryPathToAFileThatIsNoLibraryIsExplained() throws Exception {
        Path notALibrary = Files.writeString(scratch.resolve(System.mapLibraryName("rustpqc")), "not a library");
        String error = LoadFailures.assertExplained(
                report(List.of(), "-D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=" + notALibrary));
        // The root cause (the JDK's own refusal of the file) first, then where it happened.
        assertTrue(error.startsWith("java.lang.") && error.contains(notALibrary.toString())
                && error.endsWith("(while loading the rustpqc native library " + notALibrary + " (from -D"
                        + NativeLibrary.LIBRARY_PATH_PROPERTY + "))"), error);
    }

    @Test
    void aLibraryPathToAnotherLibraryIsExplained() throws Exception {
        Path zip = Path.of(System.getProperty("java.home"), "lib", System.mapLibraryName("zip"));
        assumeTrue(Files.isRegularFile(zip), "this JDK has no " + zip);
        // A copy: the JDK has loaded its own, and a second load of that file would fail before ours could.
        Path other = Files.copy(zip, scratch.resolve(System.mapLibraryName("rustpqc")));
        String error = LoadFailures.assertExplained(
                report(List.of(), "-D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=" + other));
        assertTrue(error.startsWith("the native library has no symbol rustpqc_version")
                || error.startsWith("java.lang.UnsatisfiedLinkError: 'java.lang.String dev.rustpqc.binding.JniBinding"),
                "the missing entry point named first: " + error);
    }

    @Test
    void directoriesLeftByEarlierJvmsAreRemovedOnceStale() throws Exception {
        Path base = Files.createDirectory(scratch.resolve("base"));
        Path stale = Files.createDirectory(base.resolve("rustpqc-" + "0123456789abcdef".repeat(2)));
        Files.write(stale.resolve(Path.of(System.getProperty("os.name").startsWith("Windows") ? "rustpqc.dll"
                : "librustpqc.so")), new byte[] {1});
        Path young = Files.createDirectory(base.resolve("rustpqc-" + "fedcba9876543210".repeat(2)));
        Path foreign = Files.createDirectory(base.resolve("rustpqc-not-ours"));
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minus(Duration.ofHours(1))));
        Files.setLastModifiedTime(foreign, FileTime.from(Instant.now().minus(Duration.ofHours(1))));

        ChildJvm.Result result = report(List.of(), "-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + base);
        assertEquals("true", line(result, "available"), result.output());
        assertFalse(Files.exists(stale), "a stale directory is removed");
        assertTrue(Files.exists(young), "a young one may belong to a JVM loading now: kept");
        assertTrue(Files.exists(foreign), "only directories named as the loader names them");
        try (Stream<Path> entries = Files.list(base)) {
            long left = entries.filter(p -> !p.equals(young) && !p.equals(foreign)).count();
            // Windows keeps the child's loaded DLL (and its directory) until a later start.
            assertTrue(left <= (System.getProperty("os.name").startsWith("Windows") ? 1 : 0), result.output());
        }
    }
}
