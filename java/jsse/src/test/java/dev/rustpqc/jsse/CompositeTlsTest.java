package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import org.bouncycastle.tls.SignatureScheme;
import org.junit.jupiter.api.Test;

/**
 * Why a composite ML-DSA certificate authenticates no TLS 1.3 handshake here: BouncyCastle JSSE
 * 1.84 knows no signature scheme that combines ML-DSA with another algorithm, so a server whose
 * certificate and key are composite (MLDSA65-ECDSA-P256-SHA512, made and signed by RustPqc) finds
 * none to sign its CertificateVerify with and the handshake fails, where the same server with an
 * ML-DSA-65 certificate succeeds ({@link MlDsaHandshakeTest}).
 */
class CompositeTlsTest {
    @Test
    void bcjsseKnowsNoCompositeSignatureScheme() {
        List<String> composite = new ArrayList<>();
        for (int codePoint = 0; codePoint <= 0xFFFF; codePoint++) {
            String name = SignatureScheme.getName(codePoint).toLowerCase(java.util.Locale.ROOT);
            if (name.contains("mldsa") && (name.contains("ecdsa") || name.contains("ed25519") || name.contains("ed448")
                    || name.contains("rsa"))) {
                composite.add(name);
            }
        }
        assertEquals(List.of(), composite);
        assertTrue(SignatureScheme.getName(SignatureScheme.mldsa65).contains("mldsa65"), "it knows plain ML-DSA");
    }

    @Test
    void aCompositeServerCertificateFailsTheHandshake() throws Exception {
        MlDsaPki server = MlDsaPki.create("MLDSA65-ECDSA-P256-SHA512", MlDsaPki.RUST_PQC);
        SSLContext serverContext = MlDsaPki.context(RustPqcJsse.provider(true), server.keyObjectManagers(), null);
        SSLContext clientContext = MlDsaPki.context(RustPqcJsse.provider(true), null, server);
        try (LoopbackServer loopback = new LoopbackServer(serverContext, MlDsaHandshakeTest.FULLY_POST_QUANTUM)) {
            assertThrows(IOException.class, () -> LoopbackClient.handshake(clientContext, loopback.port(),
                    MlDsaHandshakeTest.FULLY_POST_QUANTUM));
        }
    }
}
