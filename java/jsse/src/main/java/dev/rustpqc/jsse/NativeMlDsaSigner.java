package dev.rustpqc.jsse;

import java.io.IOException;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Signature;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.TlsStreamSigner;

/** Signs a TLS 1.3 CertificateVerify with RustPqc's native ML-DSA. */
final class NativeMlDsaSigner implements TlsStreamSigner {
    private final Signature signature;
    private final OutputStream output;

    NativeMlDsaSigner(PrivateKey key) throws IOException {
        try {
            this.signature = NativeMlDsa.signer(key);
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "RustPqc cannot sign with this ML-DSA key", e);
        }
        this.output = new SignatureOutputStream(signature);
    }

    @Override
    public OutputStream getOutputStream() {
        return output;
    }

    @Override
    public byte[] getSignature() throws IOException {
        try {
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "RustPqc ML-DSA signing failed", e);
        }
    }
}
