package dev.rustpqc;

import java.security.Security;
import java.security.cert.CertPathValidator;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXCertPathValidatorResult;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/** PKIX validation of a certificate chain with RustPqc as the signature provider. */
final class CertPaths {
    private CertPaths() {
    }

    /**
     * Validates {@code chain} (leaf first, the anchor's certificate left out or not) against {@code anchor}
     * with the JDK's PKIX CertPathValidator, every signature checked by RustPqc's Signature.
     */
    static PKIXCertPathValidatorResult validate(Certificate[] chain, X509Certificate anchor) throws Exception {
        registerLast();
        List<Certificate> path = Arrays.stream(chain).filter(c -> !c.equals(anchor)).toList();
        PKIXParameters parameters = new PKIXParameters(Set.of(new TrustAnchor(anchor, null)));
        parameters.setRevocationEnabled(false);
        parameters.setSigProvider(RustPqcProvider.PROVIDER_NAME);
        return (PKIXCertPathValidatorResult) CertPathValidator.getInstance("PKIX")
                .validate(CertificateFactory.getInstance("X.509").generateCertPath(path), parameters);
    }

    /** Native ML-DSA verifications since {@code before}. */
    static long verifiedSince(OperationCounts before) {
        return RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_VERIFY)
                - before.total(NativeOperation.ML_DSA_VERIFY);
    }

    /** PKIX finds a signature provider by name; appended last, RustPqc changes no other lookup. */
    static synchronized void registerLast() {
        if (Security.getProvider(RustPqcProvider.PROVIDER_NAME) == null) {
            Security.addProvider(new RustPqcProvider());
        }
    }
}
