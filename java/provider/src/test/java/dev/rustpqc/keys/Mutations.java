package dev.rustpqc.keys;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The mutations {@link MutationFuzzTest} feeds the API: bit flips, truncations, extensions,
 * random bytes, insertions and deletions of any encoding, and for DER also corrupted length
 * fields and tags and a swapped algorithm OID. Each comes with a description of how it was made.
 */
final class Mutations {
    private Mutations() {
    }

    /** A byte array with the description of how it was made. */
    record Mutated(byte[] bytes, String how) {
    }

    static byte[] bytes(SplittableRandom random, int length) {
        byte[] out = new byte[length];
        random.nextBytes(out);
        return out;
    }

    /** One mutation of {@code genuine}; DER-aware ones only when {@code der}. */
    static Mutated mutate(SplittableRandom random, byte[] genuine, boolean der, ParameterSet set) {
        byte[] in = genuine.clone();
        int kinds = der ? 12 : 8;
        int kind = random.nextInt(kinds);
        int n = in.length;
        switch (kind) {
            case 0: {
                int flips = 1 + random.nextInt(3);
                for (int i = 0; i < flips && n > 0; i++) {
                    in[random.nextInt(n)] ^= (byte) (1 << random.nextInt(8));
                }
                return new Mutated(in, flips + " bit flips");
            }
            case 1: {
                int cut = random.nextInt(n + 1);
                return new Mutated(Arrays.copyOf(in, cut), "truncated to " + cut);
            }
            case 2: {
                int extra = 1 + random.nextInt(16);
                byte[] out = Arrays.copyOf(in, n + extra);
                byte[] tail = bytes(random, extra);
                System.arraycopy(tail, 0, out, n, extra);
                return new Mutated(out, "extended by " + extra);
            }
            case 3:
                return new Mutated(bytes(random, n), "random, same length");
            case 4: {
                int length = random.nextInt(2 * n + 2);
                return new Mutated(bytes(random, length), "random, " + length + " bytes");
            }
            case 5: {
                int at = random.nextInt(n + 1);
                int count = 1 + random.nextInt(4);
                return new Mutated(splice(in, at, 0, bytes(random, count)), count + " bytes inserted at " + at);
            }
            case 6: {
                if (n == 0) {
                    return new Mutated(in, "unchanged (empty)");
                }
                int at = random.nextInt(n);
                int count = 1 + random.nextInt(Math.min(4, n - at));
                return new Mutated(splice(in, at, count, new byte[0]), count + " bytes deleted at " + at);
            }
            case 7:
                return new Mutated(in, "unchanged");
            case 8:
            case 9:
                return derLength(random, in);
            case 10:
                return derTag(random, in);
            default:
                return oidSwap(random, in, set);
        }
    }

    private static byte[] splice(byte[] in, int at, int remove, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + insert.length);
        out.write(in, 0, at);
        out.write(insert, 0, insert.length);
        out.write(in, at + remove, in.length - at - remove);
        return out.toByteArray();
    }

    /** A DER header: offset of its tag, offset and size of its length field. */
    private record Header(int tag, int lengthAt, int lengthSize) {
    }

    /**
     * The headers of the TLVs in {@code in[from, to)}, recursing into constructed elements and
     * into OCTET STRINGs that hold DER (the PKCS#8 private key). Stops at anything malformed.
     */
    private static void headers(byte[] in, int from, int to, List<Header> out, int depth) {
        int at = from;
        while (at + 2 <= to && depth < 8) {
            int tag = in[at] & 0xff;
            int first = in[at + 1] & 0xff;
            int size = first < 0x80 ? 1 : 1 + (first & 0x7f);
            if (size > 4 || at + 1 + size > to) {
                return;
            }
            int length = first < 0x80 ? first : 0;
            for (int i = 1; i < size; i++) {
                length = (length << 8) | (in[at + 1 + i] & 0xff);
            }
            int contents = at + 1 + size;
            if (length < 0 || contents + length > to) {
                return;
            }
            out.add(new Header(at, at + 1, size));
            if ((tag & 0x20) != 0 || tag == Der.OCTET_STRING) {
                headers(in, contents, contents + length, out, depth + 1);
            }
            at = contents + length;
        }
    }

    /** One of the DER headers in {@code in}, chosen at random, or null when it has none. */
    private static Header anyHeader(SplittableRandom random, byte[] in) {
        List<Header> found = new ArrayList<>();
        headers(in, 0, in.length, found, 0);
        return found.isEmpty() ? null : found.get(random.nextInt(found.size()));
    }

    /** Corrupts one DER length field. */
    private static Mutated derLength(SplittableRandom random, byte[] in) {
        Header h = anyHeader(random, in);
        if (h == null) {
            return new Mutated(in, "no DER header to corrupt");
        }
        int value = 0;
        if (h.lengthSize() == 1) {
            value = in[h.lengthAt()];
        } else {
            for (int i = 1; i < h.lengthSize(); i++) {
                value = (value << 8) | (in[h.lengthAt() + i] & 0xff);
            }
        }
        byte[] replacement;
        String how;
        switch (random.nextInt(7)) {
            case 0:
                replacement = encodeLength(value + 1);
                how = "length +1";
                break;
            case 1:
                replacement = encodeLength(Math.max(0, value - 1));
                how = "length -1";
                break;
            case 2:
                replacement = new byte[] {(byte) 0x80};
                how = "indefinite length";
                break;
            case 3: {
                // The same length with one more (leading zero) length octet.
                byte[] minimal = encodeLength(value);
                int octets = minimal.length == 1 ? 1 : minimal.length - 1;
                replacement = new byte[octets + 2];
                replacement[0] = (byte) (0x80 | (octets + 1));
                System.arraycopy(minimal, minimal.length == 1 ? 0 : 1, replacement, 2, octets);
                how = "non-minimal length";
                break;
            }
            case 4:
                replacement = new byte[] {(byte) 0x84, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff};
                how = "length 2^32-1";
                break;
            case 5:
                replacement = new byte[] {(byte) 0x83, (byte) 0x7f, (byte) 0xff, (byte) 0xff};
                how = "length 2^23-1";
                break;
            default:
                replacement = encodeLength(random.nextInt(0x10000));
                how = "random length";
                break;
        }
        return new Mutated(splice(in, h.lengthAt(), h.lengthSize(), replacement),
                how + " at offset " + h.lengthAt());
    }

    private static byte[] encodeLength(int length) {
        if (length < 0x80) {
            return new byte[] {(byte) length};
        }
        if (length < 0x100) {
            return new byte[] {(byte) 0x81, (byte) length};
        }
        if (length < 0x10000) {
            return new byte[] {(byte) 0x82, (byte) (length >> 8), (byte) length};
        }
        return new byte[] {(byte) 0x83, (byte) (length >> 16), (byte) (length >> 8), (byte) length};
    }

    /** Replaces one DER tag with another tag the decoder knows (or any byte). */
    private static Mutated derTag(SplittableRandom random, byte[] in) {
        Header h = anyHeader(random, in);
        if (h == null) {
            return new Mutated(in, "no DER tag to corrupt");
        }
        int[] tags = {0x02, 0x03, 0x04, 0x05, 0x06, 0x30, 0x31, 0x80, 0x81, 0xA0, 0xA1, random.nextInt(256)};
        int tag = tags[random.nextInt(tags.length)];
        byte[] out = in.clone();
        out[h.tag()] = (byte) tag;
        return new Mutated(out, String.format("tag 0x%02X at offset %d", tag, h.tag()));
    }

    /** Replaces the algorithm OID with another set's (or an unknown one). */
    private static Mutated oidSwap(SplittableRandom random, byte[] in, ParameterSet set) {
        byte[] ours = set.oidDer();
        int at = indexOf(in, ours);
        if (at < 0) {
            return new Mutated(in, "no OID to swap");
        }
        ParameterSet[] sets = Arrays.stream(ParameterSet.values()).filter(other -> other.family != Family.X_WING)
                .toArray(ParameterSet[]::new);
        byte[] replacement;
        String how;
        if (random.nextInt(4) == 0) {
            replacement = Der.objectIdentifier("1.2.840.113549.1.1." + random.nextInt(300));
            how = "unknown OID";
        } else {
            ParameterSet to = sets[random.nextInt(sets.length)];
            replacement = to.oidDer();
            how = "OID of " + to;
        }
        return new Mutated(splice(in, at, ours.length, replacement), how);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    // ---------------------------------------------------------------------------------------
}
