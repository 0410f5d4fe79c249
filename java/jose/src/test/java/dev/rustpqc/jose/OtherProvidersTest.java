package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ML-DSA keys of the JDK's own provider (SUN, JDK 24+) and BouncyCastle's sign and verify JWS
 * objects through RustPqc natively, and the signatures cross: RustPqc's verified by the other
 * provider (set as the JCA context's provider) and the other provider's verified by RustPqc.
 */
class OtherProvidersTest {
    private static final Provider BOUNCY_CASTLE = new BouncyCastleProvider();

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void bouncyCastleKeys(String set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set, BOUNCY_CASTLE).generateKeyPair();
        crossProviders(set, pair, BOUNCY_CASTLE);
        AkpKey jwk = new AkpKey.Builder(pair).build();
        assertEquals(set, jwk.getJWSAlgorithm().getName());
        signAndVerify(set, new MlDsaSigner(jwk), new MlDsaVerifier(jwk.toPublicJWK()), true);
    }

    /**
     * JDK 24+ and the patched LTS updates (17.0.21, 21.0.13, 25.0.5) have ML-DSA in SUN; the builds
     * before them (17.0.15, 21.0.8) have none, which is checked instead (the build tells each run
     * which JDK it is: rustpqc.test.jdkHasPqc).
     */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void theJdksOwnKeys(String set) throws Exception {
        Provider sun = Security.getProvider("SUN");
        if (!Boolean.getBoolean("rustpqc.test.jdkHasPqc")) {
            assertThrows(NoSuchAlgorithmException.class, () -> KeyPairGenerator.getInstance(set, sun));
            return;
        }
        KeyPair pair = KeyPairGenerator.getInstance(set, sun).generateKeyPair();
        crossProviders(set, pair, sun);
        AkpKey publicJwk = new AkpKey.Builder(pair.getPublic()).keyIDFromThumbprint().build();
        signAndVerify(set, new MlDsaSigner(pair.getPrivate()), new MlDsaVerifier(publicJwk), true);
    }

    private static void crossProviders(String set, KeyPair pair, Provider other) throws Exception {
        MlDsaSigner ours = new MlDsaSigner(pair.getPrivate());
        MlDsaVerifier theirs = new MlDsaVerifier(pair.getPublic());
        theirs.getJCAContext().setProvider(other);
        signAndVerify(set, ours, theirs, true);

        MlDsaSigner theirSigner = new MlDsaSigner(pair.getPrivate());
        theirSigner.getJCAContext().setProvider(other);
        signAndVerify(set, theirSigner, new MlDsaVerifier(pair.getPublic()), false);
    }

    /** Signs and verifies one JWS; checks that RustPqc signed natively when {@code nativeSigning}. */
    private static void signAndVerify(String set, MlDsaSigner signer, MlDsaVerifier verifier, boolean nativeSigning)
            throws Exception {
        JWSObject jws = new JWSObject(new JWSHeader(com.nimbusds.jose.JWSAlgorithm.parse(set)), new Payload("{}"));
        long before = RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_SIGN);
        jws.sign(signer);
        long signed = RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_SIGN) - before;
        assertEquals(nativeSigning ? 1 : 0, signed, "native ML-DSA signatures");
        assertTrue(JWSObject.parse(jws.serialize()).verify(verifier));
    }
}
