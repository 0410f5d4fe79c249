package dev.rustpqc;

/** The operations the native library counts, in the order of its counters. */
public enum NativeOperation {
    /** ML-KEM key generation from OS randomness. */
    ML_KEM_GENERATE,
    /** ML-KEM key derivation from a seed (key import). */
    ML_KEM_FROM_SEED,
    /** ML-KEM encapsulation. */
    ML_KEM_ENCAPSULATE,
    /** ML-KEM decapsulation. */
    ML_KEM_DECAPSULATE,
    /** ML-DSA key generation from OS randomness. */
    ML_DSA_GENERATE,
    /** ML-DSA key derivation from a seed (key import). */
    ML_DSA_FROM_SEED,
    /** ML-DSA signing. */
    ML_DSA_SIGN,
    /** ML-DSA verification. */
    ML_DSA_VERIFY
}
