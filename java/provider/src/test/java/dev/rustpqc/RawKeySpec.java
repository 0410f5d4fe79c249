package dev.rustpqc;

import java.security.spec.EncodedKeySpec;

/** The RAW encoded key spec, as the JDK's KeyFactory reads and writes it. */
public final class RawKeySpec extends EncodedKeySpec {
    public RawKeySpec(byte[] key) {
        super(key);
    }

    @Override
    public String getFormat() {
        return "RAW";
    }
}
