package dev.rustpqc.binding;

import com.sun.nio.file.ExtendedOpenOption;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.Consumer;
import java.util.zip.CRC32;

/**
 * Finds the native library and hands it to a binding's loader. By default the library for this
 * platform and CPU inside the jar is loaded from this user's cache ({@link LibraryCache}): the
 * first start of a version unpacks it there, hashes it against the SHA-256 built into the jar and
 * loads it; later starts check who can write it, its size and, after loading, that the file mapped
 * is the one checked, without hashing it again. Where the cache cannot be used (Windows, no or a
 * read-only home directory, a directory another user could rearrange), the library is copied into
 * a fresh private directory ({@link PrivateDirectory}), checked as it lies on disk against the jar
 * entry's CRC-32, loaded, and removed (on Windows, where a loaded DLL cannot be deleted, by the
 * next start). On Linux the loader then confirms, in /proc/self/maps, that the file mapped is the
 * one it checked; on Windows the file is held open, closed to writers, renames and deletes, from
 * its check until its load. {@code -Drustpqc.library.path=FILE} loads a library from disk instead;
 * {@code -Drustpqc.tmpdir=DIR} moves the private directory (for a {@code java.io.tmpdir} mounted
 * noexec).
 *
 * <p>The platforms and their builds are in {@link NativePlatform}. On linux-x86_64 the CPU picks
 * the x86-64-v3 build or the baseline one, or {@code -Drustpqc.native.variant=x86-64-v3|x86-64}
 * does, the x86-64-v3 build only on a CPU that can run it.
 */
public final class NativeLibrary {
    /** Loads the library from this file instead of from the jar. */
    public static final String LIBRARY_PATH_PROPERTY = "rustpqc.library.path";
    /** Where the jar's library is unpacked when the cache cannot be used. */
    public static final String TMPDIR_PROPERTY = "rustpqc.tmpdir";
    /** This user's cache of the jar's library, or {@code none}. */
    public static final String CACHE_DIR_PROPERTY = LibraryCache.DIR_PROPERTY;
    /** {@code true}: hash the cached library at every start. */
    public static final String CACHE_VERIFY_PROPERTY = LibraryCache.VERIFY_PROPERTY;
    /** Forces the CPU build: {@code x86-64-v3} or {@code x86-64} on linux-x86_64. */
    public static final String VARIANT_PROPERTY = "rustpqc.native.variant";

    private static volatile String source = "not loaded";
    private static volatile String variant = "";
    private static volatile String sha256 = "";
    private static volatile Path overridePath;
    private static volatile String attempted = "none (the loader did not start)";
    private static volatile boolean loaded;
    private static volatile String cacheState = "not used: the library was not loaded from the jar";

    private NativeLibrary() {
    }

    /** Where the loaded library came from, for the diagnosis. */
    public static String source() {
        return source;
    }

    /** The library the loader tried last (a file, or the jar's resource for this platform), for a load failure's report. */
    static String attempted() {
        return attempted;
    }

    /**
     * Whether the library came from this user's cache ({@code hit: FILE}), was put there by this
     * start ({@code filled: FILE}), or why the cache was not used, for the diagnosis.
     */
    public static String cacheState() {
        return cacheState;
    }

    /** Whether a binding has loaded the library into this process. */
    static boolean loaded() {
        return loaded;
    }

    /** The build loaded from the jar (for example {@code linux-x86_64/x86-64-v3}), or empty. */
    public static String variant() {
        return variant;
    }

    /**
     * The SHA-256 of the loaded library, hex. For a library given by path it is computed on the
     * first request (for the diagnosis), not at load: nothing checks it against a recorded value.
     */
    public static String sha256() {
        if (sha256.isEmpty() && overridePath != null) {
            try {
                sha256 = hash(overridePath);
            } catch (IOException e) {
                throw new NativeLibraryException("cannot hash " + overridePath + ": " + e, e);
            }
        }
        return sha256;
    }

    /** Locates (or unpacks and verifies) the library and passes its path to {@code loader}. */
    static void load(Consumer<Path> loader) {
        String override = System.getProperty(LIBRARY_PATH_PROPERTY, "");
        if (!override.isEmpty()) {
            Path path = Path.of(override).toAbsolutePath();
            attempted = path + " (from -D" + LIBRARY_PATH_PROPERTY + ")";
            if (!Files.isRegularFile(path)) {
                throw new NativeLibraryException("-D" + LIBRARY_PATH_PROPERTY + "=" + override
                        + " does not name a file");
            }
            loader.accept(path);
            loaded = true;
            cacheState = "not used: the library is given by -D" + LIBRARY_PATH_PROPERTY;
            source = path + " (from -D" + LIBRARY_PATH_PROPERTY + ")";
            overridePath = path;
            return;
        }
        NativePlatform platform = NativePlatform.current();
        String chosen = chooseVariant(platform, CpuFeatures.current());
        String resource = platform.resource(chosen);
        attempted = "jar:" + resource;
        OwnResources.Facts facts = OwnResources.facts(resource);
        if (!facts.present) {
            throw new NativeLibraryException("this jar carries no native library " + platform.fileName(chosen)
                    + " for " + platform.folder() + " (it carries builds for " + NativePlatform.carried() + "); build rust/ for your platform and pass -D"
                    + LIBRARY_PATH_PROPERTY + "=/path/to/the/library");
        }
        long size = facts.size;
        long crc = facts.crc;
        String expected = readResource(resource + ".sha256").trim();
        String untested = platform.tested() ? "" : "; built for " + platform.folder() + " but not tested there";
        LibraryCache.Library library = new LibraryCache.Library(resource, platform.fileName(chosen), expected, size);
        String whyNoCache;
        try {
            LibraryCache cache = LibraryCache.open();
            attempted = "jar:" + resource + " (through the cache " + cache.directory() + ")";
            cacheState = cache.load(library, loader);
            loaded = true;
            source = "jar:" + resource + " (cached: " + cache.entry(library) + ")" + untested;
            sha256 = expected;
            variant = platform.folder() + "/" + chosen;
            return;
        } catch (LibraryCache.Unusable e) {
            whyNoCache = e.getMessage();
        }
        attempted = "jar:" + resource;
        Path directory = PrivateDirectory.create();
        Path file = directory.resolve(platform.fileName(chosen));
        try {
            unpack(resource, file);
            loadChecked(loader, directory, file, resource, expected, crc);
            loaded = true;
            cacheState = "not used (" + whyNoCache + "): a fresh private copy was unpacked and checked";
            source = "jar:" + resource + " (unpacked into " + directory.getParent() + ")" + untested;
            sha256 = expected;
            variant = platform.folder() + "/" + chosen;
        } finally {
            PrivateDirectory.removeQuietly(directory);
        }
    }

    /**
     * Checks the unpacked file through a channel that stays open until the library is loaded: its
     * CRC-32 against the jar entry's (a fresh copy in a private directory needs a corruption check
     * only, and CRC-32 has an intrinsic where a cold JVM's SHA-256 is interpreted), or its SHA-256
     * when the library is not in a jar. On
     * Windows that channel denies others writing, renaming and deleting the file, so the file
     * loaded is the file hashed; POSIX has no such lock, so on Linux the loaded mapping is
     * compared with the hashed file instead ({@link FileIdentity#requireMapped(Path)}).
     */
    private static void loadChecked(Consumer<Path> loader, Path directory, Path file, String resource,
            String expected, long crc) {
        try (FileChannel held = openForCheck(file)) {
            FileIdentity hashed = crc >= 0 ? verifyCrc(file, held, resource, crc) : verify(file, held, resource, expected);
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
            hashed.requireMapped(file);
        } catch (IOException e) {
            throw new NativeLibraryException("cannot check the unpacked native library " + file + ": " + e, e);
        }
    }

    /**
     * Opens a file for its check, without following links; on Windows also without letting anyone
     * else write, rename or delete it while the channel is open (reading stays allowed: the
     * loader reads it).
     */
    static FileChannel openForCheck(Path file) throws IOException {
        Set<OpenOption> options = new HashSet<>();
        options.add(StandardOpenOption.READ);
        options.add(LinkOption.NOFOLLOW_LINKS);
        if (!file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            options.add(ExtendedOpenOption.NOSHARE_WRITE);
            options.add(ExtendedOpenOption.NOSHARE_DELETE);
        }
        return FileChannel.open(file, options);
    }

    /**
     * The build for this platform and CPU. On linux-x86_64: x86-64-v3 when /proc/cpuinfo lists every
     * v3 feature, else the baseline; a forced x86-64-v3 on a CPU without them is refused (it would
     * stop the JVM with an illegal instruction).
     */
    static String chooseVariant(NativePlatform platform, CpuFeatures cpu) {
        String forced = System.getProperty(VARIANT_PROPERTY, "");
        if (forced.isEmpty()) {
            if (platform.variants().size() == 1) {
                return platform.variants().get(0);
            }
            if (platform == NativePlatform.LINUX_X86_64 && !cpu.supportsX86_64v3()) {
                return "x86-64";
            }
            return platform.variants().get(0);
        }
        if (!platform.variants().contains(forced)) {
            throw new NativeLibraryException("-D" + VARIANT_PROPERTY + "=" + forced + " is not a build for "
                    + platform.folder() + " (" + String.join(", ", platform.variants()) + ")");
        }
        if (forced.equals("x86-64-v3") && !cpu.supportsX86_64v3()) {
            String why = cpu.known() ? "this CPU lacks " + String.join(", ", cpu.missingForX86_64v3())
                    + " (per /proc/cpuinfo)" : "this CPU's features cannot be read (no /proc/cpuinfo)";
            throw new NativeLibraryException("-D" + VARIANT_PROPERTY + "=x86-64-v3 refused: " + why
                    + ", and the x86-64-v3 build would stop the JVM with an illegal instruction; use -D"
                    + VARIANT_PROPERTY + "=x86-64 or leave it unset");
        }
        return forced;
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

    /** Copies the library out of the jar into a new file, created with its permissions. */
    private static void unpack(String resource, Path file) {
        Set<StandardOpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try (InputStream in = open(resource);
                OutputStream out = Channels.newOutputStream(Files.newByteChannel(file, options,
                        PrivateDirectory.fileAttributes()))) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new NativeLibraryException("cannot unpack the native library to " + file + ": " + e, e);
        }
    }

    /**
     * Hashes the unpacked file as it lies on disk, through {@code channel} (from
     * {@link #openForCheck}), and checks it against the digest in the jar; returns the file's
     * identity, which must not change while it is hashed and which the loaded library must have.
     */
    static FileIdentity verify(Path file, FileChannel channel, String resource, String expected) {
        try {
            FileIdentity before = FileIdentity.of(file);
            String actual = hash(channel);
            if (!before.equals(FileIdentity.of(file))) {
                throw new NativeLibraryException("the unpacked native library " + file + " was replaced while it was"
                        + " being checked");
            }
            if (!actual.equals(expected)) {
                throw new NativeLibraryException("native library " + resource + " fails its integrity check: the file"
                        + " unpacked to " + file + " has SHA-256 " + actual + ", the jar expects " + expected);
            }
            return before;
        } catch (IOException e) {
            throw new NativeLibraryException("cannot check the unpacked native library " + file + ": " + e, e);
        }
    }

    /** As {@link #verify}, with the CRC-32 that the jar records for the entry. */
    static FileIdentity verifyCrc(Path file, FileChannel channel, String resource, long expected) {
        try {
            FileIdentity before = FileIdentity.of(file);
            CRC32 crc = new CRC32();
            ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
            long position = 0;
            int read;
            while ((read = channel.read(buffer, position)) >= 0) {
                position += read;
                buffer.flip();
                crc.update(buffer);
                buffer.clear();
            }
            if (!before.equals(FileIdentity.of(file))) {
                throw new NativeLibraryException("the unpacked native library " + file + " was replaced while it was"
                        + " being checked");
            }
            if (crc.getValue() != expected) {
                throw new NativeLibraryException("native library " + resource + " fails its integrity check: the file"
                        + " unpacked to " + file + " has CRC-32 " + Long.toHexString(crc.getValue())
                        + ", the jar records " + Long.toHexString(expected));
            }
            return before;
        } catch (IOException e) {
            throw new NativeLibraryException("cannot check the unpacked native library " + file + ": " + e, e);
        }
    }

    private static String hash(Path file) throws IOException {
        try (FileChannel channel = openForCheck(file)) {
            return hash(channel);
        }
    }

    static String hash(FileChannel channel) throws IOException {
        MessageDigest sha = sha256Digest();
        ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
        long position = 0;
        int read;
        while ((read = channel.read(buffer, position)) >= 0) {
            position += read;
            buffer.flip();
            sha.update(buffer);
            buffer.clear();
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    static InputStream open(String resource) throws IOException {
        InputStream in = OwnResources.open(resource);
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

    private static MessageDigest sha256Digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new NativeLibraryException("no SHA-256 in this JDK to check the native library: " + e, e);
        }
    }
}
