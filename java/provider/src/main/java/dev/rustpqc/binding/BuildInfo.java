package dev.rustpqc.binding;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** Facts fixed when the jar was built. */
final class BuildInfo {
    /** The provider version; the native library must report the same one. */
    static final String VERSION = load().getProperty("version", "unknown");

    private BuildInfo() {
    }

    private static Properties load() {
        Properties properties = new Properties();
        try (InputStream in = OwnResources.open("/dev/rustpqc/rustpqc.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new NativeLibraryException("cannot read rustpqc.properties from the jar: " + e, e);
        }
        return properties;
    }
}
