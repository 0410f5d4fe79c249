package dev.rustpqc.jsse;

import java.security.PublicKey;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x500.RDN;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.bouncycastle.asn1.x500.style.IETFUtils;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;

/**
 * What a key manager needs to know of a certificate chain to choose it, read once: the kind of its
 * end-entity key (from the SubjectPublicKeyInfo's algorithm, whatever provider parsed it and
 * whatever name that provider gives the key), its curve, the uses it allows, its dates, its
 * issuers and the host names it is for.
 */
final class CertifiedKey {
    private static final String SERVER_AUTH = "1.3.6.1.5.5.7.3.1";
    private static final String CLIENT_AUTH = "1.3.6.1.5.5.7.3.2";
    private static final String ANY_EXTENDED_KEY_USAGE = "2.5.29.37.0";
    private static final int SUBJECT_ALTERNATIVE_NAME_DNS = 2;
    private static final int RSA_DIGITAL_SIGNATURE = 0;
    private static final int RSA_KEY_ENCIPHERMENT = 2;

    private final X509Certificate[] chain;
    private final List<String> indexKeys;
    private final boolean[] keyUsage;
    private final boolean forServers;
    private final boolean forClients;
    private final Set<X500Principal> issuers;
    private final List<String> hostNames;
    private final boolean rsaMultiUse;

    private CertifiedKey(X509Certificate[] chain, List<String> indexKeys, boolean[] keyUsage, List<String> extendedKeyUsage,
            Set<X500Principal> issuers, List<String> hostNames) {
        this.chain = chain;
        this.indexKeys = List.copyOf(indexKeys);
        this.keyUsage = keyUsage;
        this.forServers = allows(extendedKeyUsage, SERVER_AUTH);
        this.forClients = allows(extendedKeyUsage, CLIENT_AUTH);
        this.issuers = Set.copyOf(issuers);
        this.hostNames = List.copyOf(hostNames);
        this.rsaMultiUse = indexKeys.contains("RSA") && permits(RSA_DIGITAL_SIGNATURE) && permits(RSA_KEY_ENCIPHERMENT);
    }

    /**
     * The facts of {@code chain}.
     *
     * @throws IllegalArgumentException if the chain is empty or its end-entity certificate cannot be
     *     read (a key that is not X.509 SubjectPublicKeyInfo, an extension that does not parse)
     */
    static CertifiedKey of(X509Certificate[] chain) {
        if (chain == null || chain.length == 0 || chain[0] == null) {
            throw new IllegalArgumentException("no certificate chain");
        }
        X509Certificate endEntity = chain[0];
        try {
            Set<X500Principal> issuers = new HashSet<>();
            for (X509Certificate certificate : chain) {
                issuers.add(certificate.getIssuerX500Principal());
            }
            if (endEntity.getBasicConstraints() >= 0) {
                issuers.add(endEntity.getSubjectX500Principal()); // a CA's own certificate, as BouncyCastle allows
            }
            return new CertifiedKey(chain.clone(), indexKeysOf(endEntity.getPublicKey()), endEntity.getKeyUsage(),
                    endEntity.getExtendedKeyUsage(), issuers, hostNamesOf(endEntity));
        } catch (CertificateParsingException | RuntimeException e) {
            throw new IllegalArgumentException("unreadable certificate " + endEntity.getSubjectX500Principal() + ": " + e,
                    e);
        }
    }

    /** The index key of an EC key on the curve {@code oid}. */
    static String ecIndexKey(String oid) {
        return "EC/" + oid;
    }

    /** The index key of a key of an algorithm this class does not know, named {@code algorithm} by its provider. */
    static String otherIndexKey(String algorithm) {
        return "other:" + algorithm.toUpperCase(Locale.ROOT);
    }

    /** The chain as given. */
    X509Certificate[] chain() {
        return chain.clone();
    }

    X509Certificate endEntity() {
        return chain[0];
    }

    /** The {@link RequestedKeyType#indexKey()}s this chain's key serves: its kind, and its family or curve. */
    List<String> indexKeys() {
        return indexKeys;
    }

    /**
     * Whether this chain serves {@code type} for a server ({@code forServer}) or a client: the kind of
     * key, the KeyUsage bit the type needs, and the ExtendedKeyUsage of the role (serverAuth or
     * clientAuth, or anyExtendedKeyUsage, or no such extension).
     */
    boolean serves(RequestedKeyType type, boolean forServer) {
        return indexKeys.contains(type.indexKey()) && permits(type.keyUsageBit()) && (forServer ? forServers : forClients);
    }

    /** Whether the peer accepts this chain's issuers: any, or one of the chain's issuers among them. */
    boolean issuedByOneOf(Set<X500Principal> accepted) {
        if (accepted == null || accepted.isEmpty()) {
            return true;
        }
        for (X500Principal issuer : issuers) {
            if (accepted.contains(issuer)) {
                return true;
            }
        }
        return false;
    }

    /**
     * How well this chain suits a handshake at {@code now} for the server name {@code hostName}
     * (null if none was asked for): outside its dates, then not for that name, rank last.
     */
    Quality quality(Date now, String hostName) {
        if (now.before(chain[0].getNotBefore()) || now.after(chain[0].getNotAfter())) {
            return Quality.EXPIRED;
        }
        if (hostName != null && !ServerNames.matches(hostNames, hostName)) {
            return Quality.MISMATCH_SNI;
        }
        return rsaMultiUse ? Quality.RSA_MULTI_USE : Quality.OK;
    }

    private boolean permits(int bit) {
        return keyUsage == null || keyUsage.length > bit && keyUsage[bit];
    }

    private static boolean allows(List<String> extendedKeyUsage, String purpose) {
        return extendedKeyUsage == null || extendedKeyUsage.contains(purpose)
                || extendedKeyUsage.contains(ANY_EXTENDED_KEY_USAGE);
    }

    /**
     * The index keys of {@code key}, by the OID of its SubjectPublicKeyInfo: the JDK, BouncyCastle and
     * RustPqc name the same key differently ({@code EdDSA} or {@code Ed25519}, {@code ML-DSA} or
     * {@code ML-DSA-65}, or an OID on JDKs that do not know the algorithm).
     */
    private static List<String> indexKeysOf(PublicKey key) {
        byte[] encoded = key.getEncoded();
        if (encoded == null) {
            throw new IllegalArgumentException("the " + key.getAlgorithm() + " key has no X.509 encoding");
        }
        SubjectPublicKeyInfo info = SubjectPublicKeyInfo.getInstance(encoded);
        String oid = info.getAlgorithm().getAlgorithm().getId();
        List<String> keys = new ArrayList<>();
        switch (oid) {
            case "1.2.840.10045.2.1" -> {
                keys.add("EC");
                ASN1Encodable parameters = info.getAlgorithm().getParameters();
                if (parameters instanceof ASN1ObjectIdentifier curve) {
                    keys.add(ecIndexKey(curve.getId()));
                }
            }
            case "1.2.840.113549.1.1.1" -> keys.add("RSA");
            case "1.2.840.113549.1.1.10" -> keys.add("RSASSA-PSS");
            case "1.2.840.10040.4.1" -> keys.add("DSA");
            case "1.3.101.112" -> keys.addAll(List.of("Ed25519", "EdDSA"));
            case "1.3.101.113" -> keys.addAll(List.of("Ed448", "EdDSA"));
            case "2.16.840.1.101.3.4.3.17" -> keys.addAll(List.of("ML-DSA-44", "ML-DSA"));
            case "2.16.840.1.101.3.4.3.18" -> keys.addAll(List.of("ML-DSA-65", "ML-DSA"));
            case "2.16.840.1.101.3.4.3.19" -> keys.addAll(List.of("ML-DSA-87", "ML-DSA"));
            default -> keys.add(otherIndexKey(key.getAlgorithm()));
        }
        return keys;
    }

    /**
     * The DNS names the certificate is for, lower case: its subjectAltName dNSNames, or if it has none
     * its most specific common name, as the JDK's and BouncyCastle's HTTPS checks read them.
     */
    private static List<String> hostNamesOf(X509Certificate certificate) throws CertificateParsingException {
        List<String> names = new ArrayList<>();
        Collection<List<?>> alternatives = certificate.getSubjectAlternativeNames();
        if (alternatives != null) {
            for (List<?> alternative : alternatives) {
                if (alternative.size() >= 2 && Integer.valueOf(SUBJECT_ALTERNATIVE_NAME_DNS).equals(alternative.get(0))
                        && alternative.get(1) instanceof String name) {
                    names.add(name.toLowerCase(Locale.ROOT));
                }
            }
        }
        if (names.isEmpty()) {
            RDN[] commonNames = X500Name.getInstance(certificate.getSubjectX500Principal().getEncoded()).getRDNs(BCStyle.CN);
            if (commonNames.length > 0) {
                names.add(IETFUtils.valueToString(commonNames[commonNames.length - 1].getFirst().getValue())
                        .toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }

    /** How well a chain suits a handshake, best first (BouncyCastle JSSE's order). */
    enum Quality {
        OK,
        /** An RSA key allowed both to sign and to decrypt: one allowed only what is asked is preferred. */
        RSA_MULTI_USE,
        /** Not for the server name the client asked for. */
        MISMATCH_SNI,
        /** Before or after its validity period. */
        EXPIRED;

        /** Whether a chain of this quality is one to serve rather than a last resort. */
        boolean isValid() {
            return compareTo(MISMATCH_SNI) < 0;
        }
    }
}
