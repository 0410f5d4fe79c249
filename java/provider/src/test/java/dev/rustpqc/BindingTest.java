package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import org.junit.jupiter.api.Test;

/**
 * Proves which binding carried each call, from the native side's own counters: FFM by default on
 * JDK 22+, JNI on 17/21 and when forced with -Drustpqc.binding=jni.
 */
class BindingTest {
    @Test
    void theExpectedBindingServesEveryOperation() throws Exception {
        String feature = System.getProperty("rustpqc.test.expectedFeature");
        assertNotNull(feature, "the build sets rustpqc.test.expectedFeature for each JDK run");
        assertEquals(Integer.parseInt(feature), Runtime.version().feature(),
                "this run is meant for JDK " + feature + " (check -Djdk" + feature + ".home)");
        String expected = System.getProperty("rustpqc.test.expectedBinding");
        assertNotNull(expected, "the build sets rustpqc.test.expectedBinding for each JDK run");
        assertEquals(expected, RustPqcProvider.binding());

        OperationCounts before = RustPqcProvider.operationCounts();
        KeyPair kem = KeyPairGenerator.getInstance("ML-KEM-512", PROVIDER).generateKeyPair();
        MlKem.Encapsulated sent = MlKem.encapsulate(kem.getPublic());
        MlKem.decapsulate(kem.getPrivate(), sent.ciphertext());
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-44", PROVIDER).generateKeyPair();
        Signature signature = Signature.getInstance("ML-DSA-44", PROVIDER);
        signature.initSign(dsa.getPrivate());
        byte[] signed = signature.sign();
        signature.initVerify(dsa.getPublic());
        signature.verify(signed);
        OperationCounts after = RustPqcProvider.operationCounts();

        boolean ffm = expected.equals("ffm");
        for (NativeOperation op : new NativeOperation[] {NativeOperation.ML_KEM_GENERATE,
                NativeOperation.ML_KEM_ENCAPSULATE, NativeOperation.ML_KEM_DECAPSULATE,
                NativeOperation.ML_DSA_GENERATE, NativeOperation.ML_DSA_SIGN, NativeOperation.ML_DSA_VERIFY}) {
            long viaFfm = after.ffm(op) - before.ffm(op);
            long viaJni = after.jni(op) - before.jni(op);
            assertEquals(ffm ? 1 : 0, viaFfm, op + " through FFM");
            assertEquals(ffm ? 0 : 1, viaJni, op + " through JNI");
        }
    }
}
