package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.X509EncodedKeySpec;
import org.junit.jupiter.api.Test;

/**
 * JDK 17 and 21 re-encode the public key of an ML-DSA certificate with NULL AlgorithmIdentifier
 * parameters; such a key is accepted, any other parameters are not.
 */
class NullParametersTest {
    @Test
    void anEmptyNullIsAcceptedAndDropped() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", Fixtures.PROVIDER).generateKeyPair();
        byte[] canonical = pair.getPublic().getEncoded();
        PublicKey decoded = factory().generatePublic(new X509EncodedKeySpec(withParameters(canonical, new byte[] {5, 0})));
        byte[] message = {1, 2, 3};
        Signature signer = Signature.getInstance("ML-DSA", Fixtures.PROVIDER);
        signer.initSign(pair.getPrivate());
        signer.update(message);
        byte[] signature = signer.sign();
        Signature verifier = Signature.getInstance("ML-DSA", Fixtures.PROVIDER);
        verifier.initVerify(decoded);
        verifier.update(message);
        assertTrue(verifier.verify(signature), "the key read with NULL parameters is the same key");
    }

    @Test
    void otherParametersAreRefused() throws Exception {
        byte[] canonical = KeyPairGenerator.getInstance("ML-DSA-44", Fixtures.PROVIDER).generateKeyPair().getPublic()
                .getEncoded();
        for (byte[] parameters : new byte[][] {{5, 1, 0}, {2, 1, 0}, {5, 0, 5, 0}}) {
            InvalidKeySpecException refused = assertThrows(InvalidKeySpecException.class,
                    () -> factory().generatePublic(new X509EncodedKeySpec(withParameters(canonical, parameters))));
            assertTrue(refused.getMessage().contains("parameters"), refused.getMessage());
        }
    }

    private static KeyFactory factory() throws Exception {
        return KeyFactory.getInstance("ML-DSA", Fixtures.PROVIDER);
    }

    /**
     * SubjectPublicKeyInfo {@code 30 82 LL LL 30 0B 06 09 <oid> 03 82 ...} with {@code parameters}
     * after the OID: the two enclosing lengths grow by their size.
     */
    private static byte[] withParameters(byte[] info, byte[] parameters) {
        int outerLength = ((info[2] & 0xff) << 8 | (info[3] & 0xff)) + parameters.length;
        int algorithmEnd = 4 + 2 + (info[5] & 0xff);
        byte[] out = new byte[info.length + parameters.length];
        System.arraycopy(info, 0, out, 0, algorithmEnd);
        System.arraycopy(parameters, 0, out, algorithmEnd, parameters.length);
        System.arraycopy(info, algorithmEnd, out, algorithmEnd + parameters.length, info.length - algorithmEnd);
        out[2] = (byte) (outerLength >> 8);
        out[3] = (byte) outerLength;
        out[5] = (byte) (info[5] + parameters.length);
        assertTrue(info[0] == 0x30 && info[1] == (byte) 0x82 && info[4] == 0x30, "the expected SubjectPublicKeyInfo layout");
        return out;
    }
}
