package dev.rustpqc.kem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcProvider;
import java.security.InvalidKeyException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.Arrays;
import javax.crypto.DecapsulateException;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The javax.crypto.KEM API (JDK 21+) over our ML-KEM. */
class KemApiTest {
    private static final Provider PROVIDER = new RustPqcProvider();

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"})
    void roundTripThroughKem(String set) throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
        KEM kem = KEM.getInstance("ML-KEM", PROVIDER);
        KEM.Encapsulator encapsulator = kem.newEncapsulator(pair.getPublic());
        KEM.Encapsulated sent = encapsulator.encapsulate();
        assertEquals(encapsulator.encapsulationSize(), sent.encapsulation().length);
        assertEquals(32, encapsulator.secretSize());
        assertEquals("Generic", sent.key().getAlgorithm());
        assertEquals("RAW", sent.key().getFormat());

        KEM.Decapsulator decapsulator = KEM.getInstance(set, PROVIDER).newDecapsulator(pair.getPrivate());
        SecretKey received = decapsulator.decapsulate(sent.encapsulation());
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());

        byte[] tampered = sent.encapsulation();
        tampered[0] ^= 0x40;
        assertFalse(Arrays.equals(sent.key().getEncoded(), decapsulator.decapsulate(tampered).getEncoded()),
                "implicit rejection, not an exception");
    }

    @Test
    void rangesAndAlgorithmsAreHonoured() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-KEM", PROVIDER).generateKeyPair();
        KEM kem = KEM.getInstance("ML-KEM", PROVIDER);
        KEM.Encapsulated sent = kem.newEncapsulator(pair.getPublic()).encapsulate(0, 16, "AES");
        assertEquals("AES", sent.key().getAlgorithm());
        assertEquals(16, sent.key().getEncoded().length);
        SecretKey received = kem.newDecapsulator(pair.getPrivate()).decapsulate(sent.encapsulation(), 0, 16, "AES");
        assertArrayEquals(sent.key().getEncoded(), received.getEncoded());
        assertThrows(IndexOutOfBoundsException.class, () -> kem.newEncapsulator(pair.getPublic()).encapsulate(0, 33, "AES"));
        assertThrows(NullPointerException.class, () -> kem.newEncapsulator(pair.getPublic()).encapsulate(0, 32, null));
    }

    @Test
    void wrongLengthCiphertextIsADecapsulateException() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-768", PROVIDER).generateKeyPair();
        KEM.Decapsulator decapsulator = KEM.getInstance("ML-KEM", PROVIDER).newDecapsulator(pair.getPrivate());
        DecapsulateException e = assertThrows(DecapsulateException.class, () -> decapsulator.decapsulate(new byte[1087]));
        assertTrue(e.getMessage().contains("1087") && e.getMessage().contains("1088"), e.getMessage());
        assertThrows(DecapsulateException.class, () -> decapsulator.decapsulate(new byte[1089]));
    }

    @Test
    void aKeyOfAnotherSetIsRejectedNamingBoth() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-512", PROVIDER).generateKeyPair();
        InvalidKeyException e = assertThrows(InvalidKeyException.class,
                () -> KEM.getInstance("ML-KEM-768", PROVIDER).newEncapsulator(pair.getPublic()));
        assertTrue(e.getMessage().contains("ML-KEM-512") && e.getMessage().contains("ML-KEM-768"), e.getMessage());
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-44", PROVIDER).generateKeyPair();
        assertThrows(InvalidKeyException.class, () -> KEM.getInstance("ML-KEM", PROVIDER).newEncapsulator(dsa.getPublic()));
    }
}
