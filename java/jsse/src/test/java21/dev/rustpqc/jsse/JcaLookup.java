package dev.rustpqc.jsse;

import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.KEM;
import javax.crypto.KeyAgreement;
import javax.crypto.Mac;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * Which provider a JCA lookup that names none gets, found the way applications find it
 * ({@code getInstance(algorithm)}, which honours both the provider order and
 * {@code jdk.security.provider.preferred}). For {@code KEM}, whose provider is chosen by the key,
 * the key is an ML-KEM-768 public key of SunJCE's, as SunJSSE's server holds.
 */
final class JcaLookup {
    /** The ML-KEM lookups by name: SunJSSE's, and the rest of the names. */
    static final List<String> ML_KEM_BY_NAME = List.of("KeyPairGenerator.ML-KEM", "KeyPairGenerator.ML-KEM-512",
            "KeyPairGenerator.ML-KEM-768", "KeyPairGenerator.ML-KEM-1024", "KeyFactory.ML-KEM", "KeyFactory.ML-KEM-768",
            "KeyFactory.ML-KEM-1024", "KEM.ML-KEM", "KEM.ML-KEM-768", "KEM.ML-KEM-1024");

    /** The ML-KEM lookups by OID (RustPqcMlKem first captures these too; the java.security override does not). */
    static final List<String> ML_KEM_BY_OID = List.of("KeyPairGenerator.2.16.840.1.101.3.4.4.2",
            "KeyFactory.OID.2.16.840.1.101.3.4.4.3", "KEM.OID.2.16.840.1.101.3.4.4.1");

    /** Lookups it must leave alone: ML-DSA and what a TLS handshake and its certificates use besides ML-KEM. */
    static final List<String> OTHERS = List.of("KeyPairGenerator.ML-DSA", "KeyPairGenerator.ML-DSA-65",
            "KeyFactory.ML-DSA-65", "Signature.ML-DSA", "Signature.ML-DSA-65", "KeyPairGenerator.EC",
            "KeyPairGenerator.X25519", "KeyFactory.EC", "KeyFactory.X25519", "KeyAgreement.X25519", "KeyAgreement.ECDH",
            "Signature.SHA256withECDSA", "Signature.Ed25519", "Signature.RSASSA-PSS", "MessageDigest.SHA-256",
            "MessageDigest.SHA3-256", "Cipher.AES/GCM/NoPadding", "Cipher.ChaCha20-Poly1305", "Mac.HmacSHA256",
            "SecureRandom.DRBG", "KeyStore.PKCS12", "CertificateFactory.X.509", "SSLContext.TLSv1.3",
            "TrustManagerFactory.PKIX", "KEM.DHKEM");

    private JcaLookup() {
    }

    /** The name of the provider {@code lookup} ("Type.algorithm") resolves to. */
    static String providerOf(String lookup) throws Exception {
        int dot = lookup.indexOf('.');
        String type = lookup.substring(0, dot);
        String algorithm = lookup.substring(dot + 1);
        return switch (type) {
            case "KeyPairGenerator" -> KeyPairGenerator.getInstance(algorithm).getProvider().getName();
            case "KeyFactory" -> KeyFactory.getInstance(algorithm).getProvider().getName();
            case "Signature" -> Signature.getInstance(algorithm).getProvider().getName();
            case "KeyAgreement" -> KeyAgreement.getInstance(algorithm).getProvider().getName();
            case "Cipher" -> Cipher.getInstance(algorithm).getProvider().getName();
            case "Mac" -> Mac.getInstance(algorithm).getProvider().getName();
            case "MessageDigest" -> MessageDigest.getInstance(algorithm).getProvider().getName();
            case "SecureRandom" -> SecureRandom.getInstance(algorithm).getProvider().getName();
            case "KeyStore" -> KeyStore.getInstance(algorithm).getProvider().getName();
            case "CertificateFactory" -> CertificateFactory.getInstance(algorithm).getProvider().getName();
            case "SSLContext" -> SSLContext.getInstance(algorithm).getProvider().getName();
            case "TrustManagerFactory" -> TrustManagerFactory.getInstance(algorithm).getProvider().getName();
            case "KEM" -> kemProvider(algorithm);
            default -> throw new IllegalArgumentException("No lookup for type " + type);
        };
    }

    private static String kemProvider(String algorithm) throws Exception {
        String keyAlgorithm = algorithm.equals("DHKEM") ? "X25519"
                : algorithm.endsWith("1024") ? "ML-KEM-1024" : algorithm.endsWith(".1") ? "ML-KEM-512" : "ML-KEM-768";
        String keyProvider = algorithm.equals("DHKEM") ? "SunEC" : "SunJCE";
        var key = KeyPairGenerator.getInstance(keyAlgorithm, keyProvider).generateKeyPair().getPublic();
        return KEM.getInstance(algorithm).newEncapsulator(key).providerName();
    }
}
