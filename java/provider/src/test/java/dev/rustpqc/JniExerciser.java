package dev.rustpqc;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * Calls every JNI export of the native library with good and bad inputs and checks each status
 * and output. Run by {@link CheckJniTest} in a child JVM with {@code -Xcheck:jni
 * -Drustpqc.binding=jni}; exits 0 when every call behaved as expected, 1 otherwise. (Not a test
 * itself: its name does not end in "Test".)
 */
final class JniExerciser {
    private static final byte FILL = 0x55;
    private static int calls;

    private JniExerciser() {
    }

    public static void main(String[] args) {
        try {
            run();
        } catch (Throwable t) {
            System.err.println("JniExerciser failed: " + t);
            t.printStackTrace();
            System.exit(1);
        }
        boolean checked = ManagementFactory.getRuntimeMXBean().getInputArguments().contains("-Xcheck:jni");
        System.out.println("JniExerciser: " + calls + " JNI calls, all as expected; -Xcheck:jni " + checked);
        System.exit(checked ? 0 : 1);
    }

    private static void run() {
        NativeBinding binding = Native.binding();
        check(binding instanceof JniBinding, "the binding is JNI, got " + binding.name());
        calls++;
        check(BuildInfo.VERSION.equals(binding.version()), "version");
        expect(NativeAbi.OK, binding::selfTest);

        long[] counts = new long[NativeAbi.OPERATION_COUNTERS];
        expect(NativeAbi.OK, () -> binding.operationCounts(counts));
        long[] shortCounts = {7, 7, 7};
        expect(NativeAbi.BAD_LENGTH, () -> binding.operationCounts(shortCounts));
        check(Arrays.equals(shortCounts, new long[3]), "a failed counter snapshot is zeroed");
        expect(NativeAbi.BAD_LENGTH, () -> binding.operationCounts(new long[NativeAbi.OPERATION_COUNTERS + 1]));
        expect(NativeAbi.NULL_POINTER, () -> binding.operationCounts(null));

        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == Family.ML_KEM) {
                mlKem(binding, set);
            } else {
                mlDsa(binding, set);
            }
        }
        // Unknown and foreign parameter-set numbers.
        for (int id : new int[] {0, -1, 999, 44, Integer.MIN_VALUE}) {
            byte[] seed = filled(64);
            byte[] ek = filled(800);
            byte[] dk = filled(1632);
            expect(NativeAbi.UNKNOWN_PARAMETER_SET, () -> binding.mlKemGenerate(id, seed, ek, dk));
            wiped("outputs of a failed generation", seed, ek, dk);
            expect(NativeAbi.UNKNOWN_PARAMETER_SET, () -> binding.mlKemCheckEncapsulationKey(id, ek));
        }
        for (int id : new int[] {0, 512, 88, Integer.MAX_VALUE}) {
            byte[] seed = filled(32);
            byte[] pk = filled(1312);
            byte[] sk = filled(2560);
            expect(NativeAbi.UNKNOWN_PARAMETER_SET, () -> binding.mlDsaGenerate(id, seed, pk, sk));
            wiped("outputs of a failed generation", seed, pk, sk);
            expect(NativeAbi.UNKNOWN_PARAMETER_SET,
                    () -> binding.mlDsaVerify(id, pk, seed, 0, new byte[0], sk));
        }
    }

    private static void mlKem(NativeBinding b, ParameterSet set) {
        int id = set.nativeId;
        byte[] seed = new byte[set.seedLength];
        byte[] ek = new byte[set.publicKeyLength];
        byte[] dk = new byte[set.privateKeyLength];
        expect(NativeAbi.OK, () -> b.mlKemGenerate(id, seed, ek, dk));
        byte[] ek2 = new byte[ek.length];
        byte[] dk2 = new byte[dk.length];
        expect(NativeAbi.OK, () -> b.mlKemFromSeed(id, seed, ek2, dk2));
        check(Arrays.equals(ek, ek2) && Arrays.equals(dk, dk2), set + " seed derives the generated pair");
        expect(NativeAbi.OK, () -> b.mlKemCheckEncapsulationKey(id, ek));
        expect(NativeAbi.OK, () -> b.mlKemCheckDecapsulationKey(id, dk));
        byte[] ct = new byte[set.outputLength];
        byte[] ss = new byte[32];
        int preparedEkLength = (int) b.mlKemPreparedKeyLength(id, NativeAbi.PREPARED_ENCAPSULATION_KEY);
        int preparedDkLength = (int) b.mlKemPreparedKeyLength(id, NativeAbi.PREPARED_DECAPSULATION_KEY);
        check(preparedEkLength > ek.length && preparedDkLength > preparedEkLength, set + " prepared key lengths");
        check(b.mlKemPreparedKeyLength(id, 3) == NativeAbi.INVALID_PREPARED_KEY, "an unknown prepared-key kind");
        check(b.mlKemPreparedKeyLength(77, 1) == NativeAbi.UNKNOWN_PARAMETER_SET, "an unknown set's prepared key");
        byte[] preparedEk = new byte[preparedEkLength];
        byte[] preparedDk = new byte[preparedDkLength];
        expect(NativeAbi.OK, () -> b.mlKemPrepareEncapsulationKey(id, ek, preparedEk));
        expect(NativeAbi.OK, () -> b.mlKemPrepareDecapsulationKey(id, dk, preparedDk));
        expect(NativeAbi.OK, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ct, ss));
        byte[] ss3 = new byte[32];
        expect(NativeAbi.OK, () -> b.mlKemDecapsulatePrepared(id, preparedDk, ct, ss3));
        check(Arrays.equals(ss, ss3), set + " prepared round trip");
        byte[] ss2 = new byte[32];
        expect(NativeAbi.OK, () -> b.mlKemDecapsulate(id, dk, ct, ss2));
        check(Arrays.equals(ss, ss2), set + " round trip");
        byte[] tampered = ct.clone();
        tampered[3] ^= 4;
        expect(NativeAbi.OK, () -> b.mlKemDecapsulate(id, dk, tampered, ss2));
        check(!Arrays.equals(ss, ss2), set + " implicit rejection");

        // Wrong lengths, nulls, empty arrays: statuses, and outputs left untouched.
        byte[] shortSeed = filled(set.seedLength - 1);
        byte[] ekOut = filled(ek.length);
        byte[] dkOut = filled(dk.length);
        byte[] seedOut = filled(set.seedLength);
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemGenerate(id, shortSeed, ekOut, dkOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemGenerate(id, seedOut, filled(ek.length + 1), dkOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemGenerate(id, seedOut, null, dkOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemFromSeed(id, shortSeed, ekOut, dkOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemFromSeed(id, new byte[0], ekOut, dkOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemFromSeed(id, null, ekOut, dkOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemFromSeed(id, seed, ekOut, filled(3)));
        wiped(set + " outputs of failed key generation", seedOut, ekOut, dkOut);

        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemCheckEncapsulationKey(id, Arrays.copyOf(ek, ek.length - 1)));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemCheckEncapsulationKey(id, null));
        byte[] badEk = ek.clone();
        badEk[0] = (byte) 0xff;
        badEk[1] |= 0x0f;
        expect(NativeAbi.INVALID_ENCAPSULATION_KEY, () -> b.mlKemCheckEncapsulationKey(id, badEk));
        byte[] badDk = dk.clone();
        badDk[dk.length - 40] ^= 1;
        expect(NativeAbi.INVALID_DECAPSULATION_KEY, () -> b.mlKemCheckDecapsulationKey(id, badDk));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemCheckDecapsulationKey(id, new byte[0]));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemCheckDecapsulationKey(id, null));

        byte[] ctOut = filled(ct.length);
        byte[] ssOut = filled(32);
        byte[] preparedOut = filled(preparedEkLength);
        expect(NativeAbi.INVALID_ENCAPSULATION_KEY, () -> b.mlKemPrepareEncapsulationKey(id, badEk, preparedOut));
        expect(NativeAbi.INVALID_DECAPSULATION_KEY, () -> b.mlKemPrepareDecapsulationKey(id, badDk, filled(preparedDkLength)));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemPrepareEncapsulationKey(id, ek, filled(preparedEkLength - 1)));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemPrepareEncapsulationKey(id, null, preparedOut));
        wiped(set + " output of a failed preparation", preparedOut);
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemEncapsulatePrepared(id, preparedEk, filled(ct.length - 1), ssOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ctOut, filled(31)));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ctOut, null));
        expect(NativeAbi.INVALID_PREPARED_KEY, () -> b.mlKemEncapsulatePrepared(id, preparedDk, ctOut, ssOut));
        expect(NativeAbi.INVALID_PREPARED_KEY, () -> b.mlKemEncapsulatePrepared(id, filled(preparedEkLength), ctOut, ssOut));
        expect(NativeAbi.INVALID_PREPARED_KEY, () -> b.mlKemDecapsulatePrepared(id, preparedEk, ct, ssOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemDecapsulatePrepared(id, preparedDk, new byte[1], ssOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemDecapsulate(id, dk, Arrays.copyOf(ct, ct.length + 1), ssOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlKemDecapsulate(id, new byte[1], ct, ssOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemDecapsulate(id, dk, null, ssOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlKemDecapsulate(id, dk, ct, null));
        wiped(set + " outputs of failed encapsulation and decapsulation", ctOut, ssOut);
    }

    private static void mlDsa(NativeBinding b, ParameterSet set) {
        int id = set.nativeId;
        byte[] seed = new byte[set.seedLength];
        byte[] pk = new byte[set.publicKeyLength];
        byte[] sk = new byte[set.privateKeyLength];
        expect(NativeAbi.OK, () -> b.mlDsaGenerate(id, seed, pk, sk));
        byte[] pk2 = new byte[pk.length];
        byte[] sk2 = new byte[sk.length];
        expect(NativeAbi.OK, () -> b.mlDsaFromSeed(id, seed, pk2, sk2));
        check(Arrays.equals(pk, pk2) && Arrays.equals(sk, sk2), set + " seed derives the generated pair");
        expect(NativeAbi.OK, () -> b.mlDsaCheckPrivateKey(id, sk));
        byte[] outOfRange = sk.clone();
        outOfRange[128] = (byte) 0xff;
        expect(NativeAbi.INVALID_SIGNING_KEY, () -> b.mlDsaCheckPrivateKey(id, outOfRange));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaCheckPrivateKey(id, new byte[1]));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaCheckPrivateKey(id, null));
        expect(NativeAbi.OK, () -> b.mlDsaCheckKeyPair(id, pk, sk));
        byte[] otherPk = pk.clone();
        otherPk[40] ^= 1;
        expect(NativeAbi.INVALID_SIGNING_KEY, () -> b.mlDsaCheckKeyPair(id, otherPk, sk));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaCheckKeyPair(id, null, sk));

        byte[] message = "message, and some bytes that are not signed".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int signed = 7;
        byte[] context = {1, 2, 3};
        byte[] sig = new byte[set.outputLength];
        expect(NativeAbi.OK, () -> b.mlDsaSign(id, sk, message, signed, context, false, sig));
        expect(NativeAbi.OK, () -> b.mlDsaVerify(id, pk, message, signed, context, sig));
        expect(NativeAbi.OK, () -> b.mlDsaVerify(id, pk, Arrays.copyOf(message, signed), signed, context, sig));
        expect(NativeAbi.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, signed + 1, context, sig));
        expect(NativeAbi.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, signed, new byte[0], sig));
        expect(NativeAbi.VERIFICATION_FAILED,
                () -> b.mlDsaVerify(id, pk, message, signed, context, Arrays.copyOf(sig, sig.length - 1)));
        byte[] tampered = sig.clone();
        tampered[10] ^= 1;
        expect(NativeAbi.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, signed, context, tampered));
        byte[] d1 = new byte[sig.length];
        byte[] d2 = new byte[sig.length];
        expect(NativeAbi.OK, () -> b.mlDsaSign(id, sk, message, 0, new byte[0], true, d1));
        expect(NativeAbi.OK, () -> b.mlDsaSign(id, sk, new byte[0], 0, new byte[0], true, d2));
        check(Arrays.equals(d1, d2), set + " deterministic signing of the empty message repeats");

        byte[] seedOut = filled(set.seedLength);
        byte[] pkOut = filled(pk.length);
        byte[] skOut = filled(sk.length);
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaGenerate(id, filled(64), pkOut, skOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaGenerate(id, seedOut, pkOut, null));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaFromSeed(id, new byte[31], pkOut, skOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaFromSeed(id, null, pkOut, skOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaFromSeed(id, seed, filled(1), skOut));
        wiped(set + " outputs of failed key generation", seedOut, pkOut, skOut);

        byte[] sigOut = filled(sig.length);
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaSign(id, sk, message, -1, context, false, sigOut));
        expect(NativeAbi.BAD_LENGTH,
                () -> b.mlDsaSign(id, sk, message, message.length + 1, context, false, sigOut));
        expect(NativeAbi.BAD_LENGTH,
                () -> b.mlDsaSign(id, sk, message, Integer.MIN_VALUE, context, false, sigOut));
        expect(NativeAbi.CONTEXT_TOO_LONG, () -> b.mlDsaSign(id, sk, message, 1, new byte[256], false, sigOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaSign(id, Arrays.copyOf(sk, 5), message, 1, context, false, sigOut));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaSign(id, sk, message, 1, context, false, filled(sig.length + 1)));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaSign(id, null, message, 1, context, false, sigOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaSign(id, sk, null, 0, context, false, sigOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaSign(id, sk, message, 1, null, false, sigOut));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaSign(id, sk, message, 1, context, false, null));
        wiped(set + " signature of failed signing", sigOut);

        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaVerify(id, Arrays.copyOf(pk, 1), message, signed, context, sig));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, message, -5, context, sig));
        expect(NativeAbi.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, message, message.length + 1, context, sig));
        expect(NativeAbi.CONTEXT_TOO_LONG, () -> b.mlDsaVerify(id, pk, message, signed, new byte[300], sig));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaVerify(id, null, message, signed, context, sig));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaVerify(id, pk, null, 0, context, sig));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaVerify(id, pk, message, signed, null, sig));
        expect(NativeAbi.NULL_POINTER, () -> b.mlDsaVerify(id, pk, message, signed, context, null));
    }

    private static byte[] filled(int length) {
        byte[] out = new byte[length];
        Arrays.fill(out, FILL);
        return out;
    }

    /** After a failed call every output array is zero: no partial result or key material is left. */
    private static void wiped(String what, byte[]... arrays) {
        for (byte[] array : arrays) {
            for (byte x : array) {
                check(x == 0, what + ": a failed call left data in an output array");
            }
        }
    }

    private static void expect(int status, IntSupplier call) {
        calls++;
        int actual = call.getAsInt();
        check(actual == status, "expected status " + status + " (" + NativeAbi.describe(status) + "), got "
                + actual + " (" + NativeAbi.describe(actual) + ")");
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new IllegalStateException(what);
        }
    }
}
