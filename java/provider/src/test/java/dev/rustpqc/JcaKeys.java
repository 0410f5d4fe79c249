package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;

/**
 * Vector keys and operations through the public JCA API only. Every key is imported twice, and
 * both imports must agree (both succeed with equal keys, or both fail): through the family's
 * {@code KeyFactory} ("ML-KEM" / "ML-DSA") from its X.509 or PKCS#8 encoding, and through the
 * parameter set's factory ("ML-KEM-768") from its RAW bytes.
 */
final class JcaKeys {
    private JcaKeys() {
    }

    static String family(String set) {
        return set.startsWith("ML-KEM") ? "ML-KEM" : "ML-DSA";
    }

    /**
     * A public key from its X.509 encoding ({@code x509}, or built from {@code raw} when null) and
     * from its RAW bytes.
     */
    static PublicKey publicKey(String set, byte[] x509, byte[] raw) throws GeneralSecurityException {
        byte[] encoded = x509 != null ? x509 : TestDer.spki(set, raw);
        BothWays<PublicKey> keys = BothWays.of(set + " public key",
                () -> KeyFactory.getInstance(family(set), PROVIDER).generatePublic(new X509EncodedKeySpec(encoded)),
                () -> KeyFactory.getInstance(set, PROVIDER).generatePublic(new RawKeySpec(raw)));
        assertEquals(keys.encoded(), keys.raw(), "X.509 and RAW give the same public key");
        return keys.encoded();
    }

    /** A private key from a PKCS#8 encoding and from RAW bytes (a seed or an expanded key). */
    static PrivateKey privateKey(String set, byte[] pkcs8, byte[] raw) throws GeneralSecurityException {
        BothWays<PrivateKey> keys = BothWays.of(set + " private key",
                () -> KeyFactory.getInstance(family(set), PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(pkcs8)),
                () -> KeyFactory.getInstance(set, PROVIDER).generatePrivate(new RawKeySpec(raw)));
        try {
            TestKeys.assertSameKey(keys.encoded(), keys.raw(), "PKCS#8 and RAW give the same private key");
        } catch (Exception e) {
            throw new AssertionError("cannot compare the two private keys", e);
        }
        return keys.encoded();
    }

    /** A key imported from its encoding and from its RAW bytes. */
    private record BothWays<K>(K encoded, K raw) {
        /** One import of a key. */
        interface Import<K> {
            K run() throws GeneralSecurityException;
        }

        /** Both imports, which must both fail (the encoded one's exception is rethrown) or both succeed. */
        static <K> BothWays<K> of(String what, Import<K> fromEncoded, Import<K> fromRaw) throws GeneralSecurityException {
            K encoded = null;
            K raw = null;
            InvalidKeySpecException encodedFailure = null;
            InvalidKeySpecException rawFailure = null;
            try {
                encoded = fromEncoded.run();
            } catch (InvalidKeySpecException e) {
                encodedFailure = e;
            }
            try {
                raw = fromRaw.run();
            } catch (InvalidKeySpecException e) {
                rawFailure = e;
            }
            if ((encodedFailure == null) != (rawFailure == null)) {
                throw new AssertionError(what + ": the encoded and RAW imports disagree: encoded "
                        + (encodedFailure == null ? "accepted" : encodedFailure) + ", RAW "
                        + (rawFailure == null ? "accepted" : rawFailure));
            }
            if (encodedFailure != null) {
                throw encodedFailure;
            }
            return new BothWays<>(encoded, raw);
        }
    }

    /** The expanded private key, as the set's KeyFactory returns it in a RAW key spec. */
    static byte[] expanded(String set, PrivateKey key) throws GeneralSecurityException {
        EncodedKeySpec spec = KeyFactory.getInstance(set, PROVIDER).getKeySpec(key, EncodedKeySpec.class);
        assertEquals("RAW", spec.getFormat());
        return spec.getEncoded();
    }

    /** Signs {@code message} with the set's Signature service, its parameters set after {@code initSign}. */
    static byte[] sign(String set, PrivateKey key, byte[] message, MlDsaParameterSpec spec)
            throws GeneralSecurityException {
        return sign(set, key, message, spec, false);
    }

    static boolean verify(PublicKey key, byte[] message, MlDsaParameterSpec spec, byte[] signature)
            throws GeneralSecurityException {
        return verifyWith("ML-DSA", key, message, spec, signature);
    }

    /**
     * Signs {@code input} with the Signature service {@code algorithm} (HASH-ML-DSA,
     * ML-DSA-EXTERNAL-MU...), its parameters set before {@code initSign}.
     */
    static byte[] signWith(String algorithm, PrivateKey key, byte[] input, MlDsaParameterSpec spec)
            throws GeneralSecurityException {
        return sign(algorithm, key, input, spec, true);
    }

    /** The JCA takes a Signature's parameters before or after {@code initSign}: the helpers use both orders. */
    private static byte[] sign(String algorithm, PrivateKey key, byte[] input, MlDsaParameterSpec spec,
            boolean parametersFirst) throws GeneralSecurityException {
        Signature signer = Signature.getInstance(algorithm, PROVIDER);
        if (parametersFirst) {
            signer.setParameter(spec);
        }
        signer.initSign(key);
        if (!parametersFirst) {
            signer.setParameter(spec);
        }
        signer.update(input);
        return signer.sign();
    }

    /** Verifies with the Signature service {@code algorithm}. */
    static boolean verifyWith(String algorithm, PublicKey key, byte[] input, MlDsaParameterSpec spec,
            byte[] signature) throws GeneralSecurityException {
        Signature verifier = Signature.getInstance(algorithm, PROVIDER);
        verifier.setParameter(spec);
        verifier.initVerify(key);
        verifier.update(input);
        return verifier.verify(signature);
    }

    /** The JDK digest name of an ACVP {@code hashAlg}. */
    static String digestName(String hashAlg) {
        switch (hashAlg) {
            case "SHAKE-128":
                return "SHAKE128-256";
            case "SHAKE-256":
                return "SHAKE256-512";
            default:
                return hashAlg.replace("SHA2-", "SHA-");
        }
    }

    /**
     * mu = SHAKE256(tr || M', 64) for FIPS 204's internal interface, computed by BouncyCastle's
     * SHAKE256 (an implementation independent of ours), with tr from the expanded private key or
     * tr = SHAKE256(pk, 64).
     */
    static byte[] mu(byte[] tr, byte[] messagePrime) {
        org.bouncycastle.crypto.digests.SHAKEDigest shake = new org.bouncycastle.crypto.digests.SHAKEDigest(256);
        shake.update(tr, 0, tr.length);
        shake.update(messagePrime, 0, messagePrime.length);
        byte[] out = new byte[64];
        shake.doFinal(out, 0, 64);
        return out;
    }

    /** tr = SHAKE256(pk, 64), by BouncyCastle. */
    static byte[] tr(byte[] publicKey) {
        return mu(publicKey, new byte[0]);
    }
}
