package dev.rustpqc.jose;

import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.JWKSetCacheRefreshEvaluator;
import com.nimbusds.jose.jwk.source.JWKSetParseException;
import com.nimbusds.jose.jwk.source.JWKSetRetrievalException;
import com.nimbusds.jose.jwk.source.JWKSetSource;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.Resource;
import com.nimbusds.jose.util.ResourceRetriever;
import java.io.IOException;
import java.net.URL;
import java.util.Objects;

/**
 * Nimbus' {@code URLBasedJWKSetSource} with AKP keys: retrieves the JWK set at a URL and parses it
 * with {@link AkpJwkSets#parse(String)}. Give it to {@code JWKSourceBuilder.create(source)} for
 * caching, rate limiting and retries, as {@link AkpJwkSets#remote(URL)} does.
 *
 * @param <C> the security context
 */
public final class AkpJwkSetSource<C extends SecurityContext> implements JWKSetSource<C> {
    private final URL url;
    private final ResourceRetriever retriever;

    /** The JWK set at {@code url}, retrieved by {@code retriever}. */
    public AkpJwkSetSource(URL url, ResourceRetriever retriever) {
        this.url = Objects.requireNonNull(url, "url");
        this.retriever = Objects.requireNonNull(retriever, "retriever");
    }

    @Override
    public JWKSet getJWKSet(JWKSetCacheRefreshEvaluator refreshEvaluator, long currentTime, C context)
            throws KeySourceException {
        Resource resource;
        try {
            resource = retriever.retrieveResource(url);
        } catch (IOException e) {
            throw new JWKSetRetrievalException("Couldn't retrieve JWK set from URL: " + e.getMessage(), e);
        }
        try {
            return AkpJwkSets.parse(resource.getContent());
        } catch (Exception e) {
            throw new JWKSetParseException("Unable to parse JWK set: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        // nothing held open
    }
}
