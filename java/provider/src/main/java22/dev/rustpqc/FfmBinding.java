package dev.rustpqc;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.security.ProviderException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link NativeBinding} through Panama FFM (JDK 22+): one downcall handle per C ABI function,
 * held in static finals so the JIT can inline the call. The handles are critical and allow heap
 * access, so Java arrays are passed to native code without a copy.
 */
final class FfmBinding implements NativeBinding {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBRARY = loadLibrary();

    private static final MethodHandle VERSION = handle("rustpqc_version", FunctionDescriptor.of(ADDRESS));
    private static final MethodHandle SELF_TEST = handle("rustpqc_self_test", FunctionDescriptor.of(JAVA_INT));
    private static final MethodHandle OPERATION_COUNTS = handle("rustpqc_operation_counts", 1);
    private static final MethodHandle ML_KEM_GENERATE = handle("rustpqc_mlkem_generate", 3);
    private static final MethodHandle ML_KEM_FROM_SEED = handle("rustpqc_mlkem_from_seed", 3);
    private static final MethodHandle ML_KEM_CHECK_EK = handle("rustpqc_mlkem_check_encapsulation_key", 1);
    private static final MethodHandle ML_KEM_CHECK_DK = handle("rustpqc_mlkem_check_decapsulation_key", 1);
    private static final MethodHandle ML_KEM_DECAPSULATE = handle("rustpqc_mlkem_decapsulate", 3);
    private static final MethodHandle ML_KEM_PREPARED_KEY_LENGTH = handle("rustpqc_mlkem_prepared_key_len",
            FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_INT));
    private static final MethodHandle ML_KEM_PREPARE_EK = handle("rustpqc_mlkem_prepare_encapsulation_key", 2);
    private static final MethodHandle ML_KEM_PREPARE_DK = handle("rustpqc_mlkem_prepare_decapsulation_key", 2);
    private static final MethodHandle ML_KEM_ENCAPSULATE_PREPARED = handle("rustpqc_mlkem_encapsulate_prepared", 3);
    private static final MethodHandle ML_KEM_DECAPSULATE_PREPARED = handle("rustpqc_mlkem_decapsulate_prepared", 3);
    private static final MethodHandle ML_DSA_GENERATE = handle("rustpqc_mldsa_generate", 3);
    private static final MethodHandle ML_DSA_FROM_SEED = handle("rustpqc_mldsa_from_seed", 3);
    private static final MethodHandle ML_DSA_CHECK_SK = handle("rustpqc_mldsa_check_private_key", 1);
    private static final MethodHandle ML_DSA_CHECK_PAIR = handle("rustpqc_mldsa_check_key_pair", 2);
    private static final MethodHandle ML_DSA_SIGN = handle("rustpqc_mldsa_sign",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS,
                    JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG));
    private static final MethodHandle ML_DSA_VERIFY = handle("rustpqc_mldsa_verify", 4);

    private static SymbolLookup loadLibrary() {
        SymbolLookup[] lookup = new SymbolLookup[1];
        NativeLibrary.load(path -> lookup[0] = SymbolLookup.libraryLookup(path, Arena.global()));
        return lookup[0];
    }

    /** A function {@code int f(uint32_t set, {pointer, size_t} x buffers)}, or of the counters. */
    private static MethodHandle handle(String name, int buffers) {
        List<MemoryLayout> arguments = new ArrayList<>();
        if (!name.equals("rustpqc_operation_counts")) {
            arguments.add(JAVA_INT);
        }
        for (int i = 0; i < buffers; i++) {
            arguments.add(ADDRESS);
            arguments.add(JAVA_LONG);
        }
        return handle(name, FunctionDescriptor.of(JAVA_INT, arguments.toArray(MemoryLayout[]::new)));
    }

    private static MethodHandle handle(String name, FunctionDescriptor descriptor) {
        MemorySegment symbol = LIBRARY.find(name).orElseThrow(
                () -> new NativeLibraryException("the native library has no symbol " + name));
        return LINKER.downcallHandle(symbol, descriptor, Linker.Option.critical(true));
    }

    private static MemorySegment heap(byte[] array) {
        return MemorySegment.ofArray(array);
    }

    private static ProviderException failure(Throwable t) {
        return new ProviderException("native call failed: " + t, t);
    }

    @Override
    public String name() {
        return "ffm";
    }

    @Override
    public String version() {
        try {
            MemorySegment text = (MemorySegment) VERSION.invokeExact();
            return text.reinterpret(64).getString(0);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int operationCounts(long[] out) {
        try {
            return (int) OPERATION_COUNTS.invokeExact(MemorySegment.ofArray(out), (long) out.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int selfTest() {
        try {
            return (int) SELF_TEST.invokeExact();
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemGenerate(int set, byte[] seed, byte[] ek, byte[] dk) {
        try {
            return (int) ML_KEM_GENERATE.invokeExact(set, heap(seed), (long) seed.length, heap(ek),
                    (long) ek.length, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemFromSeed(int set, byte[] seed, byte[] ek, byte[] dk) {
        try {
            return (int) ML_KEM_FROM_SEED.invokeExact(set, heap(seed), (long) seed.length, heap(ek),
                    (long) ek.length, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemCheckEncapsulationKey(int set, byte[] ek) {
        try {
            return (int) ML_KEM_CHECK_EK.invokeExact(set, heap(ek), (long) ek.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemCheckDecapsulationKey(int set, byte[] dk) {
        try {
            return (int) ML_KEM_CHECK_DK.invokeExact(set, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemDecapsulate(int set, byte[] dk, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) ML_KEM_DECAPSULATE.invokeExact(set, heap(dk), (long) dk.length, heap(ciphertext),
                    (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public long mlKemPreparedKeyLength(int set, int kind) {
        try {
            return (long) ML_KEM_PREPARED_KEY_LENGTH.invokeExact(set, kind);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemPrepareEncapsulationKey(int set, byte[] ek, byte[] prepared) {
        try {
            return (int) ML_KEM_PREPARE_EK.invokeExact(set, heap(ek), (long) ek.length, heap(prepared),
                    (long) prepared.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemPrepareDecapsulationKey(int set, byte[] dk, byte[] prepared) {
        try {
            return (int) ML_KEM_PREPARE_DK.invokeExact(set, heap(dk), (long) dk.length, heap(prepared),
                    (long) prepared.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemEncapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) ML_KEM_ENCAPSULATE_PREPARED.invokeExact(set, heap(prepared), (long) prepared.length,
                    heap(ciphertext), (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemDecapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) ML_KEM_DECAPSULATE_PREPARED.invokeExact(set, heap(prepared), (long) prepared.length,
                    heap(ciphertext), (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaGenerate(int set, byte[] seed, byte[] pk, byte[] sk) {
        try {
            return (int) ML_DSA_GENERATE.invokeExact(set, heap(seed), (long) seed.length, heap(pk),
                    (long) pk.length, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaFromSeed(int set, byte[] seed, byte[] pk, byte[] sk) {
        try {
            return (int) ML_DSA_FROM_SEED.invokeExact(set, heap(seed), (long) seed.length, heap(pk),
                    (long) pk.length, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaCheckPrivateKey(int set, byte[] sk) {
        try {
            return (int) ML_DSA_CHECK_SK.invokeExact(set, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaCheckKeyPair(int set, byte[] pk, byte[] sk) {
        try {
            return (int) ML_DSA_CHECK_PAIR.invokeExact(set, heap(pk), (long) pk.length, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaSign(int set, byte[] sk, byte[] message, int messageLength, byte[] context,
            boolean deterministic, byte[] signature) {
        if (messageLength < 0 || messageLength > message.length) {
            return NativeAbi.BAD_LENGTH;
        }
        try {
            return (int) ML_DSA_SIGN.invokeExact(set, heap(sk), (long) sk.length, heap(message),
                    (long) messageLength, heap(context), (long) context.length, deterministic ? 1 : 0,
                    heap(signature), (long) signature.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaVerify(int set, byte[] pk, byte[] message, int messageLength, byte[] context,
            byte[] signature) {
        if (messageLength < 0 || messageLength > message.length) {
            return NativeAbi.BAD_LENGTH;
        }
        try {
            return (int) ML_DSA_VERIFY.invokeExact(set, heap(pk), (long) pk.length, heap(message),
                    (long) messageLength, heap(context), (long) context.length, heap(signature),
                    (long) signature.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }
}
