package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A message far larger than the heap signs and verifies: the Signature streams it (into mu, or
 * into the pre-hash digest) instead of keeping it. A 256 MiB message in a JVM with a 48 MiB heap.
 */
class LargeMessageTest {
    @Test
    void aMessageLargerThanTheHeapSignsAndVerifies() throws Exception {
        ChildJvm.Result result = ChildJvm.run(LargeMessageMain.class, List.of("-Xmx48m"), Map.of(), "256");
        System.out.println("LargeMessageTest: " + result.output().strip());
        assertEquals(0, result.exitCode(), result.output());
    }
}
