package dev.rustpqc.jsse;

import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SSLSocket;

/**
 * JDK 27's SunJSSE in the handshake benchmark, on both sides: classical x25519, X25519MLKEM768
 * with the JDK's ML-KEM (SunJCE) and with RustPqc's (RustPqcMlKem first, switched on around each
 * batch of that case only, since the switch is JVM-wide). Each side offers the case's group alone.
 */
enum SunJsseHandshakeCase implements HandshakeCase {
    X25519("sunjsse-x25519", "SunJSSE, classical x25519", "x25519"),
    HYBRID_JDK("sunjsse-x25519mlkem768-jdk", "SunJSSE, X25519MLKEM768, the JDK's Java ML-KEM (SunJCE)",
            "X25519MLKEM768"),
    HYBRID_NATIVE("sunjsse-x25519mlkem768-native", "SunJSSE, X25519MLKEM768, RustPqc native ML-KEM (RustPqcMlKem first)",
            "X25519MLKEM768") {
        @Override
        public boolean isNative() {
            return true;
        }

        @Override
        public void beforeBatch() {
            SunJsse.nativeMlKem(true);
        }

        @Override
        public void afterBatch() {
            SunJsse.nativeMlKem(false);
        }
    };

    private final String id;
    private final String description;
    private final String groupName;

    SunJsseHandshakeCase(String id, String description, String groupName) {
        this.id = id;
        this.description = description;
        this.groupName = groupName;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public int group() {
        return SunJsse.codepoint(groupName);
    }

    @Override
    public HandshakeCase baseline() {
        return this == X25519 ? null : X25519;
    }

    /** SunJSSE negotiates the hybrid from JDK 27. */
    @Override
    public boolean isAvailable() {
        return Runtime.version().feature() >= 27;
    }

    @Override
    public boolean isNative() {
        return false;
    }

    @Override
    public Endpoints endpoints() throws Exception {
        Consumer<SSLSocket> settings = socket -> SunJsse.namedGroups(socket, List.of(groupName));
        return new Endpoints(TestPki.get().serverContext(SunJsse.provider()), settings,
                TestPki.get().clientContext(SunJsse.provider()), settings, null, null);
    }
}
