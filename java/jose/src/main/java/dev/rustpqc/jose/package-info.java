/**
 * ML-DSA JSON Web Signatures and AKP JSON Web Keys (RFC 9964) for Nimbus JOSE+JWT 10: sign with
 * {@link dev.rustpqc.jose.MlDsaSigner}, verify with {@link dev.rustpqc.jose.MlDsaVerifier}, keep keys as
 * {@link dev.rustpqc.jose.AkpKey}s (made by {@link dev.rustpqc.jose.AkpKeyGenerator}, parsed in sets by
 * {@link dev.rustpqc.jose.AkpJwkSets}), and accept ML-DSA JWTs in a Nimbus or Spring Security JWT
 * processor with {@link dev.rustpqc.jose.MlDsaJwtProcessors}. The algorithm names are
 * {@link dev.rustpqc.jose.MlDsaAlgorithms}'.
 *
 * <p>Signing and verification run in RustPqc's native code on any JDK from 17, with keys of any
 * provider (RustPqc's, the JDK's own on JDK 24+, BouncyCastle's), read through their standard
 * encodings; the RustPqc provider is used without being registered in the JCA. A JCA context's
 * provider ({@code getJCAContext().setProvider(...)}) sends the signature to another provider.
 */
package dev.rustpqc.jose;
