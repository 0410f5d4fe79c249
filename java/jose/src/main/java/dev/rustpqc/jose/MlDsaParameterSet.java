package dev.rustpqc.jose;

import com.nimbusds.jose.JWSAlgorithm;

/** The three ML-DSA parameter sets as RFC 9964 names them, with FIPS 204's sizes and their OIDs. */
enum MlDsaParameterSet {
    ML_DSA_44(MlDsaAlgorithms.ML_DSA_44, 0x11, 1312, 2420),
    ML_DSA_65(MlDsaAlgorithms.ML_DSA_65, 0x12, 1952, 3309),
    ML_DSA_87(MlDsaAlgorithms.ML_DSA_87, 0x13, 2592, 4627);

    /** The OID 2.16.840.1.101.3.4.3 (NIST signature algorithms) without its last arc. */
    private static final byte[] OID_PREFIX = {0x60, (byte) 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03};

    static final int SEED_LENGTH = 32;

    final JWSAlgorithm algorithm;
    final int publicKeyLength;
    final int signatureLength;
    private final int oidLastArc;

    MlDsaParameterSet(JWSAlgorithm algorithm, int oidLastArc, int publicKeyLength, int signatureLength) {
        this.algorithm = algorithm;
        this.oidLastArc = oidLastArc;
        this.publicKeyLength = publicKeyLength;
        this.signatureLength = signatureLength;
    }

    /** The set that JWS algorithm names, or null for any other algorithm. */
    static MlDsaParameterSet of(JWSAlgorithm algorithm) {
        for (MlDsaParameterSet set : values()) {
            if (set.algorithm.equals(algorithm)) {
                return set;
            }
        }
        return null;
    }

    /** The set whose OID has these content bytes, or null (HashML-DSA's OIDs included: RFC 9964 is pure ML-DSA). */
    static MlDsaParameterSet ofOid(byte[] oid) {
        if (oid.length != OID_PREFIX.length + 1) {
            return null;
        }
        for (int i = 0; i < OID_PREFIX.length; i++) {
            if (oid[i] != OID_PREFIX[i]) {
                return null;
            }
        }
        for (MlDsaParameterSet set : values()) {
            if (set.oidLastArc == oid[OID_PREFIX.length]) {
                return set;
            }
        }
        return null;
    }

    /** The JCA name of the set, which is also its JWS {@code alg}. */
    String jcaName() {
        return algorithm.getName();
    }

    @Override
    public String toString() {
        return jcaName();
    }
}
