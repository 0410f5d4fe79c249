package dev.rustpqc.jsse;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The first handshake message of one direction of a TLS connection, read from the bytes on the
 * wire: a ClientHello or a ServerHello (RFC 8446 4.1.2, 4.1.3), with the parts the tests check.
 * Parsed independently of BouncyCastle, so a test cannot be fooled by what the library reports.
 *
 * @param retryGroup for a HelloRetryRequest, the group the server asks for; otherwise -1
 */
record TlsHello(int type, boolean helloRetryRequest, List<Integer> supportedGroups, List<KeyShare> keyShares,
        int retryGroup, Set<Integer> extensions) {
    static final int CLIENT_HELLO = 1;
    static final int SERVER_HELLO = 2;

    private static final int HANDSHAKE_RECORD = 22;
    private static final int SUPPORTED_GROUPS = 10;
    private static final int PRE_SHARED_KEY = 41;
    private static final int KEY_SHARE = 51;
    /** RFC 8446 4.1.3: a ServerHello with this random is a HelloRetryRequest. */
    private static final byte[] HELLO_RETRY_REQUEST_RANDOM = HexFormat.of().parseHex(
            "cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c");

    /** One key share entry: the group and its key_exchange bytes. */
    record KeyShare(int group, byte[] keyExchange) {
    }

    /** The group of the ServerHello's key share (the negotiated group), or of the first client share. */
    int firstKeyShareGroup() {
        if (keyShares.isEmpty()) {
            throw new IllegalStateException("The hello has no key share");
        }
        return keyShares.get(0).group();
    }

    /** Parses the first handshake message of {@code stream}, the bytes one side sent. */
    static TlsHello parse(byte[] stream) {
        Reader message = new Reader(firstHandshakeMessage(stream));
        int type = message.u8();
        Reader body = message.sub(message.u24());
        if (type != CLIENT_HELLO && type != SERVER_HELLO) {
            throw new IllegalArgumentException("The first handshake message is of type " + type + ", not a hello");
        }
        body.skip(2); // legacy_version
        byte[] random = body.bytes(32);
        body.skip(body.u8()); // legacy_session_id(_echo)
        if (type == CLIENT_HELLO) {
            body.skip(body.u16()); // cipher_suites
            body.skip(body.u8()); // legacy_compression_methods
        } else {
            body.skip(2 + 1); // cipher_suite, legacy_compression_method
        }
        boolean retry = type == SERVER_HELLO && Arrays.equals(random, HELLO_RETRY_REQUEST_RANDOM);
        List<Integer> groups = new ArrayList<>();
        List<KeyShare> shares = new ArrayList<>();
        Set<Integer> extensionTypes = new LinkedHashSet<>();
        int retryGroup = -1;
        Reader extensions = body.sub(body.u16());
        while (extensions.remaining() > 0) {
            int extensionType = extensions.u16();
            Reader data = extensions.sub(extensions.u16());
            if (!extensionTypes.add(extensionType)) {
                throw new IllegalArgumentException("Duplicate extension " + extensionType);
            }
            if (extensionType == SUPPORTED_GROUPS && type == CLIENT_HELLO) {
                Reader list = data.sub(data.u16());
                while (list.remaining() > 0) {
                    groups.add(list.u16());
                }
            } else if (extensionType == KEY_SHARE && type == CLIENT_HELLO) {
                Reader list = data.sub(data.u16());
                while (list.remaining() > 0) {
                    int group = list.u16();
                    shares.add(new KeyShare(group, list.bytes(list.u16())));
                }
            } else if (extensionType == KEY_SHARE && retry) {
                retryGroup = data.u16();
            } else if (extensionType == KEY_SHARE) {
                int group = data.u16();
                shares.add(new KeyShare(group, data.bytes(data.u16())));
            }
        }
        return new TlsHello(type, retry, Collections.unmodifiableList(groups), Collections.unmodifiableList(shares),
                retryGroup, Collections.unmodifiableSet(extensionTypes));
    }

    boolean offersPreSharedKey() {
        return extensions.contains(PRE_SHARED_KEY);
    }

    /** The handshake bytes of the leading handshake records, up to the end of the first message. */
    private static byte[] firstHandshakeMessage(byte[] stream) {
        ByteArrayOutputStream handshake = new ByteArrayOutputStream();
        Reader records = new Reader(stream);
        while (records.remaining() > 0) {
            int contentType = records.u8();
            records.skip(2); // legacy_record_version
            byte[] fragment = records.bytes(records.u16());
            if (contentType != HANDSHAKE_RECORD) {
                break;
            }
            handshake.write(fragment, 0, fragment.length);
            byte[] sofar = handshake.toByteArray();
            if (sofar.length >= 4) {
                int length = ((sofar[1] & 0xff) << 16) | ((sofar[2] & 0xff) << 8) | (sofar[3] & 0xff);
                if (sofar.length >= 4 + length) {
                    return Arrays.copyOf(sofar, 4 + length);
                }
            }
        }
        throw new IllegalArgumentException("No complete handshake message at the start of " + stream.length + " bytes");
    }

    /** Bounds-checked big-endian reads over a byte range. */
    private static final class Reader {
        private final byte[] data;
        private int position;
        private final int end;

        Reader(byte[] data) {
            this(data, 0, data.length);
        }

        private Reader(byte[] data, int from, int end) {
            this.data = data;
            this.position = from;
            this.end = end;
        }

        int remaining() {
            return end - position;
        }

        private void need(int n) {
            if (n < 0 || n > remaining()) {
                throw new IllegalArgumentException("Truncated TLS message: need " + n + " bytes, " + remaining() + " left");
            }
        }

        int u8() {
            need(1);
            return data[position++] & 0xff;
        }

        int u16() {
            return (u8() << 8) | u8();
        }

        int u24() {
            return (u8() << 16) | u16();
        }

        byte[] bytes(int n) {
            need(n);
            byte[] result = Arrays.copyOfRange(data, position, position + n);
            position += n;
            return result;
        }

        void skip(int n) {
            need(n);
            position += n;
        }

        Reader sub(int n) {
            need(n);
            Reader sub = new Reader(data, position, position + n);
            position += n;
            return sub;
        }
    }
}
