package dev.rustpqc.demo;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Reads the key share out of the first TLS record each side sent: the ClientHello's first share
 * and the ServerHello's share (RFC 8446 4.1.2, 4.1.3, 4.2.8). Only what the demo shows is parsed.
 */
final class TlsHellos {
    private static final int HANDSHAKE_RECORD = 22;
    private static final int CLIENT_HELLO = 1;
    private static final int SERVER_HELLO = 2;
    private static final int KEY_SHARE = 0x0033;
    /** The ServerHello random that marks a HelloRetryRequest: SHA-256("HelloRetryRequest"). */
    private static final byte[] HELLO_RETRY_REQUEST = HexFormat.of()
            .parseHex("CF21AD74E59A6111BE1D8C021E65B891C2A211167ABB8C5E079E09E2C8A8339C");

    private TlsHellos() {
    }

    /**
     * One hello's key share.
     *
     * @param group the named group of the (first) share; for a HelloRetryRequest the group it asks for
     * @param keyExchangeLength the length of the share's key exchange, 0 for a HelloRetryRequest
     * @param helloRetryRequest whether the server answered with a HelloRetryRequest
     */
    record KeyShare(int group, int keyExchangeLength, boolean helloRetryRequest) {
    }

    static KeyShare clientShare(byte[] wire) {
        return parse(wire, CLIENT_HELLO);
    }

    static KeyShare serverShare(byte[] wire) {
        return parse(wire, SERVER_HELLO);
    }

    private static KeyShare parse(byte[] wire, int type) {
        String what = type == CLIENT_HELLO ? "ClientHello" : "ServerHello";
        try {
            ByteBuffer record = ByteBuffer.wrap(wire);
            require(record.get() == HANDSHAKE_RECORD, what + ": the first record is not a handshake record");
            record.getShort(); // legacy record version
            ByteBuffer body = slice(record, Short.toUnsignedInt(record.getShort()));
            require(body.get() == type, what + ": the first handshake message is another one");
            ByteBuffer hello = slice(body, (Byte.toUnsignedInt(body.get()) << 16) | Short.toUnsignedInt(body.getShort()));
            hello.getShort(); // legacy version
            byte[] random = new byte[32];
            hello.get(random);
            skip(hello, Byte.toUnsignedInt(hello.get())); // legacy session id
            if (type == CLIENT_HELLO) {
                skip(hello, Short.toUnsignedInt(hello.getShort())); // cipher suites
                skip(hello, Byte.toUnsignedInt(hello.get())); // compression methods
            } else {
                hello.getShort(); // cipher suite
                hello.get(); // compression method
            }
            boolean retry = type == SERVER_HELLO && Arrays.equals(random, HELLO_RETRY_REQUEST);
            ByteBuffer extensions = slice(hello, Short.toUnsignedInt(hello.getShort()));
            while (extensions.hasRemaining()) {
                int extension = Short.toUnsignedInt(extensions.getShort());
                ByteBuffer data = slice(extensions, Short.toUnsignedInt(extensions.getShort()));
                if (extension != KEY_SHARE) {
                    continue;
                }
                if (retry) {
                    return new KeyShare(Short.toUnsignedInt(data.getShort()), 0, true);
                }
                if (type == CLIENT_HELLO) {
                    data = slice(data, Short.toUnsignedInt(data.getShort()));
                }
                return new KeyShare(Short.toUnsignedInt(data.getShort()), Short.toUnsignedInt(data.getShort()), false);
            }
            throw new IllegalStateException(what + " has no key_share extension");
        } catch (RuntimeException e) {
            if (e instanceof IllegalStateException) {
                throw e;
            }
            throw new IllegalStateException(what + " could not be read from the wire (" + wire.length + " bytes): " + e, e);
        }
    }

    private static ByteBuffer slice(ByteBuffer buffer, int length) {
        ByteBuffer part = buffer.slice(buffer.position(), length);
        buffer.position(buffer.position() + length);
        return part;
    }

    private static void skip(ByteBuffer buffer, int length) {
        buffer.position(buffer.position() + length);
    }

    private static void require(boolean condition, String failure) {
        if (!condition) {
            throw new IllegalStateException(failure);
        }
    }
}
