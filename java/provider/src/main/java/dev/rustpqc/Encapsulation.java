package dev.rustpqc;

/** What an ML-KEM encapsulation gives: the ciphertext to send and the 32-byte shared secret. */
record Encapsulation(byte[] ciphertext, byte[] sharedSecret) {
}
