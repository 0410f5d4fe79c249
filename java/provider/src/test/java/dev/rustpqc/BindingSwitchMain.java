package dev.rustpqc;

import dev.rustpqc.binding.Native;
import java.security.KeyPairGenerator;

/**
 * Runs in a child JVM with no forced binding: prints the binding at start, after {@code calls}
 * key generations (and, with {@code wait}, once the switch that many calls start has happened, up
 * to a minute), then after {@link Native#switchToFfmNow()}, and through which binding one more key
 * generation went.
 */
public final class BindingSwitchMain {
    private BindingSwitchMain() {
    }

    public static void main(String[] args) throws Exception {
        int calls = Integer.parseInt(args[0]);
        boolean wait = args.length > 1 && args[1].equals("wait");
        KeyPairGenerator generator = KeyPairGenerator.getInstance("ML-KEM-768", new RustPqcProvider());
        generator.generateKeyPair();
        System.out.println("start=" + RustPqcProvider.binding());
        for (int i = 0; i < calls; i++) {
            generator.generateKeyPair();
        }
        if (wait) {
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (!RustPqcProvider.binding().equals("ffm") && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
        }
        System.out.println("after-calls=" + RustPqcProvider.binding());
        System.out.println("switched=" + Native.switchToFfmNow());
        System.out.println("after-switch=" + RustPqcProvider.binding());
        OperationCounts before = RustPqcProvider.operationCounts();
        generator.generateKeyPair();
        OperationCounts after = RustPqcProvider.operationCounts();
        System.out.println("one-more=ffm:" + (after.ffm(NativeOperation.ML_KEM_GENERATE)
                - before.ffm(NativeOperation.ML_KEM_GENERATE)) + ",jni:" + (after.jni(NativeOperation.ML_KEM_GENERATE)
                - before.jni(NativeOperation.ML_KEM_GENERATE)));
        System.out.println("state=" + Native.switchState());
    }
}
