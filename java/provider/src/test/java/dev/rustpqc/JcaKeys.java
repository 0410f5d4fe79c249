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
        PublicKey viaX509 = null;
        PublicKey viaRaw = null;
        InvalidKeySpecException x509Failure = null;
        InvalidKeySpecException rawFailure = null;
        try {
            viaX509 = KeyFactory.getInstance(family(set), PROVIDER).generatePublic(new X509EncodedKeySpec(encoded));
        } catch (InvalidKeySpecException e) {
            x509Failure = e;
        }
        try {
            viaRaw = KeyFactory.getInstance(set, PROVIDER).generatePublic(new RawKeySpec(raw));
        } catch (InvalidKeySpecException e) {
            rawFailure = e;
        }
        agree(set + " public key", x509Failure, rawFailure);
        assertEquals(viaX509, viaRaw, "X.509 and RAW give the same public key");
        return viaX509;
    }

    /** A private key from a PKCS#8 encoding and from RAW bytes (a seed or an expanded key). */
    static PrivateKey privateKey(String set, byte[] pkcs8, byte[] raw) throws GeneralSecurityException {
        PrivateKey viaPkcs8 = null;
        PrivateKey viaRaw = null;
        InvalidKeySpecException pkcs8Failure = null;
        InvalidKeySpecException rawFailure = null;
        try {
            viaPkcs8 = KeyFactory.getInstance(family(set), PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        } catch (InvalidKeySpecException e) {
            pkcs8Failure = e;
        }
        try {
            viaRaw = KeyFactory.getInstance(set, PROVIDER).generatePrivate(new RawKeySpec(raw));
        } catch (InvalidKeySpecException e) {
            rawFailure = e;
        }
        agree(set + " private key", pkcs8Failure, rawFailure);
        try {
            TestKeys.assertSameKey(viaPkcs8, viaRaw, "PKCS#8 and RAW give the same private key");
        } catch (Exception e) {
            throw new AssertionError("cannot compare the two private keys", e);
        }
        return viaPkcs8;
    }

    /** Both imports failed (rethrows the encoded one's exception) or both succeeded. */
    private static void agree(String what, InvalidKeySpecException encoded, InvalidKeySpecException raw)
            throws InvalidKeySpecException {
        if ((encoded == null) != (raw == null)) {
            throw new AssertionError(what + ": the encoded and RAW imports disagree: encoded "
                    + (encoded == null ? "accepted" : encoded) + ", RAW " + (raw == null ? "accepted" : raw));
        }
        if (encoded != null) {
            throw encoded;
        }
    }

    /** The expanded private key, as the set's KeyFactory returns it in a RAW key spec. */
    static byte[] expanded(String set, PrivateKey key) throws GeneralSecurityException {
        EncodedKeySpec spec = KeyFactory.getInstance(set, PROVIDER).getKeySpec(key, EncodedKeySpec.class);
        assertEquals("RAW", spec.getFormat());
        return spec.getEncoded();
    }

    static byte[] sign(String set, PrivateKey key, byte[] message, MlDsaParameterSpec spec)
            throws GeneralSecurityException {
        Signature signer = Signature.getInstance(set, PROVIDER);
        signer.initSign(key);
        signer.setParameter(spec);
        signer.update(message);
        return signer.sign();
    }

    static boolean verify(PublicKey key, byte[] message, MlDsaParameterSpec spec, byte[] signature)
            throws GeneralSecurityException {
        Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
        verifier.setParameter(spec);
        verifier.initVerify(key);
        verifier.update(message);
        return verifier.verify(signature);
    }

    /** Signs {@code input} with the Signature service {@code algorithm} (HASH-ML-DSA, ML-DSA-EXTERNAL-MU...). */
    static byte[] signWith(String algorithm, PrivateKey key, byte[] input, MlDsaParameterSpec spec)
            throws GeneralSecurityException {
        Signature signer = Signature.getInstance(algorithm, PROVIDER);
        signer.setParameter(spec);
        signer.initSign(key);
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
