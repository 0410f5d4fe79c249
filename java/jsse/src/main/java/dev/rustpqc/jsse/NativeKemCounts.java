package dev.rustpqc.jsse;

/**
 * How many native ML-KEM operations TLS key shares completed: key generations and decapsulations
 * happen on the client, encapsulations on the server. A snapshot: it does not change.
 *
 * <p>These count only what this module's KEM domain did. {@code RustPqcProvider.operationCounts()}
 * counts every call into the native library, from any caller (the load-time self-test included,
 * so compare its snapshots before and after), and so cross-checks these.
 */
public final class NativeKemCounts {
    private final long keyGenerations;
    private final long encapsulations;
    private final long decapsulations;

    NativeKemCounts(long keyGenerations, long encapsulations, long decapsulations) {
        this.keyGenerations = keyGenerations;
        this.encapsulations = encapsulations;
        this.decapsulations = decapsulations;
    }

    /** Native key pairs generated for client key shares. */
    public long keyGenerations() {
        return keyGenerations;
    }

    /** Native encapsulations to a client's key share (server side). */
    public long encapsulations() {
        return encapsulations;
    }

    /** Native decapsulations of a server's ciphertext (client side). */
    public long decapsulations() {
        return decapsulations;
    }

    /** The sum of all three counts. */
    public long total() {
        return keyGenerations + encapsulations + decapsulations;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof NativeKemCounts)) {
            return false;
        }
        NativeKemCounts that = (NativeKemCounts) other;
        return keyGenerations == that.keyGenerations && encapsulations == that.encapsulations
                && decapsulations == that.decapsulations;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(keyGenerations) * 961 + Long.hashCode(encapsulations) * 31
                + Long.hashCode(decapsulations);
    }

    @Override
    public String toString() {
        return "NativeKemCounts{keyGenerations=" + keyGenerations + ", encapsulations=" + encapsulations
                + ", decapsulations=" + decapsulations + "}";
    }
}
