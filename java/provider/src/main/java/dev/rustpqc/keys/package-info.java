/**
 * Keys and their encodings, for every family (ML-KEM, ML-DSA, SLH-DSA, X-Wing, composite ML-DSA):
 * the parameter sets (generated from the Rust catalog, the composite sets written after them), the
 * key classes, their X.509 and PKCS#8 encodings, the checks a key passes when it is made, and the
 * {@code KeyFactory} and {@code KeyPairGenerator} SPIs. What differs between the families is one
 * {@code KeyFamily} each; everything else is one piece of code. A composite set's traditional half
 * ({@code Traditional}) is the JDK's own provider's, reached through the JCA ({@code JdkCrypto}).
 *
 * <p>Depends on {@code dev.rustpqc.binding} alone. The KEM and signature packages and the service
 * registry use it; nothing here uses them.
 */
package dev.rustpqc.keys;
