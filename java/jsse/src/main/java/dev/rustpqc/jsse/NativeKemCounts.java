package dev.rustpqc.jsse;

/**
 * How many native ML-KEM operations TLS key shares completed: key generations and decapsulations
 * happen on the client, encapsulations on the server. A snapshot: it does not change.
 *
 * <p>These count only what this module's KEM domain did. {@code RustPqcProvider.operationCounts()}
 * counts every call into the native library, from any caller (the load-time self-test included,
 * so compare its snapshots before and after), and so cross-checks these.
 *
 * @param keyGenerations native key pairs generated for client key shares
 * @param encapsulations native encapsulations to a client's key share (server side)
 * @param decapsulations native decapsulations of a server's ciphertext (client side)
 */
public record NativeKemCounts(long keyGenerations, long encapsulations, long decapsulations) {
    /** The sum of all three counts. */
    public long total() {
        return keyGenerations + encapsulations + decapsulations;
    }
}
