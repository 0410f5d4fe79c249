package dev.rustpqc;

import java.security.InvalidKeyException;

/**
 * The X.509 and PKCS#8 encodings of X-Wing keys (draft-connolly-cfrg-xwing-kem, "Use in X.509
 * Public Key Infrastructure"): the OID 1.3.6.1.4.1.62253.25722 with parameters absent, the raw
 * 1216-byte public key as the SubjectPublicKeyInfo's BIT STRING, and the raw 32-byte seed as the
 * OneAsymmetricKey's privateKey OCTET STRING, whose publicKey field must be absent. BouncyCastle
 * writes the same bytes.
 */
final class XWingCodec {
    static final String OID = "1.3.6.1.4.1.62253.25722";
    private static final byte[] ALGORITHM_IDENTIFIER = Der.element(Der.SEQUENCE, Der.objectIdentifier(OID));

    private XWingCodec() {
    }

    static byte[] encodePublic(byte[] key) {
        return Der.element(Der.SEQUENCE, ALGORITHM_IDENTIFIER, Der.bitString(key));
    }

    /** The raw public key of a SubjectPublicKeyInfo, its length checked. */
    static byte[] decodePublic(byte[] encoded) throws InvalidKeyException {
        if (encoded == null) {
            throw new InvalidKeyException("X.509 encoding is null");
        }
        Der.Reader outer = new Der.Reader("X.509 SubjectPublicKeyInfo", encoded);
        Der.Reader spki = outer.read(Der.SEQUENCE, "SubjectPublicKeyInfo");
        outer.expectEnd("SubjectPublicKeyInfo");
        readAlgorithm(spki, "X.509");
        byte[] key = spki.readBitString("subjectPublicKey");
        spki.expectEnd("subjectPublicKey");
        if (key.length != XWingOperations.PUBLIC_KEY_LENGTH) {
            throw new InvalidKeyException(String.format("Invalid X-Wing public key: %d bytes, expected %d",
                    key.length, XWingOperations.PUBLIC_KEY_LENGTH));
        }
        return key;
    }

    /** PKCS#8 v1 holding the seed; the temporary arrays that held it are wiped. */
    static byte[] encodePrivate(byte[] seed) {
        byte[] privateKey = Der.element(Der.OCTET_STRING, seed);
        byte[] encoded = Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 0}, ALGORITHM_IDENTIFIER, privateKey);
        KeyCodec.wipe(privateKey);
        return encoded;
    }

    /** The seed of a PKCS#8 encoding (a copy for the caller to own), its length checked. */
    static byte[] decodePrivate(byte[] encoded) throws InvalidKeyException {
        if (encoded == null) {
            throw new InvalidKeyException("PKCS#8 encoding is null");
        }
        Der.Reader outer = new Der.Reader("PKCS#8", encoded);
        Der.Reader info = outer.read(Der.SEQUENCE, "PrivateKeyInfo");
        outer.expectEnd("PrivateKeyInfo");
        int version = info.readSmallInteger("version");
        if (version > 1) {
            throw new InvalidKeyException("Invalid PKCS#8 encoding: unsupported version " + version);
        }
        readAlgorithm(info, "PKCS#8");
        byte[] seed = info.readBytes(Der.OCTET_STRING, "privateKey");
        try {
            if (info.peekTag() == Der.CONTEXT_0_CONSTRUCTED) {
                info.read(Der.CONTEXT_0_CONSTRUCTED, "attributes");
            }
            if (info.peekTag() == Der.CONTEXT_1_PRIMITIVE) {
                throw new InvalidKeyException("Invalid X-Wing private key: the draft requires the PKCS#8"
                        + " publicKey field to be absent");
            }
            info.expectEnd("PrivateKeyInfo");
            if (seed.length != XWingOperations.SEED_LENGTH) {
                throw new InvalidKeyException(String.format("Invalid X-Wing private key: %d bytes, expected"
                        + " the %d-byte seed", seed.length, XWingOperations.SEED_LENGTH));
            }
            return seed;
        } catch (InvalidKeyException e) {
            KeyCodec.wipe(seed);
            throw e;
        }
    }

    private static void readAlgorithm(Der.Reader container, String format) throws InvalidKeyException {
        byte[] algorithm = container.readEncoded(Der.SEQUENCE, "AlgorithmIdentifier");
        if (!java.util.Arrays.equals(algorithm, ALGORITHM_IDENTIFIER)) {
            Der.Reader reader = new Der.Reader(format, algorithm).read(Der.SEQUENCE, "AlgorithmIdentifier");
            String oid = Der.describeOid(reader.readEncoded(Der.OBJECT_IDENTIFIER, "algorithm OID"));
            throw new InvalidKeyException("Invalid " + format + " encoding: " + (oid.equals(OID)
                    ? "X-Wing's AlgorithmIdentifier takes no parameters"
                    : "algorithm OID " + oid + " is not X-Wing (" + OID + ")"));
        }
    }
}
