package dev.rustpqc.jsse;

import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SSLSocket;

/**
 * JDK 27's SunJSSE in the handshake benchmark, on both sides: classical x25519, X25519MLKEM768
 * with the JDK's ML-KEM (SunJCE) and with RustPqc's (RustPqcMlKem first, switched on around each
 * batch of that case only, since the switch is JVM-wide). Each side offers the case's group alone.
 *
 * @param groupName the group both sides offer, by its SunJSSE name
 * @param isNative whether RustPqcMlKem is first during the case's batches
 */
record SunJsseHandshakeCase(String id, String description, String groupName, boolean isNative)
        implements HandshakeCase {
    static final SunJsseHandshakeCase X25519 = new SunJsseHandshakeCase("sunjsse-x25519", "SunJSSE, classical x25519",
            "x25519", false);
    static final SunJsseHandshakeCase HYBRID_JDK = new SunJsseHandshakeCase("sunjsse-x25519mlkem768-jdk",
            "SunJSSE, X25519MLKEM768, the JDK's Java ML-KEM (SunJCE)", "X25519MLKEM768", false);
    static final SunJsseHandshakeCase HYBRID_NATIVE = new SunJsseHandshakeCase("sunjsse-x25519mlkem768-native",
            "SunJSSE, X25519MLKEM768, RustPqc native ML-KEM (RustPqcMlKem first)", "X25519MLKEM768", true);

    static List<SunJsseHandshakeCase> values() {
        return List.of(X25519, HYBRID_JDK, HYBRID_NATIVE);
    }

    @Override
    public int group() {
        return SunJsse.codepoint(groupName);
    }

    @Override
    public HandshakeCase baseline() {
        return this == X25519 ? null : X25519;
    }

    /** SunJSSE negotiates the hybrid from JDK 27, and in the LTS from 25.0.5. */
    @Override
    public boolean isAvailable() {
        return SunJsse.hasHybrid();
    }

    @Override
    public void beforeBatch() {
        if (isNative) {
            SunJsse.nativeMlKem(true);
        }
    }

    @Override
    public void afterBatch() {
        if (isNative) {
            SunJsse.nativeMlKem(false);
        }
    }

    @Override
    public Endpoints endpoints() throws Exception {
        Consumer<SSLSocket> settings = socket -> SunJsse.namedGroups(socket, List.of(groupName));
        return new Endpoints(TestPki.get().serverContext(SunJsse.provider()), settings,
                TestPki.get().clientContext(SunJsse.provider()), settings, null, null);
    }
}
