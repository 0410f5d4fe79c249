package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.Security;
import java.security.cert.X509Certificate;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's TLS server snippet ("Post-quantum certificates"), run as written between the
 * README markers below, with a BCJSSE client; the README must hold exactly those lines.
 */
class ReadmeTlsSnippetTest {
    @TempDir
    Path directory;

    @Test
    void theSnippetServesAFullyPostQuantumHandshake() throws Exception {
        MlDsaPki pki = MlDsaPki.create("ML-DSA-65", MlDsaPki.RUST_PQC);
        char[] password = "changeit".toCharArray();
        Path keyStoreFile = directory.resolve("server.p12");
        KeyStore stored = KeyStore.getInstance("PKCS12");
        stored.load(null, null);
        stored.setKeyEntry("server", pki.keyPair.getPrivate(), password, new X509Certificate[] {pki.certificate});
        try (OutputStream out = Files.newOutputStream(keyStoreFile)) {
            stored.store(out, password);
        }
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(true), null, pki);
        int serverPort = port;
        CompletableFuture<Void> client = CompletableFuture.runAsync(() -> connect(clientContext, serverPort));
        OperationCounts before = RustPqcProvider.operationCounts();
        boolean registered = Security.getProvider(RustPqcProvider.PROVIDER_NAME) != null;
        try {
            // README:begin
            Security.addProvider(new RustPqcProvider()); // JDK 17.0.15, 21.0.8: lets the KeyStore read ML-DSA keys
            KeyStore keys = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(keyStoreFile)) {
                keys.load(in, password);
            }
            KeyManagerFactory factory = KeyManagerFactory.getInstance("SunX509");
            factory.init(keys, password);
            SSLContext context = SSLContext.getInstance("TLSv1.3", RustPqcJsse.provider(true));
            context.init(MlDsaKeyManager.wrap(factory.getKeyManagers()), null, new SecureRandom());
            SSLServerSocket listener = (SSLServerSocket) context.getServerSocketFactory().createServerSocket(port);
            SSLSocket socket = (SSLSocket) listener.accept();
            HybridGroups.preferHybrid(socket); // X25519MLKEM768
            MlDsaSchemes.enable(socket);       // mldsa65, mldsa87, mldsa44 first
            socket.startHandshake();
            // README:end
            assertEquals("TLSv1.3", socket.getSession().getProtocol());
            client.get(30, TimeUnit.SECONDS);
            socket.close();
            listener.close();
        } finally {
            if (!registered) {
                Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
            }
        }
        OperationCounts after = RustPqcProvider.operationCounts();
        assertEquals(1, after.total(NativeOperation.ML_DSA_SIGN) - before.total(NativeOperation.ML_DSA_SIGN));
        // The CertificateVerify natively; on JDK 17 and 21, where the snippet registers RustPqc as the
        // JCA's only ML-DSA, the client's trust manager may check the certificate's signature with it too.
        long verified = after.total(NativeOperation.ML_DSA_VERIFY) - before.total(NativeOperation.ML_DSA_VERIFY);
        long expectedAtMost = Security.getProvider("SUN").getService("Signature", "ML-DSA") == null ? 2 : 1;
        assertTrue(verified >= 1 && verified <= expectedAtMost, "native ML-DSA verifications: " + verified);
        assertEquals(1, after.total(NativeOperation.ML_KEM_DECAPSULATE) - before.total(NativeOperation.ML_KEM_DECAPSULATE));
    }

    @Test
    void theReadmeHoldsTheSnippetAsRun() throws Exception {
        Path repository = Path.of(System.getProperty("rustpqc.repository", "../.."));
        String source = Files.readString(repository.resolve(
                "java/jsse/src/test/java/dev/rustpqc/jsse/ReadmeTlsSnippetTest.java"));
        String snippet = source.substring(source.indexOf("// README:begin\n") + "// README:begin\n".length(),
                source.indexOf("            // README:end"));
        String unindented = snippet.lines().map(line -> line.substring(12)).reduce("", (a, b) -> a + b + "\n");
        String readme = Files.readString(repository.resolve("README.md"));
        assertTrue(readme.contains("```java\n" + unindented + "```"), "README differs from the tested snippet:\n" + unindented);
    }

    private static void connect(SSLContext context, int port) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            try (Socket raw = new Socket()) {
                raw.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
                try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(raw, "localhost", port, true)) {
                    MlDsaHandshakeTest.FULLY_POST_QUANTUM.accept(tls);
                    tls.startHandshake();
                    return;
                }
            } catch (java.net.ConnectException notYetListening) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the snippet's server never listened", notYetListening);
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
