/**
 * The signatures, ML-DSA (FIPS 204), SLH-DSA (FIPS 205) and composite ML-DSA
 * (draft-ietf-lamps-pq-composite-sigs): the {@code Signature} SPIs (pure, pre-hashed and, for
 * ML-DSA, external mu), how each keeps or streams its input, the pre-hash functions, and the
 * native signing and verification (a composite signature's traditional half in the JDK's own
 * provider).
 *
 * <p>Depends on {@code dev.rustpqc.keys}, {@code dev.rustpqc.binding} and the public
 * {@code dev.rustpqc.MlDsaParameterSpec}, which sets the options.
 */
package dev.rustpqc.signature;
