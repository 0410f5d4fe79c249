package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.FipsModule;
import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.XWing;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
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
 * decapsulation, signing, verification, and the expansion of a stored seed, which the module
 * indicates too), off for what this build refuses as outside the module's boundary. Counts are
 * differences, since other tests and the load-time round trip use the module too.
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
    void aKeyExpandedFromAStoredSeedIsIndicatedByTheModule() throws Exception {
        // The module keeps ML-DSA seeds: a key generated with the seed form asked for (RFC 9881)
        // encodes it, and a KeyFactory expands it again in the module (ML-DSA.KeyGen_internal),
        // which its indicator calls approved, as it does ML-KEM's (FIPS 203 section 3.3).
        System.setProperty("jdk.mldsa.pkcs8.encoding", "seed");
        byte[] pkcs8;
        try {
            pkcs8 = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair().getPrivate().getEncoded();
        } finally {
            System.clearProperty("jdk.mldsa.pkcs8.encoding");
        }
        assertEquals(54, pkcs8.length, "the seed form");
        PrivateKey imported = approved(() -> KeyFactory.getInstance("ML-DSA", PROVIDER)
                .generatePrivate(new PKCS8EncodedKeySpec(pkcs8)));
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(imported);
        signature.update(new byte[] {1});
        approved(signature::sign);

        byte[] prefix = {0x30, 0x54, 0x02, 0x01, 0x00, 0x30, 0x0b, 0x06, 0x09, 0x60, (byte) 0x86, 0x48, 0x01, 0x65,
            0x03, 0x04, 0x04, 0x01, 0x04, 0x42, (byte) 0x80, 0x40};
        byte[] mlKemSeed = Arrays.copyOf(prefix, prefix.length + 64); // ML-KEM-512, RFC 9935's seed form
        Arrays.fill(mlKemSeed, prefix.length, mlKemSeed.length, (byte) 0x5a);
        approved(() -> KeyFactory.getInstance("ML-KEM", PROVIDER).generatePrivate(new PKCS8EncodedKeySpec(mlKemSeed)));
    }

    @Test
    void whatIsOutsideTheBoundaryIsNotApproved() throws Exception {
        KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair();
        assertTrue(FipsModule.lastOperationApproved());
        long approved = FipsModule.approvedOperations();
        long unapproved = FipsModule.unapprovedOperations();
        PublicKey xWing = new PublicKey() {
            @Override
            public String getAlgorithm() {
                return "X-Wing";
            }

            @Override
            public String getFormat() {
                return "RAW";
            }

            @Override
            public byte[] getEncoded() {
                return new byte[1216];
            }
        };
        ProviderException refused = assertThrows(ProviderException.class, () -> XWing.encapsulate(xWing));
        assertTrue(refused.getMessage().contains("outside the FIPS boundary"), refused.getMessage());
        assertFalse(FipsModule.lastOperationApproved(), "the refused operation is this thread's last");
        assertEquals(unapproved + 1, FipsModule.unapprovedOperations());
        assertEquals(approved, FipsModule.approvedOperations());
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
