package dev.rustpqc.readme;

import dev.rustpqc.XWing;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

/** The same sealing without javax.crypto.KEM, for JDK 17 builds that do not have it. */
public final class SealWithXWingClass {
    public static SealWithXWing.Sealed seal(PublicKey receiver, byte[] message) throws GeneralSecurityException {
        XWing.Encapsulated sent = XWing.encapsulate(receiver, "AES");
        byte[] nonce = new byte[12];
        new SecureRandom().nextBytes(nonce);
        Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
        aes.init(Cipher.ENCRYPT_MODE, sent.key(), new GCMParameterSpec(128, nonce));
        aes.updateAAD(sent.ciphertext());
        return new SealWithXWing.Sealed(sent.ciphertext(), nonce, aes.doFinal(message));
    }

    public static byte[] open(PrivateKey receiver, SealWithXWing.Sealed sealed) throws GeneralSecurityException {
        SecretKey key = XWing.decapsulate(receiver, sealed.encapsulation(), "AES");
        Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
        aes.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, sealed.nonce()));
        aes.updateAAD(sealed.encapsulation());
        return aes.doFinal(sealed.ciphertext());
    }
}
