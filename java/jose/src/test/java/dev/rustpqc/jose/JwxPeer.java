package dev.rustpqc.jose;

import com.nimbusds.jose.util.JSONObjectUtils;
import dev.rustpqc.jsse.GoPeer;
import dev.rustpqc.jsse.ReadmeSnippets;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.text.ParseException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The independent JOSE implementation: {@code src/test/go/jwspeer} (lestrrat-go/jwx v4 over Go 1.27's
 * crypto/mldsa), built once per test JVM into {@code target/go} and run as one process that answers
 * one JSON request a line. jwx's ML-DSA needs Go 1.27 (crypto/mldsa), so the build asks the go
 * command for the go1.27.3 toolchain, which it takes from the Go module proxy on first use
 * (rustpqc-jsse's {@link GoPeer} builds it; without Go the interop tests fail, they are never skipped).
 */
final class JwxPeer implements AutoCloseable {
    static final String GO_TOOLCHAIN = "go1.27.3";
    private static Path binary;

    private final Process process;
    private final Writer requests;
    private final BufferedReader answers;

    private JwxPeer(Process process) {
        this.process = process;
        this.requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    static JwxPeer start() throws IOException, InterruptedException {
        return new JwxPeer(new ProcessBuilder(binary().toString()).redirectError(ProcessBuilder.Redirect.INHERIT)
                .start());
    }

    /** Sends one request and returns its answer; an answer with an {@code error} fails the test. */
    Map<String, Object> ask(Map<String, Object> request) throws IOException, ParseException {
        requests.write(JSONObjectUtils.toJSONString(request));
        requests.write('\n');
        requests.flush();
        String line = answers.readLine();
        if (line == null) {
            throw new IOException("jwspeer ended without answering " + request.get("op"));
        }
        Map<String, Object> answer = JSONObjectUtils.parse(line);
        if (answer.containsKey("error")) {
            throw new AssertionError("jwspeer could not " + request.get("op") + ": " + answer.get("error"));
        }
        return answer;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    private static synchronized Path binary() throws IOException, InterruptedException {
        if (binary == null) {
            binary = GoPeer.build(ReadmeSnippets.repository().resolve("java/jose/src/test/go/jwspeer"), GO_TOOLCHAIN);
        }
        return binary;
    }
}
