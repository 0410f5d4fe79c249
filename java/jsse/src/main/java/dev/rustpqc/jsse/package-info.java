/**
 * Native ML-KEM (RustPqc) inside BouncyCastle JSSE's TLS 1.3 handshake, behind the opt-in flag
 * {@code -Drustpqc.jsse.nativeMlKem=true}. Start at {@link dev.rustpqc.jsse.RustPqcJsse} and
 * {@link dev.rustpqc.jsse.HybridGroups}; {@link dev.rustpqc.jsse.RustPqcTlsCryptoProvider} and
 * {@link dev.rustpqc.jsse.RustPqcTlsCrypto} are the BouncyCastle extension points.
 *
 * <h2>JDK 27 and SunJSSE</h2>
 * JDK 27's own TLS (SunJSSE) negotiates X25519MLKEM768 itself and needs nothing from this module.
 * It finds ML-KEM through the JCA, by name and in provider order: {@code KeyPairGenerator
 * "ML-KEM-768"} with a {@code NamedParameterSpec} for the client's key share (sent as the raw key
 * from the key's X.509 encoding), {@code KeyFactory "ML-KEM-768"} on the server with a JDK-internal
 * key spec (RustPqc declines it, the JCA falls over to SunJCE, so the server's key object is
 * SunJCE's) and {@code KEM "ML-KEM"} on both sides, which picks the first provider that accepts
 * the key. To have SunJSSE's hybrid use RustPqc, put RustPqc first:
 * {@code Security.insertProviderAt(new RustPqcProvider(), 1)}, or
 * {@code security.provider.1=dev.rustpqc.RustPqcProvider} in a {@code java.security} override
 * that moves the JDK's providers down one. RustPqc's {@code KEM} accepts the JDK's key objects
 * through their encodings and returns RAW secret keys, as SunJSSE requires; check the result with
 * {@code RustPqcProvider.operationCounts()}.
 */
package dev.rustpqc.jsse;
