package dev.rustpqc.binding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loader's decisions from given inputs: platform names, CPU flags, variants, mappings. */
class LoaderPartsTest {
    private static final String X86_V3_FLAGS = "fpu sse2 avx avx2 bmi1 bmi2 f16c fma abm movbe xsave";
    private static final String X86_OLD_FLAGS = "fpu sse2 sse4_2 avx xsave";

    private static CpuFeatures cpu(String flags) {
        return CpuFeatures.parse("processor\t: 0\nmodel name\t: Test CPU\nflags\t\t: " + flags + "\n", "x");
    }

    @Test
    void everyShippedPlatformIsRecognised() {
        assertEquals(NativePlatform.LINUX_X86_64, NativePlatform.of("Linux", "amd64"));
        assertEquals(NativePlatform.LINUX_AARCH64, NativePlatform.of("Linux", "aarch64"));
        assertEquals(NativePlatform.WINDOWS_X86_64, NativePlatform.of("Windows 11", "amd64"));
        assertEquals(NativePlatform.WINDOWS_X86_64, NativePlatform.of("Windows Server 2022", "x86_64"));
        assertEquals(NativePlatform.MACOS_AARCH64, NativePlatform.of("Mac OS X", "aarch64"));
        assertEquals(NativePlatform.MACOS_X86_64, NativePlatform.of("Mac OS X", "x86_64"));
        assertEquals("rustpqc.dll", NativePlatform.WINDOWS_X86_64.fileName("x86-64"));
        assertEquals("/dev/rustpqc/native/linux-x86_64/librustpqc-x86-64-v3.so",
                NativePlatform.LINUX_X86_64.resource("x86-64-v3"));
        assertFalse(NativePlatform.MACOS_AARCH64.tested());
    }

    @Test
    void aPlatformWithoutABuildGetsAClearMessage() {
        NativeLibraryException e = assertThrows(NativeLibraryException.class,
                () -> NativePlatform.of("Linux", "riscv64"));
        assertTrue(e.getMessage().startsWith("this jar carries no native library for linux/riscv64 (only "),
                e.getMessage());
        assertTrue(e.getMessage().contains("-Drustpqc.library.path="), e.getMessage());
        assertThrows(NativeLibraryException.class, () -> NativePlatform.of("FreeBSD", "amd64"));
    }

    @Test
    void theJarCarriesEveryPlatformsBuildsWithTheirHashes() {
        if ("host".equals(System.getProperty("rustpqc.test.platforms"))) {
            // A host-only build (RUSTPQC_PLATFORMS=host, ./test.sh --quick): this machine's library
            // alone, with its hash.
            NativePlatform host = NativePlatform.current();
            List<String> carried = host.variants().stream().map(host::resource)
                    .filter(resource -> NativePlatform.class.getResource(resource) != null
                            && NativePlatform.class.getResource(resource + ".sha256") != null)
                    .toList();
            assertEquals(1, carried.size(), "a host-only jar carries one library of " + host.folder() + ": " + carried);
            for (NativePlatform other : NativePlatform.values()) {
                assertTrue(other == host || !other.inJar(), other.folder() + " in a host-only jar");
            }
            return;
        }
        for (NativePlatform platform : NativePlatform.values()) {
            for (String variant : platform.variants()) {
                String resource = platform.resource(variant);
                assertTrue(NativePlatform.class.getResource(resource) != null, resource + " is missing from the jar"
                        + " (scripts/build-native.sh builds every platform unless RUSTPQC_PLATFORMS says otherwise)");
                assertTrue(NativePlatform.class.getResource(resource + ".sha256") != null, resource + ".sha256");
            }
        }
        assertEquals("linux-x86_64, linux-aarch64, windows-x86_64, macos-aarch64, macos-x86_64", NativePlatform.carried());
    }

    @Test
    void cpuFlagsAreReadOnBothArchitectures() {
        assertTrue(cpu(X86_V3_FLAGS).supportsX86_64v3());
        assertFalse(cpu(X86_OLD_FLAGS).supportsX86_64v3());
        assertEquals(List.of("avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe"),
                cpu(X86_OLD_FLAGS).missingForX86_64v3());
        CpuFeatures arm = CpuFeatures.parse("processor\t: 0\nBogoMIPS\t: 50.00\n"
                + "Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics sha3\n", "aarch64");
        assertTrue(arm.known());
        assertEquals("asimd aes sha2 sha3", arm.summary());
        CpuFeatures unknown = CpuFeatures.parse("", "Intel64 Family 6");
        assertFalse(unknown.known());
        assertFalse(unknown.supportsX86_64v3());
        assertEquals("Intel64 Family 6", unknown.model());
    }

    @Test
    void theCpuPicksTheLinuxX86Build() {
        // Unforced, even in a run that forces a build for itself (scripts/platform-test.sh does).
        String forced = System.clearProperty(NativeLibrary.VARIANT_PROPERTY);
        try {
            assertEquals("x86-64-v3", NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, cpu(X86_V3_FLAGS)));
            assertEquals("x86-64", NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, cpu(X86_OLD_FLAGS)));
            assertEquals("x86-64", NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, CpuFeatures.parse("", "?")));
            assertEquals("x86-64", NativeLibrary.chooseVariant(NativePlatform.WINDOWS_X86_64, CpuFeatures.parse("", "?")));
            assertEquals("armv8-a", NativeLibrary.chooseVariant(NativePlatform.LINUX_AARCH64, CpuFeatures.parse("", "?")));
        } finally {
            if (forced != null) {
                System.setProperty(NativeLibrary.VARIANT_PROPERTY, forced);
            }
        }
    }

    @Test
    void aForcedX86_64v3BuildIsRefusedOnACpuThatCannotRunIt() {
        String previous = System.setProperty(NativeLibrary.VARIANT_PROPERTY, "x86-64-v3");
        try {
            NativeLibraryException e = assertThrows(NativeLibraryException.class,
                    () -> NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, cpu(X86_OLD_FLAGS)));
            assertTrue(e.getMessage().contains("lacks avx2, bmi1, bmi2"), e.getMessage());
            assertTrue(e.getMessage().contains("illegal instruction"), e.getMessage());
            e = assertThrows(NativeLibraryException.class,
                    () -> NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, CpuFeatures.parse("", "?")));
            assertTrue(e.getMessage().contains("cannot be read"), e.getMessage());
            assertEquals("x86-64-v3", NativeLibrary.chooseVariant(NativePlatform.LINUX_X86_64, cpu(X86_V3_FLAGS)));
            e = assertThrows(NativeLibraryException.class,
                    () -> NativeLibrary.chooseVariant(NativePlatform.WINDOWS_X86_64, cpu(X86_V3_FLAGS)));
            assertTrue(e.getMessage().contains("is not a build for windows-x86_64"), e.getMessage());
        } finally {
            if (previous == null) {
                System.clearProperty(NativeLibrary.VARIANT_PROPERTY);
            } else {
                System.setProperty(NativeLibrary.VARIANT_PROPERTY, previous);
            }
        }
    }

    @Test
    void theLoadedMappingMustBeTheHashedFile() {
        // Parses a Linux /proc/PID/maps text, so it runs on every OS (the path in the text is the
        // path as this OS writes it); the loader reads the real one on Linux only.
        Path file = Path.of("/tmp/rustpqc-00/librustpqc.so");
        long device = (0xfdL << 8) | 0x01; // fd:01
        FileIdentity hashed = new FileIdentity(device, 4242, 1, 1);
        String ours = "7f00-7f10 r--p 00000000 fd:01 4242 " + file + "\n"
                + "7f10-7f20 r-xp 00010000 fd:01 4242 " + file + "\n";
        hashed.requireMapped(file, "5500-5600 r--p 00000000 fd:01 99 /usr/bin/java\n" + ours);
        String swapped = "7f00-7f10 r--p 00000000 fd:01 4343 " + file + "\n";
        NativeLibraryException e = assertThrows(NativeLibraryException.class,
                () -> hashed.requireMapped(file, swapped));
        assertTrue(e.getMessage().contains("replaced between its check and its load"), e.getMessage());
        assertThrows(NativeLibraryException.class,
                () -> hashed.requireMapped(file, ours.replace("fd:01", "fd:02")));
        assertThrows(NativeLibraryException.class, () -> hashed.requireMapped(file, "5500-5600 r--p 0 fd:01 9 /x\n"));
    }

    @Test
    void onWindowsTheCheckedFileCannotChangeUntilItIsLoaded() throws IOException {
        assumeFalse(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
                "POSIX has no share modes: there the loaded mapping is compared with the hashed file"
                        + " (theLoadedMappingMustBeTheHashedFile)");
        // The loader's own private directory: JUnit's @TempDir seeds a SecureRandom, whose seeding
        // reads the network adapters, which crashes the JVM under wine.
        Path directory = PrivateDirectory.create();
        try {
            Path file = directory.resolve("rustpqc.dll");
            byte[] library = {'M', 'Z', 1, 2, 3};
            Files.write(file, library);
            try (FileChannel held = NativeLibrary.openForCheck(file)) {
                assertThrows(IOException.class, () -> Files.write(file, new byte[] {'e', 'v', 'i', 'l'}));
                assertThrows(IOException.class, () -> Files.move(file, directory.resolve("moved.dll")));
                assertThrows(IOException.class, () -> Files.delete(file));
                assertArrayEquals(library, Files.readAllBytes(file), "reading, as the loader does, stays allowed");
            }
            Files.write(file, new byte[] {'o', 'k'});
            Files.delete(file);
        } finally {
            PrivateDirectory.removeQuietly(directory);
        }
    }
}
