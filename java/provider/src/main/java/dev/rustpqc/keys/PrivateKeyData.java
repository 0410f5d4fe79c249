package dev.rustpqc.keys;

/**
 * A private key as its encoding gave it: {@code seed} or {@code expanded} may be null (not both);
 * {@code publicKey} is the public key a OneAsymmetricKey v2 encoding carries, or null;
 * {@code legacyForm}: the encoding was one of the drafts' forms, which are read but never written;
 * {@code preHashOnly}: its algorithm OID was the set's pre-hash variant's (HashML-DSA, HashSLH-DSA).
 */
record PrivateKeyData(ParameterSet set, byte[] seed, byte[] expanded, byte[] publicKey, boolean legacyForm,
        boolean preHashOnly) {
    PrivateKeyData(ParameterSet set, byte[] seed, byte[] expanded, byte[] publicKey) {
        this(set, seed, expanded, publicKey, false, false);
    }

    /** This key, read from a draft's form. */
    PrivateKeyData inLegacyForm() {
        return new PrivateKeyData(set, seed, expanded, publicKey, true, preHashOnly);
    }

    /** This key, named by its set's pre-hash OID. */
    PrivateKeyData boundToPreHash() {
        return new PrivateKeyData(set, seed, expanded, publicKey, legacyForm, true);
    }

    PrivateKeyForm form() {
        return seed == null ? PrivateKeyForm.EXPANDED_KEY
                : expanded == null ? PrivateKeyForm.SEED : PrivateKeyForm.BOTH;
    }

    void wipe() {
        Secrets.wipe(seed, expanded);
    }
}
