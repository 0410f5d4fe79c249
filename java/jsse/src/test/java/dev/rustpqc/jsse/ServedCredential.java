package dev.rustpqc.jsse;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/**
 * What one loopback handshake served: the end-entity certificate the client received, or why the
 * handshake failed (the client's and the server's errors).
 *
 * @param certificate the server's end-entity certificate, null if the handshake failed
 * @param failure what went wrong, null if it did not
 */
record ServedCredential(X509Certificate certificate, String failure) {
    private static final int TIMEOUT_MILLIS = 30_000;
    private static final String CA_SIGNATURE = "ecdsa_secp384r1_sha384";

    /** The host name the served certificate is for (its common name), or the failure. */
    String hostName() {
        return certificate == null ? "failed: " + failure
                : certificate.getSubjectX500Principal().getName().replaceFirst("^CN=", "");
    }

    /**
     * One handshake of {@code client} (configured by {@code clientSetup}) with a loopback server of
     * {@code server} (configured by {@code serverSetup}).
     */
    static ServedCredential of(SSLContext server, Consumer<SSLSocket> serverSetup, SSLContext client,
            Consumer<SSLSocket> clientSetup) throws Exception {
        X509Certificate certificate = null;
        String failure = null;
        try (LoopbackServer loopback = new LoopbackServer(server, serverSetup)) {
            try (Socket raw = new Socket()) {
                raw.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), loopback.port()), TIMEOUT_MILLIS);
                raw.setSoTimeout(TIMEOUT_MILLIS);
                try (SSLSocket tls = (SSLSocket) client.getSocketFactory().createSocket(raw, "localhost", loopback.port(),
                        true)) {
                    clientSetup.accept(tls);
                    tls.startHandshake();
                    certificate = (X509Certificate) tls.getSession().getPeerCertificates()[0];
                    OutputStream out = tls.getOutputStream();
                    out.write("ping\n".getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    new BufferedReader(new InputStreamReader(tls.getInputStream(), StandardCharsets.US_ASCII)).readLine();
                    tls.getSession().invalidate();
                }
            } catch (Exception e) {
                failure = "client: " + e;
            }
            try {
                loopback.awaitServed(1);
            } catch (Exception | AssertionError e) {
                failure = (failure == null ? "" : failure + "; ") + "server: " + e;
            }
        }
        return failure == null ? new ServedCredential(certificate, null) : new ServedCredential(null, failure);
    }

    /** A client setup that asks for {@code hostName} by SNI. */
    static Consumer<SSLSocket> serverName(String hostName) {
        return socket -> {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setServerNames(List.of(new SNIHostName(hostName)));
            socket.setSSLParameters(parameters);
        };
    }

    /**
     * A BouncyCastle client setup that offers only the signature {@code schemes} for the server's
     * CertificateVerify, and accepts them and {@value #CA_SIGNATURE} (the signature of
     * {@link TestCredentials}' CA) in certificates.
     */
    static Consumer<SSLSocket> offering(String... schemes) {
        return socket -> {
            BCSSLSocket bouncyCastle = (BCSSLSocket) socket;
            BCSSLParameters parameters = bouncyCastle.getParameters();
            parameters.setSignatureSchemes(Arrays.copyOf(schemes, schemes.length));
            List<String> inCertificates = new ArrayList<>(List.of(schemes));
            if (!inCertificates.contains(CA_SIGNATURE)) {
                inCertificates.add(CA_SIGNATURE);
            }
            parameters.setSignatureSchemesCert(inCertificates.toArray(new String[0]));
            bouncyCastle.setParameters(parameters);
        };
    }

    /** Nothing to set. */
    static Consumer<SSLSocket> asIs() {
        return socket -> {
        };
    }
}
