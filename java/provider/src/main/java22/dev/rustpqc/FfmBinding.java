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
 * made on first use and held in a static final so the JIT can inline the call. The handles are
 * critical and allow heap access, so Java arrays are passed to native code without a copy.
 */
final class FfmBinding implements NativeBinding {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBRARY = loadLibrary();

    /*
     * One holder class per downcall handle: each handle is made on first use (a cold JVM pays
     * several milliseconds per handle) and is still a static final the JIT can inline.
     */
    private static final class VersionCall {
        static final MethodHandle HANDLE = handle("rustpqc_version", FunctionDescriptor.of(ADDRESS));
    }

    private static final class SelfTestCall {
        static final MethodHandle HANDLE = handle("rustpqc_self_test", FunctionDescriptor.of(JAVA_INT));
    }

    private static final class OperationCountsCall {
        static final MethodHandle HANDLE = handle("rustpqc_operation_counts",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG));
    }

    private static final class MlKemGenerateCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_generate", 3);
    }

    private static final class MlKemFromSeedCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_from_seed", 3);
    }

    private static final class MlKemCheckEkCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_check_encapsulation_key", 1);
    }

    private static final class MlKemCheckDkCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_check_decapsulation_key", 1);
    }

    private static final class MlKemDecapsulateCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_decapsulate", 3);
    }

    private static final class MlKemPreparedKeyLengthCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_prepared_key_len",
                FunctionDescriptor.of(JAVA_LONG, JAVA_INT, JAVA_INT));
    }

    private static final class MlKemPrepareEkCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_prepare_encapsulation_key", 2);
    }

    private static final class MlKemPrepareDkCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_prepare_decapsulation_key", 2);
    }

    private static final class MlKemEncapsulatePreparedCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_encapsulate_prepared", 3);
    }

    private static final class MlKemDecapsulatePreparedCall {
        static final MethodHandle HANDLE = handle("rustpqc_mlkem_decapsulate_prepared", 3);
    }

    private static final class MlDsaGenerateCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_generate", 3);
    }

    private static final class MlDsaFromSeedCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_from_seed", 3);
    }

    private static final class MlDsaCheckSkCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_check_private_key", 1);
    }

    private static final class MlDsaCheckPairCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_check_key_pair", 2);
    }

    private static final class MlDsaSignCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_sign", FunctionDescriptor.of(JAVA_INT, JAVA_INT,
                ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG, ADDRESS, JAVA_LONG, JAVA_INT, ADDRESS, JAVA_LONG));
    }

    private static final class MlDsaVerifyCall {
        static final MethodHandle HANDLE = handle("rustpqc_mldsa_verify", 4);
    }

    private static SymbolLookup loadLibrary() {
        SymbolLookup[] lookup = new SymbolLookup[1];
        NativeLibrary.load(path -> lookup[0] = SymbolLookup.libraryLookup(path, Arena.global()));
        return lookup[0];
    }

    /** A function {@code int f(uint32_t set, {pointer, size_t} x buffers)}. */
    private static MethodHandle handle(String name, int buffers) {
        List<MemoryLayout> arguments = new ArrayList<>();
        arguments.add(JAVA_INT);
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
            MemorySegment text = (MemorySegment) VersionCall.HANDLE.invokeExact();
            return text.reinterpret(64).getString(0);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int operationCounts(long[] out) {
        try {
            return (int) OperationCountsCall.HANDLE.invokeExact(MemorySegment.ofArray(out), (long) out.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int selfTest() {
        try {
            return (int) SelfTestCall.HANDLE.invokeExact();
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemGenerate(int set, byte[] seed, byte[] ek, byte[] dk) {
        try {
            return (int) MlKemGenerateCall.HANDLE.invokeExact(set, heap(seed), (long) seed.length, heap(ek),
                    (long) ek.length, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemFromSeed(int set, byte[] seed, byte[] ek, byte[] dk) {
        try {
            return (int) MlKemFromSeedCall.HANDLE.invokeExact(set, heap(seed), (long) seed.length, heap(ek),
                    (long) ek.length, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemCheckEncapsulationKey(int set, byte[] ek) {
        try {
            return (int) MlKemCheckEkCall.HANDLE.invokeExact(set, heap(ek), (long) ek.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemCheckDecapsulationKey(int set, byte[] dk) {
        try {
            return (int) MlKemCheckDkCall.HANDLE.invokeExact(set, heap(dk), (long) dk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemDecapsulate(int set, byte[] dk, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) MlKemDecapsulateCall.HANDLE.invokeExact(set, heap(dk), (long) dk.length, heap(ciphertext),
                    (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public long mlKemPreparedKeyLength(int set, int kind) {
        try {
            return (long) MlKemPreparedKeyLengthCall.HANDLE.invokeExact(set, kind);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemPrepareEncapsulationKey(int set, byte[] ek, byte[] prepared) {
        try {
            return (int) MlKemPrepareEkCall.HANDLE.invokeExact(set, heap(ek), (long) ek.length, heap(prepared),
                    (long) prepared.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemPrepareDecapsulationKey(int set, byte[] dk, byte[] prepared) {
        try {
            return (int) MlKemPrepareDkCall.HANDLE.invokeExact(set, heap(dk), (long) dk.length, heap(prepared),
                    (long) prepared.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemEncapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) MlKemEncapsulatePreparedCall.HANDLE.invokeExact(set, heap(prepared), (long) prepared.length,
                    heap(ciphertext), (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlKemDecapsulatePrepared(int set, byte[] prepared, byte[] ciphertext, byte[] sharedSecret) {
        try {
            return (int) MlKemDecapsulatePreparedCall.HANDLE.invokeExact(set, heap(prepared), (long) prepared.length,
                    heap(ciphertext), (long) ciphertext.length, heap(sharedSecret), (long) sharedSecret.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaGenerate(int set, byte[] seed, byte[] pk, byte[] sk) {
        try {
            return (int) MlDsaGenerateCall.HANDLE.invokeExact(set, heap(seed), (long) seed.length, heap(pk),
                    (long) pk.length, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaFromSeed(int set, byte[] seed, byte[] pk, byte[] sk) {
        try {
            return (int) MlDsaFromSeedCall.HANDLE.invokeExact(set, heap(seed), (long) seed.length, heap(pk),
                    (long) pk.length, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaCheckPrivateKey(int set, byte[] sk) {
        try {
            return (int) MlDsaCheckSkCall.HANDLE.invokeExact(set, heap(sk), (long) sk.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }

    @Override
    public int mlDsaCheckKeyPair(int set, byte[] pk, byte[] sk) {
        try {
            return (int) MlDsaCheckPairCall.HANDLE.invokeExact(set, heap(pk), (long) pk.length, heap(sk), (long) sk.length);
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
            return (int) MlDsaSignCall.HANDLE.invokeExact(set, heap(sk), (long) sk.length, heap(message),
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
            return (int) MlDsaVerifyCall.HANDLE.invokeExact(set, heap(pk), (long) pk.length, heap(message),
                    (long) messageLength, heap(context), (long) context.length, heap(signature),
                    (long) signature.length);
        } catch (Throwable t) {
            throw failure(t);
        }
    }
}
