import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * What FFM costs a fresh JVM before any RustPqc code runs: making the native linker and the first
 * downcall handle (to libc's getpid), then a second one. The cold-start floor of any FFM binding.
 */
public final class FfmFloor {
    private FfmFloor() {
    }

    public static void main(String[] args) throws Throwable {
        long start = System.nanoTime();
        Linker linker = Linker.nativeLinker();
        MemorySegment getpid = linker.defaultLookup().find("getpid").orElseThrow();
        long linked = System.nanoTime();
        MethodHandle first = linker.downcallHandle(getpid, FunctionDescriptor.of(ValueLayout.JAVA_INT));
        int pid = (int) first.invokeExact();
        long firstCall = System.nanoTime();
        MethodHandle second = linker.downcallHandle(linker.defaultLookup().find("getppid").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT), Linker.Option.critical(true));
        int parent = (int) second.invokeExact();
        long secondCall = System.nanoTime();
        System.out.printf("{\"linker_ms\": %.1f, \"first_handle_and_call_ms\": %.1f, \"second_handle_and_call_ms\": %.1f,"
                + " \"jdk\": \"%s\", \"pids\": %d}%n", (linked - start) / 1e6, (firstCall - linked) / 1e6,
                (secondCall - firstCall) / 1e6, Runtime.version(), pid + parent > 0 ? 2 : 0);
    }
}
