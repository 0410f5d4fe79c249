package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.ConfigurableJWTProcessor;
import java.security.KeyPairGenerator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Signing and verifying ML-DSA JWS objects and JWTs through Nimbus, and everything an attacker
 * changes refused as Nimbus refuses it: {@code verify()} false for a changed header, payload or
 * signature, a {@link JOSEException} for an algorithm that is not the key's, and
 * {@link BadJOSEException}s from a JWT processor.
 */
class MlDsaJwsTest {
    private static JWSAlgorithm set(String name) {
        return JWSAlgorithm.parse(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void aSignedJwtVerifiesWithTheKeysPublicJwkAndNothingElseDoes(String name) throws Exception {
        AkpKey key = JoseFixtures.newKey(set(name));
        SignedJWT jwt = SignedJWT.parse(JoseFixtures.signedJwt(key, "alice").serialize());
        assertEquals(MlDsaParameterSet.of(set(name)).signatureLength, jwt.getSignature().decode().length);
        assertTrue(jwt.verify(new MlDsaVerifier(key.toPublicJWK())));
        assertFalse(jwt.verify(new MlDsaVerifier(JoseFixtures.newKey(set(name)).toPublicJWK())), "another key");
        assertEquals("alice", processor(key, set(name)).process(jwt, null).getSubject());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void aChangedHeaderPayloadOrSignatureIsRefused(String name) throws Exception {
        AkpKey key = JoseFixtures.newKey(set(name));
        MlDsaVerifier verifier = new MlDsaVerifier(key.toPublicJWK());
        SignedJWT jwt = JoseFixtures.signedJwt(key, "alice");
        String[] parts = jwt.serialize().split("\\.");
        JWSHeader otherHeader = new JWSHeader.Builder(set(name)).type(JOSEObjectType.JWT).keyID("another").build();
        String otherPayload = Base64URL.encode(JoseFixtures.claims("mallory").toString()).toString();
        byte[] signature = Base64URL.from(parts[2]).decode();
        byte[] flipped = signature.clone();
        flipped[signature.length / 2] ^= 1;
        byte[] truncated = java.util.Arrays.copyOf(signature, signature.length - 1);
        byte[] longer = java.util.Arrays.copyOf(signature, signature.length + 1);
        List<String> tampered = List.of(
                otherHeader.toBase64URL() + "." + parts[1] + "." + parts[2],
                parts[0] + "." + otherPayload + "." + parts[2],
                parts[0] + "." + parts[1] + "." + Base64URL.encode(flipped),
                parts[0] + "." + parts[1] + "." + Base64URL.encode(truncated),
                parts[0] + "." + parts[1] + "." + Base64URL.encode(longer),
                parts[0] + "." + parts[1] + "." + parts[2].substring(0, parts[2].length() / 2),
                parts[0] + "." + parts[1] + ".");
        ConfigurableJWTProcessor<SecurityContext> processor = processor(key, set(name));
        for (String token : tampered) {
            if (token.endsWith(".")) {
                assertThrows(java.text.ParseException.class, () -> SignedJWT.parse(token), "no signature");
                continue;
            }
            assertFalse(JWSObject.parse(token).verify(verifier), token);
            BadJOSEException refused = assertThrows(BadJOSEException.class,
                    () -> processor.process(SignedJWT.parse(token), null));
            assertTrue(refused.getMessage().contains("Invalid signature")
                    || refused.getMessage().contains("no matching key"), refused.getMessage());
        }
    }

    @Test
    void anAlgorithmThatIsNotTheKeysIsAJoseException() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        SignedJWT jwt = JoseFixtures.signedJwt(key, "alice");
        String[] parts = jwt.serialize().split("\\.");
        for (JWSAlgorithm other : List.of(MlDsaAlgorithms.ML_DSA_44, MlDsaAlgorithms.ML_DSA_87, JWSAlgorithm.RS256)) {
            String relabelled = new JWSHeader.Builder(other).keyID(key.getKeyID()).build().toBase64URL() + "."
                    + parts[1] + "." + parts[2];
            JOSEException wrong = assertThrows(JOSEException.class,
                    () -> JWSObject.parse(relabelled).verify(new MlDsaVerifier(key.toPublicJWK())));
            assertTrue(wrong.getMessage().contains(other.getName()), wrong.getMessage());
        }
        JWSObject toSign = new JWSObject(new JWSHeader(MlDsaAlgorithms.ML_DSA_44), new Payload("x"));
        assertThrows(JOSEException.class, () -> toSign.sign(new MlDsaSigner(key)), "an ML-DSA-65 key signs ML-DSA-65 only");
    }

    @Test
    void aProcessorRefusesOtherAlgorithmsUnsecuredJwtsAndKeysOfAnotherSet() throws Exception {
        AkpKey key65 = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        AkpKey key44 = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_44);
        RSAKey rsa = new RSAKeyGenerator(2048).keyID(key44.getKeyID()).generate();
        JWKSet keys = new JWKSet(List.of(key65.toPublicJWK(), key44.toPublicJWK(), rsa.toPublicJWK()));
        ConfigurableJWTProcessor<SecurityContext> accepts65 = MlDsaJwtProcessors.create(
                new ImmutableJWKSet<>(keys), MlDsaAlgorithms.ML_DSA_65);

        assertEquals("alice", accepts65.process(JoseFixtures.signedJwt(key65, "alice"), null).getSubject());
        assertThrows(BadJOSEException.class, () -> accepts65.process(JoseFixtures.signedJwt(key44, "bob"), null),
                "ML-DSA-44 is not accepted");
        SignedJWT rs256 = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(rsa.getKeyID()).build(),
                JoseFixtures.claims("carol"));
        rs256.sign(new RSASSASigner(rsa));
        assertThrows(BadJOSEException.class, () -> accepts65.process(rs256, null), "RS256 is not accepted");
        assertThrows(BadJOSEException.class, () -> accepts65.process(new PlainJWT(JoseFixtures.claims("dave")), null),
                "alg none");

        // An ML-DSA-65 header whose kid names the ML-DSA-44 key: no key of the header's set matches.
        SignedJWT misnamed = new SignedJWT(new JWSHeader.Builder(MlDsaAlgorithms.ML_DSA_65).keyID(key44.getKeyID())
                .build(), JoseFixtures.claims("erin"));
        misnamed.sign(new MlDsaSigner(key65));
        assertThrows(BadJOSEException.class, () -> accepts65.process(misnamed, null));

        // Both algorithms accepted, and RS256 as Nimbus does it.
        ConfigurableJWTProcessor<SecurityContext> acceptsAll = MlDsaJwtProcessors.create(new ImmutableJWKSet<>(keys),
                MlDsaAlgorithms.ML_DSA_65, MlDsaAlgorithms.ML_DSA_44, JWSAlgorithm.RS256);
        assertEquals("bob", acceptsAll.process(JoseFixtures.signedJwt(key44, "bob"), null).getSubject());
        assertEquals("carol", acceptsAll.process(rs256, null).getSubject());
    }

    @Test
    void keysThatAreNotMlDsaAreRefused() throws Exception {
        java.security.KeyPair ec = KeyPairGenerator.getInstance("EC").generateKeyPair();
        java.security.KeyPair ed = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        for (java.security.KeyPair pair : List.of(ec, ed)) {
            assertThrows(JOSEException.class, () -> new MlDsaSigner(pair.getPrivate()));
            assertThrows(JOSEException.class, () -> new MlDsaVerifier(pair.getPublic()));
            assertThrows(JOSEException.class, () -> new AkpKey.Builder(pair.getPublic()));
        }
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        assertThrows(JOSEException.class, () -> new MlDsaSigner(key.toPublicJWK()), "a public JWK cannot sign");
        assertThrows(JOSEException.class, () -> new MlDsaVerifier(key), "Nimbus' verifiers take public JWKs");
        JWSHeader header = new JWSHeader(MlDsaAlgorithms.ML_DSA_65);
        assertThrows(JOSEException.class, () -> new MlDsaVerifierFactory().createJWSVerifier(header, ec.getPublic()));
        assertThrows(JOSEException.class, () -> new MlDsaVerifierFactory().createJWSVerifier(
                new JWSHeader(MlDsaAlgorithms.ML_DSA_44), key.toPublicKey()), "an ML-DSA-65 key for ML-DSA-44");
    }

    @Test
    void anUnknownCriticalHeaderParameterIsRefusedUnlessDeferred() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_44);
        JWSObject jws = new JWSObject(new JWSHeader.Builder(MlDsaAlgorithms.ML_DSA_44).criticalParams(Set.of("exp"))
                .customParam("exp", 1).build(), new Payload("x"));
        jws.sign(new MlDsaSigner(key));
        assertFalse(jws.verify(new MlDsaVerifier(key.toPublicJWK())));
        assertTrue(jws.verify(new MlDsaVerifier(key.toPublicJWK(), Set.of("exp"))));
    }

    @Test
    void theSameInputSignedTwiceGivesTwoSignaturesHedgedAsFips204Says() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        JWSHeader header = new JWSHeader(MlDsaAlgorithms.ML_DSA_65);
        MlDsaSigner signer = new MlDsaSigner(key);
        byte[] input = new JWSObject(header, new Payload("x")).getSigningInput();
        assertFalse(signer.sign(header, input).equals(signer.sign(header, input)));
    }

    private static ConfigurableJWTProcessor<SecurityContext> processor(AkpKey key, JWSAlgorithm alg) {
        return MlDsaJwtProcessors.create(new ImmutableJWKSet<>(new JWKSet(key.toPublicJWK())), alg);
    }
}
