package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.FipsModule;
import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Arrays;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The module's approved-service indicator, read around every operation and visible through
 * {@link FipsModule}: on for each ML-KEM and ML-DSA service (key generation, encapsulation,
 * decapsulation, signing, verification), off for the derivation of a key from a stored seed (a
 * key import the module performs but does not indicate approved). Counts are differences, since
 * other tests and the load-time round trip use the module too.
 */
class FipsIndicatorTest {
    private static final Provider PROVIDER = new RustPqcProvider();

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void everyMlKemServiceIsApproved(String set) throws Exception {
        KeyPair pair = approved(() -> KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair());
        MlKem.Encapsulated sent = approved(() -> MlKem.encapsulate(pair.getPublic()));
        SecretKey received = approved(() -> MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()));
        assertTrue(Arrays.equals(sent.key().getEncoded(), received.getEncoded()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void everyMlDsaServiceIsApproved(String set) throws Exception {
        KeyPair pair = approved(() -> KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair());
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(pair.getPrivate());
        signature.update(new byte[100]);
        byte[] signed = approved(signature::sign);
        signature.initVerify(pair.getPublic());
        signature.update(new byte[100]);
        assertTrue(approved(() -> signature.verify(signed)));
    }

    @Test
    void aKeyDerivedFromAStoredSeedIsNotAnApprovedService() throws Exception {
        // The module keeps ML-DSA seeds: a key generated with the seed form asked for (RFC 9881)
        // encodes it, and a KeyFactory expands it again, in the module.
        System.setProperty("jdk.mldsa.pkcs8.encoding", "seed");
        byte[] pkcs8;
        try {
            pkcs8 = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair().getPrivate().getEncoded();
        } finally {
            System.clearProperty("jdk.mldsa.pkcs8.encoding");
        }
        assertEquals(54, pkcs8.length, "the seed form");
        long unapproved = FipsModule.unapprovedOperations();
        long approvedBefore = FipsModule.approvedOperations();
        PrivateKey imported = KeyFactory.getInstance("ML-DSA", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(imported);
        signature.update(new byte[] {1});
        signature.sign();
        // The derivation ran (unapproved + 1) before the signature, which is approved.
        assertEquals(unapproved + 1, FipsModule.unapprovedOperations());
        assertEquals(approvedBefore + 1, FipsModule.approvedOperations());
        assertTrue(FipsModule.lastOperationApproved());
    }

    @Test
    void aDerivationLeavesTheIndicatorOffForThisThread() throws Exception {
        // An ML-KEM seed (d || z) in RFC 9935's seed form, for ML-KEM-512.
        byte[] prefix = {0x30, 0x54, 0x02, 0x01, 0x00, 0x30, 0x0b, 0x06, 0x09, 0x60, (byte) 0x86, 0x48, 0x01, 0x65,
            0x03, 0x04, 0x04, 0x01, 0x04, 0x42, (byte) 0x80, 0x40};
        byte[] pkcs8 = Arrays.copyOf(prefix, prefix.length + 64);
        Arrays.fill(pkcs8, prefix.length, pkcs8.length, (byte) 0x5a);
        long unapproved = FipsModule.unapprovedOperations();
        PrivateKey imported = KeyFactory.getInstance("ML-KEM", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
        assertEquals("ML-KEM", imported.getAlgorithm());
        assertEquals(unapproved + 1, FipsModule.unapprovedOperations());
        assertFalse(FipsModule.lastOperationApproved());
    }

    private interface Operation<T> {
        T run() throws Exception;
    }

    /** Runs one operation and checks that the module counted it, and only it, as approved. */
    private static <T> T approved(Operation<T> operation) throws Exception {
        long approved = FipsModule.approvedOperations();
        long unapproved = FipsModule.unapprovedOperations();
        T result = operation.run();
        assertEquals(approved + 1, FipsModule.approvedOperations());
        assertEquals(unapproved, FipsModule.unapprovedOperations());
        assertTrue(FipsModule.lastOperationApproved());
        return result;
    }
}
