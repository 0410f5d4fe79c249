package dev.rustpqc.jsse;

import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.util.Arrays;

/** The ML-DSA parameter set of a certificate's public key, read from its SubjectPublicKeyInfo OID. */
final class MlDsaParameterSets {
    private static final String[] NAMES = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"};
    /** DER of the OIDs 2.16.840.1.101.3.4.3.17, .18, .19 without the last byte (17, 18, 19). */
    private static final byte[] OID_PREFIX = {0x06, 0x09, 0x60, (byte) 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03};

    private MlDsaParameterSets() {
    }

    /** Whether {@code name} is an ML-DSA parameter set name, as BouncyCastle asks for key types. */
    static boolean isParameterSet(String name) {
        return Arrays.asList(NAMES).contains(name);
    }

    /**
     * {@code ML-DSA-44}, {@code ML-DSA-65} or {@code ML-DSA-87} if the certificate's key is one,
     * else {@code null}. SubjectPublicKeyInfo starts SEQUENCE { SEQUENCE { OID } ... }; the OID is
     * found at its fixed place after the two headers.
     */
    static String of(X509Certificate certificate) {
        if (certificate == null) {
            return null;
        }
        byte[] info = certificate.getPublicKey().getEncoded();
        int offset = info == null ? -1 : algorithmOffset(info);
        if (offset < 0 || info.length < offset + OID_PREFIX.length + 1
                || !Arrays.equals(info, offset, offset + OID_PREFIX.length, OID_PREFIX, 0, OID_PREFIX.length)) {
            return null;
        }
        int last = info[offset + OID_PREFIX.length];
        return last >= 17 && last <= 19 ? NAMES[last - 17] : null;
    }

    /**
     * Whether BouncyCastle's TLS code can take {@code certificate}'s public key as it is: named by
     * its parameter set {@code set}, and encoded without AlgorithmIdentifier parameters. JDK 17 and
     * 21 encode the key with NULL parameters, and name it by the OID or, once a provider registers
     * the OID as an alias, by the parameter set.
     */
    static boolean keyIsNamed(X509Certificate certificate, String set) {
        PublicKey key = certificate.getPublicKey();
        byte[] info = key.getEncoded();
        int offset = info == null ? -1 : algorithmOffset(info);
        boolean noParameters = offset >= 2 && info[offset - 1] == OID_PREFIX.length + 1;
        return noParameters && set.equalsIgnoreCase(key.getAlgorithm());
    }

    /** Where the algorithm OID starts: after the outer SEQUENCE header (any length form) and the inner one. */
    private static int algorithmOffset(byte[] der) {
        if (der.length < 4 || der[0] != 0x30) {
            return -1;
        }
        int lengthByte = der[1] & 0xff;
        int inner = 2 + (lengthByte < 0x80 ? 0 : lengthByte & 0x7f);
        return inner + 2 < der.length && der[inner] == 0x30 ? inner + 2 : -1;
    }
}
