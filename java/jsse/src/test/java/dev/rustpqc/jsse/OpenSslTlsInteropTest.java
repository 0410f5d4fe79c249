package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * BouncyCastle JSSE with native ML-KEM against OpenSSL 3.6, client and server, in X25519MLKEM768,
 * SecP256r1MLKEM768 and SecP384r1MLKEM1024 ({@link OpenSslTlsMatrix}), on every JDK.
 */
class OpenSslTlsInteropTest {
    @TempDir
    Path directory;

    @Test
    void bouncyCastleWithNativeMlKemAndOpenSslAgreeInEveryHybridGroup() throws Exception {
        List<String> handshakes = OpenSslTlsMatrix.run(new BouncyCastleStack(), directory);

        handshakes.forEach(System.out::println);
        assertEquals(6, handshakes.size());
    }
}
