package dev.rustpqc.hpke;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.HpkeContext;
import dev.rustpqc.HpkeParameterSpec;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.RawKeySpec;
import dev.rustpqc.RustPqcRegistration;
import dev.rustpqc.RustPqcProvider;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The {@code HPKE} cipher as an application meets it, on every JDK the tests run on, with
 * {@link HpkeParameterSpec}: each KEM with each KDF (the SHAKE and TurboSHAKE ones included) and
 * AEAD, messages in sequence, streaming, the encapsulation as the IV, the native KEM; and as an
 * attacker or a careless caller meets it: wrong keys and sizes, changed or truncated
 * encapsulations and ciphertexts, a PSK on one side only, misused specs and modes, each a typed
 * exception, no plaintext before the tag is checked, and the secrets of a context wiped.
 */
class HpkeCipherTest {
    private static final byte[] MESSAGE = "an HPKE message".getBytes(StandardCharsets.UTF_8);

    static KeyPair pair(HpkeKem kem) throws Exception {
        return KeyPairGenerator.getInstance(kem.set.jcaName, Fixtures.PROVIDER).generateKeyPair();
    }

    static HpkeParameterSpec spec(HpkeKem kem) {
        return HpkeParameterSpec.of(kem.id(), HpkeParameterSpec.KDF_HKDF_SHA256, HpkeParameterSpec.AEAD_AES_256_GCM);
    }

    static Cipher cipher() throws Exception {
        return Cipher.getInstance("HPKE", Fixtures.PROVIDER);
    }

    static Cipher sender(PublicKey key, HpkeParameterSpec spec) throws Exception {
        Cipher sender = cipher();
        sender.init(Cipher.ENCRYPT_MODE, key, spec);
        return sender;
    }

    static Cipher recipient(PrivateKey key, HpkeParameterSpec spec, byte[] encapsulation) throws Exception {
        Cipher recipient = cipher();
        recipient.init(Cipher.DECRYPT_MODE, key, spec.withEncapsulation(encapsulation));
        return recipient;
    }

    @Test
    void everyKemKdfAndAeadRoundTripsAndTheEncapsulationIsTheIv() throws Exception {
        int suites = 0;
        for (HpkeKem kem : HpkeKem.values()) {
            KeyPair pair = pair(kem);
            for (HpkeKdf kdf : HpkeKdf.values()) {
                for (HpkeAead aead : new HpkeAead[] {HpkeAead.AES_128_GCM, HpkeAead.AES_256_GCM,
                    HpkeAead.CHACHA20_POLY1305}) {
                    HpkeParameterSpec spec = HpkeParameterSpec.of(kem.id(), kdf.id(), aead.id())
                            .withInfo(new byte[] {1, 2, 3});
                    Cipher sender = sender(pair.getPublic(), spec);
                    byte[] encapsulation = sender.getIV();
                    assertEquals(kem.encapsulationLength(), encapsulation.length, spec.toString());
                    byte[] sealed = sender.doFinal(MESSAGE);
                    assertEquals(MESSAGE.length + 16, sealed.length);
                    Cipher recipient = recipient(pair.getPrivate(), spec, encapsulation);
                    assertNull(recipient.getIV(), "the recipient has no encapsulation of its own");
                    assertArrayEquals(MESSAGE, recipient.doFinal(sealed), spec.toString());
                    suites++;
                }
            }
        }
        assertEquals(4 * 7 * 3, suites);
    }

    @Test
    void messagesGoInSequenceAndEachDoFinalIsOneMessage() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
        Cipher sender = sender(pair.getPublic(), spec);
        byte[][] sealed = new byte[5][];
        for (int i = 0; i < sealed.length; i++) {
            sender.updateAAD(new byte[] {(byte) i});
            sealed[i] = sender.doFinal(("message " + i).getBytes(StandardCharsets.UTF_8));
        }
        assertFalse(Arrays.equals(sealed[0], sealed[1]), "each message has its own nonce");

        Cipher recipient = recipient(pair.getPrivate(), spec, sender.getIV());
        for (int i = 0; i < sealed.length; i++) {
            recipient.updateAAD(new byte[] {(byte) i});
            assertEquals("message " + i, new String(recipient.doFinal(sealed[i]), StandardCharsets.UTF_8));
        }

        // Out of order fails: message 1 opened as the first.
        Cipher fresh = recipient(pair.getPrivate(), spec, sender.getIV());
        fresh.updateAAD(new byte[] {1});
        assertThrows(AEADBadTagException.class, () -> fresh.doFinal(sealed[1]));
        // A failed message does not use up its number (RFC 9180, section 5.2): message 0 still opens.
        fresh.updateAAD(new byte[] {0});
        assertEquals("message 0", new String(fresh.doFinal(sealed[0]), StandardCharsets.UTF_8));
    }

    @Test
    void aForgedMessageDoesNotPutTheRecipientOutOfStep() throws Exception {
        KeyPair pair = pair(HpkeKem.X_WING);
        HpkeParameterSpec spec = spec(HpkeKem.X_WING);
        Cipher sender = sender(pair.getPublic(), spec);
        byte[] first = sender.doFinal(MESSAGE);
        byte[] second = sender.doFinal(MESSAGE);
        Cipher recipient = recipient(pair.getPrivate(), spec, sender.getIV());
        byte[] forged = first.clone();
        forged[3] ^= 0x40;
        assertThrows(AEADBadTagException.class, () -> recipient.doFinal(forged));
        assertThrows(AEADBadTagException.class, () -> recipient.doFinal(new byte[15]), "shorter than a tag");
        assertThrows(AEADBadTagException.class, () -> recipient.doFinal(new byte[0]));
        assertArrayEquals(MESSAGE, recipient.doFinal(first));
        assertArrayEquals(MESSAGE, recipient.doFinal(second));
    }

    @Test
    void streamingSealsAsOneMessageAndDecryptionReleasesNothingBeforeTheTag() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_1024);
        HpkeParameterSpec spec = HpkeParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_1024,
                HpkeParameterSpec.KDF_HKDF_SHA512, HpkeParameterSpec.AEAD_CHACHA20_POLY1305);
        byte[] message = new byte[100_000];
        new java.util.Random(7).nextBytes(message);
        Cipher sender = sender(pair.getPublic(), spec);
        java.io.ByteArrayOutputStream sealed = new java.io.ByteArrayOutputStream();
        sender.updateAAD(new byte[] {9});
        for (int at = 0; at < message.length; at += 7_001) {
            byte[] part = sender.update(message, at, Math.min(7_001, message.length - at));
            if (part != null) {
                sealed.write(part);
            }
        }
        sealed.write(sender.doFinal());
        byte[] ciphertext = sealed.toByteArray();

        Cipher recipient = recipient(pair.getPrivate(), spec, sender.getIV());
        recipient.updateAAD(new byte[] {9});
        assertEquals(0, recipient.update(ciphertext, 0, 50_000).length, "no plaintext before the tag is checked");
        assertEquals(0, recipient.update(ciphertext, 50_000, 1, new byte[10], 0));
        assertThrows(IllegalStateException.class, () -> recipient.updateAAD(new byte[1]), "AAD after data");
        assertArrayEquals(message, recipient.doFinal(ciphertext, 50_001, ciphertext.length - 50_001));

        // A changed last byte: update gave nothing, doFinal gives nothing but the exception.
        Cipher tampered = recipient(pair.getPrivate(), spec, sender.getIV());
        tampered.updateAAD(new byte[] {9});
        byte[] changed = ciphertext.clone();
        changed[changed.length - 1] ^= 1;
        assertEquals(0, tampered.update(changed, 0, changed.length - 1).length);
        assertThrows(AEADBadTagException.class, () -> tampered.doFinal(changed, changed.length - 1, 1));
    }

    @Test
    void doFinalIntoABufferChecksItsSizeFirst() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_512);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_512);
        Cipher sender = sender(pair.getPublic(), spec);
        assertEquals(MESSAGE.length + 16, sender.getOutputSize(MESSAGE.length));
        assertThrows(ShortBufferException.class, () -> sender.doFinal(MESSAGE, 0, MESSAGE.length, new byte[10], 0));
        byte[] sealed = new byte[MESSAGE.length + 16];
        assertEquals(sealed.length, sender.doFinal(MESSAGE, 0, MESSAGE.length, sealed, 0),
                "the short buffer did not use up the message's nonce");
        Cipher recipient = recipient(pair.getPrivate(), spec, sender.getIV());
        assertEquals(MESSAGE.length, recipient.getOutputSize(sealed.length));
        assertThrows(ShortBufferException.class, () -> recipient.doFinal(sealed, 0, sealed.length, new byte[3], 0));
        byte[] opened = new byte[MESSAGE.length];
        assertEquals(MESSAGE.length, recipient.doFinal(sealed, 0, sealed.length, opened, 0));
        assertArrayEquals(MESSAGE, opened);

        // An empty message into a buffer (Cipher.doFinal(output, offset) passes no input array).
        byte[] empty = new byte[16];
        assertEquals(16, sender.doFinal(empty, 0));
        assertEquals(0, recipient.doFinal(empty).length);
    }

    @Test
    void theKemRunsNativelyOncePerSetupWithOsRandomness() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
        OperationCounts before = RustPqcProvider.operationCounts();
        Set<String> encapsulations = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            Cipher sender = cipher();
            sender.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec, Fixtures.constantRandom((byte) 7));
            encapsulations.add(Arrays.toString(sender.getIV()));
            recipient(pair.getPrivate(), spec, sender.getIV());
        }
        assertEquals(3, encapsulations.size(), "a fixed SecureRandom is not used: every encapsulation differs");
        assertEquals(3, Fixtures.since(before, NativeOperation.ML_KEM_ENCAPSULATE));
        assertEquals(3, Fixtures.since(before, NativeOperation.ML_KEM_DECAPSULATE));
    }

    @Test
    void aPskMustBeOnBothSidesAndLongEnough() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec base = spec(HpkeKem.ML_KEM_768);
        HpkeParameterSpec psk = base.withPsk(new SecretKeySpec(new byte[32], "Generic"), new byte[] {1});
        assertTrue(psk.toString().endsWith("mode_psk}"), psk.toString());

        Cipher sender = sender(pair.getPublic(), psk);
        byte[] sealed = sender.doFinal(MESSAGE);
        assertArrayEquals(MESSAGE, recipient(pair.getPrivate(), psk, sender.getIV()).doFinal(sealed));
        assertThrows(AEADBadTagException.class, () -> recipient(pair.getPrivate(), base, sender.getIV()).doFinal(sealed),
                "the recipient without the PSK");
        HpkeParameterSpec otherId = base.withPsk(new SecretKeySpec(new byte[32], "Generic"), new byte[] {2});
        assertThrows(AEADBadTagException.class, () -> recipient(pair.getPrivate(), otherId, sender.getIV()).doFinal(sealed),
                "another PSK identifier");

        InvalidAlgorithmParameterException shortPsk = assertThrows(InvalidAlgorithmParameterException.class,
                () -> sender(pair.getPublic(), base.withPsk(new SecretKeySpec(new byte[31], "Generic"), new byte[] {1})));
        assertTrue(shortPsk.getMessage().contains("at least 32"), shortPsk.getMessage());
        assertThrows(NullPointerException.class, () -> base.withPsk(null, new byte[] {1}), "a PSK mode without a PSK");
        assertThrows(IllegalArgumentException.class,
                () -> base.withPsk(new SecretKeySpec(new byte[32], "Generic"), new byte[0]), "a PSK without an identifier");
    }

    @Test
    void keysOfTheWrongKindFamilySetOrSizeAreRefusedByType() throws Exception {
        KeyPair mlKem768 = pair(HpkeKem.ML_KEM_768);
        KeyPair mlKem512 = pair(HpkeKem.ML_KEM_512);
        KeyPair xWing = pair(HpkeKem.X_WING);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
        Cipher cipher = cipher();

        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, mlKem768.getPrivate(), spec),
                "a private key to encrypt");
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.DECRYPT_MODE, mlKem768.getPublic(),
                spec.withEncapsulation(new byte[1088])), "a public key to decrypt");
        InvalidAlgorithmParameterException otherSet = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, mlKem512.getPublic(), spec));
        assertTrue(otherSet.getMessage().contains("ML-KEM-512 key does not match kem_id 0x0041"), otherSet.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, xWing.getPublic(), spec),
                "an X-Wing key for ML-KEM-768");
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, mlKem768.getPrivate(),
                spec(HpkeKem.X_WING).withEncapsulation(new byte[1120])), "an ML-KEM key for X-Wing");

        KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
        ec.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair p256 = ec.generateKeyPair();
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, p256.getPublic(), spec),
                "an EC key is no KEM key of ours");
        KeyPair mlDsa = KeyPairGenerator.getInstance("ML-DSA-65", Fixtures.PROVIDER).generateKeyPair();
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, mlDsa.getPublic(), spec));
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, null, spec));

        KeyFactory factory = KeyFactory.getInstance("ML-KEM-768", Fixtures.PROVIDER);
        assertThrows(java.security.spec.InvalidKeySpecException.class,
                () -> factory.generatePublic(new RawKeySpec(new byte[1183])), "a truncated key");
        PublicKey raw = new PublicKey() {
            private static final long serialVersionUID = 1L;

            @Override
            public String getAlgorithm() {
                return "ML-KEM-768";
            }

            @Override
            public String getFormat() {
                return "RAW";
            }

            @Override
            public byte[] getEncoded() {
                return new byte[1000];
            }
        };
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, raw, spec), "a RAW key of 1000 bytes");

        PrivateKey destroyed = pair(HpkeKem.ML_KEM_768).getPrivate();
        destroyed.destroy();
        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.DECRYPT_MODE, destroyed,
                spec.withEncapsulation(new byte[1088])), "a destroyed key");
    }

    @Test
    void truncatedLongerOrChangedEncapsulations() throws Exception {
        for (HpkeKem kem : HpkeKem.values()) {
            KeyPair pair = pair(kem);
            HpkeParameterSpec spec = spec(kem);
            Cipher sender = sender(pair.getPublic(), spec);
            byte[] encapsulation = sender.getIV();
            byte[] sealed = sender.doFinal(MESSAGE);
            Cipher cipher = cipher();
            InvalidAlgorithmParameterException truncated = assertThrows(InvalidAlgorithmParameterException.class,
                    () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(),
                            spec.withEncapsulation(Arrays.copyOf(encapsulation, encapsulation.length - 1))));
            assertTrue(truncated.getMessage().contains("expected " + encapsulation.length), truncated.getMessage());
            assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(),
                    spec.withEncapsulation(Arrays.copyOf(encapsulation, encapsulation.length + 1))));
            assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(),
                    spec.withEncapsulation(new byte[0])));
            // A changed encapsulation decapsulates to another secret (implicit rejection): the tag fails.
            for (int position : new int[] {0, encapsulation.length / 2, encapsulation.length - 1}) {
                byte[] changed = encapsulation.clone();
                changed[position] ^= 0x01;
                Cipher recipient = recipient(pair.getPrivate(), spec, changed);
                assertThrows(AEADBadTagException.class, () -> recipient.doFinal(sealed), kem + " byte " + position);
            }
        }
    }

    @Test
    void specsModesAndSuitesThatCannotBeAreTypedRefusals() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
        Cipher cipher = cipher();

        assertThrows(InvalidKeyException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic()), "no spec");
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), (java.security.spec.AlgorithmParameterSpec) null));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), new GCMParameterSpec(128, new byte[12])));
        assertThrows(UnsupportedOperationException.class, () -> cipher.init(Cipher.WRAP_MODE, pair.getPublic(), spec));
        assertThrows(UnsupportedOperationException.class, () -> cipher.init(Cipher.UNWRAP_MODE, pair.getPrivate(), spec));

        InvalidAlgorithmParameterException dhkem = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), HpkeParameterSpec.of(0x0020, 1, 1)));
        assertTrue(dhkem.getMessage().contains("Unsupported kem_id 0x0020") && dhkem.getMessage().contains("ML-KEM-768 (0x0041)"),
                dhkem.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), HpkeParameterSpec.of(0x0041, 0x0004, 1)));
        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), HpkeParameterSpec.of(0x0041, 1, 0x0004)));
        assertThrows(IllegalArgumentException.class, () -> HpkeParameterSpec.of(0x10000, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> HpkeParameterSpec.of(0x41, -1, 1));

        assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec.withEncapsulation(new byte[1088])),
                "the sender's spec carries an encapsulation");
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(), spec),
                "the recipient's spec has none");
        InvalidAlgorithmParameterException auth = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec.withAuthKey(pair.getPrivate())));
        assertTrue(auth.getMessage().contains("no authenticated HPKE mode"), auth.getMessage());

        assertThrows(IllegalStateException.class, () -> cipher.doFinal(MESSAGE), "a cipher whose init failed");
        assertThrows(IllegalStateException.class, () -> cipher().doFinal(MESSAGE), "a cipher never initialized");
        assertThrows(java.security.NoSuchAlgorithmException.class, () -> Cipher.getInstance("HPKE/GCM/NoPadding", Fixtures.PROVIDER));
    }

    @Test
    void anExportOnlyContextExportsAndRefusesToEncrypt() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec spec = HpkeParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_768, HpkeParameterSpec.KDF_SHAKE256,
                HpkeParameterSpec.EXPORT_ONLY);
        Cipher sender = sender(pair.getPublic(), spec);
        assertThrows(UnsupportedOperationException.class, () -> sender.doFinal(MESSAGE));
        HpkeContext senderContext = HpkeContext.sender(pair.getPublic(), spec);
        HpkeContext recipient = HpkeContext.recipient(pair.getPrivate(), spec.withEncapsulation(senderContext.encapsulation()));
        byte[] context = {1};
        assertArrayEquals(senderContext.exportData(context, 64), recipient.exportData(context, 64));
        assertFalse(Arrays.equals(senderContext.exportData(context, 64), recipient.exportData(new byte[] {2}, 64)));
        assertThrows(UnsupportedOperationException.class, () -> senderContext.seal(new byte[0], MESSAGE));
    }

    @Test
    void theContextsExportsRolesAndLimits() throws Exception {
        KeyPair pair = pair(HpkeKem.X_WING);
        HpkeParameterSpec spec = HpkeParameterSpec.of(HpkeParameterSpec.KEM_X_WING, HpkeParameterSpec.KDF_HKDF_SHA256,
                HpkeParameterSpec.AEAD_AES_128_GCM).withInfo("info".getBytes(StandardCharsets.UTF_8));
        HpkeContext sender = HpkeContext.sender(pair.getPublic(), spec);
        HpkeContext recipient = HpkeContext.recipient(pair.getPrivate(), spec.withEncapsulation(sender.encapsulation()));
        assertNull(recipient.encapsulation());
        byte[] sealed = sender.seal(new byte[] {1}, MESSAGE);
        assertThrows(AEADBadTagException.class, () -> recipient.open(new byte[] {2}, sealed), "other AAD");
        assertArrayEquals(MESSAGE, recipient.open(new byte[] {1}, sealed));
        assertArrayEquals(MESSAGE, recipient.open(new byte[0], sender.seal(null, MESSAGE)), "null AAD is none");
        assertThrows(IllegalStateException.class, () -> recipient.seal(new byte[0], MESSAGE));
        assertThrows(IllegalStateException.class, () -> sender.open(new byte[0], sealed));

        assertEquals(255 * 32, sender.exportData(new byte[0], 255 * 32).length);
        assertThrows(IllegalArgumentException.class, () -> sender.exportData(new byte[0], 255 * 32 + 1));
        assertThrows(IllegalArgumentException.class, () -> sender.exportData(new byte[0], -1));
        assertArrayEquals(sender.exportKey("AES", new byte[] {3}, 16).getEncoded(),
                recipient.exportKey("AES", new byte[] {3}, 16).getEncoded());

        sender.destroy();
        assertThrows(IllegalStateException.class, () -> sender.exportData(new byte[0], 16), "a destroyed context");
        assertThrows(IllegalStateException.class, () -> sender.seal(new byte[0], MESSAGE));
    }

    @Test
    void theKeyScheduleWipesTheSharedSecretAndAContextItsSecrets() {
        KeySchedule schedule = new KeySchedule(HpkeVectorsTest.suiteId(0x41, HpkeKdf.HKDF_SHA256, HpkeAead.AES_256_GCM),
                HpkeKdf.HKDF_SHA256, HpkeAead.AES_256_GCM);
        byte[] sharedSecret = new byte[32];
        Arrays.fill(sharedSecret, (byte) 0x5A);
        byte[] psk = new byte[32];
        Arrays.fill(psk, (byte) 0x33);
        Context context = schedule.start(KeySchedule.MODE_PSK, sharedSecret, new byte[0], psk, new byte[] {1});
        assertArrayEquals(new byte[32], sharedSecret, "the shared secret is wiped once used");
        byte[] key = context.aeadKey().getEncoded();
        assertFalse(Arrays.equals(new byte[32], key));
        context.destroy();
        assertThrows(IllegalStateException.class, context::aeadKey);
    }

    @Test
    void reinitializingEndsThePreviousContext() throws Exception {
        KeyPair pair = pair(HpkeKem.ML_KEM_768);
        HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
        Cipher sender = sender(pair.getPublic(), spec);
        byte[] first = sender.getIV();
        sender.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec);
        assertFalse(Arrays.equals(first, sender.getIV()), "a new setup, a new encapsulation");
        byte[] sealed = sender.doFinal(MESSAGE);
        assertArrayEquals(MESSAGE, recipient(pair.getPrivate(), spec, sender.getIV()).doFinal(sealed));
        assertThrows(AEADBadTagException.class, () -> recipient(pair.getPrivate(), spec, first).doFinal(sealed));
    }

    @Test
    void cipherGetInstanceWithoutAProviderFindsRustPqcsHpke() throws Exception {
        try (RustPqcRegistration registered = RustPqcRegistration.last()) {
            KeyPair pair = pair(HpkeKem.ML_KEM_768);
            HpkeParameterSpec spec = spec(HpkeKem.ML_KEM_768);
            Cipher sender = Cipher.getInstance("HPKE");
            sender.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec);
            assertEquals(RustPqcProvider.PROVIDER_NAME, sender.getProvider().getName());
            Cipher recipient = Cipher.getInstance("HPKE");
            recipient.init(Cipher.DECRYPT_MODE, pair.getPrivate(), spec.withEncapsulation(sender.getIV()));
            assertArrayEquals(MESSAGE, recipient.doFinal(sender.doFinal(MESSAGE)));
        }
    }
}
