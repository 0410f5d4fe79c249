package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.function.Supplier;

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
        check(binding.name().equals("jni"), "the binding is JNI, got " + binding.name());
        calls++;
        check(Native.version().equals(binding.version()), "version");
        expect(NativeStatus.OK, binding::selfTest);

        long[] counts = new long[NativeBinding.OPERATION_COUNTERS];
        expect(NativeStatus.OK, () -> binding.operationCounts(counts));
        long[] shortCounts = {7, 7, 7};
        expect(NativeStatus.BAD_LENGTH, () -> binding.operationCounts(shortCounts));
        check(Arrays.equals(shortCounts, new long[] {7, 7, 7}), "a refused counter snapshot is left untouched");
        expect(NativeStatus.BAD_LENGTH, () -> binding.operationCounts(new long[NativeBinding.OPERATION_COUNTERS + 1]));
        expect(NativeStatus.NULL_POINTER, () -> binding.operationCounts(null));

        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == Family.ML_KEM) {
                Generated keys = generated(set, binding::mlKemGenerate, binding::mlKemFromSeed);
                mlKem(binding, set, keys.seed(), keys.publicKey(), keys.privateKey());
            } else if (set.family == Family.ML_DSA) {
                Generated keys = generated(set, binding::mlDsaGenerate, binding::mlDsaFromSeed);
                mlDsa(binding, set, keys.seed(), keys.publicKey(), keys.privateKey());
            }
        }
        xWing(binding);
        // The copying JNI methods of the long-running SLH-DSA calls, with the shortest and the
        // longest signatures of the fast sets.
        slhDsa(binding, ParameterSet.SLH_DSA_SHA2_128F);
        slhDsa(binding, ParameterSet.SLH_DSA_SHAKE_256F);
        // Unknown and foreign parameter-set numbers.
        for (int id : new int[] {0, -1, 999, 44, Integer.MIN_VALUE}) {
            byte[] seed = filled(64);
            byte[] ek = filled(800);
            byte[] dk = filled(1632);
            expect(NativeStatus.UNKNOWN_PARAMETER_SET, () -> binding.mlKemGenerate(id, seed, ek, dk));
            untouched("outputs of a refused generation", seed, ek, dk);
            expect(NativeStatus.UNKNOWN_PARAMETER_SET, () -> binding.mlKemCheckEncapsulationKey(id, ek));
        }
        for (int id : new int[] {0, 512, 88, Integer.MAX_VALUE}) {
            byte[] seed = filled(32);
            byte[] pk = filled(1312);
            byte[] sk = filled(2560);
            expect(NativeStatus.UNKNOWN_PARAMETER_SET, () -> binding.mlDsaGenerate(id, seed, pk, sk));
            untouched("outputs of a refused generation", seed, pk, sk);
            expect(NativeStatus.UNKNOWN_PARAMETER_SET,
                    () -> binding.mlDsaVerify(id, pk, seed, 0, 0, new byte[0], sk));
        }
    }

    /** A native call that fills a key pair's buffers: generation, or derivation from a seed. */
    private interface KeyPairCall {
        NativeStatus fill(int set, byte[] seed, byte[] publicKey, byte[] privateKey);
    }

    /** A seed and the key pair generated from it. */
    private record Generated(byte[] seed, byte[] publicKey, byte[] privateKey) {
    }

    /** A key pair of {@code set} from {@code generation}, whose seed {@code derivation} takes to the same pair. */
    private static Generated generated(ParameterSet set, KeyPairCall generation, KeyPairCall derivation) {
        Generated keys = new Generated(new byte[set.seedLength], new byte[set.publicKeyLength],
                new byte[set.privateKeyLength]);
        expect(NativeStatus.OK, () -> generation.fill(set.nativeId, keys.seed(), keys.publicKey(), keys.privateKey()));
        byte[] publicKey = new byte[set.publicKeyLength];
        byte[] privateKey = new byte[set.privateKeyLength];
        expect(NativeStatus.OK, () -> derivation.fill(set.nativeId, keys.seed(), publicKey, privateKey));
        check(Arrays.equals(keys.publicKey(), publicKey) && Arrays.equals(keys.privateKey(), privateKey),
                set + " seed derives the generated pair");
        return keys;
    }

    /** ML-KEM's calls with a generated key pair and bad inputs. */
    private static void mlKem(NativeBinding b, ParameterSet set, byte[] seed, byte[] ek, byte[] dk) {
        int id = set.nativeId;
        expect(NativeStatus.OK, () -> b.mlKemCheckEncapsulationKey(id, ek));
        expect(NativeStatus.OK, () -> b.mlKemCheckDecapsulationKey(id, dk));
        byte[] ct = new byte[set.outputLength];
        byte[] ss = new byte[32];
        int preparedEkLength = (int) b.mlKemPreparedKeyLength(id, NativeBinding.PREPARED_ENCAPSULATION_KEY);
        int preparedDkLength = (int) b.mlKemPreparedKeyLength(id, NativeBinding.PREPARED_DECAPSULATION_KEY);
        check(preparedEkLength > ek.length && preparedDkLength > preparedEkLength, set + " prepared key lengths");
        check(b.mlKemPreparedKeyLength(id, 3) == NativeStatus.INVALID_PREPARED_KEY.code(), "an unknown prepared-key kind");
        check(b.mlKemPreparedKeyLength(77, 1) == NativeStatus.UNKNOWN_PARAMETER_SET.code(), "an unknown set's prepared key");
        byte[] preparedEk = new byte[preparedEkLength];
        byte[] preparedDk = new byte[preparedDkLength];
        expect(NativeStatus.OK, () -> b.mlKemPrepareEncapsulationKey(id, ek, preparedEk));
        expect(NativeStatus.OK, () -> b.mlKemPrepareDecapsulationKey(id, dk, preparedDk));
        expect(NativeStatus.OK, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ct, ss));
        byte[] ss3 = new byte[32];
        expect(NativeStatus.OK, () -> b.mlKemDecapsulatePrepared(id, preparedDk, ct, ss3));
        check(Arrays.equals(ss, ss3), set + " prepared round trip");
        byte[] ss2 = new byte[32];
        expect(NativeStatus.OK, () -> b.mlKemDecapsulate(id, dk, ct, ss2));
        check(Arrays.equals(ss, ss2), set + " round trip");
        byte[] tampered = ct.clone();
        tampered[3] ^= 4;
        expect(NativeStatus.OK, () -> b.mlKemDecapsulate(id, dk, tampered, ss2));
        check(!Arrays.equals(ss, ss2), set + " implicit rejection");

        // Wrong lengths, nulls, empty arrays: statuses, and outputs left untouched.
        byte[] shortSeed = filled(set.seedLength - 1);
        byte[] ekOut = filled(ek.length);
        byte[] dkOut = filled(dk.length);
        byte[] seedOut = filled(set.seedLength);
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemGenerate(id, shortSeed, ekOut, dkOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemGenerate(id, seedOut, filled(ek.length + 1), dkOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemGenerate(id, seedOut, null, dkOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemFromSeed(id, shortSeed, ekOut, dkOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemFromSeed(id, new byte[0], ekOut, dkOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemFromSeed(id, null, ekOut, dkOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemFromSeed(id, seed, ekOut, filled(3)));
        untouched(set + " outputs of refused key generation", seedOut, ekOut, dkOut);

        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemCheckEncapsulationKey(id, Arrays.copyOf(ek, ek.length - 1)));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemCheckEncapsulationKey(id, null));
        byte[] badEk = ek.clone();
        badEk[0] = (byte) 0xff;
        badEk[1] |= 0x0f;
        expect(NativeStatus.INVALID_ENCAPSULATION_KEY, () -> b.mlKemCheckEncapsulationKey(id, badEk));
        byte[] badDk = dk.clone();
        badDk[dk.length - 40] ^= 1;
        expect(NativeStatus.INVALID_DECAPSULATION_KEY, () -> b.mlKemCheckDecapsulationKey(id, badDk));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemCheckDecapsulationKey(id, new byte[0]));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemCheckDecapsulationKey(id, null));

        byte[] ctOut = filled(ct.length);
        byte[] ssOut = filled(32);
        byte[] preparedOut = filled(preparedEkLength);
        expect(NativeStatus.INVALID_ENCAPSULATION_KEY, () -> b.mlKemPrepareEncapsulationKey(id, badEk, preparedOut));
        expect(NativeStatus.INVALID_DECAPSULATION_KEY, () -> b.mlKemPrepareDecapsulationKey(id, badDk, filled(preparedDkLength)));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemPrepareEncapsulationKey(id, ek, filled(preparedEkLength - 1)));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemPrepareEncapsulationKey(id, null, preparedOut));
        wiped(set + " output of a failed preparation", preparedOut);
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemEncapsulatePrepared(id, preparedEk, filled(ct.length - 1), ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ctOut, filled(31)));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemEncapsulatePrepared(id, preparedEk, ctOut, null));
        expect(NativeStatus.INVALID_PREPARED_KEY, () -> b.mlKemEncapsulatePrepared(id, preparedDk, ctOut, ssOut));
        expect(NativeStatus.INVALID_PREPARED_KEY, () -> b.mlKemEncapsulatePrepared(id, filled(preparedEkLength), ctOut, ssOut));
        expect(NativeStatus.INVALID_PREPARED_KEY, () -> b.mlKemDecapsulatePrepared(id, preparedEk, ct, ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemDecapsulatePrepared(id, preparedDk, new byte[1], ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemDecapsulate(id, dk, Arrays.copyOf(ct, ct.length + 1), ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlKemDecapsulate(id, new byte[1], ct, ssOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemDecapsulate(id, dk, null, ssOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlKemDecapsulate(id, dk, ct, null));
        untouched(set + " outputs of refused encapsulation and decapsulation", ctOut, ssOut);
    }

    private static void xWing(NativeBinding b) {
        byte[] seed = new byte[32];
        byte[] pk = new byte[1216];
        expect(NativeStatus.OK, () -> b.xWingGenerate(seed, pk));
        byte[] pk2 = new byte[1216];
        expect(NativeStatus.OK, () -> b.xWingFromSeed(seed, pk2));
        check(Arrays.equals(pk, pk2), "X-Wing seed derives the generated public key");
        expect(NativeStatus.OK, () -> b.xWingCheckPublicKey(pk));
        byte[] ct = new byte[1120];
        byte[] ss = new byte[32];
        expect(NativeStatus.OK, () -> b.xWingEncapsulate(pk, ct, ss));
        byte[] ss2 = new byte[32];
        expect(NativeStatus.OK, () -> b.xWingDecapsulate(seed, ct, ss2));
        check(Arrays.equals(ss, ss2), "X-Wing round trip");
        int preparedLength = (int) b.xWingPreparedKeyLength();
        check(preparedLength > 1216, "X-Wing prepared key length " + preparedLength);
        byte[] prepared = new byte[preparedLength];
        expect(NativeStatus.OK, () -> b.xWingPrepareDecapsulationKey(seed, prepared));
        byte[] ss3 = new byte[32];
        expect(NativeStatus.OK, () -> b.xWingDecapsulatePrepared(prepared, ct, ss3));
        check(Arrays.equals(ss, ss3), "X-Wing prepared round trip");

        byte[] seedOut = filled(32);
        byte[] pkOut = filled(1216);
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingGenerate(filled(31), pkOut));
        expect(NativeStatus.NULL_POINTER, () -> b.xWingGenerate(seedOut, null));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingFromSeed(new byte[0], pkOut));
        expect(NativeStatus.NULL_POINTER, () -> b.xWingFromSeed(null, pkOut));
        untouched("X-Wing outputs of refused key generation", seedOut, pkOut);
        byte[] badPk = pk.clone();
        badPk[0] = (byte) 0xff;
        badPk[1] |= 0x0f;
        expect(NativeStatus.INVALID_ENCAPSULATION_KEY, () -> b.xWingCheckPublicKey(badPk));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingCheckPublicKey(Arrays.copyOf(pk, 1184)));
        expect(NativeStatus.NULL_POINTER, () -> b.xWingCheckPublicKey(null));
        byte[] ctOut = filled(1120);
        byte[] ssOut = filled(32);
        expect(NativeStatus.INVALID_ENCAPSULATION_KEY, () -> b.xWingEncapsulate(badPk, ctOut, ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingEncapsulate(pk, filled(1088), ssOut));
        expect(NativeStatus.NULL_POINTER, () -> b.xWingEncapsulate(pk, ctOut, null));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingDecapsulate(seed, Arrays.copyOf(ct, 1121), ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingDecapsulate(new byte[64], ct, ssOut));
        expect(NativeStatus.NULL_POINTER, () -> b.xWingDecapsulate(seed, null, ssOut));
        byte[] otherLayout = prepared.clone();
        otherLayout[7] ^= 1;
        expect(NativeStatus.INVALID_PREPARED_KEY, () -> b.xWingDecapsulatePrepared(otherLayout, ct, ssOut));
        expect(NativeStatus.INVALID_PREPARED_KEY, () -> b.xWingDecapsulatePrepared(new byte[1], ct, ssOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingDecapsulatePrepared(prepared, new byte[1], ssOut));
        byte[] preparedOut = filled(preparedLength);
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingPrepareDecapsulationKey(filled(33), preparedOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.xWingPrepareDecapsulationKey(seed, filled(preparedLength - 1)));
        wiped("X-Wing outputs of encapsulation to an invalid key", ctOut, ssOut);
        untouched("X-Wing output of a refused preparation", preparedOut);
    }

    /** ML-DSA's calls with a generated key pair and bad inputs. */
    private static void mlDsa(NativeBinding b, ParameterSet set, byte[] seed, byte[] pk, byte[] sk) {
        int id = set.nativeId;
        expect(NativeStatus.OK, () -> b.mlDsaCheckPrivateKey(id, sk));
        byte[] outOfRange = sk.clone();
        outOfRange[128] = (byte) 0xff;
        expect(NativeStatus.INVALID_SIGNING_KEY, () -> b.mlDsaCheckPrivateKey(id, outOfRange));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaCheckPrivateKey(id, new byte[1]));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaCheckPrivateKey(id, null));
        expect(NativeStatus.OK, () -> b.mlDsaCheckKeyPair(id, pk, sk));
        byte[] otherPk = pk.clone();
        otherPk[40] ^= 1;
        expect(NativeStatus.INVALID_SIGNING_KEY, () -> b.mlDsaCheckKeyPair(id, otherPk, sk));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaCheckKeyPair(id, null, sk));

        byte[] message = "message, and some bytes that are not signed".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int signed = 7;
        byte[] context = {1, 2, 3};
        byte[] sig = new byte[set.outputLength];
        expect(NativeStatus.OK, () -> b.mlDsaSign(id, sk, message, 0, signed, context, 0, sig));
        expect(NativeStatus.OK, () -> b.mlDsaVerify(id, pk, message, 0, signed, context, sig));
        expect(NativeStatus.OK, () -> b.mlDsaVerify(id, pk, Arrays.copyOf(message, signed), 0, signed, context, sig));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, 0, signed + 1, context, sig));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, 0, signed, new byte[0], sig));
        expect(NativeStatus.VERIFICATION_FAILED,
                () -> b.mlDsaVerify(id, pk, message, 0, signed, context, Arrays.copyOf(sig, sig.length - 1)));
        byte[] tampered = sig.clone();
        tampered[10] ^= 1;
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, message, 0, signed, context, tampered));
        byte[] shifted = new byte[signed + 5];
        System.arraycopy(message, 0, shifted, 5, signed);
        expect(NativeStatus.OK, () -> b.mlDsaVerify(id, pk, shifted, 5, signed, context, sig));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.mlDsaVerify(id, pk, shifted, 4, signed, context, sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, shifted, 6, signed, context, sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, shifted, -1, 1, context, sig));
        byte[] d1 = new byte[sig.length];
        byte[] d2 = new byte[sig.length];
        expect(NativeStatus.OK, () -> b.mlDsaSign(id, sk, message, 0, 0, new byte[0], 1, d1));
        expect(NativeStatus.OK, () -> b.mlDsaSign(id, sk, new byte[0], 0, 0, new byte[0], 1, d2));
        check(Arrays.equals(d1, d2), set + " deterministic signing of the empty message repeats");

        byte[] seedOut = filled(set.seedLength);
        byte[] pkOut = filled(pk.length);
        byte[] skOut = filled(sk.length);
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaGenerate(id, filled(64), pkOut, skOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaGenerate(id, seedOut, pkOut, null));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaFromSeed(id, new byte[31], pkOut, skOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaFromSeed(id, null, pkOut, skOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaFromSeed(id, seed, filled(1), skOut));
        untouched(set + " outputs of refused key generation", seedOut, pkOut, skOut);

        byte[] sigOut = filled(sig.length);
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaSign(id, sk, message, 0, -1, context, 0, sigOut));
        expect(NativeStatus.BAD_LENGTH,
                () -> b.mlDsaSign(id, sk, message, 0, message.length + 1, context, 0, sigOut));
        expect(NativeStatus.BAD_LENGTH,
                () -> b.mlDsaSign(id, sk, message, 0, Integer.MIN_VALUE, context, 0, sigOut));
        expect(NativeStatus.CONTEXT_TOO_LONG, () -> b.mlDsaSign(id, sk, message, 0, 1, new byte[256], 0, sigOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaSign(id, Arrays.copyOf(sk, 5), message, 0, 1, context, 0, sigOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaSign(id, sk, message, 0, 1, context, 0, filled(sig.length + 1)));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaSign(id, null, message, 0, 1, context, 0, sigOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaSign(id, sk, null, 0, 0, context, 0, sigOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaSign(id, sk, message, 0, 1, null, 0, sigOut));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaSign(id, sk, message, 0, 1, context, 0, null));
        untouched(set + " signature of refused signing", sigOut);

        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaVerify(id, Arrays.copyOf(pk, 1), message, 0, signed, context, sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, message, 0, -5, context, sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.mlDsaVerify(id, pk, message, 0, message.length + 1, context, sig));
        expect(NativeStatus.CONTEXT_TOO_LONG, () -> b.mlDsaVerify(id, pk, message, 0, signed, new byte[300], sig));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaVerify(id, null, message, 0, signed, context, sig));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaVerify(id, pk, null, 0, 0, context, sig));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaVerify(id, pk, message, 0, signed, null, sig));
        expect(NativeStatus.NULL_POINTER, () -> b.mlDsaVerify(id, pk, message, 0, signed, context, null));
    }

    private static byte[] filled(int length) {
        byte[] out = new byte[length];
        Arrays.fill(out, FILL);
        return out;
    }

    /** A call refused for its arguments writes nothing: every output array is as the caller filled it. */
    private static void untouched(String what, byte[]... arrays) {
        for (byte[] array : arrays) {
            for (byte x : array) {
                check(x == FILL, what + ": a refused call wrote to an output array");
            }
        }
    }

    /** After a call that failed past its argument checks every output array is zero: no partial result or key material is left. */
    private static void wiped(String what, byte[]... arrays) {
        for (byte[] array : arrays) {
            for (byte x : array) {
                check(x == 0, what + ": a failed call left data in an output array");
            }
        }
    }

    private static void slhDsa(NativeBinding b, ParameterSet set) {
        int id = set.nativeId;
        byte[] pk = filled(set.publicKeyLength);
        byte[] sk = filled(set.privateKeyLength);
        expect(NativeStatus.OK, () -> b.slhDsaGenerate(id, pk, sk));
        check(Arrays.equals(pk, Arrays.copyOfRange(sk, sk.length - pk.length, sk.length)),
                set + " private key ends with the public key");
        byte[] seed = Arrays.copyOf(sk, 3 * set.publicKeyLength / 2);
        byte[] pk2 = new byte[pk.length];
        byte[] sk2 = new byte[sk.length];
        expect(NativeStatus.OK, () -> b.slhDsaFromSeed(id, seed, pk2, sk2));
        check(Arrays.equals(pk, pk2) && Arrays.equals(sk, sk2), set + " seeds derive the generated pair");

        byte[] message = "message, and some bytes that are not signed".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int signed = 7;
        byte[] context = {1, 2, 3};
        byte[] sig = filled(set.outputLength);
        expect(NativeStatus.OK, () -> b.slhDsaSign(id, sk, message, 0, signed, context, 0, sig));
        expect(NativeStatus.OK, () -> b.slhDsaVerify(id, pk, message, 0, signed, context, sig));
        byte[] shifted = new byte[signed + 5];
        System.arraycopy(message, 0, shifted, 5, signed);
        expect(NativeStatus.OK, () -> b.slhDsaVerify(id, pk, shifted, 5, signed, context, sig));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.slhDsaVerify(id, pk, shifted, 4, signed, context, sig));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.slhDsaVerify(id, pk, message, 0, signed, new byte[0], sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaVerify(id, pk, shifted, 6, signed, context, sig));
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaVerify(id, pk, shifted, -1, 1, context, sig));
        expect(NativeStatus.NULL_POINTER, () -> b.slhDsaVerify(id, pk, null, 0, 0, context, sig));
        expect(NativeStatus.NULL_POINTER, () -> b.slhDsaVerify(id, null, message, 0, signed, context, sig));

        byte[] digest = filled(64);
        byte[] prehashed = filled(set.outputLength);
        expect(NativeStatus.OK, () -> b.slhDsaSignPrehash(id, sk, 3, digest, context, 1, prehashed));
        expect(NativeStatus.OK, () -> b.slhDsaVerifyPrehash(id, pk, 3, digest, context, prehashed));
        expect(NativeStatus.VERIFICATION_FAILED, () -> b.slhDsaVerifyPrehash(id, pk, 12, digest, context, prehashed));
        expect(NativeStatus.UNKNOWN_HASH_FUNCTION, () -> b.slhDsaVerifyPrehash(id, pk, 13, digest, context, prehashed));
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaVerifyPrehash(id, pk, 1, digest, context, prehashed));

        // These JNI methods copy (a long call must not hold the heap pinned): each output is a
        // zeroed native buffer copied back after the call, so any failure, refusals too, leaves
        // zeros. An output passed again as another buffer is refused, as when pinned.
        byte[] sigOut = filled(set.outputLength);
        expect(NativeStatus.CONTEXT_TOO_LONG, () -> b.slhDsaSign(id, sk, message, 0, 1, new byte[256], 0, sigOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaSign(id, Arrays.copyOf(sk, 5), message, 0, 1, context, 0, sigOut));
        expect(NativeStatus.UNKNOWN_HASH_FUNCTION, () -> b.slhDsaSignPrehash(id, sk, 0, digest, context, 0, sigOut));
        expect(NativeStatus.NULL_POINTER, () -> b.slhDsaSign(id, sk, message, 0, 1, context, 0, null));
        wiped(set + " signature of failed signing", sigOut);
        byte[] shared = filled(set.outputLength);
        expect(NativeStatus.OVERLAPPING_BUFFERS, () -> b.slhDsaSign(id, sk, shared, 0, 10, context, 0, shared));
        expect(NativeStatus.OK, () -> b.slhDsaSign(id, sk, shared, 0, 0, context, 0, shared));
        byte[] pkOut = filled(pk.length);
        byte[] skOut = filled(sk.length);
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaGenerate(id, pkOut, filled(sk.length + 1)));
        expect(NativeStatus.OVERLAPPING_BUFFERS, () -> b.slhDsaGenerate(id, skOut, skOut));
        expect(NativeStatus.UNKNOWN_PARAMETER_SET, () -> b.slhDsaGenerate(65, pkOut, skOut));
        expect(NativeStatus.BAD_LENGTH, () -> b.slhDsaFromSeed(id, new byte[seed.length - 1], pkOut, skOut));
        wiped(set + " outputs of failed key generation", pkOut, skOut);
        byte[] corrupt = sk.clone();
        corrupt[sk.length - 1] ^= 1;
        expect(NativeStatus.INVALID_SIGNING_KEY, () -> b.slhDsaSign(id, corrupt, message, 0, 1, context, 1, sigOut));
        wiped(set + " signature withheld from a corrupt key", sigOut);
    }

    private static void expect(NativeStatus status, Supplier<NativeStatus> call) {
        calls++;
        NativeStatus actual = call.get();
        check(actual == status, "expected status " + status + " (" + status.message() + "), got " + actual
                + " (" + actual.message() + ")");
    }

    private static void check(boolean condition, String what) {
        if (!condition) {
            throw new IllegalStateException(what);
        }
    }
}
