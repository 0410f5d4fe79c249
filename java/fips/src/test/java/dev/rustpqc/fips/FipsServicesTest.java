package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.FipsModule;
import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.XWing;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.Signature;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What the FIPS flavour serves and what it does not: the module is loaded from the jar, in FIPS
 * mode, its self-tests passed; ML-KEM and pure ML-DSA are registered and nothing else; what lies
 * outside the module's approved services is refused with a message that says so.
 */
class FipsServicesTest {
    private static final Provider PROVIDER = new RustPqcProvider();

    @Test
    void theModuleIsLoadedFromTheJarInFipsMode() {
        assertTrue(FipsModule.isActive());
        assertEquals("AWS-LC Cryptographic Module", FipsModule.name());
        assertTrue(FipsModule.version().startsWith("AWS-LC FIPS 4."), FipsModule.version());
        assertTrue(FipsModule.fipsMode());
        assertTrue(FipsModule.selfTestPassed());
        assertEquals(List.of("ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"),
                FipsModule.approvedServices());
        assertTrue(RustPqcProvider.diagnosis().contains("build linux-x86_64/fips"), RustPqcProvider.diagnosis());
    }

    @Test
    void onlyMlKemAndMlDsaAreRegistered() {
        Set<String> algorithms = new TreeSet<>();
        for (Provider.Service service : PROVIDER.getServices()) {
            algorithms.add(service.getType() + " " + service.getAlgorithm());
            assertTrue(service.getAlgorithm().startsWith("ML-KEM") || service.getAlgorithm().startsWith("ML-DSA"),
                    service.toString());
        }
        assertEquals(Set.of("KEM ML-KEM", "KEM ML-KEM-512", "KEM ML-KEM-768", "KEM ML-KEM-1024",
                "KeyFactory ML-DSA", "KeyFactory ML-DSA-44", "KeyFactory ML-DSA-65", "KeyFactory ML-DSA-87",
                "KeyFactory ML-KEM", "KeyFactory ML-KEM-512", "KeyFactory ML-KEM-768", "KeyFactory ML-KEM-1024",
                "KeyPairGenerator ML-DSA", "KeyPairGenerator ML-DSA-44", "KeyPairGenerator ML-DSA-65",
                "KeyPairGenerator ML-DSA-87", "KeyPairGenerator ML-KEM", "KeyPairGenerator ML-KEM-512",
                "KeyPairGenerator ML-KEM-768", "KeyPairGenerator ML-KEM-1024", "Signature ML-DSA",
                "Signature ML-DSA-44", "Signature ML-DSA-65", "Signature ML-DSA-87").stream()
                .filter(name -> !name.startsWith("KEM ") || kemApiPresent()).collect(java.util.stream.Collectors
                        .toCollection(TreeSet::new)), algorithms);
        for (String absent : List.of("SLH-DSA", "SLH-DSA-SHA2-128F", "HASH-ML-DSA", "ML-DSA-65-WITH-SHA512",
                "ML-DSA-EXTERNAL-MU", "ML-DSA-ExtMu", "HASH-SLH-DSA")) {
            assertThrows(NoSuchAlgorithmException.class, () -> Signature.getInstance(absent, PROVIDER), absent);
        }
        assertThrows(NoSuchAlgorithmException.class, () -> KeyPairGenerator.getInstance("X-Wing", PROVIDER));
        assertThrows(NoSuchAlgorithmException.class, () -> KeyPairGenerator.getInstance("SLH-DSA", PROVIDER));
    }

    @Test
    void contextsAndDeterministicSigningAreOutsideTheBoundary() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-65", PROVIDER).generateKeyPair();
        Signature signature = Signature.getInstance("ML-DSA", PROVIDER);
        signature.initSign(pair.getPrivate());
        InvalidAlgorithmParameterException context = assertThrows(InvalidAlgorithmParameterException.class,
                () -> signature.setParameter(new MlDsaParameterSpec(new byte[] {1, 2, 3})));
        assertTrue(context.getMessage().contains("outside the FIPS boundary"), context.getMessage());
        InvalidAlgorithmParameterException deterministic = assertThrows(InvalidAlgorithmParameterException.class,
                () -> signature.setParameter(MlDsaParameterSpec.deterministicSigning()));
        assertTrue(deterministic.getMessage().contains("outside the FIPS boundary"), deterministic.getMessage());
        // The empty context, hedged, is the module's: it still signs after the refusals.
        signature.setParameter(new MlDsaParameterSpec(new byte[0]));
        signature.update(new byte[] {7});
        signature.initVerify(pair.getPublic());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> signature.setParameter(new MlDsaParameterSpec(new byte[] {1})));
    }

    @Test
    void xWingIsRefusedByTheLibrary() throws Exception {
        // A syntactically valid X-Wing public key: the library refuses before it reads it.
        PublicKey foreign = new PublicKey() {
            @Override
            public String getAlgorithm() {
                return "X-Wing";
            }

            @Override
            public String getFormat() {
                return "RAW";
            }

            @Override
            public byte[] getEncoded() {
                return new byte[1216];
            }
        };
        ProviderException refused = assertThrows(ProviderException.class, () -> XWing.encapsulate(foreign, "AES"));
        assertTrue(refused.getMessage().contains("outside the FIPS boundary"), refused.getMessage());
    }

    private static boolean kemApiPresent() {
        try {
            Class.forName("javax.crypto.KEMSpi");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
