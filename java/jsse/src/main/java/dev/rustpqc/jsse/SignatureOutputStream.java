package dev.rustpqc.jsse;

import java.io.IOException;
import java.io.OutputStream;
import java.security.Signature;
import java.security.SignatureException;

/** Feeds what TLS writes (the CertificateVerify content) into a Signature. */
final class SignatureOutputStream extends OutputStream {
    private final Signature signature;

    SignatureOutputStream(Signature signature) {
        this.signature = signature;
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
}
