/**
 * Native ML-KEM (RustPqc) inside BouncyCastle JSSE's TLS 1.3 handshake, behind the opt-in flag
 * {@code -Drustpqc.jsse.nativeMlKem=true}. Start at {@link dev.rustpqc.jsse.RustPqcJsse} and
 * {@link dev.rustpqc.jsse.HybridGroups}; {@link dev.rustpqc.jsse.RustPqcTlsCryptoProvider} and
 * {@link dev.rustpqc.jsse.RustPqcTlsCrypto} are the BouncyCastle extension points.
 *
 * <h2>JDK 27 and SunJSSE</h2>
 * JDK 27's own TLS (SunJSSE) negotiates X25519MLKEM768, SecP256r1MLKEM768 and SecP384r1MLKEM1024
 * itself and needs nothing from this module. It takes ML-KEM from the JCA, by name, from the first
 * provider that offers it: {@code RustPqcMlKemProvider.insertFirst()} (in the provider jar; ML-KEM
 * and nothing else, so no other lookup changes) makes its handshakes native for the whole JVM.
 * SunJSSE has no per-context provider setting; for native ML-KEM per {@code SSLContext}, use
 * {@link dev.rustpqc.jsse.RustPqcJsse}. Check the result with {@code RustPqcProvider.operationCounts()}.
 */
package dev.rustpqc.jsse;
