package dev.rustpqc.binding;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Finds the native library and hands it to a binding's loader. By default the library inside the
 * jar is copied into a fresh private directory (mode 0700, named from {@code /dev/urandom}, not
 * from a SecureRandom, which could recurse into a provider installed first), created with its
 * permissions in one step, checked against the SHA-256 built into the jar, loaded, and removed.
 * {@code -Drustpqc.library.path=FILE} loads a library from disk instead; {@code -Drustpqc.tmpdir=DIR}
 * moves the private directory (for a {@code java.io.tmpdir} mounted noexec).
 *
 * <p>The jar carries two builds for linux-x86_64: one for x86-64-v3 CPUs (AVX2, BMI2, FMA; libcrux
 * runs about twice as fast when it may inline its AVX2 code) and one for baseline x86-64. The CPU
 * picks, or {@code -Drustpqc.native.variant=x86-64-v3|x86-64}.
 */
public final class NativeLibrary {
    /** Loads the library from this file instead of from the jar. */
    public static final String LIBRARY_PATH_PROPERTY = "rustpqc.library.path";
    /** Where the jar's library is unpacked. */
    public static final String TMPDIR_PROPERTY = "rustpqc.tmpdir";
    /** Forces the CPU build: {@code x86-64-v3} or {@code x86-64}. */
    public static final String VARIANT_PROPERTY = "rustpqc.native.variant";
    private static final String LIBRARY_FILE = "librustpqc.so";
    private static final List<String> VARIANTS = List.of("x86-64-v3", "x86-64");

    private static volatile String source = "not loaded";
    private static volatile String variant = "";
    private static volatile String sha256 = "";
    private static volatile Path overridePath;

    private NativeLibrary() {
    }

    /** Where the loaded library came from, for the diagnosis. */
    public static String source() {
        return source;
    }

    /** The CPU build loaded from the jar ({@code x86-64-v3} or {@code x86-64}), or empty. */
    public static String variant() {
        return variant;
    }

    /**
     * The SHA-256 of the loaded library, hex. For a library given by path it is computed on the
     * first request (for the diagnosis), not at load: nothing checks it against a recorded value.
     */
    public static String sha256() {
        if (sha256.isEmpty() && overridePath != null) {
            sha256 = digestOf(overridePath);
        }
        return sha256;
    }

    /** Locates (or unpacks and verifies) the library and passes its path to {@code loader}. */
    static void load(Consumer<Path> loader) {
        String override = System.getProperty(LIBRARY_PATH_PROPERTY, "");
        if (!override.isEmpty()) {
            Path path = Path.of(override).toAbsolutePath();
            if (!Files.isRegularFile(path)) {
                throw new NativeLibraryException("-D" + LIBRARY_PATH_PROPERTY + "=" + override
                        + " does not name a file");
            }
            loader.accept(path);
            source = path + " (from -D" + LIBRARY_PATH_PROPERTY + ")";
            overridePath = path;
            return;
        }
        String chosen = chooseVariant();
        String resource = "/dev/rustpqc/native/" + platform() + "/librustpqc-" + chosen + ".so";
        String expected = readResource(resource + ".sha256").trim();
        Path directory = createPrivateDirectory();
        Path file = directory.resolve(LIBRARY_FILE);
        try {
            String actual = unpack(resource, file);
            if (!actual.equals(expected)) {
                throw new NativeLibraryException("native library " + resource
                        + " fails its integrity check: SHA-256 " + actual + ", the jar expects " + expected);
            }
            if (!Files.isExecutable(file)) {
                throw noexec(directory, null);
            }
            try {
                loader.accept(file);
            } catch (UnsatisfiedLinkError | IllegalArgumentException e) {
                if (String.valueOf(e.getMessage()).contains("failed to map segment")) {
                    throw noexec(directory, e);
                }
                throw e;
            }
            source = "jar:" + resource + " (unpacked into " + directory.getParent() + ")";
            sha256 = actual;
            variant = chosen;
        } finally {
            deleteQuietly(file);
            deleteQuietly(directory);
        }
    }

    /** The platform directory inside the jar, e.g. {@code linux-x86_64}. */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("linux") && (arch.equals("amd64") || arch.equals("x86_64"))) {
            return "linux-x86_64";
        }
        throw new NativeLibraryException("this jar carries no native library for " + os + "/" + arch
                + " (only linux-x86_64); build rust/ for your platform and pass -D"
                + LIBRARY_PATH_PROPERTY + "=/path/to/the/library");
    }

    /** The build for this CPU: x86-64-v3 when /proc/cpuinfo lists every v3 feature. */
    static String chooseVariant() {
        String forced = System.getProperty(VARIANT_PROPERTY, "");
        if (!forced.isEmpty()) {
            if (!VARIANTS.contains(forced)) {
                throw new NativeLibraryException("-D" + VARIANT_PROPERTY + "=" + forced + " is not one of "
                        + String.join(", ", VARIANTS));
            }
            return forced;
        }
        return CpuFeatures.current().supportsX86_64v3() ? "x86-64-v3" : "x86-64";
    }

    private static NativeLibraryException noexec(Path directory, Throwable cause) {
        NativeLibraryException e = new NativeLibraryException("cannot execute the native library unpacked into "
                + directory.getParent() + ": the file system is probably mounted noexec; set -D"
                + TMPDIR_PROPERTY + "=<a directory on an executable file system> or -D"
                + LIBRARY_PATH_PROPERTY + "=<the library file>");
        if (cause != null) {
            e.initCause(cause);
        }
        return e;
    }

    private static Path createPrivateDirectory() {
        Path base = Path.of(System.getProperty(TMPDIR_PROPERTY, System.getProperty("java.io.tmpdir")));
        byte[] random = new byte[16];
        try (InputStream urandom = Files.newInputStream(Path.of("/dev/urandom"))) {
            if (urandom.readNBytes(random, 0, random.length) != random.length) {
                throw new NativeLibraryException("short read from /dev/urandom");
            }
            return Files.createDirectory(base.resolve("rustpqc-" + HexFormat.of().formatHex(random)),
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (IOException e) {
            throw new NativeLibraryException("cannot create a private directory for the native library in "
                    + base + " (set -D" + TMPDIR_PROPERTY + "): " + e, e);
        }
    }

    /** Copies the library out of the jar into {@code file} and returns the SHA-256 of what it wrote. */
    private static String unpack(String resource, Path file) {
        MessageDigest sha = sha256Digest();
        try (InputStream in = new DigestInputStream(open(resource), sha);
                OutputStream out = Channels.newOutputStream(Files.newByteChannel(file,
                        EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))))) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new NativeLibraryException("cannot unpack the native library to " + file + ": " + e, e);
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static InputStream open(String resource) throws IOException {
        InputStream in = NativeLibrary.class.getResourceAsStream(resource);
        if (in == null) {
            throw new NativeLibraryException("the jar has no " + resource + "; it was built without the"
                    + " native library");
        }
        return in;
    }

    private static String readResource(String resource) {
        try (InputStream in = open(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new NativeLibraryException("cannot read " + resource + ": " + e, e);
        }
    }

    static String digestOf(Path file) {
        try {
            return HexFormat.of().formatHex(sha256Digest().digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new NativeLibraryException("cannot hash " + file + ": " + e, e);
        }
    }

    private static MessageDigest sha256Digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new NativeLibraryException("no SHA-256 in this JDK to check the native library: " + e, e);
        }
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // Best effort: the directory is private and its name random; nothing depends on it.
        }
    }
}
