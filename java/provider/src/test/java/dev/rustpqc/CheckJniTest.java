package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link JniExerciser} (every JNI export, good and bad inputs) in a child JVM — the same
 * {@code java} as this test — with {@code -Xcheck:jni -Drustpqc.binding=jni}. The child must exit
 * 0, and its output may carry no {@code WARNING} (what -Xcheck:jni prints for a JNI misuse it
 * tolerates; the errors it does not tolerate abort the child).
 */
class CheckJniTest {
    @Test
    void everyJniExportPassesXcheckJni() throws Exception {
        ChildJvm.Result result = ChildJvm.run(JniExerciser.class, List.of("-Xcheck:jni", "-Drustpqc.binding=jni"),
                Map.of());
        System.out.println("CheckJniTest: child exited " + result.exitCode() + ":\n" + result.output().strip());
        assertEquals(0, result.exitCode(), result.output());
        assertFalse(result.output().contains("WARNING"), "-Xcheck:jni warned:\n" + result.output());
        assertTrue(result.output().contains("all as expected; -Xcheck:jni true"),
                "the exerciser did not finish:\n" + result.output());
    }
}
