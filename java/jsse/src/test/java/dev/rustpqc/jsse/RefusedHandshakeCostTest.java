package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyStore;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a handshake the server must refuse costs it, whatever the size of its key store: an
 * unauthenticated client offers only signature schemes that no entry can serve. The cost is counted
 * in private keys read from the key store, as each read of a PKCS12 key decrypts it (milliseconds,
 * the most a refusal can cost): no timing. With 1 and 200 entries, through rustpqc-jsse's wrapper
 * of the JDK's {@code PKIX} key managers and through rustpqc-jsse's own {@code PKIX} factory, a
 * refusal reads as many keys as with 1 entry, and no more than SunJSSE's own server with the JDK's
 * {@code PKIX} factory over the same key store (the reference). rustpqc-jsse's wrapper once read
 * the key of every entry of the family at each refusal.
 */
@ExtendWith(RegisteredRustPqc.class)
class RefusedHandshakeCostTest {
    private static final int[] SIZES = {1, 200};

    /** P-256 entries; the client offers only the P-384 and P-521 ECDSA schemes. */
    @Test
    void refusingAnEcdsaClientReadsNoMoreKeysWithTwoHundredEntriesThanWithOne() throws Exception {
        Map<String, List<Integer>> reads = reads("EC P-256",
                ServedCredential.offering("ecdsa_secp384r1_sha384", "ecdsa_secp521r1_sha512"), ServedCredential.asIs(),
                true);
        List<Integer> reference = reads.remove("SunJSSE, PKIX (JDK)");
        reads.forEach((factory, counts) -> {
            assertEquals(counts.get(0), counts.get(1), factory + ": key reads with 1 entry and with 200: " + counts);
            assertTrue(counts.get(1) <= Math.max(1, reference.get(1)), factory + ": " + counts + ", SunJSSE " + reference);
        });
    }

    /** ML-DSA-65 entries; the client offers only mldsa87 (SunJSSE has no ML-DSA: no reference). */
    @Test
    void refusingAnMlDsaClientReadsNoMoreKeysWithTwoHundredEntriesThanWithOne() throws Exception {
        Map<String, List<Integer>> reads = reads("ML-DSA-65", ServedCredential.offering("mldsa87"), MlDsaSchemes::enable,
                false);
        reads.forEach((factory, counts) -> {
            assertEquals(counts.get(0), counts.get(1), factory + ": key reads with 1 entry and with 200: " + counts);
            assertTrue(counts.get(1) <= 1, factory + ": " + counts);
        });
    }

    /**
     * The keys each server read for one refused handshake, by server and key manager factory, with
     * 1 and with 200 entries of {@code kind}; also checks that the refusal was one. The servers of
     * rustpqc-jsse are set up by {@code serverSetup} (so that they consider the schemes offered).
     */
    private static Map<String, List<Integer>> reads(String kind, Consumer<SSLSocket> client,
            Consumer<SSLSocket> serverSetup, boolean withSunJsse) throws Exception {
        TestCredentials credentials = TestCredentials.get();
        Provider jsse = RustPqcJsse.provider(true);
        Map<String, List<Integer>> reads = new LinkedHashMap<>();
        for (int size : SIZES) {
            KeyStore store = TestCredentials.keyStore(credentials.many(size, kind, "entry"));
            List<String> servers = new ArrayList<>(List.of("rustpqc-jsse, PKIX (JDK)", "rustpqc-jsse, PKIX (rustpqc-jsse)"));
            if (withSunJsse) {
                servers.add("SunJSSE, PKIX (JDK)");
            }
            for (String server : servers) {
                CountingKeyStore.Counted counted = CountingKeyStore.wrap(store);
                KeyManagerFactory factory = server.endsWith("(JDK)") ? KeyManagerFactory.getInstance("PKIX", "SunJSSE")
                        : KeyManagerFactory.getInstance("PKIX", jsse);
                factory.init(counted.keyStore(), TestCredentials.PASSWORD);
                SSLContext context = TestCredentials.server(server.startsWith("SunJSSE")
                        ? Security.getProvider("SunJSSE") : jsse, factory.getKeyManagers());
                int atInit = counted.keyReads().get();
                ServedCredential served = ServedCredential.of(context,
                        server.startsWith("SunJSSE") ? ServedCredential.asIs() : serverSetup, credentials.client(), client);
                int read = counted.keyReads().get() - atInit;
                assertTrue(served.certificate() == null, server + " served a client it could not serve");
                System.out.printf("%s, %d %s entries: %d key(s) read at init, %d for a refused handshake%n", server,
                        size, kind, atInit, read);
                reads.computeIfAbsent(server, name -> new ArrayList<>()).add(read);
            }
        }
        return reads;
    }
}
