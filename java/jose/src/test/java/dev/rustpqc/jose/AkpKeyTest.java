package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.text.ParseException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The AKP JWK: its JSON both ways, its checks, and JWK sets that hold it. */
class AkpKeyTest {
    @Test
    void aGeneratedKeyRoundTripsThroughJsonAndItsPublicHalfHasNoPriv() throws Exception {
        AkpKey key = new AkpKeyGenerator(MlDsaAlgorithms.ML_DSA_87).keyUse(KeyUse.SIGNATURE)
                .keyIDFromThumbprint(true).generate();
        assertEquals(key, AkpKey.parse(key.toJSONString()));
        Map<String, Object> json = key.toPublicJWK().toJSONObject();
        assertEquals(Set.of("kty", "alg", "pub", "kid", "use"), json.keySet());
        assertEquals("AKP", json.get("kty"));
        assertEquals(2592 * 8, key.size());
        assertEquals(key.getKeyID(), key.computeThumbprint().toString());
    }

    /** Keys come from the operating system's randomness: a fixed SecureRandom given to the generator is not used. */
    @Test
    void everyKeyIsNewEvenWithAFixedSecureRandom() throws Exception {
        Set<Base64URL> seeds = new HashSet<>();
        for (int i = 0; i < 8; i++) {
            SecureRandom fixed = SecureRandom.getInstance("SHA1PRNG");
            fixed.setSeed(new byte[32]);
            seeds.add(new AkpKeyGenerator(MlDsaAlgorithms.ML_DSA_44).secureRandom(fixed).generate().getPriv());
        }
        assertEquals(8, seeds.size());
    }

    @Test
    void aKeyWrittenWithoutItsSeedCannotBecomeAPrivateJwkAndTheMessageSaysWhatToDo() throws Exception {
        String property = "jdk.mldsa.pkcs8.encoding";
        String before = System.getProperty(property);
        KeyPair expandedOnly;
        try {
            System.setProperty(property, "expandedKey");
            expandedOnly = KeyPairGenerator.getInstance("ML-DSA-65", MlDsaKeys.defaultProvider()).generateKeyPair();
        } finally {
            if (before == null) {
                System.clearProperty(property);
            } else {
                System.setProperty(property, before);
            }
        }
        JOSEException refused = assertThrows(JOSEException.class, () -> new AkpKey.Builder(expandedOnly));
        assertTrue(refused.getMessage().contains("-Djdk.mldsa.pkcs8.encoding=seed"), refused.getMessage());
        // The key itself still signs, and its public half is a JWK.
        AkpKey publicJwk = new AkpKey.Builder(expandedOnly.getPublic()).build();
        com.nimbusds.jose.JWSObject jws = new com.nimbusds.jose.JWSObject(
                new com.nimbusds.jose.JWSHeader(MlDsaAlgorithms.ML_DSA_65), new com.nimbusds.jose.Payload("x"));
        jws.sign(new MlDsaSigner(expandedOnly.getPrivate()));
        assertTrue(jws.verify(new MlDsaVerifier(publicJwk)));
    }

    @Test
    void malformedAkpJwksAreRefusedNamingTheProblem() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        AkpKey other = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        AkpKey small = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_44);
        Map<String, String> problems = new LinkedHashMap<>();
        problems.put(without(key, "alg"), "must have an \"alg\"");
        problems.put(with(key, "alg", "ES256"), "Unsupported AKP algorithm");
        problems.put(without(key, "pub"), "must have a \"pub\"");
        problems.put(with(key, "pub", small.getPub().toString()), "1312 bytes, expected 1952");
        problems.put(with(key, "alg", "ML-DSA-44"), "1952 bytes, expected 1312");
        problems.put(with(key, "priv", Base64URL.encode(new byte[31]).toString()), "31 bytes, expected the 32-byte seed");
        problems.put(with(key, "priv", other.getPriv().toString()), "does not belong to the public key");
        problems.put(with(key, "kty", "OKP"), "must be AKP");
        for (Map.Entry<String, String> problem : problems.entrySet()) {
            ParseException refused = assertThrows(ParseException.class, () -> AkpKey.parse(problem.getKey()),
                    problem.getValue());
            assertTrue(refused.getMessage().contains(problem.getValue()), refused.getMessage());
        }
    }

    @Test
    void jwkSetsKeepAkpKeysBesideOthersAndSkipUnknownOnes() throws Exception {
        AkpKey akp = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        RSAKey rsa = new RSAKeyGenerator(2048).keyID("rsa").generate();
        Map<String, Object> set = JSONObjectUtils.parse(new JWKSet(List.of(rsa, akp)).toString(false));
        @SuppressWarnings("unchecked")
        List<Object> keys = (List<Object>) set.get("keys");
        keys.add(JSONObjectUtils.parse("{\"kty\":\"AKP\",\"alg\":\"ML-KEM-768\",\"pub\":\"AAAA\"}"));
        keys.add(JSONObjectUtils.parse("{\"kty\":\"QUANTUM\",\"x\":\"AAAA\"}"));
        set.put("issuer", "https://issuer.example");

        JWKSet parsed = AkpJwkSets.parse(JSONObjectUtils.toJSONString(set));
        assertEquals(2, parsed.getKeys().size());
        assertEquals(akp, parsed.getKeyByKeyId(akp.getKeyID()));
        assertInstanceOf(RSAKey.class, parsed.getKeyByKeyId("rsa"));
        assertEquals("https://issuer.example", parsed.getAdditionalMembers().get("issuer"));
        assertFalse(JWKSet.parse(JSONObjectUtils.toJSONString(set)).getKeys().stream().anyMatch(k -> k instanceof AkpKey),
                "Nimbus' own parser drops AKP keys (why AkpJwkSets exists)");

        keys.add(JSONObjectUtils.parse(with(akp, "pub", "AAAA")));
        ParseException malformed = assertThrows(ParseException.class,
                () -> AkpJwkSets.parse(JSONObjectUtils.toJSONString(set)));
        assertTrue(malformed.getMessage().startsWith("Invalid JWK at position 4"), malformed.getMessage());
    }

    @Test
    void keysEqualByTheirMembers() throws Exception {
        AkpKey key = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_44);
        JWK copy = AkpJwkSets.parseKey(key.toJSONObject());
        assertEquals(key, copy);
        assertEquals(key.hashCode(), copy.hashCode());
        assertNotEquals(key, key.toPublicJWK());
    }

    private static String with(AkpKey key, String member, String value) {
        Map<String, Object> json = key.toJSONObject();
        json.put(member, value);
        return JSONObjectUtils.toJSONString(json);
    }

    private static String without(AkpKey key, String member) {
        Map<String, Object> json = key.toJSONObject();
        json.remove(member);
        return JSONObjectUtils.toJSONString(json);
    }
}
