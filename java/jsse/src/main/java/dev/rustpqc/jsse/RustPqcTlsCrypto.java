package dev.rustpqc.jsse;

import java.io.IOException;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.AlgorithmParameterSpec;
import org.bouncycastle.jcajce.util.JcaJceHelper;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.NamedGroup;
import org.bouncycastle.tls.SignatureScheme;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.crypto.Tls13Verifier;
import org.bouncycastle.tls.crypto.TlsCertificate;
import org.bouncycastle.tls.crypto.TlsKemConfig;
import org.bouncycastle.tls.crypto.TlsKemDomain;
import org.bouncycastle.tls.crypto.TlsStreamSigner;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCertificate;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;

/**
 * BouncyCastle's {@link JcaTlsCrypto} with ML-KEM computed natively by RustPqc: the plain ML-KEM
 * groups (MLKEM512, MLKEM768, MLKEM1024) and the ML-KEM half of the hybrid groups
 * (X25519MLKEM768, SecP256r1MLKEM768, SecP384r1MLKEM1024), and the ML-DSA signatures of TLS 1.3
 * (mldsa44, mldsa65, mldsa87): CertificateVerify signed and verified by RustPqc, with keys of any
 * provider. Everything else (X25519, ECDH, other signatures, certificate chains, ciphers, HKDF)
 * stays with the JCA providers, exactly as in {@code JcaTlsCrypto}.
 *
 * <p>The ML-KEM groups are supported on every JDK, JDK 17 included, whether or not any JCA
 * provider has ML-KEM. Key-share randomness comes from the OS inside native code; the
 * {@code SecureRandom} given to the constructor serves the rest of TLS.
 *
 * <p>Made by {@link RustPqcTlsCryptoProvider} when native ML-KEM is switched on; one instance per
 * {@code SSLContext}. {@link #nativeKemCounts()} tells what it computed natively.
 */
public final class RustPqcTlsCrypto extends JcaTlsCrypto {
    /** The JCA name BouncyCastle's ML-DSA signer and verifier ask for, whatever the parameter set. */
    private static final String ML_DSA = "ML-DSA";

    private final KemCounters counters;

    RustPqcTlsCrypto(JcaJceHelper helper, JcaJceHelper altHelper, SecureRandom keyRandom, SecureRandom nonceRandom,
            KemCounters counters) {
        super(helper, altHelper, keyRandom, nonceRandom);
        this.counters = counters;
    }

    /** A native domain for the ML-KEM groups; BouncyCastle's own for any other KEM group. */
    @Override
    public TlsKemDomain createKemDomain(TlsKemConfig kemConfig) {
        MlKemParameterSet set = mlKemSet(kemConfig.getNamedGroup());
        if (set == null) {
            return super.createKemDomain(kemConfig);
        }
        return new NativeMlKemDomain(this, set, kemConfig.isServer(), counters);
    }

    /**
     * The ML-KEM groups are supported when the native library is loaded. The base class asks the
     * JCA for BouncyCastle-specific ML-KEM services, which JDK 17 and 21 lack and which we do not use.
     */
    @Override
    protected Boolean isSupportedNamedGroup(int namedGroup) {
        if (mlKemSet(namedGroup) != null) {
            return Boolean.valueOf(NativeMlKem.isAvailable());
        }
        return super.isSupportedNamedGroup(namedGroup);
    }

    /**
     * The ML-DSA schemes are supported when the native library is loaded, whether or not a JCA
     * provider has ML-DSA (JDK 17 and 21 have none).
     */
    @Override
    protected Boolean isSupportedSignatureScheme(int signatureScheme) {
        if (SignatureScheme.isMLDSA(signatureScheme)) {
            return Boolean.valueOf(NativeMlKem.isAvailable());
        }
        return super.isSupportedSignatureScheme(signatureScheme);
    }

    /** A CertificateVerify signer computing ML-DSA natively, for a key of any provider; RSA-PSS by the JDK's name. */
    @Override
    protected TlsStreamSigner createStreamSigner(String algorithmName, AlgorithmParameterSpec parameter,
            PrivateKey privateKey, boolean needsRandom) throws IOException {
        if (ML_DSA.equals(algorithmName)) {
            return NativeMlDsaCertificateVerify.signer(privateKey);
        }
        return super.createStreamSigner(RsaPss.jcaName(algorithmName), parameter, privateKey, needsRandom);
    }

    /** A CertificateVerify verifier computing ML-DSA natively; RSA-PSS by the JDK's name. */
    @Override
    protected Tls13Verifier createTls13Verifier(String algorithmName, AlgorithmParameterSpec parameter,
            PublicKey publicKey) throws IOException {
        if (ML_DSA.equals(algorithmName)) {
            return NativeMlDsaCertificateVerify.verifier(publicKey);
        }
        return super.createTls13Verifier(RsaPss.jcaName(algorithmName), parameter, publicKey);
    }

    /**
     * The RSA-PSS schemes' parameters, from the JDK's {@code RSASSA-PSS} where BouncyCastle's name
     * for it ({@code SHA256withRSAandMGF1}, which only BouncyCastle's JCA provider has) is missing:
     * without them BouncyCastle offers no RSA-PSS scheme and an RSA certificate cannot be used in
     * TLS 1.3.
     */
    @Override
    public AlgorithmParameters getSignatureSchemeAlgorithmParameters(int signatureScheme)
            throws GeneralSecurityException {
        try {
            return super.getSignatureSchemeAlgorithmParameters(signatureScheme);
        } catch (GeneralSecurityException noBouncyCastleName) {
            AlgorithmParameters parameters = RsaPss.parameters(getHelper(), signatureScheme);
            if (parameters == null) {
                throw noBouncyCastleName;
            }
            return parameters;
        }
    }

    /**
     * A peer's certificate; an ML-DSA one parsed by BouncyCastle when the JDK's parse does not name
     * the key's parameter set. JDK 17 and 21 do not know ML-DSA and hand out its key with NULL
     * AlgorithmIdentifier parameters, which BouncyCastle's TLS code refuses ("No support for ML-DSA
     * signature scheme").
     */
    @Override
    public TlsCertificate createCertificate(short type, byte[] encoding) throws IOException {
        TlsCertificate certificate = super.createCertificate(type, encoding);
        if (!(certificate instanceof JcaTlsCertificate)) {
            return certificate;
        }
        X509Certificate x509 = ((JcaTlsCertificate) certificate).getX509Certificate();
        String set = MlDsaParameterSets.of(x509);
        if (set == null || MlDsaParameterSets.keyIsNamed(x509, set)) {
            return certificate;
        }
        try {
            return new JcaTlsCertificate(this, BouncyCastleCopies.of(x509));
        } catch (IllegalArgumentException e) {
            throw new TlsFatalAlert(AlertDescription.bad_certificate, e.getMessage(), e);
        }
    }

    /** The native ML-KEM operations this crypto's key shares completed so far. */
    public NativeKemCounts nativeKemCounts() {
        return counters.snapshot();
    }

    /**
     * The set behind a TLS named group that is a plain ML-KEM group (MLKEM512/768/1024 and the
     * older OQS code points), or null for any other group. Hybrid groups never reach a KEM domain
     * as themselves: BouncyCastle splits them into their two halves first.
     */
    static MlKemParameterSet mlKemSet(int namedGroup) {
        String kemName = NamedGroup.getKemName(namedGroup);
        if (kemName == null) {
            return null;
        }
        for (MlKemParameterSet set : MlKemParameterSet.values()) {
            if (set.jcaName.equals(kemName)) {
                return set;
            }
        }
        return null;
    }
}
