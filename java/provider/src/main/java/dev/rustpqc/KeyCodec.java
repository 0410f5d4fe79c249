package dev.rustpqc;

import java.security.InvalidKeyException;
import java.util.Arrays;

/**
 * X.509 SubjectPublicKeyInfo and PKCS#8 (OneAsymmetricKey) encodings with the NIST OIDs, byte for
 * byte as the JDK writes them. Parameters of the AlgorithmIdentifier must be absent. The PKCS#8
 * private key is the CHOICE of RFC 9935 (ML-KEM) and RFC 9881 (ML-DSA):
 * {@code seed [0] IMPLICIT OCTET STRING}, {@code expandedKey OCTET STRING}, or
 * {@code both SEQUENCE {seed, expandedKey}}; for SLH-DSA (RFC 9909) the privateKey OCTET STRING
 * holds the key itself, {@code SK.seed || SK.prf || PK.seed || PK.root}, as BouncyCastle writes it.
 * (Such a key is kept as the "expanded" key: SLH-DSA has no seed form.)
 */
final class KeyCodec {
    private KeyCodec() {
    }

    /** A decoded public key: its set and raw bytes. */
    record PublicKeyData(ParameterSet set, byte[] key) {
    }

    /**
     * A decoded private key. {@code seed} or {@code expanded} may be null (not both);
     * {@code publicKey} is the optional OneAsymmetricKey v2 public key, or null.
     */
    record PrivateKeyData(ParameterSet set, byte[] seed, byte[] expanded, byte[] publicKey) {
        PrivateKeyForm form() {
            return seed == null ? PrivateKeyForm.EXPANDED_KEY
                    : expanded == null ? PrivateKeyForm.SEED : PrivateKeyForm.BOTH;
        }

        void wipe() {
            KeyCodec.wipe(seed, expanded);
        }
    }

    static byte[] encodePublic(ParameterSet set, byte[] key) {
        return Der.element(Der.SEQUENCE, algorithmIdentifier(set), Der.bitString(key));
    }

    static PublicKeyData decodePublic(byte[] encoded) throws InvalidKeyException {
        if (encoded == null) {
            throw new InvalidKeyException("X.509 encoding is null");
        }
        Der.Reader outer = new Der.Reader("X.509 SubjectPublicKeyInfo", encoded);
        Der.Reader spki = outer.read(Der.SEQUENCE, "SubjectPublicKeyInfo");
        outer.expectEnd("SubjectPublicKeyInfo");
        ParameterSet set = readAlgorithm(spki, "X.509");
        byte[] key = spki.readBitString("subjectPublicKey");
        spki.expectEnd("subjectPublicKey");
        if (key.length != set.publicKeyLength) {
            throw new InvalidKeyException(String.format("Invalid %s public key: %d bytes, expected %d",
                    set, key.length, set.publicKeyLength));
        }
        return new PublicKeyData(set, key);
    }

    /** PKCS#8 v1 in the given form; {@code seed} may be null only for {@code expandedKey}. */
    static byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        if (set.family == Family.SLH_DSA) {
            return wrapPrivateKey(set, expanded);
        }
        PrivateKeyForm written = seed == null ? PrivateKeyForm.EXPANDED_KEY : form;
        byte[] choice;
        switch (written) {
            case SEED:
                choice = Der.element(Der.CONTEXT_0_PRIMITIVE, seed);
                break;
            case BOTH:
                byte[] seedElement = Der.element(Der.OCTET_STRING, seed);
                byte[] expandedElement = Der.element(Der.OCTET_STRING, expanded);
                choice = Der.element(Der.SEQUENCE, seedElement, expandedElement);
                wipe(seedElement, expandedElement);
                break;
            default:
                choice = Der.element(Der.OCTET_STRING, expanded);
                break;
        }
        byte[] encoded = wrapPrivateKey(set, choice);
        wipe(choice);
        return encoded;
    }

    /** PKCS#8 v1 whose privateKey OCTET STRING holds {@code privateKey}. */
    private static byte[] wrapPrivateKey(ParameterSet set, byte[] privateKey) {
        byte[] wrapped = Der.element(Der.OCTET_STRING, privateKey);
        byte[] encoded = Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 0}, algorithmIdentifier(set),
                wrapped);
        wipe(wrapped);
        return encoded;
    }

    /** Zeroes temporary arrays that held secret bytes. */
    static void wipe(byte[]... secrets) {
        for (byte[] secret : secrets) {
            if (secret != null) {
                Arrays.fill(secret, (byte) 0);
            }
        }
    }

    static PrivateKeyData decodePrivate(byte[] encoded) throws InvalidKeyException {
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
        ParameterSet set = readAlgorithm(info, "PKCS#8");
        byte[] privateKey = info.readBytes(Der.OCTET_STRING, "privateKey");
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
        if (set.family == Family.SLH_DSA) {
            if (privateKey.length != set.privateKeyLength) {
                Arrays.fill(privateKey, (byte) 0);
                throw new InvalidKeyException(String.format("Invalid %s private key: %d bytes, expected %d", set,
                        privateKey.length, set.privateKeyLength));
            }
            return new PrivateKeyData(set, null, privateKey, publicKey);
        }
        try {
            return decodeChoice(set, privateKey, publicKey);
        } finally {
            Arrays.fill(privateKey, (byte) 0);
        }
    }

    private static PrivateKeyData decodeChoice(ParameterSet set, byte[] privateKey, byte[] publicKey)
            throws InvalidKeyException {
        Der.Reader reader = new Der.Reader(set + " private key", privateKey);
        byte[] seed = null;
        byte[] expanded = null;
        switch (reader.peekTag()) {
            case Der.CONTEXT_0_PRIMITIVE:
                seed = reader.readBytes(Der.CONTEXT_0_PRIMITIVE, "seed");
                break;
            case Der.OCTET_STRING:
                expanded = reader.readBytes(Der.OCTET_STRING, "expandedKey");
                break;
            case Der.SEQUENCE:
                Der.Reader both = reader.read(Der.SEQUENCE, "both");
                seed = both.readBytes(Der.OCTET_STRING, "seed");
                expanded = both.readBytes(Der.OCTET_STRING, "expandedKey");
                both.expectEnd("both");
                break;
            default:
                throw new InvalidKeyException(String.format("Invalid %s private key: expected seed [0],"
                        + " expandedKey OCTET STRING or both SEQUENCE, found tag 0x%02X", set, reader.peekTag()));
        }
        reader.expectEnd("private key");
        PrivateKeyData data = new PrivateKeyData(set, seed, expanded, publicKey);
        if (seed != null && seed.length != set.seedLength) {
            data.wipe();
            throw new InvalidKeyException(String.format("Invalid %s private key: seed is %d bytes, expected %d",
                    set, seed.length, set.seedLength));
        }
        if (expanded != null && expanded.length != set.privateKeyLength) {
            data.wipe();
            throw new InvalidKeyException(String.format(
                    "Invalid %s private key: expanded key is %d bytes, expected %d", set, expanded.length,
                    set.privateKeyLength));
        }
        return data;
    }

    private static byte[] algorithmIdentifier(ParameterSet set) {
        return Der.element(Der.SEQUENCE, set.oidDer());
    }

    private static ParameterSet readAlgorithm(Der.Reader container, String format) throws InvalidKeyException {
        Der.Reader algorithm = container.read(Der.SEQUENCE, "AlgorithmIdentifier");
        byte[] oid = algorithm.readEncoded(Der.OBJECT_IDENTIFIER, "algorithm OID");
        // JDK 17 and 21 encode the AlgorithmIdentifier of an algorithm they do not know with NULL
        // parameters (sun.security.x509.AlgorithmId), so the public key of every ML-DSA certificate
        // they parse reaches us that way. An empty NULL carries nothing and is skipped.
        if (algorithm.peekTag() == Der.NULL && algorithm.readBytes(Der.NULL, "NULL parameters").length != 0) {
            throw new InvalidKeyException("Invalid " + format + " encoding: NULL parameters with content");
        }
        if (algorithm.hasMore()) {
            throw new InvalidKeyException("Invalid " + format
                    + " encoding: ML-KEM, ML-DSA and SLH-DSA AlgorithmIdentifiers take no parameters");
        }
        return parameterSet(oid, format);
    }

    private static ParameterSet parameterSet(byte[] oid, String format) throws InvalidKeyException {
        ParameterSet set = ParameterSet.byOidDer(oid);
        if (set == null) {
            throw new InvalidKeyException("Invalid " + format + " encoding: algorithm OID "
                    + Der.describeOid(oid) + " is not ML-KEM, ML-DSA or SLH-DSA");
        }
        return set;
    }
}
