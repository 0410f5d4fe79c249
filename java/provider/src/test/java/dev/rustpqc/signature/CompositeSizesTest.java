package dev.rustpqc.signature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPublicKey;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.EncodedKeySpec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sizes of composite keys and signatures are the draft's (its "Maximum Key and Signature Sizes"
 * table, for RSA the sizes with the exponent 65537), and the two brainpool sets are absent because
 * the JDK has no brainpool curves.
 */
class CompositeSizesTest {
    /** The draft's table: public key, private key (0: varies with the RSA integers), longest signature. */
    private static final Map<String, List<Integer>> DRAFT = Map.ofEntries(
            Map.entry("MLDSA44-RSA2048-PSS-SHA256", List.of(1582, 0, 2676)),
            Map.entry("MLDSA44-RSA2048-PKCS15-SHA256", List.of(1582, 0, 2676)),
            Map.entry("MLDSA44-Ed25519-SHA512", List.of(1344, 64, 2484)),
            Map.entry("MLDSA44-ECDSA-P256-SHA256", List.of(1377, 83, 2492)),
            Map.entry("MLDSA65-RSA3072-PSS-SHA512", List.of(2350, 0, 3693)),
            Map.entry("MLDSA65-RSA3072-PKCS15-SHA512", List.of(2350, 0, 3693)),
            Map.entry("MLDSA65-RSA4096-PSS-SHA512", List.of(2478, 0, 3821)),
            Map.entry("MLDSA65-RSA4096-PKCS15-SHA512", List.of(2478, 0, 3821)),
            Map.entry("MLDSA65-ECDSA-P256-SHA512", List.of(2017, 83, 3381)),
            Map.entry("MLDSA65-ECDSA-P384-SHA512", List.of(2049, 96, 3413)),
            Map.entry("MLDSA65-Ed25519-SHA512", List.of(1984, 64, 3373)),
            Map.entry("MLDSA87-ECDSA-P384-SHA512", List.of(2689, 96, 4731)),
            Map.entry("MLDSA87-Ed448-SHAKE256", List.of(2649, 89, 4741)),
            Map.entry("MLDSA87-RSA3072-PSS-SHA512", List.of(2990, 0, 5011)),
            Map.entry("MLDSA87-RSA4096-PSS-SHA512", List.of(3118, 0, 5139)),
            Map.entry("MLDSA87-ECDSA-P521-SHA512", List.of(2725, 114, 4766)));

    @Test
    void keysAndSignaturesHaveTheDraftsSizes() throws Exception {
        assertEquals(DRAFT.keySet().size(), CompositeSets.all().size());
        for (ParameterSet set : CompositeSets.all()) {
            List<Integer> sizes = DRAFT.get(set.jcaName);
            assertEquals(sizes.get(0), set.publicKeyLength, set + " public key");
            assertEquals(sizes.get(2), set.outputLength, set + " longest signature");
            KeyPair pair = KeyPairGenerator.getInstance(set.jcaName, Fixtures.PROVIDER).generateKeyPair();
            assertEquals(set.publicKeyLength, ((PqcPublicKey) pair.getPublic()).rawKey().length, set + " new key");
            int privateKey = KeyFactory.getInstance(set.jcaName, Fixtures.PROVIDER)
                    .getKeySpec(pair.getPrivate(), EncodedKeySpec.class).getEncoded().length;
            if (sizes.get(1) != 0) {
                assertEquals(sizes.get(1), privateKey, set + " private key");
            }
            Signature signer = Signature.getInstance(set.jcaName, Fixtures.PROVIDER);
            signer.initSign(pair.getPrivate());
            int length = signer.sign().length;
            assertTrue(length <= set.outputLength && length > set.mlDsa.outputLength, set + ": " + length);
        }
    }

    @Test
    void theBrainpoolSetsAreNotServedForTheJdkHasNoBrainpoolCurves() throws Exception {
        for (String name : List.of("MLDSA65-ECDSA-brainpoolP256r1-SHA512", "MLDSA87-ECDSA-brainpoolP384r1-SHA512")) {
            assertNull(ParameterSet.byName(name));
            assertNull(Fixtures.PROVIDER.getService("Signature", name));
            assertTrue(CompositeSets.BC.getService("KeyPairGenerator", name) != null, "BouncyCastle has " + name);
        }
        KeyPairGenerator ec = KeyPairGenerator.getInstance("EC", "SunEC");
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> ec.initialize(new ECGenParameterSpec("brainpoolP256r1")));
    }
}
