package dev.rustpqc.keys;

import java.io.ByteArrayOutputStream;
import java.security.InvalidKeyException;

/**
 * The small part of DER that X.509 SubjectPublicKeyInfo and PKCS#8 need: definite lengths only,
 * minimal length encodings, and every read bounded by the enclosing element.
 */
final class Der {
    static final int INTEGER = 0x02;
    static final int BIT_STRING = 0x03;
    static final int OCTET_STRING = 0x04;
    static final int NULL = 0x05;
    static final int OBJECT_IDENTIFIER = 0x06;
    static final int SEQUENCE = 0x30;
    /** {@code [0] IMPLICIT OCTET STRING}, the ML-KEM / ML-DSA private-key {@code seed} choice. */
    static final int CONTEXT_0_PRIMITIVE = 0x80;
    /** {@code [0]} constructed: PKCS#8 attributes. */
    static final int CONTEXT_0_CONSTRUCTED = 0xA0;
    /** {@code [1] IMPLICIT BIT STRING}: the OneAsymmetricKey (v2) public key. */
    static final int CONTEXT_1_PRIMITIVE = 0x81;

    private Der() {
    }

    /** Reads the elements inside one DER element (or inside a whole encoding). */
    static final class Reader {
        private final String what;
        private final byte[] data;
        private int position;
        private final int end;

        Reader(String what, byte[] data) {
            this(what, data, 0, data.length);
        }

        private Reader(String what, byte[] data, int start, int end) {
            this.what = what;
            this.data = data;
            this.position = start;
            this.end = end;
        }

        boolean hasMore() {
            return position < end;
        }

        /** The tag of the next element, without consuming it; -1 at the end. */
        int peekTag() {
            return hasMore() ? data[position] & 0xff : -1;
        }

        /** Reads an element with the given tag and returns a reader over its contents. */
        Reader read(int expectedTag, String element) throws InvalidKeyException {
            int start = position;
            if (!hasMore()) {
                throw error("missing " + element + " at offset " + start);
            }
            int tag = data[position++] & 0xff;
            if (tag != expectedTag) {
                throw error(String.format("expected %s (tag 0x%02X) at offset %d, found tag 0x%02X",
                        element, expectedTag, start, tag));
            }
            int length = readLength(element);
            Reader contents = new Reader(what, data, position, position + length);
            position += length;
            return contents;
        }

        /** Reads an element and returns a copy of its contents. */
        byte[] readBytes(int expectedTag, String element) throws InvalidKeyException {
            return read(expectedTag, element).remaining();
        }

        /** Reads an element and returns a copy of its whole encoding (tag and length included). */
        byte[] readEncoded(int expectedTag, String element) throws InvalidKeyException {
            int start = position;
            read(expectedTag, element);
            return java.util.Arrays.copyOfRange(data, start, position);
        }

        /** A BIT STRING whose unused-bits octet must be zero (keys are whole bytes). */
        byte[] readBitString(String element) throws InvalidKeyException {
            return bitStringContents(read(BIT_STRING, element), element);
        }

        /** A small non-negative INTEGER, such as a version number. */
        int readSmallInteger(String element) throws InvalidKeyException {
            byte[] value = readBytes(INTEGER, element);
            if (value.length != 1 || value[0] < 0) {
                throw error(element + " must be a small non-negative INTEGER");
            }
            return value[0];
        }

        /** Fails unless every byte has been read. */
        void expectEnd(String element) throws InvalidKeyException {
            if (hasMore()) {
                throw error(String.format("%d unexpected trailing bytes after %s", end - position, element));
            }
        }

        private byte[] remaining() {
            byte[] copy = java.util.Arrays.copyOfRange(data, position, end);
            position = end;
            return copy;
        }

        private int readLength(String element) throws InvalidKeyException {
            if (!hasMore()) {
                throw error("truncated " + element + ": no length");
            }
            int first = data[position++] & 0xff;
            int length;
            if (first < 0x80) {
                length = first;
            } else {
                int octets = first & 0x7f;
                if (octets == 0 || octets > 3) {
                    throw error("unsupported length encoding of " + element);
                }
                if (end - position < octets) {
                    throw error("truncated length of " + element);
                }
                length = 0;
                for (int i = 0; i < octets; i++) {
                    length = (length << 8) | (data[position++] & 0xff);
                }
                if (length < 0x80 || length < (1 << (8 * (octets - 1)))) {
                    throw error("non-minimal length encoding of " + element);
                }
            }
            if (length > end - position) {
                throw error(String.format("truncated %s: length %d but only %d bytes left",
                        element, length, end - position));
            }
            return length;
        }

        private InvalidKeyException error(String message) {
            return new InvalidKeyException("Invalid " + what + " encoding: " + message);
        }
    }

    /** The bytes of BIT STRING contents whose unused-bits octet must be zero. */
    static byte[] bitStringContents(Reader bits, String element) throws InvalidKeyException {
        if (!bits.hasMore() || bits.data[bits.position] != 0) {
            throw bits.error(element + " must be a BIT STRING of whole bytes");
        }
        bits.position++;
        return bits.remaining();
    }

    /** A dotted rendering of a DER-encoded OID (tag, length, value), for messages. */
    static String describeOid(byte[] der) {
        byte[] value;
        try {
            value = new Reader("OID", der).readBytes(OBJECT_IDENTIFIER, "OID");
        } catch (InvalidKeyException e) {
            return "(malformed)";
        }
        StringBuilder dotted = new StringBuilder();
        long arc = 0;
        for (byte b : value) {
            arc = (arc << 7) | (b & 0x7f);
            if ((b & 0x80) == 0) {
                if (dotted.length() == 0) {
                    int first = (int) Math.min(arc / 40, 2);
                    dotted.append(first).append('.').append(arc - 40L * first);
                } else {
                    dotted.append('.').append(arc);
                }
                arc = 0;
            }
        }
        return dotted.toString();
    }

    /**
     * One DER element: tag, minimal definite length, contents. Written straight into an array of
     * the exact size, so no intermediate buffer keeps a copy of secret contents.
     */
    static byte[] element(int tag, byte[]... contents) {
        int length = 0;
        for (byte[] part : contents) {
            length += part.length;
        }
        int lengthOctets = length < 0x80 ? 0 : length < 0x100 ? 1 : length < 0x10000 ? 2 : 3;
        byte[] out = new byte[2 + lengthOctets + length];
        out[0] = (byte) tag;
        out[1] = (byte) (lengthOctets == 0 ? length : 0x80 | lengthOctets);
        for (int i = 0; i < lengthOctets; i++) {
            out[2 + i] = (byte) (length >>> (8 * (lengthOctets - 1 - i)));
        }
        int position = 2 + lengthOctets;
        for (byte[] part : contents) {
            System.arraycopy(part, 0, out, position, part.length);
            position += part.length;
        }
        return out;
    }

    static byte[] bitString(byte[] bytes) {
        return element(BIT_STRING, new byte[] {0}, bytes);
    }

    /** The DER encoding of a dotted OID such as {@code 2.16.840.1.101.3.4.4.2}. */
    static byte[] objectIdentifier(String dotted) {
        String[] arcs = dotted.split("\\.");
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        writeArc(body, Long.parseLong(arcs[0]) * 40 + Long.parseLong(arcs[1]));
        for (int i = 2; i < arcs.length; i++) {
            writeArc(body, Long.parseLong(arcs[i]));
        }
        return element(OBJECT_IDENTIFIER, body.toByteArray());
    }

    private static void writeArc(ByteArrayOutputStream out, long arc) {
        int groups = 1;
        for (long rest = arc >>> 7; rest != 0; rest >>>= 7) {
            groups++;
        }
        for (int i = groups - 1; i >= 0; i--) {
            int bits = (int) (arc >>> (7 * i)) & 0x7f;
            out.write(i == 0 ? bits : bits | 0x80);
        }
    }
}
