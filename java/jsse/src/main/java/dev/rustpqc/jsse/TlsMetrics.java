package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.RustPqcProvider;
import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.InstanceAlreadyExistsException;
import javax.management.JMException;
import javax.management.ObjectName;

/** The JMX view of the native ML-KEM counts ({@link TlsMetricsMXBean}), registered once per JVM. */
final class TlsMetrics implements TlsMetricsMXBean {
    static final String OBJECT_NAME = "dev.rustpqc:type=TlsKeyExchange";

    /** What every rustpqc-jsse crypto in the JVM counted. */
    static final KemCounters JVM = new KemCounters(null);

    private static final AtomicBoolean REGISTERED = new AtomicBoolean();
    private static final AtomicLong SERVER_HANDSHAKES = new AtomicLong();
    private static final AtomicLong CLIENT_HANDSHAKES = new AtomicLong();
    private static volatile boolean nativeMlKem;

    private TlsMetrics() {
    }

    /** Registers the MBean unless it is; never fails the caller (a JVM without JMX just has no MBean). */
    static void register(boolean nativeContext) {
        if (nativeContext) {
            nativeMlKem = true;
        }
        if (!REGISTERED.compareAndSet(false, true)) {
            return;
        }
        try {
            ManagementFactory.getPlatformMBeanServer().registerMBean(new TlsMetrics(), new ObjectName(OBJECT_NAME));
        } catch (InstanceAlreadyExistsException registeredByAnotherLoader) {
            // Another copy of this module (another class loader) serves the same counts' name.
        } catch (JMException | RuntimeException | LinkageError e) {
            java.util.logging.Logger.getLogger("dev.rustpqc.jsse").warning("rustpqc-jsse: no JMX MBean " + OBJECT_NAME
                    + ": " + e);
        }
    }

    /** A handshake of a rustpqc-jsse engine completed (full or resumed, any group). */
    static void handshakeFinished(boolean client) {
        (client ? CLIENT_HANDSHAKES : SERVER_HANDSHAKES).incrementAndGet();
    }

    @Override
    public long getServerHandshakes() {
        return SERVER_HANDSHAKES.get();
    }

    @Override
    public long getClientHandshakes() {
        return CLIENT_HANDSHAKES.get();
    }

    @Override
    public boolean isNativeMlKem() {
        return nativeMlKem;
    }

    @Override
    public long getTlsKeyGenerations() {
        return JVM.snapshot().keyGenerations();
    }

    @Override
    public long getTlsEncapsulations() {
        return JVM.snapshot().encapsulations();
    }

    @Override
    public long getTlsDecapsulations() {
        return JVM.snapshot().decapsulations();
    }

    @Override
    public long getLibraryEncapsulations() {
        return library(NativeOperation.ML_KEM_ENCAPSULATE);
    }

    @Override
    public long getLibraryDecapsulations() {
        return library(NativeOperation.ML_KEM_DECAPSULATE);
    }

    @Override
    public long getLibraryKeyGenerations() {
        return library(NativeOperation.ML_KEM_GENERATE);
    }

    @Override
    public String getBinding() {
        return RustPqcJsse.binding();
    }

    private static long library(NativeOperation operation) {
        return RustPqcProvider.isAvailable() ? RustPqcProvider.operationCounts().total(operation) : 0;
    }
}
