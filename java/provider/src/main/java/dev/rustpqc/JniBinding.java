package dev.rustpqc;

/**
 * {@link NativeBinding} through JNI: the default on JDK 17 and 21, and on JDK 22+ with
 * {@code -Drustpqc.binding=jni}. The native methods are the {@code Java_dev_rustpqc_JniBinding_*}
 * exports of the Rust library; they copy arrays in and results out.
 */
final class JniBinding implements NativeBinding {
    JniBinding() {
        NativeLibrary.load(path -> System.load(path.toString()));
    }

    @Override
    public String name() {
        return "jni";
    }

    @Override
    public native String version();

    @Override
    public native int operationCounts(long[] out);

    @Override
    public native int selfTest();

    @Override
    public native int mlKemGenerate(int set, byte[] seed, byte[] ek, byte[] dk);

    @Override
    public native int mlKemFromSeed(int set, byte[] seed, byte[] ek, byte[] dk);

    @Override
    public native int mlKemCheckEncapsulationKey(int set, byte[] ek);

    @Override
    public native int mlKemCheckDecapsulationKey(int set, byte[] dk);

    @Override
    public native int mlKemDecapsulate(int set, byte[] dk, byte[] ciphertext, byte[] sharedSecret);

    @Override
    public native long mlKemPreparedKeyLength(int set, int kind);

    @Override
    public native int mlKemPrepareEncapsulationKey(int set, byte[] ek, byte[] prepared);

    @Override
    public native int mlKemPrepareDecapsulationKey(int set, byte[] dk, byte[] prepared);

    @Override
    public native int mlKemEncapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret);

    @Override
    public native int mlKemDecapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret);

    @Override
    public native int mlDsaGenerate(int set, byte[] seed, byte[] pk, byte[] sk);

    @Override
    public native int mlDsaFromSeed(int set, byte[] seed, byte[] pk, byte[] sk);

    @Override
    public native int mlDsaCheckPrivateKey(int set, byte[] sk);

    @Override
    public native int mlDsaCheckKeyPair(int set, byte[] pk, byte[] sk);

    @Override
    public native int mlDsaSign(int set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic, byte[] signature);

    @Override
    public native int mlDsaVerify(int set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature);
}
