package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The service names and aliases match the JDK's, so JCA lookups by any of them find us. */
class ProviderServicesTest {
    private static final List<String[]> SETS = List.of(
            new String[] {"ML-KEM-512", "2.16.840.1.101.3.4.4.1"},
            new String[] {"ML-KEM-768", "2.16.840.1.101.3.4.4.2"},
            new String[] {"ML-KEM-1024", "2.16.840.1.101.3.4.4.3"},
            new String[] {"ML-DSA-44", "2.16.840.1.101.3.4.3.17"},
            new String[] {"ML-DSA-65", "2.16.840.1.101.3.4.3.18"},
            new String[] {"ML-DSA-87", "2.16.840.1.101.3.4.3.19"});

    @Test
    void everyNameAndAliasIsRegistered() throws Exception {
        assertEquals("RustPqc", PROVIDER.getName());
        for (String[] set : SETS) {
            boolean kem = set[0].startsWith("ML-KEM");
            List<String> types = kem ? List.of("KeyPairGenerator", "KeyFactory") : List.of("KeyPairGenerator",
                    "KeyFactory", "Signature");
            for (String type : types) {
                for (String name : List.of(set[0], set[1], "OID." + set[1])) {
                    Provider.Service service = PROVIDER.getService(type, name);
                    assertNotNull(service, type + "." + name);
                    assertEquals(set[0], service.getAlgorithm());
                }
            }
            Provider.Service kemService = PROVIDER.getService("KEM", set[0]);
            if (kem && kemApiPresent()) {
                assertNotNull(kemService, "KEM." + set[0]);
                assertNotNull(PROVIDER.getService("KEM", "OID." + set[1]));
            } else {
                assertNull(kemService, "no KEM service where javax.crypto.KEMSpi is missing");
            }
        }
        assertNotNull(PROVIDER.getService("KeyPairGenerator", "ML-KEM"));
        assertNotNull(PROVIDER.getService("KeyFactory", "ML-DSA"));
        assertNotNull(PROVIDER.getService("Signature", "ML-DSA"));
        assertEquals(kemApiPresent(), PROVIDER.getService("KEM", "ML-KEM") != null);
        if (Fixtures.jdk() >= 21 || Runtime.version().compareTo(Runtime.Version.parse("17.0.15")) >= 0) {
            assertNotNull(PROVIDER.getService("KEM", "ML-KEM"), "JDK 21+ and 17.0.15 have the KEM API");
        }
        assertNull(PROVIDER.getService("Signature", "ML-KEM"));
        for (String name : List.of("X-Wing", "X-WING", "XWING", "1.3.6.1.4.1.62253.25722",
                "OID.1.3.6.1.4.1.62253.25722")) {
            assertEquals("X-Wing", PROVIDER.getService("KeyPairGenerator", name).getAlgorithm(), name);
            assertEquals("X-Wing", PROVIDER.getService("KeyFactory", name).getAlgorithm(), name);
            assertEquals(kemApiPresent(), PROVIDER.getService("KEM", name) != null, name);
        }
    }

    /** Whether this JDK has the KEM API: JDK 21+, and JDK 17 updates that backported it. */
    private static boolean kemApiPresent() {
        try {
            Class.forName("javax.crypto.KEMSpi");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    @Test
    void oidAliasesWork() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("OID.2.16.840.1.101.3.4.3.17", PROVIDER);
        assertEquals(1334, generator.generateKeyPair().getPublic().getEncoded().length);
        assertTrue(RustPqcProvider.isAvailable());
        assertNull(RustPqcProvider.loadError());
    }
}
