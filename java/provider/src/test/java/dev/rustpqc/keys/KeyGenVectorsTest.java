package dev.rustpqc.keys;

import static dev.rustpqc.Fixtures.PROVIDER;
import dev.rustpqc.Fixtures;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.EncodedKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The ACVP keyGen vectors through the provider: a seed imported as PKCS#8 gives NIST's expanded
 * private key and public key.
 */
class KeyGenVectorsTest {
    private static int check(String file, String seedFields, String publicField, String privateField)
            throws Exception {
        JsonObject vectors = Fixtures.json(file);
        int passed = 0;
        for (JsonElement group : Fixtures.groups(vectors)) {
            String set = Fixtures.string(group, "parameterSet");
            ParameterSet parameterSet = ParameterSet.byName(set);
            KeyFactory factory = KeyFactory.getInstance(set, PROVIDER);
            for (JsonElement test : Fixtures.tests(group)) {
                byte[] seed = seedFields.equals("d+z")
                        ? concat(Fixtures.hex(test, "d"), Fixtures.hex(test, "z"))
                        : Fixtures.hex(test, seedFields);
                byte[] expectedPublic = Fixtures.hex(test, publicField);
                PrivateKey privateKey = factory.generatePrivate(new PKCS8EncodedKeySpec(
                        withPublicKey(parameterSet, seed, expectedPublic)));
                byte[] expanded = factory.getKeySpec(privateKey, EncodedKeySpec.class).getEncoded();
                assertArrayEquals(Fixtures.hex(test, privateField), expanded, "tcId " + test);
                expectedPublic[0] ^= 1;
                byte[] wrongPublic = withPublicKey(parameterSet, seed, expectedPublic);
                assertThrows(InvalidKeySpecException.class,
                        () -> factory.generatePrivate(new PKCS8EncodedKeySpec(wrongPublic)),
                        "the seed must derive the public key carried beside it");
                passed++;
            }
        }
        System.out.println("vectors " + file + " through the provider (" + RustPqcProvider.binding()
                + "): " + passed + " passed");
        return passed;
    }

    /**
     * A OneAsymmetricKey (PKCS#8 v2) holding the seed and a public key: the provider derives the
     * key pair from the seed and rejects the encoding unless it derives that public key.
     */
    private static byte[] withPublicKey(ParameterSet set, byte[] seed, byte[] publicKey) {
        return Der.element(Der.SEQUENCE, new byte[] {Der.INTEGER, 1, 1},
                Der.element(Der.SEQUENCE, set.oidDer()),
                Der.element(Der.OCTET_STRING, Der.element(Der.CONTEXT_0_PRIMITIVE, seed)),
                Der.element(Der.CONTEXT_1_PRIMITIVE, new byte[] {0}, publicKey));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    @Test
    void mlKemKeyGen() throws Exception {
        assertEquals(75, check("acvp/ML-KEM-keyGen-FIPS203/internalProjection.json", "d+z", "ek", "dk"));
    }

    @Test
    void mlDsaKeyGen() throws Exception {
        assertEquals(75, check("acvp/ML-DSA-keyGen-FIPS204/internalProjection.json", "seed", "pk", "sk"));
    }
}
