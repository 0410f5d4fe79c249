package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.keys.PqcPublicKey;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link RustPqcMlKemProvider}: exactly RustPqc's ML-KEM services, nothing else, first in the
 * provider order when asked, and the same keys as {@link RustPqcProvider}'s.
 */
class MlKemOnlyProviderTest {
    @Test
    void itOffersRustPqcsMlKemServicesAndNoOther() {
        Provider mlKem = new RustPqcMlKemProvider();
        Set<String> expected = new TreeSet<>();
        for (Provider.Service service : Fixtures.PROVIDER.getServices()) {
            // What SunJSSE's hybrid looks up; RustPqc's ML-KEM Cipher (CMS key transport) stays out.
            if (service.getAlgorithm().startsWith("ML-KEM") && !service.getType().equals("Cipher")) {
                expected.add(service.getType() + "." + service.getAlgorithm());
            }
        }
        Set<String> offered = new TreeSet<>();
        for (Provider.Service service : mlKem.getServices()) {
            offered.add(service.getType() + "." + service.getAlgorithm());
        }
        assertEquals(expected, offered);
        assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, mlKem.getName());
        assertNull(mlKem.getService("Signature", "ML-DSA"));
        assertNull(mlKem.getService("KeyPairGenerator", "ML-DSA-65"));
        assertEquals("ML-KEM-768", mlKem.getService("KeyFactory", "OID.2.16.840.1.101.3.4.4.2").getAlgorithm());
    }

    @Test
    void insertFirstPutsItFirstAndMovesItThereWhenItIsAlreadyRegistered() throws Exception {
        try {
            Security.addProvider(new RustPqcMlKemProvider());
            assertNotEquals(RustPqcMlKemProvider.PROVIDER_NAME, Security.getProviders()[0].getName());

            RustPqcMlKemProvider.insertFirst();
            RustPqcMlKemProvider.insertFirst();

            assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, Security.getProviders()[0].getName());
            long registered = java.util.Arrays.stream(Security.getProviders())
                    .filter(p -> p.getName().equals(RustPqcMlKemProvider.PROVIDER_NAME)).count();
            assertEquals(1, registered);
            KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-1024").generateKeyPair();
            assertTrue(pair.getPublic() instanceof PqcPublicKey, "RustPqc's key: " + pair.getPublic().getClass());
        } finally {
            Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        }
    }
}
