package dev.rustpqc.jsse.jdk21;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;

/**
 * The limit the README states: the JDK's own SunJSSE (JDK 27, which lists them) offers no ML-DSA signature
 * scheme, so it cannot use an ML-DSA certificate in TLS whatever provider holds the key. Fails,
 * and the README must change, the day a JDK adds them.
 */
class SunJsseSignatureSchemesTest {
    @Test
    void sunJsseHasNoMlDsaSignatureSchemes() throws Exception {
        SSLContext context = SSLContext.getInstance("TLSv1.3", "SunJSSE");
        context.init(null, null, null);
        String[] schemes = context.getSupportedSSLParameters().getSignatureSchemes();
        assumeTrue(schemes != null, "this JDK does not list its supported signature schemes (JDK 27 does)");
        assertTrue(Arrays.asList(schemes).contains("ecdsa_secp256r1_sha256"), Arrays.toString(schemes));
        assertFalse(Arrays.stream(schemes).anyMatch(scheme -> scheme.toLowerCase().contains("mldsa")),
                "SunJSSE " + Runtime.version() + " now has ML-DSA schemes: " + Arrays.toString(schemes));
    }
}
