package dev.rustpqc.demo;

/** Section 4: one hybrid X25519MLKEM768 handshake with native ML-KEM (wired in with rustpqc-jsse). */
final class Handshake {
    private Handshake() {
    }

    static void print() {
        System.out.println("  (needs the rustpqc-jsse module)");
    }
}
