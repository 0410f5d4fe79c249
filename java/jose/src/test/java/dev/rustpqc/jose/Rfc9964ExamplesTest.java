package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.security.Signature;
import java.util.HexFormat;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RFC 9964's JOSE examples (Appendix A): the all-zero seed's key, whose {@code kid} is its
 * thumbprint, and a JWS made with it.
 */
class Rfc9964ExamplesTest {
    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void theExampleKeyParsesWithItsThumbprintAsKeyId(String set) throws Exception {
        Map<String, Object> example = JoseFixtures.rfcExample(set);
        Map<String, Object> json = JSONObjectUtils.getJSONObject(example, "jwk");
        AkpKey key = AkpKey.parse(json);

        assertEquals("ML-DSA-" + set, key.getJWSAlgorithm().getName());
        assertTrue(key.isPrivate());
        assertArrayEquals(HexFormat.of().parseHex((String) example.get("priv")), key.getPriv().decode());
        assertArrayEquals(HexFormat.of().parseHex((String) example.get("raw_public_key")), key.getPub().decode());
        assertEquals(key.getKeyID(), key.computeThumbprint().toString(), "kid is the RFC 7638 thumbprint");
        assertEquals(json, key.toJSONObject(), "serialises to the example's members");
        assertNull(key.toPublicJWK().getPriv());
        assertEquals(key.computeThumbprint(), key.toPublicJWK().computeThumbprint());
    }

    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void theExampleJwsVerifiesAndItsPayloadIsTheExamples(String set) throws Exception {
        Map<String, Object> example = JoseFixtures.rfcExample(set);
        AkpKey key = AkpKey.parse(JSONObjectUtils.getJSONObject(example, "jwk")).toPublicJWK();
        JWSObject jws = JWSObject.parse((String) example.get("jws"));

        assertEquals(key.getKeyID(), jws.getHeader().getKeyID());
        assertTrue(jws.verify(new MlDsaVerifier(key)));
        assertEquals("It\u2019s a dangerous business, Frodo, going out your door.", jws.getPayload().toString());

        JWSObject changed = new JWSObject(jws.getHeader().toBase64URL(), new Payload("It\u2019s a safe business."),
                jws.getSignature());
        assertFalse(changed.verify(new MlDsaVerifier(key)), "another payload under the example's signature");
    }

    /**
     * The signature is pure ML-DSA with an empty context over the JWS signing input: the example's
     * raw signature verifies over its raw signing input through the JCA, outside JOSE.
     */
    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void theSignatureIsPureMlDsaWithAnEmptyContextOverTheSigningInput(String set) throws Exception {
        Map<String, Object> example = JoseFixtures.rfcExample(set);
        AkpKey key = AkpKey.parse(JSONObjectUtils.getJSONObject(example, "jwk"));
        byte[] signingInput = HexFormat.of().parseHex((String) example.get("raw_to_be_signed"));
        byte[] signature = HexFormat.of().parseHex((String) example.get("raw_signature"));
        JWSObject jws = JWSObject.parse((String) example.get("jws"));
        assertArrayEquals(jws.getSigningInput(), signingInput);
        assertEquals(Base64URL.encode(signature), jws.getSignature());

        Signature verifier = Signature.getInstance("ML-DSA", MlDsaKeys.defaultProvider());
        verifier.initVerify(key.toPublicKey());
        verifier.update(signingInput);
        assertTrue(verifier.verify(signature));
    }

    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void aJwkSetOfTheExampleRoundTrips(String set) throws Exception {
        AkpKey key = AkpKey.parse(JSONObjectUtils.getJSONObject(JoseFixtures.rfcExample(set), "jwk"));
        String published = new JWKSet(key).toString();
        assertFalse(published.contains("\"priv\""), "a JWK set serialises public keys only: " + published);
        JWKSet parsed = AkpJwkSets.parse(published);
        assertEquals(key.toPublicJWK(), parsed.getKeyByKeyId(key.getKeyID()));
    }
}
