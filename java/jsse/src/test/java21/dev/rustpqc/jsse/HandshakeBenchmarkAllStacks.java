package dev.rustpqc.jsse;

import java.util.ArrayList;
import java.util.List;

/**
 * The handshake benchmark with every case this JVM can run: BouncyCastle JSSE's
 * ({@link HandshakeBenchmarkCase}) and, on JDK 27, SunJSSE's ({@link SunJsseHandshakeCase}).
 * {@code java/jsse/bench-handshake.sh} runs this; options as {@link HandshakeBenchmark}.
 */
public final class HandshakeBenchmarkAllStacks {
    private HandshakeBenchmarkAllStacks() {
    }

    static List<HandshakeCase> cases() {
        List<HandshakeCase> cases = new ArrayList<>(List.of(HandshakeBenchmarkCase.values()));
        cases.addAll(SunJsseHandshakeCase.values());
        return cases;
    }

    public static void main(String[] args) throws Exception {
        HandshakeBenchmark.main(args, cases());
    }
}
