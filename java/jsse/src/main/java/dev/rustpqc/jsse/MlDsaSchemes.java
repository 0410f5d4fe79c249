package dev.rustpqc.jsse;

import java.util.Arrays;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLEngine;
import org.bouncycastle.jsse.BCSSLParameters;
import org.bouncycastle.jsse.BCSSLSocket;

/**
 * Turns on the TLS 1.3 ML-DSA signature schemes (mldsa65, mldsa87, mldsa44) in BouncyCastle
 * JSSE, which leaves them out of its defaults, ahead of the classical schemes, so that a side with
 * an ML-DSA certificate uses it and a side without one still works with ECDSA, EdDSA or RSA-PSS.
 *
 * <p>With {@link RustPqcJsse} native mode on, RustPqc signs and verifies the CertificateVerify;
 * use {@link MlDsaKeyManager} for the server's (or client's) ML-DSA keys. For code that cannot reach
 * its sockets, the same list as system properties, read when an {@code SSLContext} is initialised:
 * {@code -Djdk.tls.client.SignatureSchemes=<SCHEMES> -Djdk.tls.server.SignatureSchemes=<SCHEMES>}
 * with {@link #SCHEMES} joined by commas.
 */
public final class MlDsaSchemes {
    /** ML-DSA first, then the classical TLS 1.3 schemes BouncyCastle can use. */
    public static final String[] SCHEMES = {"mldsa65", "mldsa87", "mldsa44",
        "ecdsa_secp256r1_sha256", "ecdsa_secp384r1_sha384", "ecdsa_secp521r1_sha512", "ed25519", "ed448",
        "rsa_pss_rsae_sha256", "rsa_pss_rsae_sha384", "rsa_pss_rsae_sha512",
        "rsa_pss_pss_sha256", "rsa_pss_pss_sha384", "rsa_pss_pss_sha512",
        "rsa_pkcs1_sha256", "rsa_pkcs1_sha384", "rsa_pkcs1_sha512"};

    private MlDsaSchemes() {
    }

    /** Enables the ML-DSA schemes on a BouncyCastle JSSE socket. */
    public static void enable(SSLSocket socket) {
        BCSSLSocket bcSocket = bouncyCastle(BCSSLSocket.class, socket, "socket");
        bcSocket.setParameters(enable(bcSocket.getParameters()));
    }

    /** Enables the ML-DSA schemes on a BouncyCastle JSSE engine. */
    public static void enable(SSLEngine engine) {
        BCSSLEngine bcEngine = bouncyCastle(BCSSLEngine.class, engine, "engine");
        bcEngine.setParameters(enable(bcEngine.getParameters()));
    }

    private static <T> T bouncyCastle(Class<T> type, Object socketOrEngine, String what) {
        if (!type.isInstance(socketOrEngine)) {
            throw new IllegalArgumentException("Not a BouncyCastle JSSE " + what + ": make it from an SSLContext of"
                    + " RustPqcJsse.provider()");
        }
        return type.cast(socketOrEngine);
    }

    /**
     * Sets the signature schemes to {@link #SCHEMES}.
     *
     * @return {@code parameters}, changed
     */
    public static BCSSLParameters enable(BCSSLParameters parameters) {
        if (parameters == null) {
            throw new NullPointerException("parameters");
        }
        parameters.setSignatureSchemes(Arrays.copyOf(SCHEMES, SCHEMES.length));
        return parameters;
    }
}
