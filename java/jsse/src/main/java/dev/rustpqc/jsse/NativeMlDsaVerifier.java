package dev.rustpqc.jsse;

import java.io.IOException;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.Signature;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.Tls13Verifier;

/** Verifies a peer's TLS 1.3 CertificateVerify with RustPqc's native ML-DSA. */
final class NativeMlDsaVerifier implements Tls13Verifier {
    private final Signature signature;
    private final OutputStream output;

    NativeMlDsaVerifier(PublicKey key) throws IOException {
        try {
            this.signature = NativeMlDsa.verifier(key);
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.bad_certificate,
                    "RustPqc cannot verify with the peer's ML-DSA key", e);
        }
        this.output = new SignatureOutputStream(signature);
    }

    @Override
    public OutputStream getOutputStream() {
        return output;
    }

    @Override
    public boolean verifySignature(byte[] signatureBytes) throws IOException {
        try {
            return signature.verify(signatureBytes);
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.decrypt_error, "Malformed ML-DSA CertificateVerify signature", e);
        }
    }
}
