package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Provider;
import java.security.SecureRandom;
import java.util.function.Supplier;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.bouncycastle.tls.crypto.impl.jcajce.JcaTlsCrypto;
import org.junit.jupiter.api.Test;

/**
 * The opt-in flag: without it BouncyCastle JSSE runs exactly as before (its own ML-KEM, no native
 * call); with it, through the system property, the API or BouncyCastle's configuration string,
 * the handshake's ML-KEM is native.
 */
class NativeMlKemFlagTest {
    private static final NativeKemCounts NONE = new NativeKemCounts(0, 0, 0);

    @Test
    void withoutTheFlagTheCryptoIsBouncyCastlesOwnAndNoNativeCallIsMade() throws Exception {
        BouncyCastleJca.registerLast();
        RustPqcTlsCryptoProvider serverCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(false);
        RustPqcTlsCryptoProvider clientCrypto = new RustPqcTlsCryptoProvider().setNativeMlKem(false);
        assertSame(JcaTlsCrypto.class, clientCrypto.create(new SecureRandom()).getClass(),
                "flag off: BouncyCastle's plain JcaTlsCrypto, not a subclass");
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = LoopbackHandshakes.handshake(RustPqcJsse.provider(serverCrypto),
                RustPqcJsse.provider(clientCrypto));

        // The hybrid is still negotiated, by BouncyCastle's ML-KEM (Java), and nothing native ran.
        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, handshake.serverHello().firstKeyShareGroup());
        assertFalse(handshake.serverHello().helloRetryRequest());
        assertEquals(NONE, clientCrypto.nativeKemCounts());
        assertEquals(NONE, serverCrypto.nativeKemCounts());
        provider.assertMlKemSinceStart(NONE);
    }

    @Test
    void theFlagIsOffUnlessTheSystemPropertySaysTrue() {
        String saved = System.getProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY);
        try {
            System.clearProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY);
            assertFalse(new RustPqcTlsCryptoProvider().isNativeMlKem());
            System.setProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY, "yes");
            assertFalse(new RustPqcTlsCryptoProvider().isNativeMlKem(), "only \"true\" switches it on");
            System.setProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY, "TRUE");
            assertTrue(new RustPqcTlsCryptoProvider().isNativeMlKem());
            assertTrue(RustPqcJsse.nativeMlKemRequested());
            assertFalse(new RustPqcTlsCryptoProvider().setNativeMlKem(false).isNativeMlKem(), "the API call wins");
        } finally {
            restore(saved);
        }
    }

    @Test
    void theSystemPropertySwitchesRustPqcJsseProviderToNative() throws Exception {
        assertNativeWhenMadeWithTheProperty(RustPqcJsse::provider);
    }

    /** java.security can name the crypto provider class: {@code BouncyCastleJsseProvider <class>}. */
    @Test
    void bouncyCastlesConfigurationStringCanNameTheCryptoProvider() throws Exception {
        assertNativeWhenMadeWithTheProperty(() -> new BouncyCastleJsseProvider(RustPqcTlsCryptoProvider.class.getName()));
    }

    /** A handshake between two providers made while the system property says true computes ML-KEM natively. */
    private static void assertNativeWhenMadeWithTheProperty(Supplier<Provider> jsse) throws Exception {
        String saved = System.getProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY);
        Provider server;
        Provider client;
        try {
            System.setProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY, "true");
            server = jsse.get();
            client = jsse.get();
        } finally {
            restore(saved);
        }
        NativeCountsDelta provider = NativeCountsDelta.start();

        LoopbackClient.Handshake handshake = LoopbackHandshakes.handshake(server, client);

        assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, handshake.serverHello().firstKeyShareGroup());
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 1, 1));
    }

    private static void restore(String saved) {
        if (saved == null) {
            System.clearProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY);
        } else {
            System.setProperty(RustPqcJsse.NATIVE_ML_KEM_PROPERTY, saved);
        }
    }
}
