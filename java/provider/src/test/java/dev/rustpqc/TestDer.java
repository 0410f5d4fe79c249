package dev.rustpqc;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.Map;

/**
 * A small DER writer and reader for the tests, independent of the provider's own codec: X.509
 * SubjectPublicKeyInfo and the three PKCS#8 private-key forms of RFC 9935 / RFC 9881, built from
 * the NIST OIDs, and a reader that tells which form a PKCS#8 encoding uses.
 */
final class TestDer {
    /** The NIST OIDs of the six parameter sets. */
    static final Map<String, String> OIDS = Map.of(
            "ML-KEM-512", "2.16.840.1.101.3.4.4.1",
            "ML-KEM-768", "2.16.840.1.101.3.4.4.2",
            "ML-KEM-1024", "2.16.840.1.101.3.4.4.3",
            "ML-DSA-44", "2.16.840.1.101.3.4.3.17",
            "ML-DSA-65", "2.16.840.1.101.3.4.3.18",
            "ML-DSA-87", "2.16.840.1.101.3.4.3.19");

    /** The private-key forms, named as in the JDK's jdk.mlkem.pkcs8.encoding property. */
    static final String SEED = "seed";
    static final String EXPANDED_KEY = "expandedKey";
    static final String BOTH = "both";

    private TestDer() {
    }

    static byte[] tlv(int tag, byte[]... parts) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            content.writeBytes(part);
        }
        int length = content.size();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        if (length < 0x80) {
            out.write(length);
        } else {
            byte[] bytes = BigInteger.valueOf(length).toByteArray();
            int skip = bytes[0] == 0 ? 1 : 0;
            out.write(0x80 | (bytes.length - skip));
            out.write(bytes, skip, bytes.length - skip);
        }
        out.writeBytes(content.toByteArray());
        return out.toByteArray();
    }

    static byte[] oid(String dotted) {
        String[] arcs = dotted.split("\\.");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(Integer.parseInt(arcs[0]) * 40 + Integer.parseInt(arcs[1]));
        for (int i = 2; i < arcs.length; i++) {
            long arc = Long.parseLong(arcs[i]);
            int groups = 1;
            while ((arc >> (7 * groups)) != 0) {
                groups++;
            }
            for (int g = groups - 1; g >= 0; g--) {
                out.write((int) ((arc >> (7 * g)) & 0x7F) | (g > 0 ? 0x80 : 0));
            }
        }
        return tlv(0x06, out.toByteArray());
    }

    private static byte[] algorithm(String set) {
        return tlv(0x30, oid(OIDS.get(set)));
    }

    /** SubjectPublicKeyInfo with the raw key as its BIT STRING. */
    static byte[] spki(String set, byte[] key) {
        return tlv(0x30, algorithm(set), tlv(0x03, new byte[] {0}, key));
    }

    /** PKCS#8 v1 in the {@code seed} form: {@code [0] IMPLICIT OCTET STRING}. */
    static byte[] pkcs8Seed(String set, byte[] seed) {
        return pkcs8(set, tlv(0x80, seed));
    }

    /** PKCS#8 v1 in the {@code expandedKey} form: an OCTET STRING. */
    static byte[] pkcs8Expanded(String set, byte[] expanded) {
        return pkcs8(set, tlv(0x04, expanded));
    }

    /** PKCS#8 v1 in the {@code both} form: SEQUENCE of the two OCTET STRINGs. */
    static byte[] pkcs8Both(String set, byte[] seed, byte[] expanded) {
        return pkcs8(set, tlv(0x30, tlv(0x04, seed), tlv(0x04, expanded)));
    }

    static byte[] pkcs8(String set, String form, byte[] seed, byte[] expanded) {
        switch (form) {
            case SEED:
                return pkcs8Seed(set, seed);
            case EXPANDED_KEY:
                return pkcs8Expanded(set, expanded);
            case BOTH:
                return pkcs8Both(set, seed, expanded);
            default:
                throw new IllegalArgumentException(form);
        }
    }

    private static byte[] pkcs8(String set, byte[] choice) {
        return tlv(0x30, new byte[] {0x02, 0x01, 0x00}, algorithm(set), tlv(0x04, choice));
    }

    /**
     * The form of a PKCS#8 ML-KEM / ML-DSA private key: the tag that opens the content of its
     * privateKey OCTET STRING ({@code 0x80} seed, {@code 0x04} expandedKey, {@code 0x30} both).
     */
    static String form(byte[] pkcs8) {
        int[] at = {0};
        enter(pkcs8, at, 0x30);
        skip(pkcs8, at, 0x02);
        skip(pkcs8, at, 0x30);
        enter(pkcs8, at, 0x04);
        switch (pkcs8[at[0]] & 0xFF) {
            case 0x80:
                return SEED;
            case 0x04:
                return EXPANDED_KEY;
            case 0x30:
                return BOTH;
            default:
                return String.format("unknown (tag 0x%02X)", pkcs8[at[0]] & 0xFF);
        }
    }

    /** The raw key inside a SubjectPublicKeyInfo. */
    static byte[] spkiKey(byte[] spki) {
        int[] at = {0};
        enter(spki, at, 0x30);
        skip(spki, at, 0x30);
        int length = enter(spki, at, 0x03);
        return java.util.Arrays.copyOfRange(spki, at[0] + 1, at[0] + length);
    }

    /** Reads a tag and length, leaves {@code at} at the content, returns the content length. */
    private static int enter(byte[] der, int[] at, int tag) {
        if ((der[at[0]] & 0xFF) != tag) {
            throw new IllegalArgumentException(String.format("expected tag 0x%02X at %d, found 0x%02X", tag,
                    at[0], der[at[0]] & 0xFF));
        }
        int first = der[at[0] + 1] & 0xFF;
        int position = at[0] + 2;
        int length = first;
        if (first >= 0x80) {
            length = 0;
            for (int i = 0; i < (first & 0x7F); i++) {
                length = (length << 8) | (der[position++] & 0xFF);
            }
        }
        at[0] = position;
        return length;
    }

    private static void skip(byte[] der, int[] at, int tag) {
        int length = enter(der, at, tag);
        at[0] += length;
    }
}
