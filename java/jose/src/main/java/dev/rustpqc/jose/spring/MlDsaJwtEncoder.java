package dev.rustpqc.jose.spring;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKMatcher;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import dev.rustpqc.jose.AkpKey;
import dev.rustpqc.jose.MlDsaAlgorithms;
import dev.rustpqc.jose.MlDsaSigner;
import java.net.URI;
import java.net.URL;
import java.text.ParseException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.security.oauth2.jose.JwaAlgorithm;
import org.springframework.security.oauth2.jwt.JwsHeader;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtClaimsSet;
import org.springframework.security.oauth2.jwt.JwtEncoder;
import org.springframework.security.oauth2.jwt.JwtEncoderParameters;
import org.springframework.security.oauth2.jwt.JwtEncodingException;
import org.springframework.security.oauth2.jwt.NimbusJwtEncoder;

/**
 * Spring Security's {@link JwtEncoder} for ML-DSA JWTs, in place of its {@link NimbusJwtEncoder},
 * which cannot sign them: its key matcher and its signer factory know only Nimbus' own algorithms,
 * and neither can be replaced. A header whose algorithm is an {@link MlDsaJwsAlgorithm} is signed
 * with the private {@link AkpKey} of that algorithm in the JWK source (the one its {@code kid} names,
 * when it names one), natively by RustPqc; every other header, and a missing one, goes to a
 * {@code NimbusJwtEncoder} over the same source, so this encoder replaces that one as a bean.
 * As Nimbus' encoder does, it adds the key's {@code kid} to a header that has none.
 */
public final class MlDsaJwtEncoder implements JwtEncoder {
    private final JWKSource<SecurityContext> jwkSource;
    private final NimbusJwtEncoder others;
    private final Map<JWK, MlDsaSigner> signers = new ConcurrentHashMap<>();

    /** An encoder signing with the keys of {@code jwkSource}. */
    public MlDsaJwtEncoder(JWKSource<SecurityContext> jwkSource) {
        this.jwkSource = Objects.requireNonNull(jwkSource, "jwkSource");
        this.others = new NimbusJwtEncoder(jwkSource);
    }

    @Override
    public Jwt encode(JwtEncoderParameters parameters) throws JwtEncodingException {
        JwsHeader headers = parameters.getJwsHeader();
        JWSAlgorithm algorithm = headers == null ? null : JWSAlgorithm.parse(headers.getAlgorithm().getName());
        if (algorithm == null || !MlDsaAlgorithms.isMlDsa(algorithm)) {
            return others.encode(parameters);
        }
        AkpKey key = select(algorithm, headers.getKeyId());
        if (headers.getKeyId() == null && key.getKeyID() != null) {
            headers = JwsHeader.from(headers).keyId(key.getKeyID()).build();
        }
        JwtClaimsSet claims = parameters.getClaims();
        try {
            SignedJWT jwt = new SignedJWT(JWSHeader.parse(json(headers.getHeaders())),
                    JWTClaimsSet.parse(json(claims.getClaims())));
            jwt.sign(signers.computeIfAbsent(key, MlDsaJwtEncoder::signer));
            return new Jwt(jwt.serialize(), claims.getIssuedAt(), claims.getExpiresAt(), headers.getHeaders(),
                    claims.getClaims());
        } catch (ParseException | JOSEException | IllegalStateException e) {
            throw new JwtEncodingException("Cannot encode an " + algorithm + " JWT: " + e.getMessage(), e);
        }
    }

    private AkpKey select(JWSAlgorithm algorithm, String keyId) {
        JWKMatcher matcher = new JWKMatcher.Builder().keyType(AkpKey.AKP).algorithm(algorithm).keyID(keyId)
                .keyUses(KeyUse.SIGNATURE, null).privateOnly(true).build();
        List<JWK> keys;
        try {
            keys = jwkSource.get(new JWKSelector(matcher), null);
        } catch (KeySourceException e) {
            throw new JwtEncodingException("Cannot select an " + algorithm + " key: " + e.getMessage(), e);
        }
        if (keys.size() != 1 || !(keys.get(0) instanceof AkpKey)) {
            throw new JwtEncodingException(keys.isEmpty()
                    ? "No private AKP key for " + algorithm + (keyId != null ? " with kid " + keyId : "") + " in the JWK source"
                    : keys.size() + " private AKP keys for " + algorithm + ": name one with the header's kid");
        }
        return (AkpKey) keys.get(0);
    }

    private static MlDsaSigner signer(JWK key) {
        try {
            return new MlDsaSigner((AkpKey) key);
        } catch (JOSEException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Spring's header and claim values as JSON values: algorithms and URLs as strings, instants as seconds. */
    private static Map<String, Object> json(Map<String, Object> members) {
        Map<String, Object> json = new LinkedHashMap<>();
        members.forEach((name, value) -> json.put(name, jsonValue(value)));
        return json;
    }

    private static Object jsonValue(Object value) {
        if (value instanceof JwaAlgorithm) {
            return ((JwaAlgorithm) value).getName();
        }
        if (value instanceof URL || value instanceof URI) {
            return value.toString();
        }
        if (value instanceof Instant) {
            return ((Instant) value).getEpochSecond();
        }
        if (value instanceof Collection) {
            List<Object> list = new ArrayList<>();
            for (Object element : (Collection<?>) value) {
                list.add(jsonValue(element));
            }
            return list;
        }
        if (value instanceof Map) {
            Map<String, Object> map = new LinkedHashMap<>();
            ((Map<?, ?>) value).forEach((name, element) -> map.put(String.valueOf(name), jsonValue(element)));
            return map;
        }
        return value;
    }
}
