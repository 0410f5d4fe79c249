package dev.rustpqc.binding;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * This user's cache of the jar's native library, so that only the first start of a version pays
 * for unpacking and hashing it: a directory that only this user can write ({@code -Drustpqc.cache.dir},
 * else {@code $XDG_CACHE_HOME/dev.rustpqc} or {@code ~/.cache/dev.rustpqc}, {@code ~/Library/Caches/dev.rustpqc}
 * on macOS), holding one file per build, named by the provider version and the library's SHA-256.
 *
 * <p>A later start loads the file after checks that need no hash: the directory and every one above
 * it pass {@link DirectoryChain} (and the cache itself is this user's and writable by nobody else),
 * the file is a regular file (not a link) of this user's that nobody else can write, of the size of
 * the jar's library; and after loading, the file mapped is the one checked (device and inode). Only
 * this user (or root) can then have put another file there, and they can change the jar as well;
 * {@code -Drustpqc.cache.verify=true} hashes the file at every start anyway, for deployments that do
 * not trust the same user. A file that fails a check is replaced.
 *
 * <p>The first start writes the library under a temporary name (mode 0500 once written), hashes it
 * as it lies on disk, loads that very file, and only then links it under its final name: two JVMs
 * filling an empty cache at once each load the file they hashed, and the first name made stays.
 * Whatever makes the cache unusable (no home directory, a read-only one, a directory another user
 * could rearrange, a noexec mount) is an {@link Unusable}, and the loader unpacks a fresh private
 * copy instead ({@link PrivateDirectory}). Windows, whose permissions are access-control lists that
 * this check does not read, has no cache: it unpacks a fresh private copy at every start.
 */
final class LibraryCache {
    /** The cache directory, or {@code none} for no cache. */
    static final String DIR_PROPERTY = "rustpqc.cache.dir";
    /** {@code true}: hash the cached library at every start. */
    static final String VERIFY_PROPERTY = "rustpqc.cache.verify";
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    /** How old a temporary file must be before a later fill removes it (a younger one may be in use). */
    private static final long STALE_MILLIS = 10 * 60 * 1000;

    /** Why the cache cannot be used this time; the loader unpacks a fresh private copy instead. */
    static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String reason) {
            super(reason, null, false, false);
        }
    }

    /** What the jar holds for this platform and CPU. */
    static final class Library {
        final String resource;
        final String fileName;
        final String sha256;
        final long size;

        Library(String resource, String fileName, String sha256, long size) {
            this.resource = resource;
            this.fileName = fileName;
            this.sha256 = sha256;
            this.size = size;
        }
    }

    private static final String ABSENT = "absent";

    private final Path directory;
    private final UserPrincipal me;

    private LibraryCache(Path directory, UserPrincipal me) {
        this.directory = directory;
        this.me = me;
    }

    /** The cache directory as configured or by default, not yet checked. */
    static Path location() throws Unusable {
        String configured = System.getProperty(DIR_PROPERTY, "");
        if (configured.equals("none")) {
            throw new Unusable("turned off by -D" + DIR_PROPERTY + "=none");
        }
        if (!POSIX) {
            throw new Unusable("no cache on a file system without POSIX permissions (Windows)");
        }
        if (!configured.isEmpty()) {
            return Path.of(configured).toAbsolutePath();
        }
        String home = System.getProperty("user.home", "");
        if (home.isEmpty() || home.equals("?") || !Path.of(home).isAbsolute()) {
            throw new Unusable("this user has no home directory (user.home=" + home + "); set -D" + DIR_PROPERTY);
        }
        if (!Files.isDirectory(Path.of(home))) {
            // A service account's home is often a placeholder such as /nonexistent: never make it.
            throw new Unusable("the home directory " + home + " does not exist; set -D" + DIR_PROPERTY);
        }
        if (System.getProperty("os.name", "").startsWith("Mac")) {
            return Path.of(home, "Library", "Caches", "dev.rustpqc");
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "dev.rustpqc");
        }
        return Path.of(home, ".cache", "dev.rustpqc");
    }

    /**
     * Opens (or makes, mode 0700) the cache directory and checks it and the directories above it,
     * through the path with its links resolved, which every later step uses.
     */
    static LibraryCache open() throws Unusable {
        return open(location());
    }

    static LibraryCache open(Path location) throws Unusable {
        try {
            if (!Files.isDirectory(location)) {
                Files.createDirectories(location,
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            Path real = location.toRealPath();
            UserPrincipal me = DirectoryChain.currentUser(real);
            String why = DirectoryChain.whoElseCanWrite(real, me, true);
            if (why != null) {
                throw new Unusable("the cache directory " + real + " is not safe: " + why);
            }
            return new LibraryCache(real, me);
        } catch (IOException | UnsupportedOperationException | NativeLibraryException e) {
            throw new Unusable("cannot use the cache directory " + location + ": " + e);
        }
    }

    Path directory() {
        return directory;
    }

    /** The file the library has in the cache: the version and the SHA-256 address it. */
    Path entry(Library library) {
        return directory.resolve(BuildInfo.VERSION + "-" + library.sha256 + "-" + library.fileName);
    }

    /**
     * Loads the library from the cache, filling it first if needed. Returns what happened, for the
     * diagnosis. Throws {@link Unusable} only before anything was loaded.
     */
    String load(Library library, Consumer<Path> loader) throws Unusable {
        Path entry = entry(library);
        boolean verify = Boolean.getBoolean(VERIFY_PROPERTY);
        String rejected;
        try {
            rejected = check(entry, library, verify, loader);
        } catch (IOException e) {
            rejected = "cannot read it: " + e;
        }
        if (rejected == null) {
            return "hit: " + entry + (verify ? " (hashed: -D" + VERIFY_PROPERTY + "=true)" : "");
        }
        fill(entry, library, loader, !rejected.equals(ABSENT));
        return "filled: " + entry + (rejected.equals(ABSENT) ? "" : " (the file there was replaced: " + rejected + ")");
    }

    /**
     * Checks the cached file and, if it passes, loads it and requires the mapping to be that file.
     * Returns why it was not used, or null when it was loaded.
     */
    private String check(Path entry, Library library, boolean verify, Consumer<Path> loader)
            throws IOException, Unusable {
        Map<String, Object> attributes;
        try {
            attributes = Files.readAttributes(entry, "unix:mode,owner,size,dev,ino,lastModifiedTime",
                    LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return ABSENT;
        }
        int mode = (Integer) attributes.get("mode");
        if ((mode & 0170000) != 0100000) {
            return "it is not a regular file (a link or a directory)";
        }
        if (!attributes.get("owner").equals(me)) {
            return "it is owned by " + ((UserPrincipal) attributes.get("owner")).getName() + ", not by " + me.getName();
        }
        if ((mode & 0022) != 0) {
            return "it is writable by " + ((mode & 0002) != 0 ? "other users" : "its group");
        }
        long size = (Long) attributes.get("size");
        if (library.size >= 0 && size != library.size) {
            return "it has " + size + " bytes, the jar's library " + library.size;
        }
        FileIdentity checked = new FileIdentity((Long) attributes.get("dev"), (Long) attributes.get("ino"), size,
                ((FileTime) attributes.get("lastModifiedTime")).toMillis());
        if (verify) {
            try (FileChannel held = NativeLibrary.openForCheck(entry)) {
                String actual = NativeLibrary.hash(held);
                if (!checked.equals(FileIdentity.of(entry))) {
                    return "it changed while it was hashed";
                }
                if (!actual.equals(library.sha256)) {
                    return "its SHA-256 is " + actual + ", not the jar's " + library.sha256;
                }
            }
        }
        return loadMapped(entry, checked, loader, false);
    }

    /** Writes, hashes and loads a temporary copy, then gives it its name in the cache. */
    private void fill(Path entry, Library library, Consumer<Path> loader, boolean replace) throws Unusable {
        removeStaleTemporaries();
        Path temporary = directory.resolve("." + entry.getFileName() + "." + ProcessHandle.current().pid() + "."
                + System.nanoTime() + ".tmp");
        try {
            try (InputStream in = NativeLibrary.open(library.resource);
                    OutputStream out = Channels.newOutputStream(Files.newByteChannel(temporary,
                            Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))))) {
                in.transferTo(out);
            }
            Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("r-x------"));
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new Unusable("cannot write to the cache directory " + directory + ": " + e);
        }
        try (FileChannel held = NativeLibrary.openForCheck(temporary)) {
            FileIdentity hashed = NativeLibrary.verify(temporary, held, library.resource, library.sha256);
            loadMapped(temporary, hashed, loader, true);
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new Unusable("cannot check the library written to the cache directory " + directory + ": " + e);
        } catch (RuntimeException e) {
            deleteQuietly(temporary);
            throw e;
        }
        // Loaded: from here on nothing is thrown; naming the file only serves later starts.
        try {
            if (replace) {
                Files.move(temporary, entry, StandardCopyOption.ATOMIC_MOVE);
            } else {
                // link(2) never replaces: if another JVM named its copy first, its file stays (any JVM
                // that checked it may be loading it now).
                Files.createLink(entry, temporary);
            }
        } catch (FileAlreadyExistsException e) {
            // Another JVM filled it first.
        } catch (IOException | UnsupportedOperationException e) {
            // A file system without hard links, or a full disk: the next start tries again.
        } finally {
            deleteQuietly(temporary);
        }
    }

    /**
     * Hands {@code file} to the binding's loader and requires the mapping to be {@code checked}. A
     * file the loader refuses makes the cache unusable (a noexec mount; with JNI, the same file
     * loaded already by another class loader of this JVM, as two web applications in one server
     * would), and so does any refusal while filling it; a cached file the loader refuses for another
     * reason is returned as the reason to replace it. A mapping of another file than the one checked
     * is a {@link NativeLibraryException}: the library is in the process already, and no other
     * place would help.
     */
    private static String loadMapped(Path file, FileIdentity checked, Consumer<Path> loader, boolean filling)
            throws Unusable {
        if (!Files.isExecutable(file)) {
            throw new Unusable("cannot execute the library in the cache directory (mounted noexec?)");
        }
        try {
            loader.accept(file);
        } catch (UnsatisfiedLinkError | IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            if (message.contains("failed to map segment")) {
                throw new Unusable("cannot execute the library in the cache directory (mounted noexec?): " + e);
            }
            if (message.contains("already loaded in another classloader")) {
                throw new Unusable("another class loader of this JVM loaded the cached library already: " + e);
            }
            if (filling) {
                throw new Unusable("the library written to the cache does not load: " + e);
            }
            return "it does not load: " + e;
        }
        checked.requireMapped(file);
        return null;
    }

    /** Temporary files of JVMs that died while filling the cache. */
    private void removeStaleTemporaries() {
        long cutoff = Instant.now().toEpochMilli() - STALE_MILLIS;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
            for (Path file : entries) {
                String name = file.getFileName().toString();
                if (name.startsWith(".") && name.endsWith(".tmp")
                        && Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toMillis() < cutoff) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException | RuntimeException e) {
            // Best effort: left-overs cost disk space, not safety.
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // The next fill removes it once stale.
        }
    }
}
