package dev.rustpqc.jsse;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.Context;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.apache.coyote.http2.Http2Protocol;
import org.apache.tomcat.util.net.SSLHostConfig;
import org.apache.tomcat.util.net.SSLHostConfigCertificate;
import org.junit.jupiter.api.Test;

/**
 * The README's embedded Tomcat 11 recipe, as written: Tomcat's own TLS configuration (a PKCS12
 * key store with an EC P-256 key, its default key manager, HTTP/2), with BouncyCastle JSSE found
 * by provider order after {@code RustPqcJsse.install}. Tomcat passes {@code SSLContext.init} a
 * null {@code SecureRandom}, uses the JDK's {@code SunX509} key manager, and on JDK 20+ copies each
 * client's groups into the engine: the three traps of the issue, all in one server.
 */
class TomcatServerTest extends ServerRecipeChecks {
    TomcatServerTest() {
        super("hello from tomcat");
    }

    /** Tomcat as the README configures it. */
    @Override
    RunningServer recipe(boolean nativeMlKem) throws Exception {
        int port = 0;
        // README:begin tomcat-server
        Tomcat tomcat = new Tomcat();
        Connector https = new Connector(); // NIO, HTTP/1.1 and, below, HTTP/2
        https.setPort(port);
        https.setScheme("https");
        https.setSecure(true);
        https.setProperty("SSLEnabled", "true");
        SSLHostConfig tls = new SSLHostConfig();
        SSLHostConfigCertificate certificate = new SSLHostConfigCertificate(tls, SSLHostConfigCertificate.Type.UNDEFINED);
        certificate.setCertificateKeystoreFile(keyStoreFile); // a PKCS12 file with the key and its chain
        certificate.setCertificateKeystorePassword(password);
        tls.addCertificate(certificate);
        https.addSslHostConfig(tls);
        https.addUpgradeProtocol(new Http2Protocol());
        tomcat.getService().addConnector(https);
        // README:end tomcat-server
        https.setProperty("address", "127.0.0.1");
        tomcat.setBaseDir(directory.resolve("tomcat-" + nativeMlKem).toString());
        Context context = tomcat.addContext("", null);
        Tomcat.addServlet(context, "hello", new Hello(body));
        context.addServletMapping("/hello", "hello");
        tomcat.start();
        return new RunningServer(https.getLocalPort(), () -> {
            tomcat.stop();
            tomcat.destroy();
        });
    }

    @Test
    void theReadmeHoldsTheRecipeAsRun() throws Exception {
        ReadmeBlocks.assertReadmeHolds(TomcatServerTest.class, "tomcat-server");
    }

    /** {@code GET /hello}: the body, with its length (no chunking, for s_client's raw reading). */
    static final class Hello extends HttpServlet {
        private static final long serialVersionUID = 1L;
        private final String body;

        Hello(String body) {
            this.body = body;
        }

        @Override
        protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
            byte[] bytes = (body + "\n").getBytes(StandardCharsets.UTF_8);
            response.setContentType("text/plain");
            response.setContentLength(bytes.length);
            response.getOutputStream().write(bytes);
        }
    }
}
