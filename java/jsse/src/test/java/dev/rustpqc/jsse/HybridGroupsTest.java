package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import org.bouncycastle.jsse.BCSSLEngine;
import org.bouncycastle.jsse.BCSSLParameters;
import org.junit.jupiter.api.Test;

/** The hybrid-first configuration and its refusal of what it cannot configure. */
class HybridGroupsTest {
    @Test
    void putsTheHybridFirstInTheGroupsAndTheKeyShares() {
        BCSSLParameters parameters = HybridGroups.preferHybrid(new BCSSLParameters());

        assertArrayEquals(new String[] {"X25519MLKEM768", "x25519", "secp256r1", "secp384r1"}, parameters.getNamedGroups());
        assertArrayEquals(new String[] {"X25519MLKEM768", "x25519"}, parameters.getEarlyKeyShares());
    }

    @Test
    void configuresABouncyCastleEngine() throws Exception {
        SSLContext context = SSLContext.getInstance("TLSv1.3", RustPqcJsse.provider(true));
        context.init(null, null, new SecureRandom());
        SSLEngine engine = context.createSSLEngine("localhost", 443);

        HybridGroups.preferHybrid(engine);

        BCSSLParameters parameters = ((BCSSLEngine) engine).getParameters();
        assertArrayEquals(new String[] {"X25519MLKEM768", "x25519"}, parameters.getEarlyKeyShares());
    }

    @Test
    void refusesSunJsseSocketsAndEnginesWithAMessageThatSaysWhatToDo() throws Exception {
        SSLContext sunJsse = SSLContext.getInstance("TLSv1.3", "SunJSSE");
        sunJsse.init(null, null, new SecureRandom());

        IllegalArgumentException socket = assertThrows(IllegalArgumentException.class,
                () -> HybridGroups.preferHybrid((SSLSocket) sunJsse.getSocketFactory().createSocket()));
        IllegalArgumentException engine = assertThrows(IllegalArgumentException.class,
                () -> HybridGroups.preferHybrid(sunJsse.createSSLEngine()));

        assertTrue(socket.getMessage().contains("RustPqcJsse.provider()"), socket.getMessage());
        assertTrue(engine.getMessage().contains("not a BouncyCastle JSSE engine"), engine.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HybridGroups.preferHybrid((SSLSocket) null));
        assertThrows(NullPointerException.class, () -> HybridGroups.preferHybrid((BCSSLParameters) null));
        assertThrows(NullPointerException.class, () -> RustPqcJsse.provider((RustPqcTlsCryptoProvider) null));
    }
}
