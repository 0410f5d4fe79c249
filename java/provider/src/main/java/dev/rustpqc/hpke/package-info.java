/**
 * HPKE (RFC 9180) with the post-quantum KEMs of draft-ietf-hpke-pq: the {@code Cipher} service
 * "HPKE" and the sessions that {@code dev.rustpqc.HpkeContext} exports secrets from. The KEMs
 * (ML-KEM-512/768/1024, X-Wing) and the SHAKE and TurboSHAKE KDFs run natively; HKDF runs on the
 * JDK's HMAC and the AEADs are the JDK's ciphers. The spec is {@code dev.rustpqc.HpkeParameterSpec}
 * or, read by this package's JDK 26 version of {@code JdkHpkeSpec}, the JDK's own.
 *
 * <p>Depends on {@code dev.rustpqc.kem}, {@code dev.rustpqc.kdf}, {@code dev.rustpqc.keys},
 * {@code dev.rustpqc.binding} and the public {@code dev.rustpqc.HpkeParameterSpec}.
 */
package dev.rustpqc.hpke;
