package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A planted failure of the module's power-on checks: one bit of the integrity value changed in a
 * copy of the library (the HMAC-SHA-256 of the module's text that the build stores beside it, at
 * {@code BORINGSSL_bcm_text_hash}), so that the integrity check the module makes when the library
 * loads fails. The module is built unmodified, and its
 * behaviour on a failure is to abort the process: no service of the child JVM may answer, and the
 * module must say why on stderr. The unchanged copy, loaded the same way, serves every service.
 */
class FipsSelfTestFailureTest {
    /** What the module writes before it aborts (crypto/fipsmodule/bcm.c). */
    private static final String MODULE_FAILURE = "AWS-LC FIPS failure caused by";

    @Test
    void theUnchangedLibraryServesEveryService(@TempDir Path directory) throws Exception {
        Path library = FipsLibrary.copyInto(directory);
        FipsLibrary.Outcome outcome = run(library);
        assertEquals(0, outcome.exitCode(), outcome.stderr());
        assertEquals(6, count(outcome.stdout(), "served: "), outcome.stdout());
        assertEquals(0, count(outcome.stdout(), "refused: "), outcome.stdout());
    }

    @Test
    void aCorruptedModuleAbortsBeforeAnyService(@TempDir Path directory) throws Exception {
        Path library = FipsLibrary.copyInto(directory);
        flipByte(library, integrityValue(library));
        FipsLibrary.Outcome outcome = run(library);
        // SIGABRT: the JVM reports 128 + 6.
        assertEquals(134, outcome.exitCode(), outcome.stdout() + outcome.stderr());
        assertTrue(outcome.stderr().contains(MODULE_FAILURE), outcome.stderr());
        assertTrue(outcome.stderr().contains("FIPS integrity test failed"), outcome.stderr());
        assertEquals(0, count(outcome.stdout(), "served: "), outcome.stdout());
        assertFalse(outcome.stdout().contains("provider created"), outcome.stdout());
    }

    private static FipsLibrary.Outcome run(Path library) throws IOException, InterruptedException {
        return FipsLibrary.runJava(List.of("-Drustpqc.library.path=" + library), EveryServiceMain.class.getName());
    }

    /** Where the module's stored integrity value lies in the file. */
    private static long integrityValue(Path library) throws IOException {
        return new ElfSymbols(library).all().stream().filter(s -> s.name().endsWith("BORINGSSL_bcm_text_hash"))
                .mapToLong(ElfSymbols.Symbol::fileOffset).filter(offset -> offset > 0).findFirst()
                .orElseThrow(() -> new AssertionError("no BORINGSSL_bcm_text_hash in " + library));
    }

    private static void flipByte(Path file, long offset) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer one = ByteBuffer.allocate(1);
            channel.read(one, offset);
            one.put(0, (byte) (one.get(0) ^ 0x01));
            one.rewind();
            channel.write(one, offset);
        }
    }

    private static int count(String text, String prefix) {
        return (int) text.lines().filter(line -> line.startsWith(prefix)).count();
    }
}
