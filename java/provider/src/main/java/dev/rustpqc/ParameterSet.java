package dev.rustpqc;

import java.security.spec.NamedParameterSpec;
import java.util.Locale;

/**
 * The parameter sets: their JCA names, NIST OIDs, the number that names them at the native
 * boundary, and their sizes in bytes. SLH-DSA sets are named as BouncyCastle names them
 * (upper case; FIPS 205 writes {@code SLH-DSA-SHA2-128s}); their number at the boundary is the
 * last arc of their OID, and their private key has no seed form (seed length 0).
 */
enum ParameterSet {
    ML_KEM_512(Family.ML_KEM, "ML-KEM-512", "2.16.840.1.101.3.4.4.1", 512, 800, 1632, 64, 768),
    ML_KEM_768(Family.ML_KEM, "ML-KEM-768", "2.16.840.1.101.3.4.4.2", 768, 1184, 2400, 64, 1088),
    ML_KEM_1024(Family.ML_KEM, "ML-KEM-1024", "2.16.840.1.101.3.4.4.3", 1024, 1568, 3168, 64, 1568),
    ML_DSA_44(Family.ML_DSA, "ML-DSA-44", "2.16.840.1.101.3.4.3.17", 44, 1312, 2560, 32, 2420,
            "2.16.840.1.101.3.4.3.32"),
    ML_DSA_65(Family.ML_DSA, "ML-DSA-65", "2.16.840.1.101.3.4.3.18", 65, 1952, 4032, 32, 3309,
            "2.16.840.1.101.3.4.3.33"),
    ML_DSA_87(Family.ML_DSA, "ML-DSA-87", "2.16.840.1.101.3.4.3.19", 87, 2592, 4896, 32, 4627,
            "2.16.840.1.101.3.4.3.34"),
    SLH_DSA_SHA2_128S(Family.SLH_DSA, "SLH-DSA-SHA2-128S", "2.16.840.1.101.3.4.3.20", 20, 32, 64, 0, 7856,
            "2.16.840.1.101.3.4.3.35"),
    SLH_DSA_SHA2_128F(Family.SLH_DSA, "SLH-DSA-SHA2-128F", "2.16.840.1.101.3.4.3.21", 21, 32, 64, 0, 17088,
            "2.16.840.1.101.3.4.3.36"),
    SLH_DSA_SHA2_192S(Family.SLH_DSA, "SLH-DSA-SHA2-192S", "2.16.840.1.101.3.4.3.22", 22, 48, 96, 0, 16224,
            "2.16.840.1.101.3.4.3.37"),
    SLH_DSA_SHA2_192F(Family.SLH_DSA, "SLH-DSA-SHA2-192F", "2.16.840.1.101.3.4.3.23", 23, 48, 96, 0, 35664,
            "2.16.840.1.101.3.4.3.38"),
    SLH_DSA_SHA2_256S(Family.SLH_DSA, "SLH-DSA-SHA2-256S", "2.16.840.1.101.3.4.3.24", 24, 64, 128, 0, 29792,
            "2.16.840.1.101.3.4.3.39"),
    SLH_DSA_SHA2_256F(Family.SLH_DSA, "SLH-DSA-SHA2-256F", "2.16.840.1.101.3.4.3.25", 25, 64, 128, 0, 49856,
            "2.16.840.1.101.3.4.3.40"),
    SLH_DSA_SHAKE_128S(Family.SLH_DSA, "SLH-DSA-SHAKE-128S", "2.16.840.1.101.3.4.3.26", 26, 32, 64, 0, 7856,
            "2.16.840.1.101.3.4.3.41"),
    SLH_DSA_SHAKE_128F(Family.SLH_DSA, "SLH-DSA-SHAKE-128F", "2.16.840.1.101.3.4.3.27", 27, 32, 64, 0, 17088,
            "2.16.840.1.101.3.4.3.42"),
    SLH_DSA_SHAKE_192S(Family.SLH_DSA, "SLH-DSA-SHAKE-192S", "2.16.840.1.101.3.4.3.28", 28, 48, 96, 0, 16224,
            "2.16.840.1.101.3.4.3.43"),
    SLH_DSA_SHAKE_192F(Family.SLH_DSA, "SLH-DSA-SHAKE-192F", "2.16.840.1.101.3.4.3.29", 29, 48, 96, 0, 35664,
            "2.16.840.1.101.3.4.3.44"),
    SLH_DSA_SHAKE_256S(Family.SLH_DSA, "SLH-DSA-SHAKE-256S", "2.16.840.1.101.3.4.3.30", 30, 64, 128, 0, 29792,
            "2.16.840.1.101.3.4.3.45"),
    SLH_DSA_SHAKE_256F(Family.SLH_DSA, "SLH-DSA-SHAKE-256F", "2.16.840.1.101.3.4.3.31", 31, 64, 128, 0, 49856,
            "2.16.840.1.101.3.4.3.46");

    /** ML-KEM shared secrets are 32 bytes for every set. */
    static final int SHARED_SECRET_LENGTH = 32;

    final Family family;
    final String jcaName;
    final String oid;
    final int nativeId;
    final int publicKeyLength;
    final int privateKeyLength;
    final int seedLength;
    /** The ciphertext length (ML-KEM) or the signature length (ML-DSA, SLH-DSA). */
    final int outputLength;
    /**
     * The OID of the pre-hash variant over this set, or null: HashML-DSA with SHA-512 (RFC 9881),
     * HashSLH-DSA with the set's hash function (SHA-256, SHA-512, SHAKE128 or SHAKE256; RFC 9909).
     * BouncyCastle's keys for its {@code ML-DSA-65-WITH-SHA512} and
     * {@code SLH-DSA-SHA2-128S-WITH-SHA256} carry it.
     */
    final String hashOid;
    private final byte[] oidDer;
    private final byte[] hashOidDer;

    ParameterSet(Family family, String jcaName, String oid, int nativeId, int publicKeyLength,
            int privateKeyLength, int seedLength, int outputLength) {
        this(family, jcaName, oid, nativeId, publicKeyLength, privateKeyLength, seedLength, outputLength, null);
    }

    ParameterSet(Family family, String jcaName, String oid, int nativeId, int publicKeyLength,
            int privateKeyLength, int seedLength, int outputLength, String hashOid) {
        this.family = family;
        this.jcaName = jcaName;
        this.oid = oid;
        this.nativeId = nativeId;
        this.publicKeyLength = publicKeyLength;
        this.privateKeyLength = privateKeyLength;
        this.seedLength = seedLength;
        this.outputLength = outputLength;
        this.hashOid = hashOid;
        this.oidDer = Der.objectIdentifier(oid);
        this.hashOidDer = hashOid == null ? null : Der.objectIdentifier(hashOid);
    }

    /** The DER encoding of this set's OID (tag, length and value). */
    byte[] oidDer() {
        return oidDer.clone();
    }

    boolean hasOidDer(byte[] der) {
        return java.util.Arrays.equals(oidDer, der);
    }

    NamedParameterSpec spec() {
        return new NamedParameterSpec(jcaName);
    }

    /** The set of a JCA name ({@code ML-KEM-768}), case-insensitively, or null. */
    static ParameterSet byName(String name) {
        if (name == null) {
            return null;
        }
        String upper = name.toUpperCase(Locale.ROOT);
        for (ParameterSet set : values()) {
            if (set.jcaName.equals(upper)) {
                return set;
            }
        }
        return null;
    }

    /**
     * The set whose DER-encoded OID this is, or null. A HashML-DSA or HashSLH-DSA key OID names its
     * set: the key is the same.
     */
    static ParameterSet byOidDer(byte[] der) {
        for (ParameterSet set : values()) {
            if (set.hasOidDer(der) || java.util.Arrays.equals(set.hashOidDer, der)) {
                return set;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return jcaName;
    }
}
