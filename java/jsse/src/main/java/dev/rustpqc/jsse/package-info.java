/**
 * Native ML-KEM (RustPqc) inside BouncyCastle JSSE's TLS 1.3 handshake, behind the opt-in flag
 * {@code -Drustpqc.jsse.nativeMlKem=true}. Start at {@link dev.rustpqc.jsse.RustPqcJsse} and
 * {@link dev.rustpqc.jsse.HybridGroups}.
 *
 * <h2>JDK 27 and SunJSSE</h2>
 * JDK 27's own TLS (SunJSSE) negotiates X25519MLKEM768 itself and finds its ML-KEM through the JCA,
 * by name and in provider order: {@code KeyPairGenerator "ML-KEM-768"} (client key share),
 * {@code KeyFactory "ML-KEM-768"} (server, reading the client's key share) and
 * {@code KEM "ML-KEM"} (both sides). To have SunJSSE's hybrid use RustPqc, put RustPqc first:
 * {@code Security.insertProviderAt(new RustPqcProvider(), 1)}, or
 * {@code security.provider.1=dev.rustpqc.RustPqcProvider} in a {@code java.security} override
 * (renumbering the others). This module is not needed for that.
 */
package dev.rustpqc.jsse;
