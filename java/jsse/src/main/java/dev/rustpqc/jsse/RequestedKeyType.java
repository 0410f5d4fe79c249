package dev.rustpqc.jsse;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x9.ECNamedCurveTable;

/**
 * A key type as a TLS stack asks a key manager for it, read once: BouncyCastle JSSE's
 * ({@code EC/secp256r1}, {@code Ed25519}, {@code ML-DSA-65}, {@code RSA}, {@code RSASSA-PSS}, and
 * for TLS 1.1 and older {@code ECDHE_ECDSA}, {@code ECDHE_RSA}, {@code KE:RSA}, ...) or the JDK's
 * ({@code EC}, {@code EdDSA}, {@code ML-DSA}, {@code RSA}, ...).
 *
 * @param name the key type as asked
 * @param indexKey what {@link CertifiedKey#indexKeys()} of a certificate that serves it contains
 * @param family the JDK's name for the keys of this type, which the JDK's key managers understand
 * @param keyUsageBit the KeyUsage bit the certificate must allow, if it has the extension
 */
record RequestedKeyType(String name, String indexKey, String family, int keyUsageBit) {
    static final int DIGITAL_SIGNATURE = 0;
    static final int KEY_ENCIPHERMENT = 2;

    private static final String EC_PREFIX = "EC/";
    private static final String TLS13_SUFFIX = "tls13";
    /** BouncyCastle's key types for TLS 1.1 and older: the key exchange, and the key that signs or decrypts in it. */
    private static final Map<String, RequestedKeyType> LEGACY = Map.of(
            "ECDHE_ECDSA", new RequestedKeyType("ECDHE_ECDSA", "EC", "EC", DIGITAL_SIGNATURE),
            "ECDHE_RSA", new RequestedKeyType("ECDHE_RSA", "RSA", "RSA", DIGITAL_SIGNATURE),
            "DHE_RSA", new RequestedKeyType("DHE_RSA", "RSA", "RSA", DIGITAL_SIGNATURE),
            "SRP_RSA", new RequestedKeyType("SRP_RSA", "RSA", "RSA", DIGITAL_SIGNATURE),
            "KE:RSA", new RequestedKeyType("KE:RSA", "RSA", "RSA", KEY_ENCIPHERMENT),
            "DHE_DSS", new RequestedKeyType("DHE_DSS", "DSA", "DSA", DIGITAL_SIGNATURE),
            "SRP_DSS", new RequestedKeyType("SRP_DSS", "DSA", "DSA", DIGITAL_SIGNATURE));
    /** Key types are asked for at every handshake, from a small set: each is read once. */
    private static final Map<String, RequestedKeyType> READ = new ConcurrentHashMap<>();

    /** {@code keyType} read; a type this class does not know is matched by the key's algorithm name. */
    static RequestedKeyType of(String keyType) {
        return READ.computeIfAbsent(keyType, RequestedKeyType::read);
    }

    private static RequestedKeyType read(String keyType) {
        RequestedKeyType legacy = LEGACY.get(keyType);
        if (legacy != null) {
            return legacy;
        }
        if (keyType.startsWith(EC_PREFIX)) {
            String curve = keyType.substring(EC_PREFIX.length());
            if (curve.endsWith(TLS13_SUFFIX)) {
                curve = curve.substring(0, curve.length() - TLS13_SUFFIX.length()); // brainpoolP256r1tls13
            }
            ASN1ObjectIdentifier oid = ECNamedCurveTable.getOID(curve);
            // A curve nobody names cannot match any certificate: an index key no certificate has.
            return new RequestedKeyType(keyType, oid == null ? keyType : CertifiedKey.ecIndexKey(oid.getId()), "EC",
                    DIGITAL_SIGNATURE);
        }
        String upper = keyType.toUpperCase(Locale.ROOT);
        if (upper.equals("ED25519") || upper.equals("ED448")) {
            return new RequestedKeyType(keyType, upper.equals("ED25519") ? "Ed25519" : "Ed448", "EdDSA",
                    DIGITAL_SIGNATURE);
        }
        if (MlDsaParameterSets.isParameterSet(upper)) {
            return new RequestedKeyType(keyType, upper, "ML-DSA", DIGITAL_SIGNATURE);
        }
        if (upper.equals("EDDSA")) {
            return new RequestedKeyType(keyType, "EdDSA", "EdDSA", DIGITAL_SIGNATURE);
        }
        if (upper.equals("RSASSA-PSS") || upper.equals("RSA") || upper.equals("EC") || upper.equals("DSA")
                || upper.equals("ML-DSA")) {
            return new RequestedKeyType(keyType, upper.equals("RSASSA-PSS") ? "RSASSA-PSS" : upper, upper,
                    DIGITAL_SIGNATURE);
        }
        return new RequestedKeyType(keyType, CertifiedKey.otherIndexKey(keyType), keyType, DIGITAL_SIGNATURE);
    }

    /** Whether the JDK's key managers know this type by another name ({@link #family}). */
    boolean hasFamily() {
        return !family.equals(name);
    }
}
