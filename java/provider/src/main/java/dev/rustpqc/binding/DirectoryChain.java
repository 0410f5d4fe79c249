package dev.rustpqc.binding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.Map;

/**
 * Who could rearrange a directory (POSIX only): a directory, or one above it, owned by someone other
 * than this user or root, or writable by its group or others without the sticky bit (as /tmp has),
 * lets another user rename what is in it away and put their own file in its place. Both places the
 * library is loaded from are checked this way: the private directory's base ({@link PrivateDirectory})
 * and the cache ({@link LibraryCache}), which must itself also be writable by this user alone.
 */
final class DirectoryChain {
    private DirectoryChain() {
    }

    /**
     * Why another user could rearrange {@code real} (a path with its links resolved) or a directory
     * above it, or null when nobody else can.
     *
     * @param ownerOnly also require {@code real} itself to be owned by this user and writable by
     *     nobody else, sticky or not
     */
    static String whoElseCanWrite(Path real, UserPrincipal me, boolean ownerOnly) throws IOException {
        for (Path dir = real; dir != null; dir = dir.getParent()) {
            Map<String, Object> attributes = Files.readAttributes(dir, "unix:owner,uid,mode",
                    LinkOption.NOFOLLOW_LINKS);
            UserPrincipal owner = (UserPrincipal) attributes.get("owner");
            int mode = (Integer) attributes.get("mode");
            boolean othersWrite = (mode & 0002) != 0;
            boolean groupWrite = (mode & 0020) != 0;
            String it = dir.equals(real) ? "it" : dir.toString();
            if (ownerOnly && dir.equals(real)) {
                if (!owner.equals(me)) {
                    return it + " is owned by " + owner.getName() + ", not by " + me.getName();
                }
                if (othersWrite || groupWrite) {
                    return it + " is writable by " + (othersWrite ? "other users" : "its group");
                }
                continue;
            }
            if ((Integer) attributes.get("uid") != 0 && !owner.equals(me)) {
                return it + " is owned by " + owner.getName() + ", another user";
            }
            if ((othersWrite || groupWrite) && (mode & 01000) == 0) {
                return it + " is writable by " + (othersWrite ? "other users" : "its group")
                        + " and has no sticky bit, so they could swap the library between its check and its load";
            }
        }
        return null;
    }

    /** This user, as the file system names owners. */
    static UserPrincipal currentUser(Path anywhere) {
        try {
            return anywhere.getFileSystem().getUserPrincipalLookupService()
                    .lookupPrincipalByName(System.getProperty("user.name"));
        } catch (IOException e) {
            throw new NativeLibraryException("cannot look up the current user to check where the native library"
                    + " is unpacked: " + e, e);
        }
    }
}
