package dev.rustpqc.jose;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKParameterNames;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.net.URL;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JWK sets with AKP keys. Nimbus' {@code JWKSet.parse} skips keys of a type it does not know, so it
 * drops every AKP key; these parse them as {@link AkpKey}s and everything else as Nimbus does, into
 * an ordinary {@link JWKSet}. Serialising needs nothing of ours: {@code jwkSet.toString()} writes AKP
 * keys (their public members only, as for every key) like any other JWK.
 */
public final class AkpJwkSets {
    /** How long {@link #remote(URL)} waits to connect and then for each read. */
    public static final int REMOTE_TIMEOUT_MILLIS = 5_000;

    private AkpJwkSets() {
    }

    /** Parses a JWK set's JSON text. */
    public static JWKSet parse(String json) throws ParseException {
        return parse(JSONObjectUtils.parse(json));
    }

    /**
     * Parses a JWK set: AKP keys of ML-DSA as {@link AkpKey}s, other keys as Nimbus does. As in
     * Nimbus (RFC 7517 section 5), keys of an unknown type, and AKP keys of another algorithm than
     * ML-DSA, are left out; a malformed key of a known kind fails the whole set.
     */
    public static JWKSet parse(Map<String, Object> json) throws ParseException {
        List<Object> entries = JSONObjectUtils.getJSONArray(json, "keys");
        if (entries == null) {
            throw new ParseException("Missing required \"keys\" member", 0);
        }
        List<JWK> keys = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (!(entries.get(i) instanceof Map)) {
                throw new ParseException("The \"keys\" JSON array must contain JSON objects only", 0);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> entry = (Map<String, Object>) entries.get(i);
            try {
                keys.add(parseKey(entry));
            } catch (ParseException e) {
                String message = e.getMessage() != null ? e.getMessage() : "";
                if (message.startsWith("Unsupported key type") || message.startsWith("Unsupported AKP algorithm")) {
                    continue;
                }
                throw new ParseException("Invalid JWK at position " + i + ": " + message, 0);
            }
        }
        Map<String, Object> members = new LinkedHashMap<>(json);
        members.remove("keys");
        return new JWKSet(keys, members);
    }

    /** Parses one JWK: an AKP key as an {@link AkpKey}, any other as {@code JWK.parse} does. */
    public static JWK parseKey(Map<String, Object> json) throws ParseException {
        if (AkpKey.AKP.getValue().equals(JSONObjectUtils.getString(json, JWKParameterNames.KEY_TYPE))) {
            return AkpKey.parse(json);
        }
        return JWK.parse(json);
    }

    /**
     * The JWK source of a JWK set URL as Nimbus' {@code JWKSourceBuilder} makes it (its size limit,
     * cache, refresh-ahead and rate limit), retrying a failed retrieval once, whose sets are parsed
     * with {@link #parse(String)}. It waits {@link #REMOTE_TIMEOUT_MILLIS} to connect and to read,
     * not Nimbus' 500 ms, which a busy machine misses: the set is fetched rarely (it is cached for
     * five minutes), and a retrieval that gives up too early leaves every token refused. For other
     * settings build the source from {@link AkpJwkSetSource} yourself.
     */
    public static <C extends SecurityContext> JWKSource<C> remote(URL jwkSetUrl) {
        DefaultResourceRetriever retriever = new DefaultResourceRetriever(REMOTE_TIMEOUT_MILLIS, REMOTE_TIMEOUT_MILLIS,
                JWKSourceBuilder.DEFAULT_HTTP_SIZE_LIMIT);
        return JWKSourceBuilder.create(new AkpJwkSetSource<C>(jwkSetUrl, retriever)).retrying(true).build();
    }
}
