package dev.rustpqc.jsse;

import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/** JDK 27's SunJSSE, as a {@link TlsStack}; native when {@link SunJsse#nativeMlKem} is on. */
final class SunJsseStack implements TlsStack {
    @Override
    public String name() {
        return "SunJSSE (JDK " + Runtime.version().feature() + ", RustPqcMlKem first)";
    }

    @Override
    public SSLContext clientContext() throws Exception {
        return TestPki.get().clientContext(SunJsse.provider());
    }

    @Override
    public SSLContext serverContext() throws Exception {
        return TestPki.get().serverContext(SunJsse.provider());
    }

    @Override
    public void offerOnly(SSLSocket socket, String group) {
        SunJsse.namedGroups(socket, List.of(group));
    }

    @Override
    public void accept(SSLSocket socket, List<String> groups) {
        SunJsse.namedGroups(socket, groups);
    }

    /** SunJSSE keeps no count of its own: the provider-wide counts are the proof. */
    @Override
    public NativeKemCounts ownCounts(boolean client) {
        return null;
    }
}
