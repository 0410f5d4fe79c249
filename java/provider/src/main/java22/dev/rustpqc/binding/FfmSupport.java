package dev.rustpqc.binding;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.security.ProviderException;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * What the generated {@link FfmBinding} calls: the library lookup, downcall handles, and Java
 * arrays as heap segments. A null array becomes a null pointer with a length of 1, so the C ABI
 * reports it as a missing buffer, as the JNI binding does. (Long-running calls get off-heap copies
 * instead: {@link OffHeapCopies}.)
 */
final class FfmSupport {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LIBRARY = loadLibrary();
    /** Longest text a function returns (the version string). */
    private static final long MAX_TEXT = 256;

    private FfmSupport() {
    }

    /**
     * Loads the library now (this class's initialization does), so that a binding that cannot
     * work fails when it is made, with the loader's reason as the cause.
     */
    static void load() {
        // Initializing this class is the work.
    }

    /**
     * The library's symbols: those of the library JNI loaded already (the default start, where FFM
     * takes over from JNI), else of the library the loader finds now.
     */
    private static SymbolLookup loadLibrary() {
        if (NativeLibrary.loaded()) {
            return SymbolLookup.loaderLookup();
        }
        LibraryLookup lookup = new LibraryLookup();
        NativeLibrary.load(lookup);
        return lookup.lookup;
    }

    /** {@code SymbolLookup.libraryLookup}, as a class rather than a lambda, whose bootstrap a cold JVM pays for. */
    private static final class LibraryLookup implements Consumer<Path> {
        private SymbolLookup lookup;

        @Override
        public void accept(Path path) {
            lookup = SymbolLookup.libraryLookup(path, Arena.global());
        }
    }

    /** A critical downcall handle allowing heap access: {@code layouts} are the return, then the parameters. */
    static MethodHandle handle(String name, MemoryLayout... layouts) {
        MemorySegment symbol = LIBRARY.find(name).orElseThrow(
                () -> new NativeLibraryException("the native library has no symbol " + name));
        FunctionDescriptor descriptor = FunctionDescriptor.of(layouts[0], Arrays.copyOfRange(layouts, 1, layouts.length));
        return LINKER.downcallHandle(symbol, descriptor, Linker.Option.critical(true));
    }

    /**
     * An ordinary downcall handle, for a call that takes milliseconds to seconds: the thread leaves
     * Java while it runs, so safepoints and the garbage collector go on (a critical call would hold
     * them all off until it returns). It takes native segments only: {@link OffHeapCopies}.
     */
    static MethodHandle longRunningHandle(String name, MemoryLayout... layouts) {
        MemorySegment symbol = LIBRARY.find(name).orElseThrow(
                () -> new NativeLibraryException("the native library has no symbol " + name));
        FunctionDescriptor descriptor = FunctionDescriptor.of(layouts[0], Arrays.copyOfRange(layouts, 1, layouts.length));
        return LINKER.downcallHandle(symbol, descriptor);
    }

    static MemorySegment segment(byte[] array) {
        return array == null ? MemorySegment.NULL : MemorySegment.ofArray(array);
    }

    static MemorySegment segment(long[] array) {
        return array == null ? MemorySegment.NULL : MemorySegment.ofArray(array);
    }

    /** The part of {@code array} from {@code offset}; {@link #range} checked it first. */
    static MemorySegment segment(byte[] array, int offset) {
        return MemorySegment.ofArray(array).asSlice(offset);
    }

    static long length(byte[] array) {
        return array == null ? 1 : array.length;
    }

    static long length(long[] array) {
        return array == null ? 1 : array.length;
    }

    /** Whether {@code [offset, offset + length)} lies in {@code array}, as the JNI binding checks it. */
    static NativeStatus range(byte[] array, int offset, int length) {
        if (array == null) {
            return NativeStatus.NULL_POINTER;
        }
        return offset < 0 || length < 0 || offset > array.length - length ? NativeStatus.BAD_LENGTH : NativeStatus.OK;
    }

    /** A NUL-terminated string the library returned, or null. */
    static String text(MemorySegment text) {
        return text.address() == 0 ? null : text.reinterpret(MAX_TEXT).getString(0);
    }

    static ProviderException failure(Throwable t) {
        return new ProviderException("native call failed: " + t, t);
    }
}
