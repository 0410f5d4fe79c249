package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.jsse.ReadmeBlocks;
import org.junit.jupiter.api.Test;

/** The README's Nimbus block, run as written (its lines are the ones between the markers below). */
class ReadmeJoseTest {
    @Test
    void theReadmeBlockSignsAndVerifiesAnMlDsa65JwtNatively() throws Exception {
        ReadmeBlocks.assertReadmeHolds("java/jose", ReadmeJoseTest.class, "jose-sign-verify");
        long signedBefore = RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_SIGN);
        long verifiedBefore = RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_VERIFY);

        // README:begin jose-sign-verify
        AkpKey key = new AkpKeyGenerator(MlDsaAlgorithms.ML_DSA_65).keyIDFromThumbprint(true).generate();
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(MlDsaAlgorithms.ML_DSA_65).keyID(key.getKeyID()).build(),
                new JWTClaimsSet.Builder().issuer("https://issuer.example").subject("alice").build());
        jwt.sign(new MlDsaSigner(key)); // RustPqc, natively
        String token = jwt.serialize();
        String jwkSet = new JWKSet(key).toString(); // what the issuer publishes: the public AKP JWK

        // The receiver, with the issuer's JWK set:
        JWKSet issuerKeys = AkpJwkSets.parse(jwkSet); // Nimbus' JWKSet.parse would drop the AKP key
        JWTClaimsSet claims = MlDsaJwtProcessors.create(new ImmutableJWKSet<>(issuerKeys), MlDsaAlgorithms.ML_DSA_65)
                .process(token, null);
        // README:end jose-sign-verify

        assertEquals("alice", claims.getSubject());
        assertTrue(jwkSet.contains("\"kty\":\"AKP\"") && !jwkSet.contains("\"priv\""), jwkSet);
        // The generator's pairwise check signs and verifies once, the JWT once each.
        assertEquals(2, RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_SIGN) - signedBefore);
        assertEquals(2, RustPqcProvider.operationCounts().total(NativeOperation.ML_DSA_VERIFY) - verifiedBefore);
    }
}
