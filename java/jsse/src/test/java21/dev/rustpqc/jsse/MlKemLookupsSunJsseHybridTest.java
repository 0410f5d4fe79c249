package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcMlKemProvider;
import dev.rustpqc.RustPqcProvider;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.Security;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which JCA lookups the opt-in captures. With RustPqcMlKem first, the ML-KEM lookups (every name,
 * every service type) resolve to it and every other lookup resolves to the provider it resolved to
 * before; with the full RustPqc provider first, ML-DSA would move too, which is why the opt-in is
 * a provider of its own. And the calls JDK 27's SunJSSE makes, one by one, as its sources
 * ({@code sun.security.ssl.KEMKeyExchange}, {@code KAKeyDerivation}, {@code Hybrid}) make them.
 */
class MlKemLookupsSunJsseHybridTest {
    private static final String SET = "ML-KEM-768";

    @AfterEach
    void optOut() {
        SunJsse.nativeMlKem(false);
        Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
    }

    @Test
    void rustPqcMlKemFirstCapturesTheMlKemLookupsAndNoOther() throws Exception {
        Map<String, String> without = resolve();
        SunJsse.nativeMlKem(true);
        Map<String, String> with = resolve();

        List<String> wrong = new ArrayList<>();
        for (String lookup : mlKem()) {
            if (!without.get(lookup).equals("SunJCE") || !with.get(lookup).equals(RustPqcMlKemProvider.PROVIDER_NAME)) {
                wrong.add(lookup + ": " + without.get(lookup) + " -> " + with.get(lookup));
            }
        }
        for (String lookup : JcaLookup.OTHERS) {
            if (!without.get(lookup).equals(with.get(lookup))) {
                wrong.add(lookup + ": " + without.get(lookup) + " -> " + with.get(lookup));
            }
        }
        assertEquals(List.of(), wrong, "ML-KEM: SunJCE -> RustPqcMlKem; everything else unchanged");
        System.out.println("RustPqcMlKem first: " + mlKem().size() + " ML-KEM lookups captured, "
                + JcaLookup.OTHERS.size() + " others unchanged");
    }

    @Test
    void theFullProviderFirstWouldTakeMlDsaToo() throws Exception {
        Security.insertProviderAt(new RustPqcProvider(), 1);

        assertEquals(RustPqcProvider.PROVIDER_NAME, JcaLookup.providerOf("Signature.ML-DSA"));
        assertEquals(RustPqcProvider.PROVIDER_NAME, JcaLookup.providerOf("KeyPairGenerator.ML-DSA-65"));
    }

    /** SunJSSE's client: a key pair as {@code KEMReceiverPossession} and {@code Hybrid} make it, sent raw. */
    @Test
    void theClientsKeyPairIsRustPqcMlKemsAndItsKeyShareIsTheRawKey() throws Exception {
        SunJsse.nativeMlKem(true);
        NativeCountsDelta provider = NativeCountsDelta.start();

        KeyPair pair = SunJsse.clientKeyPair(SET);

        byte[] spki = pair.getPublic().getEncoded();
        assertEquals(1184 + 22, spki.length, "SunJSSE decodes the X.509 encoding and sends the 1184-byte key");
        provider.assertMlKemSinceStart(new NativeKemCounts(1, 0, 0));
    }

    /**
     * SunJSSE's server: {@code KeyFactory "ML-KEM-768"} translates a RAW-format public key named
     * after the set (the JDK 27 build here; older builds of the JDK passed a {@code RawKeySpec},
     * which RustPqc declines and the JCA hands to SunJCE), then {@code KEM "ML-KEM"} encapsulates.
     */
    @Test
    void theServersKeyIsTranslatedByRustPqcMlKemAndEncapsulatedNatively() throws Exception {
        KeyPair clients = KeyPairGenerator.getInstance(SET, "SunJCE").generateKeyPair();
        byte[] raw = KeyFactory.getInstance(SET, new RustPqcProvider()).getKeySpec(clients.getPublic(),
                java.security.spec.EncodedKeySpec.class).getEncoded();
        SunJsse.nativeMlKem(true);
        NativeCountsDelta provider = NativeCountsDelta.start();

        KeyFactory factory = KeyFactory.getInstance(SET);
        Key translated = factory.translateKey(new RawPublicKey(SET, raw));
        KEM.Encapsulator encapsulator = KEM.getInstance("ML-KEM").newEncapsulator((PublicKey) translated);
        KEM.Encapsulated sent = encapsulator.encapsulate();

        assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, factory.getProvider().getName());
        assertTrue(translated.getClass().getName().startsWith("dev.rustpqc."), translated.getClass().getName());
        assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, encapsulator.providerName());
        assertEquals("RAW", sent.key().getFormat(), "SunJSSE feeds the secret to HKDF as RAW bytes");
        SecretKey received = KEM.getInstance("ML-KEM", "SunJCE").newDecapsulator(clients.getPrivate())
                .decapsulate(sent.encapsulation());
        assertArrayEquals(received.getEncoded(), sent.key().getEncoded(), "SunJCE's client key agrees");
        provider.assertMlKemSinceStart(new NativeKemCounts(0, 1, 0));
    }

    private static List<String> mlKem() {
        List<String> lookups = new ArrayList<>(JcaLookup.ML_KEM_BY_NAME);
        lookups.addAll(JcaLookup.ML_KEM_BY_OID);
        return lookups;
    }

    private static Map<String, String> resolve() throws Exception {
        Map<String, String> providers = new LinkedHashMap<>();
        for (String lookup : mlKem()) {
            providers.put(lookup, JcaLookup.providerOf(lookup));
        }
        for (String lookup : JcaLookup.OTHERS) {
            providers.put(lookup, JcaLookup.providerOf(lookup));
        }
        return providers;
    }

    /** A public key given as its bare bytes and the set's name, as JDK 27's SunJSSE server builds one. */
    private record RawPublicKey(String algorithm, byte[] raw) implements PublicKey {
        @Override
        public String getAlgorithm() {
            return algorithm;
        }

        @Override
        public String getFormat() {
            return "RAW";
        }

        @Override
        public byte[] getEncoded() {
            return raw.clone();
        }
    }
}
