/**
 * Keys and their encodings, for every family (ML-KEM, ML-DSA, SLH-DSA, X-Wing): the parameter
 * sets (generated from the Rust catalog), the key classes, their X.509 and PKCS#8 encodings, the
 * checks a key passes when it is made, and the {@code KeyFactory} and {@code KeyPairGenerator}
 * SPIs. What differs between the families is one {@code KeyFamily} each; everything else is one
 * piece of code.
 *
 * <p>Depends on {@code dev.rustpqc.binding} alone. The KEM and signature packages and the service
 * registry use it; nothing here uses them.
 */
package dev.rustpqc.keys;
