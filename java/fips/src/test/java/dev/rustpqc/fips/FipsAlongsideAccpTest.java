package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider;
import dev.rustpqc.FipsModule;
import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * A second AWS-LC in the same process: ACCP (Amazon Corretto Crypto Provider 2.5.0, which carries
 * its own AWS-LC) loaded beside the FIPS flavour, both used in turn. Neither binds to the other's
 * functions: ACCP stays healthy and computes, the FIPS module keeps computing (and indicating
 * approved), and each side verifies the other's ML-DSA.
 */
class FipsAlongsideAccpTest {
    @Test
    void bothAwsLcsServeInOneProcess() throws Exception {
        Provider ours = new RustPqcProvider();
        Provider accp = AmazonCorrettoCryptoProvider.INSTANCE;
        AmazonCorrettoCryptoProvider.INSTANCE.assertHealthy();
        assertTrue(FipsModule.isActive());

        byte[] digest = MessageDigest.getInstance("SHA-256", accp).digest(new byte[] {1, 2, 3});
        assertArrayEquals(MessageDigest.getInstance("SHA-256", "SUN").digest(new byte[] {1, 2, 3}), digest);
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding", accp);
        gcm.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "AES"), new GCMParameterSpec(128, new byte[12]));
        assertEquals(3 + 16, gcm.doFinal(new byte[] {1, 2, 3}).length);

        long approved = FipsModule.approvedOperations();
        KeyPair receiver = KeyPairGenerator.getInstance("ML-KEM-768", ours).generateKeyPair();
        MlKem.Encapsulated sent = MlKem.encapsulate(receiver.getPublic());
        SecretKey received = MlKem.decapsulate(receiver.getPrivate(), sent.ciphertext());
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());

        byte[] message = "signed in one process by two AWS-LCs".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        KeyPair signer = KeyPairGenerator.getInstance("ML-DSA-65", ours).generateKeyPair();
        Signature sign = Signature.getInstance("ML-DSA", ours);
        sign.initSign(signer.getPrivate());
        sign.update(message);
        byte[] signature = sign.sign();
        assertEquals(approved + 5, FipsModule.approvedOperations());

        // ACCP's own (non-FIPS) AWS-LC verifies the module's signature, and the module ACCP's.
        PublicKey theirCopy = KeyFactory.getInstance("ML-DSA", accp)
                .generatePublic(new X509EncodedKeySpec(signer.getPublic().getEncoded()));
        Signature verify = Signature.getInstance("ML-DSA", accp);
        verify.initVerify(theirCopy);
        verify.update(message);
        assertTrue(verify.verify(signature));

        KeyPair theirs = KeyPairGenerator.getInstance("ML-DSA-65", accp).generateKeyPair();
        Signature theirSigner = Signature.getInstance("ML-DSA", accp);
        theirSigner.initSign(theirs.getPrivate());
        theirSigner.update(message);
        byte[] theirSignature = theirSigner.sign();
        Signature ourVerifier = Signature.getInstance("ML-DSA", ours);
        ourVerifier.initVerify(KeyFactory.getInstance("ML-DSA", ours)
                .generatePublic(new X509EncodedKeySpec(theirs.getPublic().getEncoded())));
        ourVerifier.update(message);
        assertTrue(ourVerifier.verify(theirSignature));
        AmazonCorrettoCryptoProvider.INSTANCE.assertHealthy();
    }
}
