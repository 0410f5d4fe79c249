package dev.rustpqc.kem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcProvider;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.KEM;
import javax.crypto.SecretKey;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/**
 * X-Wing against BouncyCastle 1.87's (pure Java, the current combiner) in both directions: keys
 * (objects and encodings, byte for byte; BouncyCastle's key objects in our KEM and KeyFactory, ours
 * as encodings, as its KEM and KeyFactory take only its own), ciphertexts and secrets, the draft's vectors in
 * BouncyCastle, tampered ciphertexts, and the one place the two differ: a low-order X25519 point,
 * which the draft and RustPqc accept (ss_X = 0 enters the combiner) and BouncyCastle refuses.
 */
class XWingBouncyCastleTest {
    private static final Provider OURS = new RustPqcProvider();
    private static final Provider BC = new BouncyCastleProvider();
    private static final int PAIRS = 25;

    private static KEM.Encapsulated encapsulate(Provider provider, PublicKey key) throws Exception {
        return KEM.getInstance("X-Wing", provider).newEncapsulator(key).encapsulate();
    }

    private static SecretKey decapsulate(Provider provider, PrivateKey key, byte[] ciphertext) throws Exception {
        return KEM.getInstance("X-Wing", provider).newDecapsulator(key).decapsulate(ciphertext);
    }

    private static KeyPair generate(Provider provider) throws Exception {
        return KeyPairGenerator.getInstance("X-Wing", provider).generateKeyPair();
    }

    /** Our keys in BouncyCastle's KEM and BouncyCastle's in ours, as objects and as encodings. */
    @Test
    void secretsCrossBothWays() throws Exception {
        KeyFactory ourFactory = KeyFactory.getInstance("X-Wing", OURS);
        KeyFactory theirFactory = KeyFactory.getInstance("X-WING", BC);
        int crossings = 0;
        for (int i = 0; i < PAIRS; i++) {
            KeyPair ours = generate(OURS);
            KeyPair theirs = generate(BC);
            assertEquals(theirs.getPublic().getAlgorithm(), ours.getPublic().getAlgorithm());
            assertEquals(theirs.getPrivate().getAlgorithm(), ours.getPrivate().getAlgorithm());

            // Encodings read by the other side and written back byte for byte.
            PublicKey ourPublicInBc = theirFactory.generatePublic(new X509EncodedKeySpec(ours.getPublic().getEncoded()));
            PrivateKey ourPrivateInBc = theirFactory.generatePrivate(
                    new PKCS8EncodedKeySpec(ours.getPrivate().getEncoded()));
            PublicKey theirPublicInOurs = ourFactory.generatePublic(
                    new X509EncodedKeySpec(theirs.getPublic().getEncoded()));
            PrivateKey theirPrivateInOurs = ourFactory.generatePrivate(
                    new PKCS8EncodedKeySpec(theirs.getPrivate().getEncoded()));
            assertArrayEquals(ours.getPublic().getEncoded(), ourPublicInBc.getEncoded());
            assertArrayEquals(ours.getPrivate().getEncoded(), ourPrivateInBc.getEncoded());
            assertArrayEquals(theirs.getPublic().getEncoded(), theirPublicInOurs.getEncoded());
            assertArrayEquals(theirs.getPrivate().getEncoded(), theirPrivateInOurs.getEncoded());
            assertEquals(ours.getPublic(), ourPublicInBc, "our public key equals BouncyCastle's copy of it");
            assertEquals(theirPublicInOurs, theirs.getPublic());
            assertEquals(theirPublicInOurs, ourFactory.translateKey(theirs.getPublic()));

            // We encapsulate to BouncyCastle's key objects, BouncyCastle decapsulates; and back.
            KEM.Encapsulated toTheirs = encapsulate(OURS, theirs.getPublic());
            assertArrayEquals(toTheirs.key().getEncoded(),
                    decapsulate(BC, theirs.getPrivate(), toTheirs.encapsulation()).getEncoded());
            assertArrayEquals(toTheirs.key().getEncoded(),
                    decapsulate(OURS, theirs.getPrivate(), toTheirs.encapsulation()).getEncoded());
            KEM.Encapsulated toOurs = encapsulate(BC, ourPublicInBc);
            assertArrayEquals(toOurs.key().getEncoded(),
                    decapsulate(OURS, ours.getPrivate(), toOurs.encapsulation()).getEncoded());
            assertArrayEquals(toOurs.key().getEncoded(),
                    decapsulate(BC, ourPrivateInBc, toOurs.encapsulation()).getEncoded());
            // BouncyCastle's KEM and KeyFactory take only its own X-Wing key objects ("unsupported
            // key type"): ours cross to it as encodings, as above.
            assertThrows(InvalidKeyException.class, () -> encapsulate(BC, ours.getPublic()));
            assertThrows(InvalidKeyException.class, () -> theirFactory.translateKey(ours.getPublic()));

            // A tampered ciphertext gives the same rejection secret on both sides.
            byte[] tampered = toTheirs.encapsulation();
            tampered[i * 41 % 1120] ^= 0x10;
            byte[] ourRejection = decapsulate(OURS, theirPrivateInOurs, tampered).getEncoded();
            assertArrayEquals(decapsulate(BC, theirs.getPrivate(), tampered).getEncoded(), ourRejection);
            assertNotEquals(HexFormat.of().formatHex(toTheirs.key().getEncoded()), HexFormat.of().formatHex(ourRejection));
            crossings += 5;
        }
        assertEquals(5 * PAIRS, crossings);
    }

    /** BouncyCastle decapsulates the draft's vectors too (so both sides agree on the combiner). */
    @Test
    void bouncyCastleAgreesOnTheDraftsVectors() throws Exception {
        KeyFactory theirFactory = KeyFactory.getInstance("X-WING", BC);
        KeyFactory ourFactory = KeyFactory.getInstance("X-Wing", OURS);
        for (XWingKemTest.Vector v : XWingKemTest.draftVectors()) {
            byte[] pkcs8 = HexFormat.of().parseHex("3034020100300d060b2b0601040183e62d81c87a0420"
                    + HexFormat.of().formatHex(v.seed()));
            PrivateKey theirs = theirFactory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
            assertArrayEquals(v.ss(), decapsulate(BC, theirs, v.ct()).getEncoded());
            assertArrayEquals(v.ss(), decapsulate(OURS, theirs, v.ct()).getEncoded());
            PrivateKey ours = ourFactory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8));
            assertArrayEquals(v.ss(), decapsulate(OURS, ours, v.ct()).getEncoded());
            PrivateKey oursInBc = theirFactory.generatePrivate(new PKCS8EncodedKeySpec(ours.getEncoded()));
            assertArrayEquals(v.ss(), decapsulate(BC, oursInBc, v.ct()).getEncoded());
        }
    }

    /**
     * A low-order X25519 point (here u = 0) as the ciphertext's X25519 part: the draft's X25519 is
     * the RFC 7748 function, so RustPqc decapsulates (ss_X = 0 enters the combiner, and the ML-KEM
     * secret still protects the result). BouncyCastle's X25519 agreement refuses an all-zero output,
     * so its decapsulation throws. The same point in a public key: we encapsulate, BouncyCastle
     * refuses. Recorded here so that a change on either side shows.
     */
    @Test
    void lowOrderPointsAreWhereTheTwoDiffer() throws Exception {
        KeyPair pair = generate(OURS);
        KEM.Encapsulated sent = encapsulate(OURS, pair.getPublic());
        byte[] lowOrder = sent.encapsulation();
        Arrays.fill(lowOrder, 1088, 1120, (byte) 0);
        byte[] ours = decapsulate(OURS, pair.getPrivate(), lowOrder).getEncoded();
        assertEquals(32, ours.length);
        assertNotEquals(HexFormat.of().formatHex(sent.key().getEncoded()), HexFormat.of().formatHex(ours));
        PrivateKey theirs = KeyFactory.getInstance("X-WING", BC)
                .generatePrivate(new PKCS8EncodedKeySpec(pair.getPrivate().getEncoded()));
        Exception refused = assertThrows(Exception.class, () -> decapsulate(BC, theirs, lowOrder));
        assertTrue(refused.toString().contains("agreement") || refused.toString().contains("X25519"),
                "BouncyCastle refuses a low-order point: " + refused);

        byte[] spki = pair.getPublic().getEncoded();
        Arrays.fill(spki, 24 + 1184, 1240, (byte) 0);
        PublicKey lowOrderKey = KeyFactory.getInstance("X-Wing", OURS).generatePublic(new X509EncodedKeySpec(spki));
        assertEquals(1120, encapsulate(OURS, lowOrderKey).encapsulation().length);
        PublicKey theirLowOrderKey = KeyFactory.getInstance("X-WING", BC).generatePublic(new X509EncodedKeySpec(spki));
        assertThrows(Exception.class, () -> encapsulate(BC, theirLowOrderKey));
    }
}
