package dev.rustpqc.keys;

/**
 * A private key as its encoding gave it: {@code seed} or {@code expanded} may be null (not both);
 * {@code publicKey} is the public key a OneAsymmetricKey v2 encoding carries, or null.
 */
record PrivateKeyData(ParameterSet set, byte[] seed, byte[] expanded, byte[] publicKey) {
    PrivateKeyForm form() {
        return seed == null ? PrivateKeyForm.EXPANDED_KEY
                : expanded == null ? PrivateKeyForm.SEED : PrivateKeyForm.BOTH;
    }

    void wipe() {
        Secrets.wipe(seed, expanded);
    }
}
