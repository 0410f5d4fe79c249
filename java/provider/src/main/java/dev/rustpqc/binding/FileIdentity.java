package dev.rustpqc.binding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/**
 * Which file a path names: device and inode where the file system has them (Linux, macOS), else
 * size and modification time. The loader records it when it hashes the unpacked library and, on
 * Linux, finds it again among the mappings of the loaded library, so that the file hashed is
 * the file loaded.
 */
record FileIdentity(long device, long inode, long size, long modified) {
    private static final Path MAPS = Path.of("/proc/self/maps");

    static FileIdentity of(Path file) throws IOException {
        long size = Files.size(file);
        long modified = Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toMillis();
        if (file.getFileSystem().supportedFileAttributeViews().contains("unix")) {
            Map<String, Object> unix = Files.readAttributes(file, "unix:dev,ino", LinkOption.NOFOLLOW_LINKS);
            return new FileIdentity((Long) unix.get("dev"), (Long) unix.get("ino"), size, modified);
        }
        return new FileIdentity(-1, -1, size, modified);
    }

    /**
     * On Linux: requires every mapping of {@code file} in this process to be this file (same
     * device and inode), and at least one to exist. Elsewhere there is nothing to read.
     */
    void requireMapped(Path file) {
        if (inode < 0 || !Files.isReadable(MAPS)) {
            return;
        }
        String maps;
        try {
            maps = Files.readString(MAPS);
        } catch (IOException e) {
            return; // /proc not mounted: nothing to compare with
        }
        requireMapped(file, maps);
    }

    /** As {@link #requireMapped(Path)}, over the text of a /proc/PID/maps. */
    void requireMapped(Path file, String maps) {
        String suffix = " " + file;
        int found = 0;
        for (String line : maps.split("\n")) {
            if (!line.endsWith(suffix)) {
                continue;
            }
            // address perms offset major:minor inode path
            String[] fields = line.trim().split("\\s+", 6);
            String[] majorMinor = fields[3].split(":");
            long major = Long.parseLong(majorMinor[0], 16);
            long minor = Long.parseLong(majorMinor[1], 16);
            long mappedInode = Long.parseLong(fields[4]);
            if (mappedInode != inode || major != major(device) || minor != minor(device)) {
                throw new NativeLibraryException("the native library loaded from " + file + " (device " + fields[3]
                        + ", inode " + mappedInode + ") is not the file whose SHA-256 was checked (device "
                        + major(device) + ":" + minor(device) + ", inode " + inode
                        + "): it was replaced between its check and its load; not using it");
            }
            found++;
        }
        if (found == 0) {
            throw new NativeLibraryException("the native library " + file + " is not among this process's mappings"
                    + " after loading; not using it");
        }
    }

    /** glibc's gnu_dev_major. */
    private static long major(long dev) {
        return ((dev >>> 8) & 0xfffL) | ((dev >>> 32) & 0xfffff000L);
    }

    /** glibc's gnu_dev_minor. */
    private static long minor(long dev) {
        return (dev & 0xffL) | ((dev >>> 12) & 0xffffff00L);
    }
}
