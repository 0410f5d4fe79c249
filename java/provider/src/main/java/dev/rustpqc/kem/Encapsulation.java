package dev.rustpqc.kem;

/** What an encapsulation gives: the ciphertext to send and the shared secret. */
public record Encapsulation(byte[] ciphertext, byte[] sharedSecret) {
}
