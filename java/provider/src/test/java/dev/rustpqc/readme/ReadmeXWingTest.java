package dev.rustpqc.readme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The README's X-Wing snippets as written: the two code blocks are these two classes, verbatim
 * (everything after their package line), and they really seal and open messages, on every JDK and
 * binding the tests run on.
 */
class ReadmeXWingTest {
    private static final Path REPOSITORY = Path.of(System.getProperty("rustpqc.repository", "../.."));

    @BeforeAll
    static void install() {
        if (Security.getProvider("RustPqc") == null) {
            Security.addProvider(new RustPqcProvider());
        }
    }

    private static List<String> javaBlocks() throws IOException {
        String readme = Files.readString(REPOSITORY.resolve("README.md"));
        Matcher block = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(readme);
        List<String> blocks = new ArrayList<>();
        while (block.find()) {
            blocks.add(block.group(1));
        }
        return blocks;
    }

    private static String asWritten(Class<?> snippet) throws IOException {
        Path source = Path.of("src/test/java", snippet.getName().replace('.', '/') + ".java");
        String text = Files.readString(source);
        String packageLine = "package " + snippet.getPackageName() + ";\n\n";
        assertTrue(text.startsWith(packageLine), source.toString());
        return text.substring(packageLine.length());
    }

    @Test
    void theReadmeShowsTheseClassesVerbatim() throws IOException {
        List<String> blocks = javaBlocks();
        for (Class<?> snippet : List.of(SealWithXWing.class, SealWithXWingClass.class)) {
            assertTrue(blocks.contains(asWritten(snippet)), "README.md has " + snippet.getSimpleName() + " verbatim");
        }
    }

    @Test
    void theQuickStartSealsAndOpens() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        OperationCounts before = RustPqcProvider.operationCounts();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            SealWithXWing.main(new String[0]);
        } finally {
            System.setOut(out);
        }
        assertEquals("attack at dawn", printed.toString(StandardCharsets.UTF_8).strip());
        OperationCounts after = RustPqcProvider.operationCounts();
        for (NativeOperation operation : List.of(NativeOperation.X_WING_GENERATE, NativeOperation.X_WING_ENCAPSULATE,
                NativeOperation.X_WING_DECAPSULATE)) {
            assertTrue(after.total(operation) > before.total(operation), operation + " ran natively");
        }
    }

    @Test
    void bothSnippetsInteroperateAndDetectTampering() throws Exception {
        KeyPair receiver = KeyPairGenerator.getInstance("X-Wing", "RustPqc").generateKeyPair();
        KeyPair stranger = KeyPairGenerator.getInstance("X-Wing", "RustPqc").generateKeyPair();
        Random random = new Random(17);
        for (int length : new int[] {0, 1, 100, 1 << 20}) {
            byte[] message = new byte[length];
            random.nextBytes(message);
            SealWithXWing.Sealed withKem = SealWithXWing.seal(receiver.getPublic(), message);
            SealWithXWing.Sealed withClass = SealWithXWingClass.seal(receiver.getPublic(), message);
            assertEquals(1120, withKem.encapsulation().length);
            assertEquals(length + 16, withKem.ciphertext().length);
            assertArrayEquals(message, SealWithXWing.open(receiver.getPrivate(), withClass));
            assertArrayEquals(message, SealWithXWingClass.open(receiver.getPrivate(), withKem));
            assertThrows(AEADBadTagException.class, () -> SealWithXWing.open(stranger.getPrivate(), withKem));
            byte[] encapsulation = withKem.encapsulation();
            encapsulation[length % 1120] ^= 1;
            SealWithXWing.Sealed tampered = new SealWithXWing.Sealed(encapsulation, withKem.nonce(),
                    withKem.ciphertext());
            assertThrows(AEADBadTagException.class, () -> SealWithXWing.open(receiver.getPrivate(), tampered));
        }
    }
}
