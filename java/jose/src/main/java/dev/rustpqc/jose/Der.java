package dev.rustpqc.jose;

/**
 * A reader of the few DER structures that key encodings need here (SubjectPublicKeyInfo and
 * PKCS#8 PrivateKeyInfo): one tag-length-value at a time. Malformed input gives an
 * {@link IllegalArgumentException} that says what was expected.
 */
final class Der {
    static final int INTEGER = 0x02;
    static final int BIT_STRING = 0x03;
    static final int OCTET_STRING = 0x04;
    static final int OID = 0x06;
    static final int SEQUENCE = 0x30;
    /** {@code [0] IMPLICIT OCTET STRING}: the seed of RFC 9881's ML-DSA-PrivateKey. */
    static final int CONTEXT_0 = 0x80;

    private final byte[] data;
    private int position;
    private final int end;

    Der(byte[] data) {
        this(data, 0, data.length);
    }

    private Der(byte[] data, int start, int end) {
        this.data = data;
        this.position = start;
        this.end = end;
    }

    boolean hasMore() {
        return position < end;
    }

    int peekTag() {
        require(hasMore(), "another element");
        return data[position] & 0xff;
    }

    /** The contents of the next element, which must have {@code tag}. */
    byte[] next(int tag) {
        Der contents = nextReader(tag);
        byte[] value = new byte[contents.end - contents.position];
        System.arraycopy(data, contents.position, value, 0, value.length);
        return value;
    }

    /** A reader over the contents of the next element, which must have {@code tag}. */
    Der nextReader(int tag) {
        require(hasMore(), String.format("an element with tag 0x%02x", tag));
        int found = data[position++] & 0xff;
        require(found == tag, String.format("tag 0x%02x, found 0x%02x", tag, found));
        require(hasMore(), "a length");
        int length = data[position++] & 0xff;
        if (length > 0x80) {
            int bytes = length - 0x80;
            require(bytes <= 3 && end - position >= bytes, "a length of at most three bytes");
            length = 0;
            for (int i = 0; i < bytes; i++) {
                length = (length << 8) | (data[position++] & 0xff);
            }
        } else {
            require(length != 0x80, "a definite length");
        }
        require(length <= end - position, "contents of " + length + " bytes, " + (end - position) + " left");
        Der contents = new Der(data, position, position + length);
        position += length;
        return contents;
    }

    /** Fails unless every byte was read. */
    void requireEnd() {
        require(!hasMore(), "the end, found " + (end - position) + " more bytes");
    }

    private static void require(boolean condition, String expected) {
        if (!condition) {
            throw new IllegalArgumentException("malformed DER: expected " + expected);
        }
    }
}
