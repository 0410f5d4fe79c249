package dev.rustpqc.readme;

import dev.rustpqc.RustPqcProvider;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Security;
import javax.crypto.Cipher;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

/** Seals a message to an X-Wing public key: X-Wing agrees on a fresh AES-256 key, AES-GCM encrypts. */
public final class SealWithXWing {
    /** What the sender sends: the X-Wing ciphertext (1120 bytes), the GCM nonce, the encrypted message. */
    public record Sealed(byte[] encapsulation, byte[] nonce, byte[] ciphertext) {
    }

    public static Sealed seal(PublicKey receiver, byte[] message) throws GeneralSecurityException {
        KEM.Encapsulated sent = KEM.getInstance("X-Wing", "RustPqc").newEncapsulator(receiver)
                .encapsulate(0, 32, "AES");
        byte[] nonce = new byte[12];
        new SecureRandom().nextBytes(nonce);
        Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
        aes.init(Cipher.ENCRYPT_MODE, sent.key(), new GCMParameterSpec(128, nonce));
        aes.updateAAD(sent.encapsulation()); // binds the X-Wing ciphertext to the message
        return new Sealed(sent.encapsulation(), nonce, aes.doFinal(message));
    }

    public static byte[] open(PrivateKey receiver, Sealed sealed) throws GeneralSecurityException {
        SecretKey key = KEM.getInstance("X-Wing", "RustPqc").newDecapsulator(receiver)
                .decapsulate(sealed.encapsulation(), 0, 32, "AES");
        Cipher aes = Cipher.getInstance("AES/GCM/NoPadding");
        aes.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, sealed.nonce()));
        aes.updateAAD(sealed.encapsulation());
        return aes.doFinal(sealed.ciphertext()); // AEADBadTagException if anything was changed
    }

    public static void main(String[] args) throws GeneralSecurityException {
        Security.addProvider(new RustPqcProvider());
        KeyPair receiver = KeyPairGenerator.getInstance("X-Wing", "RustPqc").generateKeyPair();
        Sealed sealed = seal(receiver.getPublic(), "attack at dawn".getBytes(StandardCharsets.UTF_8));
        System.out.println(new String(open(receiver.getPrivate(), sealed), StandardCharsets.UTF_8));
    }
}
