package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jose.util.JSONObjectUtils;
import com.nimbusds.jwt.SignedJWT;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * rustpqc-jose against an independent implementation, lestrrat-go/jwx v4 with Go 1.27's
 * crypto/mldsa ({@link JwxPeer}), for each parameter set: JWTs signed on each side verify on the
 * other, with each side's keys serialised as AKP JWKs and parsed by the other, thumbprints agree,
 * and a changed token is refused by jwx too.
 */
class JwxInteropTest {
    private static JwxPeer jwx;

    @BeforeAll
    static void startPeer() throws Exception {
        jwx = JwxPeer.start();
    }

    @AfterAll
    static void stopPeer() throws Exception {
        jwx.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void aJwtSignedByRustPqcJoseVerifiesInJwx(String set) throws Exception {
        AkpKey key = JoseFixtures.newKey(JWSAlgorithm.parse(set));
        String token = JoseFixtures.signedJwt(key, "alice").serialize();
        Map<String, Object> verified = jwx.ask(request("verify-jwt", "jwks", publicSet(key), "jws", token,
                "issuer", JoseFixtures.ISSUER));
        assertEquals(Boolean.TRUE, verified.get("ok"), String.valueOf(verified));
        assertEquals("alice", verified.get("subject"));

        String[] parts = token.split("\\.");
        String changed = parts[0] + "." + Base64URL.encode(JoseFixtures.claims("mallory").toString()) + "." + parts[2];
        assertEquals(Boolean.FALSE, jwx.ask(request("verify-jwt", "jwks", publicSet(key), "jws", changed,
                "issuer", JoseFixtures.ISSUER)).get("ok"), "jwx refuses a changed payload");
        assertEquals(key.getKeyID(), jwx.ask(request("thumbprint", "jwk", key.toJSONObject())).get("thumbprint"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void aJwtSignedByJwxVerifiesInRustPqcJose(String set) throws Exception {
        @SuppressWarnings("unchecked")
        Map<String, Object> goJwk = (Map<String, Object>) jwx.ask(request("keygen", "alg", set)).get("jwk");
        AkpKey goKey = AkpKey.parse(goJwk);
        assertEquals(set, goKey.getJWSAlgorithm().getName());
        assertEquals(jwx.ask(request("thumbprint", "jwk", goJwk)).get("thumbprint"),
                goKey.computeThumbprint().toString());

        Map<String, Object> claims = JoseFixtures.claims("bob").toJSONObject();
        String token = (String) jwx.ask(request("sign-jwt", "jwk", goJwk, "claims", claims)).get("jws");
        SignedJWT jwt = SignedJWT.parse(token);
        assertEquals(set, jwt.getHeader().getAlgorithm().getName());
        assertTrue(jwt.verify(new MlDsaVerifier(goKey.toPublicJWK())));
        assertEquals("bob", MlDsaJwtProcessors.create(new ImmutableJWKSet<>(new JWKSet(goKey.toPublicJWK())),
                goKey.getJWSAlgorithm()).process(jwt, null).getSubject());
    }

    /** Each side signs with the other's private JWK, which it parsed; the other verifies with its own key. */
    @ParameterizedTest
    @ValueSource(strings = {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void privateJwksCrossBothWays(String set) throws Exception {
        AkpKey ours = JoseFixtures.newKey(JWSAlgorithm.parse(set));
        byte[] payload = "signed in Go with a key made in Java".getBytes(StandardCharsets.UTF_8);
        String goSigned = (String) jwx.ask(request("sign", "jwk", ours.toJSONObject(),
                "payload", Base64URL.encode(payload).toString())).get("jws");
        assertTrue(JWSObject.parse(goSigned).verify(new MlDsaVerifier(ours.toPublicJWK())));

        @SuppressWarnings("unchecked")
        Map<String, Object> goJwk = (Map<String, Object>) jwx.ask(request("keygen", "alg", set)).get("jwk");
        AkpKey theirs = AkpKey.parse(goJwk);
        JWSObject javaSigned = new JWSObject(new com.nimbusds.jose.JWSHeader.Builder(theirs.getJWSAlgorithm())
                .keyID(theirs.computeThumbprint().toString()).build(), new Payload("signed in Java with a Go key"));
        javaSigned.sign(new MlDsaSigner(theirs));
        Map<String, Object> goPublic = new LinkedHashMap<>(goJwk);
        goPublic.remove("priv");
        goPublic.put("kid", theirs.computeThumbprint().toString());
        Map<String, Object> verified = jwx.ask(request("verify", "jwks", Map.of("keys", java.util.List.of(goPublic)),
                "jws", javaSigned.serialize()));
        assertEquals(Boolean.TRUE, verified.get("ok"), String.valueOf(verified));
        assertEquals("signed in Java with a Go key",
                new String(Base64URL.from((String) verified.get("payload")).decode(), StandardCharsets.UTF_8));
    }

    /** RFC 9964's example JWS verifies in jwx as it does here (Rfc9964ExamplesTest). */
    @ParameterizedTest
    @ValueSource(strings = {"44", "65", "87"})
    void jwxVerifiesTheRfcExampleToo(String set) throws Exception {
        Map<String, Object> example = JoseFixtures.rfcExample(set);
        AkpKey key = AkpKey.parse(JSONObjectUtils.getJSONObject(example, "jwk")).toPublicJWK();
        Map<String, Object> verified = jwx.ask(request("verify", "jwks", publicSet(key), "jws", example.get("jws")));
        assertEquals(Boolean.TRUE, verified.get("ok"), String.valueOf(verified));
        assertFalse(String.valueOf(verified.get("payload")).isEmpty());
    }

    private static Map<String, Object> publicSet(AkpKey key) throws java.text.ParseException {
        return JSONObjectUtils.parse(new JWKSet(key).toString());
    }

    private static Map<String, Object> request(String op, Object... members) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("op", op);
        for (int i = 0; i < members.length; i += 2) {
            request.put((String) members[i], members[i + 1]);
        }
        return request;
    }
}
