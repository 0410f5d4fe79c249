/**
 * The key encapsulation mechanisms, ML-KEM (FIPS 203) and X-Wing: the {@code KEM} SPI, registered
 * wherever {@code javax.crypto.KEMSpi} exists, and the native encapsulation and decapsulation it
 * shares with {@code dev.rustpqc.MlKem} and {@code dev.rustpqc.XWing}, which work without the KEM
 * API. The classes that implement {@code KEMSpi} are loaded only where it exists. Also ML-KEM as
 * the key-transport {@code Cipher} that bcpkix's CMS wraps content-encryption keys with.
 *
 * <p>Depends on {@code dev.rustpqc.keys}, {@code dev.rustpqc.kdf} and {@code dev.rustpqc.binding}.
 */
package dev.rustpqc.kem;
