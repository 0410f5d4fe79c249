/**
 * Key derivation shared by HPKE and the CMS key transport of the ML-KEM {@code Cipher}: HKDF on
 * the JDK's HMAC, and the wipeable RAW key view the JDK's MACs and ciphers are keyed with.
 *
 * <p>Depends on {@code dev.rustpqc.keys}.
 */
package dev.rustpqc.kdf;
