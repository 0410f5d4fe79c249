package dev.rustpqc.jsse;

import java.net.Socket;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.ExtendedSSLSession;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SNIServerName;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSession;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.StandardConstants;

/** The server name a client asked for (SNI), and whether a certificate is for it. */
final class ServerNames {
    private ServerNames() {
    }

    /** The host name the client of {@code socket}'s handshake asked for, or null. */
    static String requested(Socket socket) {
        return socket instanceof SSLSocket ssl ? requested(ssl.getHandshakeSession()) : null;
    }

    /** The host name the client of {@code engine}'s handshake asked for, or null. */
    static String requested(SSLEngine engine) {
        return engine == null ? null : requested(engine.getHandshakeSession());
    }

    private static String requested(SSLSession handshake) {
        if (!(handshake instanceof ExtendedSSLSession extended)) {
            return null;
        }
        List<SNIServerName> names = extended.getRequestedServerNames();
        if (names == null) {
            return null;
        }
        for (SNIServerName name : names) {
            if (name.getType() == StandardConstants.SNI_HOST_NAME) {
                try {
                    SNIHostName host = name instanceof SNIHostName given ? given : new SNIHostName(name.getEncoded());
                    return host.getAsciiName().toLowerCase(Locale.ROOT);
                } catch (IllegalArgumentException notAHostName) {
                    return null;
                }
            }
        }
        return null;
    }

    /**
     * Whether one of {@code certified} (a certificate's DNS names, lower case) is {@code host}: equal,
     * or a wildcard that is the whole left-most label of a name of at least three labels
     * ({@code *.example.com} is for {@code a.example.com}, not for {@code example.com} nor
     * {@code a.b.example.com}).
     */
    static boolean matches(List<String> certified, String host) {
        String wanted = withoutTrailingDot(host);
        for (String name : certified) {
            String pattern = withoutTrailingDot(name);
            if (pattern.equals(wanted)) {
                return true;
            }
            if (pattern.startsWith("*.") && pattern.indexOf('.', 2) > 0 && pattern.indexOf('*', 1) < 0) {
                int dot = wanted.indexOf('.');
                if (dot > 0 && wanted.substring(dot).equals(pattern.substring(1))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String withoutTrailingDot(String name) {
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }
}
