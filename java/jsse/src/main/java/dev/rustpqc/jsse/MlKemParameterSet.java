package dev.rustpqc.jsse;

import org.bouncycastle.tls.NamedGroup;

/**
 * The ML-KEM parameter sets a TLS key share can use, with the sizes of the two values on the wire:
 * the client's encapsulation key and the server's ciphertext (FIPS 203, table 3).
 */
enum MlKemParameterSet {
    ML_KEM_512("ML-KEM-512", 800, 768),
    ML_KEM_768("ML-KEM-768", 1184, 1088),
    ML_KEM_1024("ML-KEM-1024", 1568, 1568);

    /** Every ML-KEM parameter set derives a 32-byte shared secret. */
    static final int SHARED_SECRET_LENGTH = 32;

    final String jcaName;
    final int encapsulationKeyLength;
    final int ciphertextLength;

    MlKemParameterSet(String jcaName, int encapsulationKeyLength, int ciphertextLength) {
        this.jcaName = jcaName;
        this.encapsulationKeyLength = encapsulationKeyLength;
        this.ciphertextLength = ciphertextLength;
    }

    /**
     * The set behind a TLS named group that is a plain ML-KEM group (MLKEM512/768/1024 and the
     * older OQS code points), or null for any other group. Hybrid groups never reach a KEM domain
     * as themselves: BouncyCastle splits them into their two halves first.
     */
    static MlKemParameterSet forNamedGroup(int namedGroup) {
        String kemName = NamedGroup.getKemName(namedGroup);
        if (kemName == null) {
            return null;
        }
        for (MlKemParameterSet set : values()) {
            if (set.jcaName.equals(kemName)) {
                return set;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return jcaName;
    }
}
