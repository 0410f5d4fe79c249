package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.security.spec.NamedParameterSpec;
import java.util.Arrays;
import org.bouncycastle.jcajce.spec.ContextParameterSpec;
import org.junit.jupiter.api.Test;

/** Contexts and deterministic signing through the public parameter spec. */
class MlDsaParameterSpecTest {
    private static final byte[] MESSAGE = "transfer 2249.00".getBytes(StandardCharsets.UTF_8);

    private static byte[] sign(KeyPair pair, MlDsaParameterSpec spec) throws Exception {
        Signature signer = Signature.getInstance("ML-DSA", PROVIDER);
        signer.setParameter(spec);
        signer.initSign(pair.getPrivate());
        signer.update(MESSAGE);
        return signer.sign();
    }

    private static boolean verify(KeyPair pair, MlDsaParameterSpec spec, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("ML-DSA", PROVIDER);
        verifier.initVerify(pair.getPublic());
        verifier.setParameter(spec);
        verifier.update(MESSAGE);
        return verifier.verify(signature);
    }

    @Test
    void theContextBindsTheSignature() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-44", PROVIDER).generateKeyPair();
        MlDsaParameterSpec invoices = new MlDsaParameterSpec("invoices".getBytes(StandardCharsets.UTF_8));
        byte[] signature = sign(pair, invoices);
        assertTrue(verify(pair, invoices, signature));
        assertFalse(verify(pair, null, signature), "the empty context does not verify it");
        assertFalse(verify(pair, new MlDsaParameterSpec("payroll".getBytes(StandardCharsets.UTF_8)), signature));
        byte[] longest = new byte[255];
        Arrays.fill(longest, (byte) 0xa5);
        assertTrue(verify(pair, new MlDsaParameterSpec(longest), sign(pair, new MlDsaParameterSpec(longest))));
    }

    @Test
    void deterministicSigningIsOptIn() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        byte[] a = sign(pair, MlDsaParameterSpec.deterministicSigning());
        byte[] b = sign(pair, MlDsaParameterSpec.deterministicSigning());
        assertArrayEquals(a, b);
        assertFalse(Arrays.equals(sign(pair, null), sign(pair, null)), "hedged by default");
        assertTrue(verify(pair, null, a));
    }

    @Test
    void badParametersAreRefused() throws Exception {
        assertThrows(IllegalArgumentException.class, () -> new MlDsaParameterSpec(new byte[256]));
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> signature.setParameter(new NamedParameterSpec("ML-DSA-65")));
    }

    /**
     * {@code getParameters()} hands back the options set, as BouncyCastle's Signature hands back its
     * context: readable as our spec and as BouncyCastle's {@code ContextParameterSpec}, with no
     * encoding; null for the defaults, as the JDK's ML-DSA gives. Unlike BouncyCastle's, a new
     * {@code initSign} keeps them, as the JDK's Signatures keep theirs (README: a context set
     * before {@code initSign} must not be dropped).
     */
    @Test
    void getParametersHandsBackTheOptionsSet() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        for (String algorithm : new String[] {"ML-DSA", "HASH-ML-DSA"}) {
            Signature signature = Signature.getInstance(algorithm, PROVIDER);
            signature.initSign(pair.getPrivate());
            assertNull(signature.getParameters(), "the defaults");
            byte[] context = {1, 2, 3};
            MlDsaParameterSpec set = new MlDsaParameterSpec(context, true);
            signature.setParameter(algorithm.startsWith("HASH") ? set.withPreHash("SHA3-256") : set);
            AlgorithmParameters parameters = signature.getParameters();
            MlDsaParameterSpec spec = parameters.getParameterSpec(MlDsaParameterSpec.class);
            assertArrayEquals(context, spec.getContext());
            assertTrue(spec.isDeterministic());
            assertEquals(algorithm.startsWith("HASH") ? "SHA3-256" : null, spec.getPreHash());
            assertArrayEquals(context, parameters.getParameterSpec(ContextParameterSpec.class).getContext());
            assertThrows(IOException.class, parameters::getEncoded);

            signature.initVerify(pair.getPublic());
            assertArrayEquals(context, signature.getParameters().getParameterSpec(MlDsaParameterSpec.class).getContext(),
                    "a new init keeps them");
            signature.setParameter(null);
            assertNull(signature.getParameters(), "back to the defaults");
        }
    }
}
