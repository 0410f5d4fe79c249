package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No copy of a private key's seed or secret material stays in the heap once the key is destroyed
 * and the caller wiped what it was handed: {@link ResidueMain} encodes, decodes and reads back keys
 * in every PKCS#8 form in a JVM that never collects garbage, dumps the heap, and this test searches
 * the dump (garbage included) for the secrets.
 */
class ResidueTest {
    @Test
    void destroyedKeysLeaveNoCopyInTheHeap(@TempDir Path directory) throws Exception {
        Path dump = directory.resolve("heap.hprof");
        Path secrets = directory.resolve("secrets.txt");
        ChildJvm.Result result = ChildJvm.run(ResidueMain.class, List.of("-XX:+UnlockExperimentalVMOptions",
                "-XX:+UseEpsilonGC", "-Xmx1g", "--add-opens", "java.base/java.security.spec=ALL-UNNAMED"), Map.of(),
                dump.toString(), secrets.toString());
        assertEquals(0, result.exitCode(), result.output());
        byte[] heap = Files.readAllBytes(dump);
        List<String> lines = Files.readAllLines(secrets);
        assertEquals(21, lines.size(), "a seed and a secret stretch for 2 sets x (3 forms + a failed import), for"
                + " an X-Wing key, and a composite ML-DSA key's ML-DSA seed, s1 stretch and whole private key");
        int found = 0;
        StringBuilder where = new StringBuilder();
        for (String line : lines) {
            byte[] secret = ResidueMain.unmask(HexFormat.of().parseHex(line));
            int at = indexOf(heap, secret);
            if (at >= 0) {
                found++;
                where.append(" at offset ").append(at);
            }
        }
        System.out.println("ResidueTest: searched a " + heap.length / (1 << 20) + " MiB heap dump for "
                + lines.size() + " secrets: " + found + " found");
        assertTrue(found == 0, found + " secrets left in the heap," + where);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
