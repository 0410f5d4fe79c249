package dev.rustpqc.keys;

import java.security.PublicKey;

/**
 * The two halves of a composite ML-DSA public key, as its verification uses them: the raw ML-DSA
 * public key, and the JDK provider's key object for the traditional half.
 */
public record CompositePublicParts(byte[] mlDsa, PublicKey traditional) {
}
