package dev.rustpqc.jsse;

import java.io.IOException;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.Tls13Verifier;
import org.bouncycastle.tls.crypto.TlsStreamSigner;

/**
 * A TLS 1.3 CertificateVerify computed with RustPqc's native ML-DSA: TLS writes the signed content
 * into it, then asks for our signature ({@link #signer}) or has the peer's checked ({@link #verifier}).
 */
final class NativeMlDsaCertificateVerify extends OutputStream implements TlsStreamSigner, Tls13Verifier {
    private final Signature signature;

    private NativeMlDsaCertificateVerify(Signature signature) {
        this.signature = signature;
    }

    /** Signs our CertificateVerify with {@code key}. */
    static TlsStreamSigner signer(PrivateKey key) throws IOException {
        try {
            return new NativeMlDsaCertificateVerify(NativeMlDsa.signer(key));
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "RustPqc cannot sign with this ML-DSA key", e);
        }
    }

    /** Verifies the peer's CertificateVerify with its certificate's {@code key}. */
    static Tls13Verifier verifier(PublicKey key) throws IOException {
        try {
            return new NativeMlDsaCertificateVerify(NativeMlDsa.verifier(key));
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.bad_certificate,
                    "RustPqc cannot verify with the peer's ML-DSA key", e);
        }
    }

    @Override
    public OutputStream getOutputStream() {
        return this;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            signature.update(b, off, len);
        } catch (SignatureException e) {
            throw new IOException("ML-DSA " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] getSignature() throws IOException {
        try {
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new TlsFatalAlert(AlertDescription.internal_error, "RustPqc ML-DSA signing failed", e);
        }
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
