/**
 * ML-DSA JWTs in Spring Security (spring-security-oauth2-jose 6.x and 7.x, which the application
 * brings). Decoding needs nothing of this package: Spring's {@code NimbusJwtDecoder} built with
 * {@code withJwkSource(AkpJwkSets.remote(url))} and
 * {@code jwtProcessorCustomizer(MlDsaJwtProcessors.accepting(MlDsaAlgorithms.ML_DSA_65))} verifies them.
 * Encoding does: Spring's {@code NimbusJwtEncoder} cannot sign ML-DSA, and
 * {@link dev.rustpqc.jose.spring.MlDsaJwtEncoder} takes its place, with
 * {@link dev.rustpqc.jose.spring.MlDsaJwsAlgorithm} naming the algorithm in a {@code JwsHeader}.
 */
package dev.rustpqc.jose.spring;
