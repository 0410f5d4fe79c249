package dev.rustpqc.jsse.jdk21;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RustPqcMlKemProvider;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.jsse.HybridGroups;
import dev.rustpqc.jsse.LoopbackHandshakes;
import dev.rustpqc.jsse.SunJsse;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.security.spec.EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.junit.jupiter.api.Test;

/**
 * What SunJSSE's hybrid (JDK 27, and 25.0.5) needs from the ML-KEM provider put first, checked
 * on every JDK from 21 (the handshakes themselves run where SunJSSE has the hybrid:
 * {@code SunJsseHybridTest} and the others named *SunJsseHybridTest). Its hybrid key exchange generates the client's key pair with
 * {@code KeyPairGenerator "ML-KEM-768"} and a NamedParameterSpec, sends the raw key taken from the
 * key's X.509 encoding, reads the client's key with {@code KeyFactory "ML-KEM-768"} (JDK 27.0.1
 * translates a RAW-format key; earlier sources passed an internal KeySpec that RustPqc declines, so
 * that SunJCE made the key object) and hands the key to {@code KEM "ML-KEM"}, which must accept
 * the JDK's key objects too; and it uses the secrets' RAW encodings.
 *
 * <p>The "JDK's own keys" are SunJCE's where the JDK has ML-KEM (JDK 24+, 21.0.13+), else
 * BouncyCastle's.
 */
class SunJsseKemContractTest {
    private static final String SET = "ML-KEM-768";

    @Test
    void ourKemEncapsulatesToTheJdksKeysAndReturnsRawSecrets() throws Exception {
        Provider foreign = foreignMlKemProvider();
        Provider ours = new RustPqcProvider();
        KeyPair foreignPair = KeyPairGenerator.getInstance(SET, foreign).generateKeyPair();
        OperationCounts before = RustPqcProvider.operationCounts();

        KEM.Encapsulated sent = KEM.getInstance("ML-KEM", ours).newEncapsulator(foreignPair.getPublic()).encapsulate();

        assertRawSecret(sent.key());
        assertEquals(1088, sent.encapsulation().length);
        SecretKey received = KEM.getInstance("ML-KEM", foreign).newDecapsulator(foreignPair.getPrivate())
                .decapsulate(sent.encapsulation());
        assertArrayEquals(received.getEncoded(), sent.key().getEncoded(), "the JDK's KEM agrees with ours");
        assertEquals(1, delta(before, NativeOperation.ML_KEM_ENCAPSULATE));
    }

    @Test
    void ourKemDecapsulatesWithTheJdksPrivateKeys() throws Exception {
        Provider foreign = foreignMlKemProvider();
        Provider ours = new RustPqcProvider();
        KeyPair foreignPair = KeyPairGenerator.getInstance(SET, foreign).generateKeyPair();
        KEM.Encapsulated sent = KEM.getInstance("ML-KEM", foreign).newEncapsulator(foreignPair.getPublic())
                .encapsulate();
        OperationCounts before = RustPqcProvider.operationCounts();

        SecretKey received = KEM.getInstance("ML-KEM", ours).newDecapsulator(foreignPair.getPrivate())
                .decapsulate(sent.encapsulation());

        assertRawSecret(received);
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());
        assertEquals(1, delta(before, NativeOperation.ML_KEM_DECAPSULATE));
    }

    @Test
    void withRustPqcFirstTheLookupsOfTheJdkHybridResolveToRustPqc() throws Exception {
        Provider foreign = foreignMlKemProvider();
        KeyPair foreignPair = KeyPairGenerator.getInstance(SET, foreign).generateKeyPair();
        Provider ours = new RustPqcProvider();
        RustPqcMlKemProvider.insertFirst();
        try {
            OperationCounts before = RustPqcProvider.operationCounts();

            // Client: the key pair, initialised as the JDK's hybrid does.
            KeyPair pair = SunJsse.clientKeyPair(SET);
            assertArrayEquals(raw(pair.getPublic(), ours),
                    SubjectPublicKeyInfo.getInstance(pair.getPublic().getEncoded()).getPublicKeyData().getOctets(),
                    "the key share SunJSSE takes from the X.509 encoding is the raw key");

            // Server: encapsulation to the JDK's own key object, by the family name.
            KEM.Encapsulator encapsulator = KEM.getInstance("ML-KEM").newEncapsulator(foreignPair.getPublic());
            assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, encapsulator.providerName());
            KEM.Encapsulated sent = encapsulator.encapsulate();
            assertRawSecret(sent.key());

            // Client: decapsulation with our key, by the family name.
            KEM.Decapsulator decapsulator = KEM.getInstance("ML-KEM").newDecapsulator(pair.getPrivate());
            assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, decapsulator.providerName());
            KEM.Encapsulated toUs = KEM.getInstance("ML-KEM", foreign).newEncapsulator(
                    KeyFactory.getInstance(SET, foreign).generatePublic(
                            new X509EncodedKeySpec(pair.getPublic().getEncoded())))
                    .encapsulate();
            assertArrayEquals(toUs.key().getEncoded(), decapsulator.decapsulate(toUs.encapsulation()).getEncoded());

            assertEquals(1, delta(before, NativeOperation.ML_KEM_GENERATE));
            assertEquals(1, delta(before, NativeOperation.ML_KEM_ENCAPSULATE));
            assertEquals(1, delta(before, NativeOperation.ML_KEM_DECAPSULATE));
        } finally {
            Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        }
    }

    /**
     * BouncyCastle JSSE's own crypto, on JDK 21+, also finds ML-KEM through the JCA by parameter-set
     * name ({@code KEM "ML-KEM-768"}): with RustPqc first even stock BCJSSE computes natively. On
     * JDK 17 it cannot (no javax.crypto.KEM), which is what rustpqc-jsse's crypto is for.
     */
    @Test
    void withRustPqcFirstStockBouncyCastleJsseIsNativeToo() throws Exception {
        Security.insertProviderAt(new RustPqcProvider(), 1);
        try {
            OperationCounts before = RustPqcProvider.operationCounts();

            int group = LoopbackHandshakes.negotiatedGroup(new BouncyCastleJsseProvider(), new BouncyCastleJsseProvider());

            assertEquals(HybridGroups.X25519_MLKEM768_CODEPOINT, group);
            assertEquals(1, delta(before, NativeOperation.ML_KEM_GENERATE));
            assertEquals(1, delta(before, NativeOperation.ML_KEM_ENCAPSULATE));
            assertEquals(1, delta(before, NativeOperation.ML_KEM_DECAPSULATE));
        } finally {
            Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
        }
    }

    private static Provider foreignMlKemProvider() {
        Provider sunJce = Security.getProvider("SunJCE");
        if (sunJce != null && sunJce.getService("KEM", "ML-KEM") != null) {
            return sunJce;
        }
        return new BouncyCastleProvider();
    }

    private static void assertRawSecret(SecretKey key) {
        assertNotNull(key);
        assertEquals("RAW", key.getFormat());
        assertEquals(32, key.getEncoded().length);
    }

    private static byte[] raw(PublicKey key, Provider ours) throws Exception {
        return KeyFactory.getInstance(SET, ours).getKeySpec(key, EncodedKeySpec.class).getEncoded();
    }

    private static long delta(OperationCounts before, NativeOperation operation) {
        return RustPqcProvider.operationCounts().total(operation) - before.total(operation);
    }
}
