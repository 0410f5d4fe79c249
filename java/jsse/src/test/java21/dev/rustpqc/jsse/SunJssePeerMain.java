package dev.rustpqc.jsse;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A SunJSSE peer in a JVM of its own (started by {@link SunJssePeer}), driven line by line on stdin,
 * so that a test sees what each JVM computed natively when only one side opts in. Whether this JVM
 * opts in is decided the way a deployment would: by its java.security (the test passes the README's
 * override with {@code -Djava.security.properties}) or not at all.
 *
 * <pre>
 * serve GROUP,GROUP,... N   LISTENING port, then per connection: SERVED group-hex keygen encaps decaps
 * connect PORT GROUP        CONNECTED group-hex keygen encaps decaps
 * lookup TYPE.ALGORITHM     LOOKUP TYPE.ALGORITHM provider
 * </pre>
 * The counts are the native ML-KEM operations of this JVM over that one handshake.
 */
public final class SunJssePeerMain {
    private SunJssePeerMain() {
    }

    public static void main(String[] args) throws Exception {
        QuietBouncyCastleLogs.apply();
        System.out.println("READY " + RustPqcProvider.binding());
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            switch (words[0]) {
                case "serve" -> serve(Arrays.asList(words[1].split(",")), Integer.parseInt(words[2]));
                case "connect" -> connect(Integer.parseInt(words[1]), words[2]);
                case "lookup" -> System.out.println("LOOKUP " + words[1] + " " + JcaLookup.providerOf(words[1]));
                default -> throw new IllegalArgumentException("Unknown command: " + line);
            }
            System.out.flush();
        }
    }

    private static void serve(List<String> groups, int connections) throws Exception {
        try (LoopbackServer server = new LoopbackServer(TestPki.get().serverContext(SunJsse.provider()),
                socket -> SunJsse.namedGroups(socket, groups))) {
            OperationCounts before = RustPqcProvider.operationCounts();
            System.out.println("LISTENING " + server.port());
            System.out.flush();
            for (int i = 0; i < connections; i++) {
                server.awaitServed(1);
                OperationCounts after = RustPqcProvider.operationCounts();
                List<RecordingSocket> served = server.served();
                TlsHello serverHello = TlsHello.parse(served.get(served.size() - 1).bytesWritten());
                System.out.println("SERVED " + report(serverHello, before, after));
                System.out.flush();
                before = after;
            }
        }
    }

    private static void connect(int port, String group) throws Exception {
        OperationCounts before = RustPqcProvider.operationCounts();
        LoopbackClient.Handshake handshake = LoopbackClient.handshake(TestPki.get().clientContext(SunJsse.provider()),
                port, socket -> SunJsse.namedGroups(socket, List.of(group)));
        System.out.println("CONNECTED " + report(handshake.serverHello(), before, RustPqcProvider.operationCounts()));
    }

    private static String report(TlsHello serverHello, OperationCounts before, OperationCounts after) {
        String group = serverHello.helloRetryRequest() ? "retry" : String.format("0x%04X", serverHello.firstKeyShareGroup());
        return group + " " + delta(before, after, NativeOperation.ML_KEM_GENERATE) + " "
                + delta(before, after, NativeOperation.ML_KEM_ENCAPSULATE) + " "
                + delta(before, after, NativeOperation.ML_KEM_DECAPSULATE);
    }

    private static long delta(OperationCounts before, OperationCounts after, NativeOperation operation) {
        return after.total(operation) - before.total(operation);
    }
}
