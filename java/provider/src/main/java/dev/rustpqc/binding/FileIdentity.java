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
 * the file loaded. The cache ({@link LibraryCache}) compares it with what it checked before loading.
 *
 * <p>A plain class, not a record: a record's {@code equals} is bootstrapped through
 * {@code invokedynamic}, which a cold JVM pays for on the load path.
 */
final class FileIdentity {
    private static final Path MAPS = Path.of("/proc/self/maps");
    private final long device;
    private final long inode;
    private final long size;
    private final long modified;

    FileIdentity(long device, long inode, long size, long modified) {
        this.device = device;
        this.inode = inode;
        this.size = size;
        this.modified = modified;
    }

    long size() {
        return size;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FileIdentity && ((FileIdentity) other).device == device
                && ((FileIdentity) other).inode == inode && ((FileIdentity) other).size == size
                && ((FileIdentity) other).modified == modified;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(inode) * 31 + Long.hashCode(size);
    }

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

    /** As {@link #requireMapped(Path)}, over the text of a /proc/PID/maps (parsed without regular expressions, which a cold JVM pays for). */
    void requireMapped(Path file, String maps) {
        String suffix = " " + file;
        int found = 0;
        int start = 0;
        while (start < maps.length()) {
            int end = maps.indexOf('\n', start);
            if (end < 0) {
                end = maps.length();
            }
            String line = maps.substring(start, end);
            start = end + 1;
            if (!line.endsWith(suffix)) {
                continue;
            }
            // address perms offset major:minor inode path
            String[] fields = fields(line, 5);
            int colon = fields[3].indexOf(':');
            long major = Long.parseLong(fields[3].substring(0, colon), 16);
            long minor = Long.parseLong(fields[3].substring(colon + 1), 16);
            long mappedInode = Long.parseLong(fields[4]);
            if (mappedInode != inode || major != major(device) || minor != minor(device)) {
                throw new NativeLibraryException("the native library loaded from " + file + " (device " + fields[3]
                        + ", inode " + mappedInode + ") is not the file that was checked (device "
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

    /** The first {@code count} fields of a line separated by spaces or tabs. */
    private static String[] fields(String line, int count) {
        String[] fields = new String[count];
        int at = 0;
        for (int i = 0; i < count; i++) {
            while (at < line.length() && (line.charAt(at) == ' ' || line.charAt(at) == '\t')) {
                at++;
            }
            int end = at;
            while (end < line.length() && line.charAt(end) != ' ' && line.charAt(end) != '\t') {
                end++;
            }
            fields[i] = line.substring(at, end);
            at = end;
        }
        return fields;
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
