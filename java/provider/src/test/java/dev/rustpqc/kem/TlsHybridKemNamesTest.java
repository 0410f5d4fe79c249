package dev.rustpqc.kem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.RustPqcProvider;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.KEM;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.pqc.jcajce.provider.BouncyCastlePQCProvider;
import org.junit.jupiter.api.Test;

/**
 * Why RustPqc offers no TLS hybrid groups as KEMs (README, X-Wing section): no provider a JDK
 * application can reach has them under any spelling, neither the JDK's own (JDK 27 included, whose
 * TLS builds them inside SunJSSE) nor BouncyCastle's, so no caller is written against such a name.
 * The test fails the day one appears, which is the day to reconsider.
 */
class TlsHybridKemNamesTest {
    private static final List<String> NAMES = List.of("X25519MLKEM768", "SecP256r1MLKEM768", "X25519_MLKEM768",
            "SECP256R1MLKEM768", "MLKEM768X25519", "X25519Kyber768Draft00");

    @Test
    void noReachableProviderHasATlsHybridKem() {
        List<Provider> providers = new ArrayList<>(List.of(Security.getProviders()));
        providers.add(new BouncyCastleProvider());
        providers.add(new BouncyCastlePQCProvider());
        providers.add(new RustPqcProvider());
        List<String> found = new ArrayList<>();
        for (String name : NAMES) {
            try {
                KEM.getInstance(name);
                found.add(name + " (default lookup)");
            } catch (NoSuchAlgorithmException expected) {
                // as the README says
            }
            for (Provider provider : providers) {
                try {
                    KEM.getInstance(name, provider);
                    found.add(name + " in " + provider.getName());
                } catch (NoSuchAlgorithmException expected) {
                    // as the README says
                }
            }
        }
        assertEquals(List.of(), found, "KEMs named like a TLS hybrid group on JDK " + Runtime.version());
    }

    @Test
    void theLookupCanFindAKemThatExists() throws NoSuchAlgorithmException {
        // The same lookups find X-Wing in both providers, so a miss above is not a broken lookup.
        assertEquals("X-Wing", KEM.getInstance("X-Wing", new RustPqcProvider()).getAlgorithm());
        KEM.getInstance("X-Wing", new BouncyCastleProvider());
    }
}
