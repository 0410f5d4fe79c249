package dev.rustpqc.jsse;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A running {@link SunJssePeerMain}: the JVM under test's JDK, its test class path, the parent's certificate. */
final class SunJssePeer implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 120;

    private final PeerProcess process;

    private SunJssePeer(PeerProcess process) {
        this.process = process;
    }

    /**
     * Starts a peer that shares the certificate in {@code pki} (written by {@link TestPki#writePem})
     * and, when {@code javaSecurity} is not null, reads it as its java.security override.
     */
    static SunJssePeer start(Path pki, Path javaSecurity) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElseThrow());
        command.add("--enable-native-access=ALL-UNNAMED");
        String binding = System.getProperty("rustpqc.binding");
        if (binding != null) {
            command.add("-Drustpqc.binding=" + binding);
        }
        command.add("-D" + TestPki.SHARED_PROPERTY + "=" + pki);
        if (javaSecurity != null) {
            command.add("-Djava.security.properties=" + javaSecurity);
        }
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.add(SunJssePeerMain.class.getName());
        PeerProcess process = PeerProcess.start("SunJSSE peer JVM" + (javaSecurity != null ? " (opted in)" : ""),
                command, false, TIMEOUT_SECONDS);
        process.awaitLine("READY ");
        return new SunJssePeer(process);
    }

    /** Starts serving {@code groups} for {@code connections} connections; returns the port. */
    int serve(List<String> groups, int connections) throws IOException, InterruptedException {
        process.send("serve " + String.join(",", groups) + " " + connections + "\n");
        return Integer.parseInt(process.awaitLine("LISTENING "));
    }

    /** What the peer reports after serving its next connection: "group-hex keygen encaps decaps". */
    String awaitServed() throws InterruptedException {
        return process.awaitLine("SERVED ");
    }

    /** Connects to {@code port} offering {@code group}; returns "group-hex keygen encaps decaps". */
    String connect(int port, String group) throws IOException, InterruptedException {
        process.send("connect " + port + " " + group + "\n");
        return process.awaitLine("CONNECTED ");
    }

    /** The provider the peer's JCA picks for {@code lookup} ("Type.algorithm"): see {@link JcaLookup}. */
    String lookup(String lookup) throws IOException, InterruptedException {
        process.send("lookup " + lookup + "\n");
        return process.awaitLine("LOOKUP " + lookup + " ");
    }

    @Override
    public void close() throws IOException, InterruptedException {
        process.closeInput();
        process.awaitSuccess();
        process.close();
    }
}
