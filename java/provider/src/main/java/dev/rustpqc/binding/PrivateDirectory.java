package dev.rustpqc.binding;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Where the jar's native library is unpacked: a fresh directory that only this user can enter,
 * named from {@code /dev/urandom} (not from a SecureRandom, which could recurse into a provider
 * installed first; see {@link #randomName} for Windows), created with its permissions in one step,
 * in a base directory that nobody else can rearrange.
 *
 * <p>The base directory ({@code -Drustpqc.tmpdir}, else {@code java.io.tmpdir}) and every directory
 * above it must be owned by this user or root and, when others or the group can write to them,
 * carry the sticky bit (as /tmp does): otherwise another user could rename the private directory
 * away and put their own library in its place between its check and its load. On POSIX systems the
 * private directory is mode 0700; on Windows, which has no POSIX permissions, it is created with an
 * access-control list that grants this user alone (Windows' ownership rules differ, so the base
 * directory checks are POSIX only; the default base there is the user's own %TEMP%).
 *
 * <p>A loaded DLL cannot be deleted on Windows, so the directory stays behind there; the next
 * start removes such directories of this user once they are older than {@link #STALE_AFTER} (a
 * DLL still loaded by a running JVM cannot be deleted and is left alone).
 */
final class PrivateDirectory {
    /** How old a left-over directory must be before it is removed (younger ones may be loading now). */
    static final Duration STALE_AFTER = Duration.ofMinutes(10);
    private static final String PREFIX = "rustpqc-";
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private PrivateDirectory() {
    }

    /** The base directory the private directory goes in. */
    static Path base() {
        return Path.of(System.getProperty(NativeLibrary.TMPDIR_PROPERTY, System.getProperty("java.io.tmpdir")));
    }

    /** Checks the base, removes this user's stale left-overs and creates a new private directory. */
    static Path create() {
        Path base = base();
        if (POSIX) {
            base = requireSafe(base);
        }
        removeStale(base);
        for (int attempt = 0;; attempt++) {
            Path directory = base.resolve(PREFIX + HexFormat.of().formatHex(randomName()));
            try {
                return Files.createDirectory(directory, ownerOnly(base));
            } catch (FileAlreadyExistsException e) {
                if (POSIX || attempt == 8) {
                    throw new NativeLibraryException("cannot create a private directory for the native library: "
                            + directory + " exists already", e);
                }
            } catch (IOException e) {
                throw new NativeLibraryException("cannot create a private directory for the native library in "
                        + base + " (set -D" + NativeLibrary.TMPDIR_PROPERTY + "): " + e, e);
            }
        }
    }

    /**
     * 16 random bytes from /dev/urandom. Windows has none, and Java's own generators there either
     * live in a module that runtimes may leave out (SunMSCAPI) or seed themselves by enumerating
     * the network adapters (slow in a cold JVM, and a crash under wine): there the name is only
     * made unlikely to exist already, which is all it must be, since the directory is created
     * exclusively (a name taken is tried again) and its access-control list, not its name, keeps
     * other users out.
     */
    private static byte[] randomName() {
        byte[] random = new byte[16];
        if (!POSIX) {
            ThreadLocalRandom.current().nextBytes(random);
            return random;
        }
        try (InputStream urandom = Files.newInputStream(Path.of("/dev/urandom"))) {
            if (urandom.readNBytes(random, 0, random.length) != random.length) {
                throw new NativeLibraryException("short read from /dev/urandom");
            }
            return random;
        } catch (IOException e) {
            throw new NativeLibraryException("cannot read /dev/urandom to name the native library's directory: " + e,
                    e);
        }
    }

    /** A new file in the private directory gets the directory's protection (and mode 0700 on POSIX). */
    static FileAttribute<?>[] fileAttributes() {
        return POSIX ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------"))} : new FileAttribute<?>[0];
    }

    /**
     * Refuses a base directory that another user could rearrange: it or a directory above it is
     * owned by someone other than this user or root, or is writable by the group or others without
     * the sticky bit. Returns the base with links resolved, where the private directory is made.
     */
    static Path requireSafe(Path base) {
        Path real;
        try {
            real = base.toRealPath();
        } catch (IOException e) {
            throw new NativeLibraryException("the directory for the native library, " + base + ", is not usable (set -D"
                    + NativeLibrary.TMPDIR_PROPERTY + "): " + e, e);
        }
        String why;
        try {
            why = DirectoryChain.whoElseCanWrite(real, DirectoryChain.currentUser(real), false);
        } catch (IOException | UnsupportedOperationException e) {
            throw new NativeLibraryException("cannot check " + real + " and the directories above it, where the native"
                    + " library would be unpacked (set -D" + NativeLibrary.TMPDIR_PROPERTY + "): " + e, e);
        }
        if (why != null) {
            throw new NativeLibraryException("refusing to unpack the native library into " + real + ": " + why
                    + "; set -D" + NativeLibrary.TMPDIR_PROPERTY + "=<a directory only you can write to> or -D"
                    + NativeLibrary.LIBRARY_PATH_PROPERTY + "=<the library file>");
        }
        return real;
    }

    /** 0700 on POSIX; on Windows an access-control list that lets only this user in. */
    private static FileAttribute<?>[] ownerOnly(Path base) {
        if (POSIX) {
            return new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------"))};
        }
        AclEntry entry = AclEntry.newBuilder().setType(AclEntryType.ALLOW).setPrincipal(DirectoryChain.currentUser(base))
                .setPermissions(EnumSet.allOf(AclEntryPermission.class))
                .setFlags(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT).build();
        return new FileAttribute<?>[] {new FileAttribute<List<AclEntry>>() {
            @Override
            public String name() {
                return "acl:acl";
            }

            @Override
            public List<AclEntry> value() {
                return List.of(entry);
            }
        }};
    }

    /**
     * Removes this user's directories left by earlier JVMs (on Windows every loaded DLL is left
     * behind; elsewhere only a JVM that died while loading leaves one) once they are stale.
     * Failures are ignored: a DLL still in use cannot be deleted and stays until a later start.
     */
    static void removeStale(Path base) {
        Instant cutoff = Instant.now().minus(STALE_AFTER);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(base)) {
            for (Path dir : entries) {
                if (isOurs(dir.getFileName().toString()) && staleAndMine(dir, cutoff)) {
                    removeQuietly(dir);
                }
            }
        } catch (IOException | RuntimeException e) {
            // Best effort: left-overs cost disk space, not safety.
        }
    }

    /** A name as {@link #create} makes them: the prefix and 32 lower-case hex digits. */
    private static boolean isOurs(String name) {
        if (!name.startsWith(PREFIX) || name.length() != PREFIX.length() + 32) {
            return false;
        }
        for (int i = PREFIX.length(); i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    private static boolean staleAndMine(Path dir, Instant cutoff) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        FileTime modified = Files.getLastModifiedTime(dir, LinkOption.NOFOLLOW_LINKS);
        // On POSIX only this user's (root could delete anyone's); on Windows the directory's
        // access-control list already keeps other users from deleting it.
        return modified.toInstant().isBefore(cutoff)
                && (!POSIX || Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS).equals(DirectoryChain.currentUser(dir)));
    }

    /** Deletes the directory and the files in it (never following links); quietly leaves what is in use. */
    static void removeQuietly(Path dir) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path file : files) {
                Files.deleteIfExists(file);
            }
        } catch (IOException | RuntimeException e) {
            // In use (a loaded DLL) or gone: a later start tries again.
        }
        try {
            Files.deleteIfExists(dir);
        } catch (IOException | RuntimeException e) {
            // Not empty yet: a later start tries again.
        }
    }
}
