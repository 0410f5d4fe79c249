package dev.rustpqc.keys;

import java.security.InvalidKeyException;

/**
 * X.509 SubjectPublicKeyInfo and PKCS#8 (OneAsymmetricKey) encodings, byte for byte as the JDK,
 * BouncyCastle and the drafts write them: the set's OID with parameters absent, the raw public key
 * as the BIT STRING, and a privateKey OCTET STRING whose contents each family defines
 * ({@link KeyFamily#encodePrivate}): the {@code seed}, {@code expandedKey} or {@code both} CHOICE
 * of RFC 9935 (ML-KEM) and RFC 9881 (ML-DSA), the key itself for SLH-DSA (RFC 9909), the seed for
 * X-Wing.
 */
final class KeyCodec {
    private KeyCodec() {
    }

    /**
     * A decoded public key: its set, its raw bytes, and whether its algorithm OID is the set's
     * pre-hash variant's (a HashML-DSA or HashSLH-DSA key, for that signature only).
     */
    record PublicKeyData(ParameterSet set, byte[] key, boolean preHashOnly) {
    }

    /** An AlgorithmIdentifier read: the set it names, and whether by the set's pre-hash OID. */
    private record Algorithm(ParameterSet set, boolean preHashOnly) {
    }

    static byte[] encodePublic(ParameterSet set, byte[] key) {
        return Der.element(Der.SEQUENCE, algorithmIdentifier(set), Der.bitString(key));
    }

    /** A public key of {@code family}, its length checked. */
    static PublicKeyData decodePublic(byte[] encoded, Family family) throws InvalidKeyException {
        Der.Reader spki = wholeSequence(encoded, "X.509", "X.509 SubjectPublicKeyInfo", "SubjectPublicKeyInfo");
        Algorithm algorithm = readAlgorithm(spki, "X.509", family);
        ParameterSet set = algorithm.set();
        byte[] key = spki.readBitString("subjectPublicKey");
        spki.expectEnd("subjectPublicKey");
        KeyFamilies.of(family).checkPublicKeyLength(set, key);
        return new PublicKeyData(set, key, algorithm.preHashOnly());
    }

    /**
     * The SEQUENCE {@code structure} that is the whole {@code format} encoding, read as
     * {@code source} (the name its errors give).
     */
    private static Der.Reader wholeSequence(byte[] encoded, String format, String source, String structure)
            throws InvalidKeyException {
        if (encoded == null) {
            throw new InvalidKeyException(format + " encoding is null");
        }
        Der.Reader outer = new Der.Reader(source, encoded);
        Der.Reader sequence = outer.read(Der.SEQUENCE, structure);
        outer.expectEnd(structure);
        return sequence;
    }

    /** PKCS#8 v1; {@code form} matters only where the family has several. */
    static byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        byte[] contents = KeyFamilies.of(set.family).encodePrivate(set, seed, expanded, form);
        byte[] wrapped = Der.element(Der.OCTET_STRING, contents);
        byte[] encoded = Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 0}, algorithmIdentifier(set),
                wrapped);
        Secrets.wipe(contents, wrapped);
        return encoded;
    }

    /** A private key of {@code family}, as its encoding gave it (not yet checked). */
    static PrivateKeyData decodePrivate(byte[] encoded, Family family) throws InvalidKeyException {
        Der.Reader info = wholeSequence(encoded, "PKCS#8", "PKCS#8", "PrivateKeyInfo");
        int version = info.readSmallInteger("version");
        if (version > 1) {
            throw new InvalidKeyException("Invalid PKCS#8 encoding: unsupported version " + version);
        }
        Algorithm algorithm = readAlgorithm(info, "PKCS#8", family);
        byte[] privateKey = info.readBytes(Der.OCTET_STRING, "privateKey");
        try {
            if (info.peekTag() == Der.CONTEXT_0_CONSTRUCTED) {
                info.read(Der.CONTEXT_0_CONSTRUCTED, "attributes");
            }
            byte[] publicKey = null;
            if (info.peekTag() == Der.CONTEXT_1_PRIMITIVE) {
                if (version != 1) {
                    throw new InvalidKeyException("Invalid PKCS#8 encoding: a public key needs version 1");
                }
                Der.Reader bits = info.read(Der.CONTEXT_1_PRIMITIVE, "publicKey");
                publicKey = Der.bitStringContents(bits, "publicKey");
            }
            info.expectEnd("PrivateKeyInfo");
            PrivateKeyData data = KeyFamilies.of(family).decodePrivate(algorithm.set(), privateKey, publicKey);
            return algorithm.preHashOnly() ? data.boundToPreHash() : data;
        } finally {
            Secrets.wipe(privateKey);
        }
    }

    /** The family's PKCS#8 private-key form of an encoding (the JDK's own keys, asked what it writes). */
    static PrivateKeyForm formOf(byte[] encoded, Family family) throws InvalidKeyException {
        PrivateKeyData data = decodePrivate(encoded, family);
        data.wipe();
        return data.form();
    }

    private static byte[] algorithmIdentifier(ParameterSet set) {
        return Der.element(Der.SEQUENCE, set.oidDer());
    }

    /** The set of an AlgorithmIdentifier, which must name one of {@code family}'s. */
    private static Algorithm readAlgorithm(Der.Reader container, String format, Family family)
            throws InvalidKeyException {
        Der.Reader algorithm = container.read(Der.SEQUENCE, "AlgorithmIdentifier");
        byte[] oid = algorithm.readEncoded(Der.OBJECT_IDENTIFIER, "algorithm OID");
        ParameterSet set = ParameterSet.byOidDer(oid);
        if (set == null || set.family != family) {
            throw new InvalidKeyException("Invalid " + format + " encoding: algorithm OID " + Der.describeOid(oid)
                    + (set == null ? "" : " (" + set + ")") + " is not " + family);
        }
        if (algorithm.hasMore() && KeyFamilies.of(family).acceptsNullParameters()
                && algorithm.peekTag() == Der.NULL) {
            if (algorithm.readBytes(Der.NULL, "NULL parameters").length != 0) {
                throw new InvalidKeyException("Invalid " + format + " encoding: NULL parameters with content");
            }
        }
        if (algorithm.hasMore()) {
            throw new InvalidKeyException("Invalid " + format + " encoding: " + family
                    + " AlgorithmIdentifiers take no parameters");
        }
        return new Algorithm(set, set.isHashOidDer(oid));
    }
}
