package dev.rustpqc.keys;

import dev.rustpqc.binding.NativeFailures;
import dev.rustpqc.binding.NativeStatus;
import java.security.InvalidKeyException;

/**
 * What differs between the families' keys, one implementation per family: how the private key
 * sits inside its PKCS#8 encoding, how keys are checked and derived, and the native calls that
 * make and prepare them. The rest ({@link KeyCodec}, {@link Keys}, the key classes, the factory
 * and the generator) is the same code for every family.
 */
interface KeyFamily {
    /** The contents of the PKCS#8 privateKey OCTET STRING, in {@code form} where the family has several. */
    byte[] encodePrivate(ParameterSet set, byte[] seed, byte[] expanded, PrivateKeyForm form);

    /**
     * The private key held in a PKCS#8 privateKey OCTET STRING ({@code contents}, which the caller
     * wipes), with {@code publicKey}, the public key the encoding carries, or null.
     */
    PrivateKeyData decodePrivate(ParameterSet set, byte[] contents, byte[] publicKey) throws InvalidKeyException;

    /**
     * Whether an empty NULL may stand for the AlgorithmIdentifier's absent parameters: JDK 17 and
     * 21 encode the keys of algorithms they do not know that way (every ML-DSA certificate they
     * parse reaches us so). X-Wing's draft allows only absent parameters.
     */
    boolean acceptsNullParameters();

    /** A fresh key pair from OS randomness drawn inside native code. */
    KeyMaterial generate(ParameterSet set);

    /**
     * Passes when a native key check did; {@code invalid}, the status of a key failing the check, is
     * an InvalidKeyException naming the key ({@code what}: "public key", "private key") and the
     * condition it broke; any other failure is the library's.
     */
    static void requireValid(NativeStatus status, NativeStatus invalid, ParameterSet set, String what,
            String condition) throws InvalidKeyException {
        if (status == invalid) {
            throw new InvalidKeyException("Invalid " + set + " " + what + ": " + status.message() + " (" + condition
                    + ")");
        }
        NativeFailures.require(status, set + " " + what + " check");
    }

    /** Checks a public key of the right length (the FIPS 203 modulus check, where it applies). */
    void checkPublicKey(ParameterSet set, byte[] key) throws InvalidKeyException;

    /** Fails unless a raw public key has the set's length. */
    default void checkPublicKeyLength(ParameterSet set, byte[] key) throws InvalidKeyException {
        if (key.length != set.publicKeyLength) {
            throw new InvalidKeyException(String.format("Invalid %s public key: %d bytes, expected %d", set,
                    key.length, set.publicKeyLength));
        }
    }

    /**
     * The private key of RAW bytes (a copy): a seed or an expanded key, told apart by length
     * (SLH-DSA: the key itself; X-Wing: the seed).
     */
    default PrivateKeyData rawPrivateKey(ParameterSet set, byte[] raw) throws InvalidKeyException {
        if (raw.length == set.seedLength) {
            return new PrivateKeyData(set, raw.clone(), null, null);
        }
        if (raw.length == set.privateKeyLength) {
            return new PrivateKeyData(set, null, raw.clone(), null);
        }
        String expected = set.seedLength == 0 ? set.privateKeyLength + ""
                : set.seedLength == set.privateKeyLength ? "the " + set.seedLength + "-byte seed"
                : String.format("a %d-byte seed or a %d-byte expanded key", set.seedLength, set.privateKeyLength);
        throw new InvalidKeyException(String.format("Invalid RAW %s private key: %d bytes, expected %s", set,
                raw.length, expected));
    }

    /** The private key as a RAW key spec gives it: the expanded key, or the seed where that is the key (X-Wing). */
    default byte[] rawPrivateKey(byte[] seed, byte[] expanded) {
        return expanded != null ? expanded : seed;
    }

    /**
     * The private key's material once checked: a seed expanded natively (and, given with an
     * expanded key, the two agreeing), an expanded key alone passing its family's check, and a
     * public key carried in the encoding belonging to it. Takes ownership of {@code data}'s
     * arrays; the result's public key is the one derived on the way, or null.
     */
    KeyMaterial privateKey(PrivateKeyData data) throws InvalidKeyException;

    /**
     * The private key parsed once for decapsulation, from the material its decapsulation reads
     * (ML-KEM's expanded key, X-Wing's seed); a secret: wipe it. Only KEM families have one.
     */
    default byte[] prepareDecapsulationKey(ParameterSet set, byte[] material) {
        throw new UnsupportedOperationException(set + " keys do not decapsulate");
    }
}
