package dev.rustpqc.jsse;

/**
 * The best credential offered so far for one handshake, by BouncyCastle JSSE's order: a valid one
 * (within its dates, and for the server name asked) before any other; then the earlier of the key
 * types asked for (the peer's order of signature schemes); then the better {@link CertifiedKey.Quality};
 * then the first offered.
 *
 * @param <T> what identifies a credential
 */
final class BestCredential<T> {
    private T best;
    private int keyTypeIndex = Integer.MAX_VALUE;
    private CertifiedKey.Quality quality;

    /**
     * Offers {@code candidate}, of the key type at {@code keyTypeIndex}; candidates are offered in the
     * order of their key types.
     *
     * @return whether nothing offered later can beat it: it is the best, and of quality OK
     */
    boolean offer(T candidate, int keyTypeIndex, CertifiedKey.Quality quality) {
        if (best == null || beats(keyTypeIndex, quality)) {
            this.best = candidate;
            this.keyTypeIndex = keyTypeIndex;
            this.quality = quality;
        }
        return best == candidate && quality == CertifiedKey.Quality.OK;
    }

    /** Whether no credential of the key type at {@code keyTypeIndex} or a later one can beat the best. */
    boolean settledBefore(int keyTypeIndex) {
        return best != null && quality.isValid() && this.keyTypeIndex < keyTypeIndex;
    }

    /** The best credential, or null if none was offered. */
    T best() {
        return best;
    }

    /** The index of the best credential's key type. */
    int keyTypeIndex() {
        return keyTypeIndex;
    }

    private boolean beats(int otherIndex, CertifiedKey.Quality other) {
        if (other.isValid() != quality.isValid()) {
            return other.isValid();
        }
        if (otherIndex != keyTypeIndex) {
            return otherIndex < keyTypeIndex;
        }
        return other.compareTo(quality) < 0;
    }
}
