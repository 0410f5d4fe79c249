package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import dev.rustpqc.jose.spring.MlDsaJwsAlgorithm;
import dev.rustpqc.jose.spring.MlDsaJwtEncoder;
import dev.rustpqc.jsse.ReadmeBlocks;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.jwt.JwsHeader;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtClaimsSet;
import org.springframework.security.oauth2.jwt.JwtEncoder;
import org.springframework.security.oauth2.jwt.JwtEncoderParameters;
import org.springframework.security.oauth2.jwt.JwtEncodingException;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.security.oauth2.jwt.NimbusJwtEncoder;

/**
 * Spring Security's encoding side: its NimbusJwtEncoder cannot sign ML-DSA (checked, so that the
 * README's claim fails here the day it can), MlDsaJwtEncoder can, and what it signs Spring's
 * NimbusJwtDecoder accepts through MlDsaJwtProcessors.
 */
class MlDsaJwtEncoderTest {
    @Test
    void springsNimbusJwtEncoderCannotSignMlDsa() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        NimbusJwtEncoder nimbus = new NimbusJwtEncoder(new ImmutableJWKSet<>(new JWKSet(key)));
        assertThrows(JwtEncodingException.class, () -> nimbus.encode(JwtEncoderParameters.from(
                JwsHeader.with(MlDsaJwsAlgorithm.ML_DSA_65).build(), JwtClaimsSet.builder().subject("alice").build())));
    }

    @Test
    void theReadmeEncoderSignsWhatSpringsDecoderAccepts() throws Exception {
        ReadmeBlocks.assertReadmeHolds("java/jose", MlDsaJwtEncoderTest.class, "spring-jwt-encoder");
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);

        // README:begin spring-jwt-encoder
        JwtEncoder encoder = new MlDsaJwtEncoder(new ImmutableJWKSet<>(new JWKSet(key))); // key: a private AkpKey
        Jwt jwt = encoder.encode(JwtEncoderParameters.from(JwsHeader.with(MlDsaJwsAlgorithm.ML_DSA_65).build(),
                JwtClaimsSet.builder().issuer("https://issuer.example").subject("alice").build()));
        // README:end spring-jwt-encoder

        assertEquals(key.getKeyID(), jwt.getHeaders().get("kid"));
        NimbusJwtDecoder decoder = NimbusJwtDecoder.withJwkSource(new ImmutableJWKSet<>(new JWKSet(key.toPublicJWK())))
                .jwtProcessorCustomizer(MlDsaJwtProcessors.accepting(MlDsaAlgorithms.ML_DSA_65)).build();
        Jwt decoded = decoder.decode(jwt.getTokenValue());
        assertEquals("alice", decoded.getSubject());
        assertEquals("ML-DSA-65", decoded.getHeaders().get("alg"));
    }

    @Test
    void otherAlgorithmsGoToNimbusAndMissingKeysAreNamed() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        RSAKey rsa = new RSAKeyGenerator(2048).keyID("rsa").generate();
        JwtEncoder encoder = new MlDsaJwtEncoder(new ImmutableJWKSet<>(new JWKSet(List.of(key, rsa))));
        JwtClaimsSet claims = JwtClaimsSet.builder().subject("alice").build();
        Jwt rs256 = encoder.encode(JwtEncoderParameters.from(JwsHeader.with(SignatureAlgorithm.RS256).build(), claims));
        assertEquals("RS256", String.valueOf(rs256.getHeaders().get("alg")));
        JwtEncodingException missing = assertThrows(JwtEncodingException.class, () -> encoder.encode(
                JwtEncoderParameters.from(JwsHeader.with(MlDsaJwsAlgorithm.ML_DSA_87).build(), claims)));
        assertTrue(missing.getMessage().contains("No private AKP key for ML-DSA-87"), missing.getMessage());
        JwtEncodingException publicOnly = assertThrows(JwtEncodingException.class, () -> new MlDsaJwtEncoder(
                new ImmutableJWKSet<>(new JWKSet(key.toPublicJWK()))).encode(JwtEncoderParameters.from(
                JwsHeader.with(MlDsaJwsAlgorithm.ML_DSA_65).build(), claims)));
        assertTrue(publicOnly.getMessage().contains("No private AKP key"), publicOnly.getMessage());
    }
}
