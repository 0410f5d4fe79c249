package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.Security;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OpenSSL 3.6 as the peer of a BouncyCastle JSSE endpoint with native ML-DSA and ML-KEM: the
 * fully post-quantum handshake (X25519MLKEM768, ML-DSA certificates) in both directions, and
 * with ML-DSA certificates on both sides.
 */
class OpenSslMlDsaTest {
    @TempDir
    Path directory;

    /** OpenSSL s_server with a certificate and key OpenSSL made; our client verifies its CertificateVerify natively. */
    @Test
    void bouncyCastleClientAgainstOpenSslServer() throws Exception {
        String dir = directory.toString();
        OpenSsl.get().run(directory, "req", "-x509", "-newkey", "ML-DSA-65", "-nodes", "-keyout", dir + "/key.pem",
                "-out", dir + "/cert.pem", "-subj", "/CN=localhost", "-days", "1", "-addext", "subjectAltName=DNS:localhost");
        SSLContext context = TestPki.clientContext(RustPqcJsse.provider(true), certificate(directory.resolve("cert.pem")));

        int port = freePort();
        Process server = OpenSsl.get().start("s_server", "-accept", "127.0.0.1:" + port, "-cert", dir + "/cert.pem",
                "-key", dir + "/key.pem", "-tls1_3", "-groups", "X25519MLKEM768", "-www", "-naccept", "1");
        try {
            BufferedReader serverOutput = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            for (String line = serverOutput.readLine(); !"ACCEPT".equals(line); line = serverOutput.readLine()) {
                assertTrue(line != null, "s_server ended before accepting");
            }
            OperationCounts before = RustPqcProvider.operationCounts();
            String response;
            try (RecordingSocket wire = new RecordingSocket()) {
                wire.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 30_000);
                wire.setSoTimeout(30_000);
                try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(wire, "localhost", port, true)) {
                    MlDsaHandshakeTest.FULLY_POST_QUANTUM.accept(tls);
                    tls.startHandshake();
                    assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT,
                            TlsHello.parse(wire.bytesRead()).firstKeyShareGroup());
                    OutputStream out = tls.getOutputStream();
                    out.write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    response = new String(tls.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
                }
            }
            OperationCounts after = RustPqcProvider.operationCounts();
            assertTrue(response.startsWith("HTTP/1.0 200"), response);
            assertTrue(response.contains("X25519MLKEM768"), "s_server reports the group it negotiated:\n" + response);
            assertEquals(1, after.total(NativeOperation.ML_DSA_VERIFY) - before.total(NativeOperation.ML_DSA_VERIFY),
                    "the client verified OpenSSL's ML-DSA CertificateVerify natively");
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** OpenSSL s_client against our server (RustPqc's ML-DSA-65 key); s_client names the scheme we signed with. */
    @Test
    void openSslClientAgainstBouncyCastleServer() throws Exception {
        MlDsaPki pki = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        pki.writePem(directory);
        SSLContext context = MlDsaPki.context(RustPqcJsse.provider(true), pki.keyObjectManagers(), null);
        OperationCounts before = RustPqcProvider.operationCounts();
        String output = sClient(context, MlDsaHandshakeTest.FULLY_POST_QUANTUM);
        OperationCounts after = RustPqcProvider.operationCounts();
        assertTrue(output.contains("Peer signature type: mldsa65"), output);
        assertEquals(1, after.total(NativeOperation.ML_DSA_SIGN) - before.total(NativeOperation.ML_DSA_SIGN),
                "the server signed its CertificateVerify natively");
    }

    /**
     * OpenSSL s_client against our server over a PKCS12 key store through rustpqc-jsse's
     * {@code PKIX} factory, the store holding BouncyCastle's certificate object (its key says
     * {@code ML-DSA-65}) beside a private key it decodes through the JCA ({@code ML-DSA}), a pair
     * {@code KeyStore.getEntry} refuses: the factory takes the store and the server signs with it.
     */
    @Test
    void openSslClientAgainstAKeyStoreHoldingBouncyCastlesCertificateObject() throws Exception {
        boolean register = Security.getProvider(RustPqcProvider.PROVIDER_NAME) == null;
        if (register) {
            Security.addProvider(new RustPqcProvider()); // JDK 17.0.15, 21.0.8: lets the KeyStore read ML-DSA keys
        }
        try {
            MlDsaPki pki = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
            pki.writePem(directory);
            char[] password = "changeit".toCharArray();
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("server", pki.keyPair.getPrivate(), password,
                    new X509Certificate[] {BouncyCastleCopies.of(pki.certificate)});
            KeyManagerFactory factory = KeyManagerFactory.getInstance("PKIX", RustPqcJsse.provider(true));
            factory.init(store, password);
            SSLContext context = MlDsaPki.context(RustPqcJsse.provider(true), factory.getKeyManagers(), null);

            String output = sClient(context, MlDsaHandshakeTest.FULLY_POST_QUANTUM);
            assertTrue(output.contains("Peer signature type: mldsa65"), output);
        } finally {
            if (register) {
                Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
            }
        }
    }

    /**
     * Mutual TLS, post-quantum both ways: s_client presents an ML-DSA-44 certificate and key that
     * OpenSSL made, to our server that requires one and trusts only it. The server verifies the
     * client's CertificateVerify natively; without the certificate, s_client gets no answer.
     */
    @Test
    void openSslClientWithAnMlDsaCertificateAgainstBouncyCastleServerRequiringOne() throws Exception {
        String dir = directory.toString();
        OpenSsl.get().run(directory, "req", "-x509", "-newkey", "ML-DSA-44", "-nodes", "-keyout", dir + "/client-key.pem",
                "-out", dir + "/client-cert.pem", "-subj", "/CN=openssl-client", "-days", "1");
        TrustManagerFactory trustManagers = TestPki.trusting(RustPqcJsse.provider(true),
                certificate(directory.resolve("client-cert.pem")));
        MlDsaPki pki = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        pki.writePem(directory);
        SSLContext context = SSLContext.getInstance("TLSv1.3", RustPqcJsse.provider(true));
        context.init(pki.keyObjectManagers(), trustManagers.getTrustManagers(), null);
        Consumer<SSLSocket> requiringClientCertificates = socket -> {
            MlDsaHandshakeTest.FULLY_POST_QUANTUM.accept(socket);
            socket.setNeedClientAuth(true);
        };

        OperationCounts before = RustPqcProvider.operationCounts();
        String output = sClient(context, requiringClientCertificates,
                "-cert", dir + "/client-cert.pem", "-key", dir + "/client-key.pem");
        OperationCounts after = RustPqcProvider.operationCounts();
        assertTrue(output.contains("Peer signature type: mldsa65"), output);
        assertTrue(after.total(NativeOperation.ML_DSA_VERIFY) - before.total(NativeOperation.ML_DSA_VERIFY) >= 1,
                "the server verified the client's ML-DSA-44 CertificateVerify natively");
    }

    /**
     * Runs s_client (TLS 1.3, X25519MLKEM768 only, verifying {@code cert.pem} for localhost, then
     * {@code extraArguments}) against a loopback server of {@code context}: it sends "ping" and
     * waits for the answer. Checks that the answer came over X25519MLKEM768 with a verified
     * certificate, and returns what s_client printed.
     */
    private String sClient(SSLContext context, Consumer<SSLSocket> configure, String... extraArguments) throws Exception {
        List<String> arguments = new ArrayList<>(List.of("s_client", "-connect", "", "-servername", "localhost",
                "-tls1_3", "-groups", "X25519MLKEM768", "-CAfile", directory.resolve("cert.pem").toString(),
                "-verify_return_error", "-verify_hostname", "localhost"));
        arguments.addAll(List.of(extraArguments));
        StringBuilder seen = new StringBuilder();
        try (LoopbackServer loopback = new LoopbackServer(context, configure)) {
            arguments.set(2, "127.0.0.1:" + loopback.port());
            Process client = OpenSsl.get().start(arguments.toArray(new String[0]));
            try {
                OutputStream stdin = client.getOutputStream();
                stdin.write("ping\n".getBytes(StandardCharsets.US_ASCII));
                stdin.flush();
                BufferedReader lines = new BufferedReader(new InputStreamReader(client.getInputStream(),
                        StandardCharsets.UTF_8));
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    seen.append(line).append('\n');
                    if (line.equals("pong ping")) {
                        break;
                    }
                }
            } finally {
                client.destroy();
                client.waitFor(10, TimeUnit.SECONDS);
            }
            loopback.awaitServed(1);
        }
        String output = seen.toString();
        assertTrue(output.contains("pong ping"), output);
        assertTrue(output.contains("Negotiated TLS1.3 group: X25519MLKEM768"), output);
        assertTrue(output.contains("Verify return code: 0 (ok)"), output);
        return output;
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** The certificate OpenSSL wrote to {@code pem}. */
    private static X509Certificate certificate(Path pem) throws IOException, GeneralSecurityException {
        try (InputStream in = Files.newInputStream(pem)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
    }
}
