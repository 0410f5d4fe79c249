package dev.rustpqc;

import static dev.rustpqc.LoadFailures.line;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * With no binding forced, JNI serves the first calls on every JDK and, on JDK 22+, Panama FFM takes
 * over once linked (by itself after {@code Native.SWITCH_AFTER} calls, or at once on request);
 * {@code RustPqcProvider.binding()} names the binding that carries calls at each moment, as the
 * native counters show. A forced binding never changes.
 */
class BindingSwitchTest {
    private static ChildJvm.Result run(String binding, String... args) throws Exception {
        ChildJvm.Result result = ChildJvm.run(BindingSwitchMain.class, List.of("-Drustpqc.binding=" + binding),
                Map.of(), args);
        assertEquals(0, result.exitCode(), result.output());
        return result;
    }

    @Test
    void jniServesTheFirstCallsAndFfmTakesOverOnJdk22() throws Exception {
        ChildJvm.Result result = run("", "3");
        assertEquals("jni", line(result, "start"), result.output());
        assertEquals("jni", line(result, "after-calls"), "fewer calls than the switch waits for: " + result.output());
        boolean ffm = Fixtures.jdk() >= 22;
        assertEquals(String.valueOf(ffm), line(result, "switched"), result.output());
        assertEquals(ffm ? "ffm" : "jni", line(result, "after-switch"), result.output());
        assertEquals(ffm ? "ffm:1,jni:0" : "ffm:0,jni:1", line(result, "one-more"), result.output());
    }

    @Test
    void ffmTakesOverByItselfAfterTheFirstCalls() throws Exception {
        String calls = String.valueOf(dev.rustpqc.binding.Native.SWITCH_AFTER + 8);
        ChildJvm.Result result = Fixtures.jdk() >= 22 ? run("", calls, "wait") : run("", calls);
        String expected = Fixtures.jdk() >= 22 ? "ffm" : "jni";
        assertEquals(expected, line(result, "after-calls"), result.output());
        assertEquals(expected + ":1", line(result, "one-more").split(",")[expected.equals("ffm") ? 0 : 1],
                result.output());
    }

    @Test
    void aForcedBindingNeverChanges() throws Exception {
        for (String forced : Fixtures.jdk() >= 22 ? List.of("jni", "ffm") : List.of("jni")) {
            ChildJvm.Result result = run(forced, String.valueOf(dev.rustpqc.binding.Native.SWITCH_AFTER + 8));
            assertEquals(forced, line(result, "start"), result.output());
            assertEquals(forced, line(result, "after-calls"), result.output());
            assertEquals("false", line(result, "switched"), result.output());
            assertEquals(forced + ":1", line(result, "one-more").split(",")[forced.equals("ffm") ? 0 : 1], result.output());
        }
    }
}
