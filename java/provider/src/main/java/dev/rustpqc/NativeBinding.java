package dev.rustpqc;

/**
 * The one interface between the SPI classes and native code, implemented by {@link JniBinding}
 * and (on JDK 22+) {@code FfmBinding}. Each method mirrors one function of the C ABI in
 * {@code include/rustpqc.h}: caller-owned arrays whose lengths are the explicit lengths, and a
 * {@code RUSTPQC_*} status code as the result (see {@link NativeAbi}). Parameter sets are
 * named by {@link ParameterSet#nativeId}.
 */
interface NativeBinding {
    /** {@code "ffm"} or {@code "jni"}. */
    String name();

    String version();

    int operationCounts(long[] out);

    /** Runs the library's known-answer self-tests. */
    int selfTest();

    int mlKemGenerate(int set, byte[] seed, byte[] ek, byte[] dk);

    int mlKemFromSeed(int set, byte[] seed, byte[] ek, byte[] dk);

    int mlKemCheckEncapsulationKey(int set, byte[] ek);

    int mlKemCheckDecapsulationKey(int set, byte[] dk);

    int mlKemDecapsulate(int set, byte[] dk, byte[] ciphertext, byte[] sharedSecret);

    /** The length of a prepared key of {@code kind} (1 encapsulation, 2 decapsulation); negative: a status. */
    long mlKemPreparedKeyLength(int set, int kind);

    int mlKemPrepareEncapsulationKey(int set, byte[] ek, byte[] prepared);

    int mlKemPrepareDecapsulationKey(int set, byte[] dk, byte[] prepared);

    int mlKemEncapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret);

    int mlKemDecapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret);

    int mlDsaGenerate(int set, byte[] seed, byte[] pk, byte[] sk);

    int mlDsaFromSeed(int set, byte[] seed, byte[] pk, byte[] sk);

    int mlDsaCheckPrivateKey(int set, byte[] sk);

    int mlDsaCheckKeyPair(int set, byte[] pk, byte[] sk);

    /** Signs the first {@code messageLength} bytes of {@code message}. */
    int mlDsaSign(int set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic, byte[] signature);

    /** Verifies against the first {@code messageLength} bytes of {@code message}. */
    int mlDsaVerify(int set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature);
}
