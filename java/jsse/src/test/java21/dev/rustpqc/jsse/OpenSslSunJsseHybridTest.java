package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JDK 27's SunJSSE with RustPqcMlKem first against OpenSSL 3.6, client and server, in
 * X25519MLKEM768, SecP256r1MLKEM768 and SecP384r1MLKEM1024 ({@link OpenSslTlsMatrix}).
 */
class OpenSslSunJsseHybridTest {
    @TempDir
    Path directory;

    @Test
    void sunJsseWithNativeMlKemAndOpenSslAgreeInEveryHybridGroup() throws Exception {
        SunJsse.nativeMlKem(true);
        List<String> handshakes;
        try {
            handshakes = OpenSslTlsMatrix.run(new SunJsseStack(), directory);
        } finally {
            SunJsse.nativeMlKem(false);
        }

        handshakes.forEach(System.out::println);
        assertEquals(6, handshakes.size());
    }
}
