package dev.rustpqc.jose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.sun.net.httpserver.HttpServer;
import dev.rustpqc.jsse.ReadmeBlocks;
import dev.rustpqc.jsse.ReadmeSnippets;
import java.io.StringReader;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The README's recipe: a Spring Boot 4 resource server (spring-boot-starter-oauth2-resource-server,
 * embedded Tomcat) that accepts ML-DSA-65 JWTs, configured by the README's
 * {@code application.properties} block (its issuer's URL replaced by the test's) and its
 * {@code JwtDecoder} bean, as written. The issuer is a loopback HTTP server publishing a JWK set
 * ({@code new JWKSet(keys).toString()}): an ML-DSA-65 key of ours, one made by lestrrat-go/jwx, and
 * an ML-DSA-44 key. Tokens signed by rustpqc-jose and by jwx with ML-DSA-65 are accepted; an
 * ML-DSA-44 token, a changed one, an expired one and none at all get 401. The decoder Spring Boot
 * makes from {@code jwk-set-uri} alone refuses even the good token.
 */
class SpringResourceServerTest {
    @Test
    void theReadmeResourceServerAcceptsMlDsa65JwtsAndNothingElse() throws Exception {
        ReadmeBlocks.assertReadmeHolds("java/jose", SpringResourceServerTest.class, "spring-resource-server");
        AkpKey ours = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_65);
        AkpKey small = JoseFixtures.newKey(MlDsaAlgorithms.ML_DSA_44);
        Map<String, Object> goJwk;
        String goToken;
        try (JwxPeer jwx = JwxPeer.start()) {
            @SuppressWarnings("unchecked")
            Map<String, Object> generated = (Map<String, Object>) jwx.ask(Map.of("op", "keygen", "alg", "ML-DSA-65"))
                    .get("jwk");
            goJwk = new HashMap<>(generated);
            goJwk.put("kid", "from-jwx");
            goToken = (String) jwx.ask(Map.of("op", "sign-jwt", "jwk", goJwk,
                    "claims", JoseFixtures.claims("gopher").toJSONObject())).get("jws");
        }
        List<JWK> published = new ArrayList<>(List.of(ours, small, AkpKey.parse(goJwk)));
        HttpServer issuer = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        byte[] jwkSet = new JWKSet(published).toString().getBytes(StandardCharsets.UTF_8);
        issuer.createContext("/.well-known/jwks.json", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "application/jwk-set+json");
            exchange.sendResponseHeaders(200, jwkSet.length);
            exchange.getResponseBody().write(jwkSet);
            exchange.close();
        });
        issuer.start();
        String jwkSetUri = "http://127.0.0.1:" + issuer.getAddress().getPort() + "/.well-known/jwks.json";
        try (ConfigurableApplicationContext application = start(jwkSetUri)) {
            int port = application.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
            String token = JoseFixtures.signedJwt(ours, "alice").serialize();
            String[] parts = token.split("\\.");

            assertEquals("200 hello alice", get(port, token), "ML-DSA-65, signed by rustpqc-jose");
            assertEquals("200 hello gopher", get(port, goToken), "ML-DSA-65, signed by jwx");
            assertEquals(401, status(get(port, JoseFixtures.signedJwt(small, "bob").serialize())), "ML-DSA-44");
            assertEquals(401, status(get(port, parts[0] + "." + Base64URL.encode(JoseFixtures.claims("mallory")
                    .toString()) + "." + parts[2])), "a changed payload");
            assertEquals(401, status(get(port, parts[0] + "." + parts[1] + "." + parts[2].substring(8))),
                    "a truncated signature");
            assertEquals(401, status(get(port, expired(ours))), "expired");
            assertEquals(401, status(get(port, null)), "no token");

            // What Spring Boot builds from jwk-set-uri alone: Nimbus' JWK set parser and algorithms.
            NimbusJwtDecoder bootsOwn = NimbusJwtDecoder.withJwkSetUri(jwkSetUri).build();
            BadJwtException refused = assertThrows(BadJwtException.class, () -> bootsOwn.decode(token));
            assertTrue(refused.getMessage().contains("Another algorithm expected, or no matching key"),
                    refused.getMessage());
        } finally {
            issuer.stop(0);
        }
    }

    private static ConfigurableApplicationContext start(String jwkSetUri) throws Exception {
        Properties readme = new Properties();
        readme.load(new StringReader(ReadmeSnippets.named("spring-resource-server-properties").code()
                .replace("https://issuer.example/.well-known/jwks.json", jwkSetUri)));
        Map<String, Object> properties = new HashMap<>();
        readme.forEach((key, value) -> properties.put((String) key, value));
        assertEquals(jwkSetUri, properties.get("spring.security.oauth2.resourceserver.jwt.jwk-set-uri"));
        properties.put("server.port", "0");
        properties.put("server.address", "127.0.0.1");
        properties.put("spring.main.banner-mode", "off");
        return new SpringApplicationBuilder(ResourceServer.class).properties(properties).run();
    }

    private static String expired(AkpKey key) throws Exception {
        Date past = new Date(System.currentTimeMillis() - 3_600_000);
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(key.getJWSAlgorithm()).type(JOSEObjectType.JWT)
                .keyID(key.getKeyID()).build(), new JWTClaimsSet.Builder().issuer(JoseFixtures.ISSUER).subject("carol")
                .issueTime(new Date(past.getTime() - 600_000)).expirationTime(past).build());
        jwt.sign(new MlDsaSigner(key));
        return jwt.serialize();
    }

    /** GET /hello with the token as a bearer token: "STATUS BODY". */
    private static String get(int port, String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/hello"));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                HttpResponse.BodyHandlers.ofString());
        return (response.statusCode() + " " + response.body()).strip();
    }

    private static int status(String response) {
        return Integer.parseInt(response.substring(0, 3));
    }

    /** The application: {@code GET /hello}, for a caller with a valid ML-DSA-65 JWT. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @RestController
    static class ResourceServer {
        @GetMapping("/hello")
        String hello(@AuthenticationPrincipal Jwt jwt) {
            return "hello " + jwt.getSubject();
        }

        // README:begin spring-resource-server
        @Bean
        JwtDecoder jwtDecoder(@Value("${spring.security.oauth2.resourceserver.jwt.jwk-set-uri}") URL jwkSetUri) {
            JWKSource<SecurityContext> issuerKeys = AkpJwkSets.remote(jwkSetUri); // parses AKP keys too
            return NimbusJwtDecoder.withJwkSource(issuerKeys)
                    .jwtProcessorCustomizer(MlDsaJwtProcessors.accepting(MlDsaAlgorithms.ML_DSA_65))
                    .build();
        }
        // README:end spring-resource-server
    }
}
