package dev.rustpqc.binding;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The provider's own resources (the native libraries, their digests, the build facts), read from
 * the jar or directory the provider's classes came from. {@code Class.getResource} asks the parent
 * class loaders first, and the boot loader's first look opens the JDK's runtime image, which a cold
 * JVM pays for before the first operation (tens of milliseconds on JDK 27); the jar is open already
 * (its central directory is shared with the class loader's copy). Anywhere else (a jar nested in a
 * Spring Boot jar, a runtime image) they are read through {@code Class.getResource}.
 */
final class OwnResources {
    /** The jar or directory the classes came from, or null (read through the class loader). */
    private static final Path HOME = home();

    /** A resource's size and CRC-32 as the jar records them (-1 where unknown), or that it is absent. */
    static final class Facts {
        final boolean present;
        final long size;
        final long crc;

        Facts(boolean present, long size, long crc) {
            this.present = present;
            this.size = size;
            this.crc = crc;
        }
    }

    private OwnResources() {
    }

    private static Path home() {
        try {
            CodeSource source = OwnResources.class.getProtectionDomain().getCodeSource();
            URL location = source == null ? null : source.getLocation();
            if (location == null || !"file".equals(location.getProtocol())) {
                return null;
            }
            Path path = Path.of(location.toURI());
            boolean jar = Files.isRegularFile(path) && path.getFileName().toString().endsWith(".jar");
            return jar || Files.isDirectory(path) ? path : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** The resource ({@code /dev/rustpqc/...}), or null when it is absent. */
    static InputStream open(String name) throws IOException {
        if (HOME == null) {
            return OwnResources.class.getResourceAsStream(name);
        }
        if (Files.isDirectory(HOME)) {
            Path file = HOME.resolve(name.substring(1));
            return Files.isRegularFile(file) ? Files.newInputStream(file) : null;
        }
        ZipFile jar = new ZipFile(HOME.toFile());
        ZipEntry entry = jar.getEntry(name.substring(1));
        if (entry == null) {
            jar.close();
            return null;
        }
        return new FilterInputStream(jar.getInputStream(entry)) {
            @Override
            public void close() throws IOException {
                try {
                    super.close();
                } finally {
                    jar.close();
                }
            }
        };
    }

    /** Whether the resource is there, with its size and CRC-32 where the jar records them. */
    static Facts facts(String name) {
        try {
            if (HOME == null) {
                URL url = OwnResources.class.getResource(name);
                return url == null ? new Facts(false, -1, -1) : new Facts(true, url.openConnection().getContentLengthLong(), -1);
            }
            if (Files.isDirectory(HOME)) {
                Path file = HOME.resolve(name.substring(1));
                return Files.isRegularFile(file) ? new Facts(true, Files.size(file), -1) : new Facts(false, -1, -1);
            }
            try (ZipFile jar = new ZipFile(HOME.toFile())) {
                ZipEntry entry = jar.getEntry(name.substring(1));
                return entry == null ? new Facts(false, -1, -1) : new Facts(true, entry.getSize(), entry.getCrc());
            }
        } catch (IOException e) {
            // Unknown: the cache then checks no size, and a fresh copy is hashed with SHA-256.
            return new Facts(OwnResources.class.getResource(name) != null, -1, -1);
        }
    }
}
