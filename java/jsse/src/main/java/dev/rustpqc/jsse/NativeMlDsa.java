package dev.rustpqc.jsse;

import dev.rustpqc.RustPqcProvider;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;

/**
 * RustPqc's ML-DSA Signature for TLS 1.3 CertificateVerify (pure ML-DSA, empty context, as RFC
 * draft-ietf-tls-mldsa specifies), over our own unregistered provider instance so that no other
 * code in the JVM changes provider. Keys of any provider are accepted: RustPqc translates the
 * JDK's and BouncyCastle's keys through their encodings.
 */
final class NativeMlDsa {
    private static final Provider PROVIDER = new RustPqcProvider();

    private NativeMlDsa() {
    }

    static Signature signer(PrivateKey key) throws GeneralSecurityException {
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(MlDsaTlsKey.unwrap(key));
        return signature;
    }

    static Signature verifier(PublicKey key) throws GeneralSecurityException {
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initVerify(key);
        return signature;
    }
}
