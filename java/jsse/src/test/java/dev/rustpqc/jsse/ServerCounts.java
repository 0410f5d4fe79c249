package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.RustPqcProvider;
import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * A server JVM's native ML-KEM encapsulations as an operator reads them: the JMX attributes of
 * {@code dev.rustpqc:type=TlsKeyExchange} (rustpqc-jsse's TLS count, and the library's count of
 * every native encapsulation). The clients of the recipe tests are other processes, so every
 * native encapsulation in this JVM is the server's.
 */
record ServerCounts(long tls, long library, long handshakes) {
    static ServerCounts now() {
        RustPqcJsse.registerMetrics();
        try {
            ObjectName name = new ObjectName(RustPqcJsse.registerMetrics());
            var server = ManagementFactory.getPlatformMBeanServer();
            long tls = (Long) server.getAttribute(name, "TlsEncapsulations");
            long library = (Long) server.getAttribute(name, "LibraryEncapsulations");
            long handshakes = (Long) server.getAttribute(name, "ServerHandshakes");
            long direct = RustPqcProvider.operationCounts().total(NativeOperation.ML_KEM_ENCAPSULATE);
            if (library != direct) {
                throw new AssertionError("JMX says " + library + " native encapsulations, the provider " + direct);
            }
            return new ServerCounts(tls, library, handshakes);
        } catch (JMException e) {
            throw new AssertionError("cannot read the JMX counts", e);
        }
    }

    /** The encapsulations and server handshakes since {@code before}: by rustpqc-jsse's TLS, and by the library (they must agree). */
    ServerCounts since(ServerCounts before) {
        return new ServerCounts(tls - before.tls, library - before.library, handshakes - before.handshakes);
    }
}
