package dev.rustpqc.jsse;

import dev.rustpqc.DecapsulationException;
import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;

/**
 * The RustPqc calls a TLS key share needs, through the provider's public API ({@link MlKem} and
 * its {@code KeyPairGenerator} / {@code KeyFactory}, which all work on JDK 17). The only class of
 * this module that talks to the provider.
 */
final class NativeMlKem {
    /**
     * Our own provider instance, never registered with the JCA: turning native ML-KEM on for TLS
     * must not change which provider any other code in the JVM gets.
     */
    private static final Provider PROVIDER = new RustPqcProvider();

    private NativeMlKem() {
    }

    static boolean isAvailable() {
        return RustPqcProvider.isAvailable();
    }

    static Throwable loadError() {
        return RustPqcProvider.loadError();
    }

    /** A fresh key pair; its randomness comes from the OS inside native code. */
    static KeyPair generateKeyPair(MlKemParameterSet set) throws GeneralSecurityException {
        return KeyPairGenerator.getInstance(set.jcaName, PROVIDER).generateKeyPair();
    }

    /** The bare encapsulation key, as a client key share carries it. */
    static byte[] rawPublicKey(MlKemParameterSet set, PublicKey key) throws GeneralSecurityException {
        EncodedKeySpec raw = KeyFactory.getInstance(set.jcaName, PROVIDER).getKeySpec(key, EncodedKeySpec.class);
        byte[] encoded = raw.getEncoded();
        if (!"RAW".equalsIgnoreCase(raw.getFormat()) || encoded.length != set.encapsulationKeyLength) {
            throw new InvalidKeySpecException("RustPqc returned a " + raw.getFormat() + " key spec of "
                    + encoded.length + " bytes for an " + set + " public key, expected "
                    + set.encapsulationKeyLength + " RAW bytes");
        }
        return encoded;
    }

    /**
     * The encapsulation key of a client key share, after the FIPS 203 modulus check.
     *
     * @throws InvalidKeySpecException if the bytes are not a valid key of {@code set}
     */
    static PublicKey publicKey(MlKemParameterSet set, byte[] raw) throws GeneralSecurityException {
        return KeyFactory.getInstance(set.jcaName, PROVIDER).generatePublic(new RawEncodedKeySpec(raw));
    }

    static MlKem.Encapsulated encapsulate(PublicKey key) throws InvalidKeyException {
        return MlKem.encapsulate(key);
    }

    /** The 32-byte shared secret; the caller wipes it. */
    static byte[] decapsulate(PrivateKey key, byte[] ciphertext) throws InvalidKeyException, DecapsulationException {
        return MlKem.decapsulate(key, ciphertext).getEncoded();
    }
}
