package dev.rustpqc.jsse;

import java.security.spec.EncodedKeySpec;

/**
 * A key given as its bare bytes, as a TLS key share carries it. RustPqc's {@code KeyFactory} for
 * one parameter set reads and writes this form, as the JDK's does; JDK 17 has no public class for
 * it, hence this one.
 */
final class RawEncodedKeySpec extends EncodedKeySpec {
    RawEncodedKeySpec(byte[] key) {
        super(key);
    }

    @Override
    public String getFormat() {
        return "RAW";
    }
}
