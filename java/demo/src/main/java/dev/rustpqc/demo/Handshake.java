package dev.rustpqc.demo;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.jsse.HybridGroups;
import dev.rustpqc.jsse.NativeKemCounts;
import dev.rustpqc.jsse.RustPqcJsse;
import dev.rustpqc.jsse.RustPqcTlsCryptoProvider;

/**
 * Section 4: one TLS 1.3 handshake over 127.0.0.1 ({@link LoopbackHandshake}), BouncyCastle JSSE
 * on both sides with RustPqc's native ML-KEM switched on; the group is read from the ServerHello
 * on the wire and the native operations are counted per side, so neither a fallback to x25519 nor
 * one to Java ML-KEM can pass unnoticed.
 */
final class Handshake {
    private Handshake() {
    }

    static void print() throws Exception {
        RustPqcTlsCryptoProvider server = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        RustPqcTlsCryptoProvider client = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
        OperationCounts before = RustPqcProvider.operationCounts();
        long start = System.nanoTime();
        LoopbackHandshake.Observed wire = LoopbackHandshake.run(RustPqcJsse.provider(server),
                RustPqcJsse.provider(client));
        int group = wire.server().helloRetryRequest() ? -1 : wire.server().group();
        long elapsed = System.nanoTime() - start;
        OperationCounts after = RustPqcProvider.operationCounts();
        String name = group == HybridGroups.X25519_MLKEM768_CODEPOINT ? HybridGroups.X25519_MLKEM768 : "NOT the hybrid";
        System.out.printf("  negotiated group  %s (0x%04X), read from the ServerHello on the wire%n", name, group);
        System.out.printf("  client (native)   %s%n", describe(client.nativeKemCounts()));
        System.out.printf("  server (native)   %s%n", describe(server.nativeKemCounts()));
        System.out.printf("  the library saw   %d key generation, %d encapsulation, %d decapsulation (binding %s)%n",
                delta(before, after, NativeOperation.ML_KEM_GENERATE),
                delta(before, after, NativeOperation.ML_KEM_ENCAPSULATE),
                delta(before, after, NativeOperation.ML_KEM_DECAPSULATE), RustPqcProvider.binding());
        System.out.printf("  key shares        %d bytes from the client, %d from the server (x25519 alone: 32 each)%n",
                wire.client().keyExchangeLength(), wire.server().keyExchangeLength());
        System.out.printf("  handshake         %.0f ms, the first in this JVM (class loading included;"
                + " benchmarks/results/tls-handshake.md has warm figures)%n", elapsed / 1e6);
        Demo.require(group == HybridGroups.X25519_MLKEM768_CODEPOINT, "the handshake did not negotiate the hybrid");
        Demo.require(client.nativeKemCounts().keyGenerations() == 1 && client.nativeKemCounts().decapsulations() == 1
                && server.nativeKemCounts().encapsulations() == 1, "the handshake's ML-KEM did not run natively");
    }

    private static String describe(NativeKemCounts counts) {
        return counts.keyGenerations() + " key generation, " + counts.encapsulations() + " encapsulation, "
                + counts.decapsulations() + " decapsulation";
    }

    private static long delta(OperationCounts before, OperationCounts after, NativeOperation operation) {
        return after.total(operation) - before.total(operation);
    }
}
