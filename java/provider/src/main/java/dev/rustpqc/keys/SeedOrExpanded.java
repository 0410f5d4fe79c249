package dev.rustpqc.keys;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.util.Arrays;

/**
 * What ML-KEM's and ML-DSA's keys share: a private key that is a seed, an expanded key or both,
 * in the PKCS#8 privateKey CHOICE of RFC 9935 (ML-KEM) and RFC 9881 (ML-DSA) of
 * {@code seed [0] IMPLICIT OCTET STRING}, {@code expandedKey OCTET STRING} and
 * {@code both SEQUENCE {seed, expandedKey}}; a seed expanded natively and, given with an
 * expanded key, agreeing with it; an expanded key alone passing the family's check.
 */
abstract class SeedOrExpanded implements KeyFamily {
    /**
     * Fills a fresh seed and the key pair it gives. (Methods of the family, not lambdas given to a
     * constructor: a cold JVM pays for each lambda's bootstrap before its first key pair.)
     */
    abstract NativeStatus fillGenerated(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded);

    /** Fills the key pair of a seed. */
    abstract NativeStatus fillFromSeed(NativeBinding binding, int set, byte[] seed, byte[] publicKey, byte[] expanded);

    /** Checks an expanded key imported without its seed. */
    abstract void checkExpanded(ParameterSet set, byte[] expanded) throws InvalidKeyException;

    /** Whether a public key carried beside an expanded key (imported without its seed) belongs to it. */
    abstract boolean belongsTogether(ParameterSet set, byte[] publicKey, byte[] expanded);

    @Override
    public final KeyMaterial generate(ParameterSet set) {
        KeyMaterial keys = KeyMaterial.forGeneration(set);
        return keys.orWipe(fillGenerated(Native.binding(), set.nativeId, keys.seed(), keys.publicKey(),
                keys.privateKey()), set + " key generation").withoutEmptySeed();
    }

    @Override
    public final byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form) {
        return encode(seed, expanded, form);
    }

    @Override
    public final PrivateKeyData decodePrivate(ParameterSet set, byte[] contents, byte[] publicKey)
            throws InvalidKeyException {
        return decode(set, contents, publicKey);
    }

    @Override
    public final boolean acceptsNullParameters() {
        return true;
    }

    @Override
    public final KeyMaterial privateKey(PrivateKeyData data) throws InvalidKeyException {
        ParameterSet set = data.set();
        byte[] expanded = data.expanded();
        byte[] derivedPublic = null;
        try {
            if (data.seed() != null) {
                byte[] publicKey = new byte[set.publicKeyLength];
                byte[] fromSeed = new byte[set.privateKeyLength];
                new KeyMaterial(null, publicKey, fromSeed).orWipe(
                        fillFromSeed(Native.binding(), set.nativeId, data.seed(), publicKey, fromSeed),
                        set + " key derivation from seed");
                derivedPublic = publicKey;
                if (expanded == null) {
                    expanded = fromSeed;
                } else {
                    boolean agree = MessageDigest.isEqual(expanded, fromSeed);
                    Secrets.wipe(fromSeed);
                    if (!agree) {
                        throw new InvalidKeyException("Invalid " + set
                                + " private key: the seed and the expanded key do not belong together");
                    }
                }
            } else {
                checkExpanded(set, expanded);
            }
            byte[] carried = data.publicKey();
            if (carried != null && !(derivedPublic != null ? Arrays.equals(carried, derivedPublic)
                    : belongsTogether(set, carried, expanded))) {
                throw new InvalidKeyException("Invalid " + set
                        + " private key: the public key in the encoding does not belong to it");
            }
            return new KeyMaterial(data.seed(), derivedPublic, expanded);
        } catch (InvalidKeyException | RuntimeException e) {
            Secrets.wipe(data.seed(), data.expanded(), expanded);
            throw e;
        }
    }

    /**
     * The forms of the drafts before RFC 9935 and RFC 9881, which earlier BouncyCastle releases
     * wrote and OpenSSL 3.5+ still reads: the bare seed, the seed in an OCTET STRING, the bare
     * expanded key; null for any other contents. Their lengths tell them apart from the final
     * forms, which are each longer than the key they hold by their DER header.
     */
    private static PrivateKeyData decodeLegacy(ParameterSet set, byte[] contents, byte[] publicKey) {
        if (contents.length == set.seedLength) {
            return new PrivateKeyData(set, contents.clone(), null, publicKey).inLegacyForm();
        }
        if (contents.length == set.privateKeyLength) {
            return new PrivateKeyData(set, null, contents.clone(), publicKey).inLegacyForm();
        }
        if (contents.length == set.seedLength + 2 && contents[0] == Der.OCTET_STRING
                && contents[1] == set.seedLength) {
            return new PrivateKeyData(set, Arrays.copyOfRange(contents, 2, contents.length), null, publicKey)
                    .inLegacyForm();
        }
        return null;
    }

    /** The contents in {@code form}; a key without a seed is written as {@code expandedKey}. */
    private static byte[] encode(byte[] seed, byte[] expanded, PrivateKeyForm form) {
        PrivateKeyForm written = seed == null ? PrivateKeyForm.EXPANDED_KEY : form;
        switch (written) {
            case SEED:
                return Der.element(Der.CONTEXT_0_PRIMITIVE, seed);
            case BOTH:
                byte[] seedElement = Der.element(Der.OCTET_STRING, seed);
                byte[] expandedElement = Der.element(Der.OCTET_STRING, expanded);
                byte[] both = Der.element(Der.SEQUENCE, seedElement, expandedElement);
                Secrets.wipe(seedElement, expandedElement);
                return both;
            default:
                return Der.element(Der.OCTET_STRING, expanded);
        }
    }

    private static PrivateKeyData decode(ParameterSet set, byte[] contents, byte[] publicKey)
            throws InvalidKeyException {
        PrivateKeyData legacy = decodeLegacy(set, contents, publicKey);
        if (legacy != null) {
            return legacy;
        }
        Der.Reader reader = new Der.Reader(set + " private key", contents);
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
                        + " expandedKey OCTET STRING or both SEQUENCE (or a draft's bare seed, seed OCTET STRING"
                        + " or bare expanded key), found tag 0x%02X", set, reader.peekTag()));
        }
        PrivateKeyData data = new PrivateKeyData(set, seed, expanded, publicKey);
        try {
            reader.expectEnd("private key");
            if (seed != null && seed.length != set.seedLength) {
                throw new InvalidKeyException(String.format("Invalid %s private key: seed is %d bytes, expected %d",
                        set, seed.length, set.seedLength));
            }
            if (expanded != null && expanded.length != set.privateKeyLength) {
                throw new InvalidKeyException(String.format(
                        "Invalid %s private key: expanded key is %d bytes, expected %d", set, expanded.length,
                        set.privateKeyLength));
            }
            return data;
        } catch (InvalidKeyException e) {
            data.wipe();
            throw e;
        }
    }
}
