package dev.rustpqc.hpke;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.Fixtures;
import dev.rustpqc.HpkeContext;
import dev.rustpqc.HpkeParameterSpec;
import dev.rustpqc.NativeOperation;
import dev.rustpqc.OperationCounts;
import dev.rustpqc.ReadmeBlock;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.RustPqcRegistration;
import java.nio.charset.StandardCharsets;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Security;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.HPKEParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * On JDK 26+, RustPqc's {@code HPKE} cipher driven by the JDK's own
 * {@code javax.crypto.spec.HPKEParameterSpec}, as code written for the JDK's HPKE drives it: the
 * KEM identifier and the keys change, nothing else. Every KEM in modes base and PSK with info,
 * the JDK's spec on one side and ours on the other, {@code Cipher.getInstance("HPKE")} without a
 * provider finding RustPqc for ML-KEM and X-Wing keys and the JDK for its DHKEMs, the exports,
 * and the refusals; and the one behaviour in which the two ciphers differ on purpose: after a
 * message that fails to open, the JDK's moves on to the next sequence number, RustPqc's does not.
 */
class JdkHpkeParameterSpecJdk26Test {
    private static final byte[] MESSAGE = "sealed with the JDK's HPKEParameterSpec".getBytes(StandardCharsets.UTF_8);
    private static final byte[] INFO = "info".getBytes(StandardCharsets.UTF_8);

    @Test
    void everyKemInBothModesWithTheJdksSpecAndOursOnEitherSide() throws Exception {
        for (HpkeKem kem : HpkeKem.values()) {
            KeyPair pair = KeyPairGenerator.getInstance(kem.set.jcaName, Fixtures.PROVIDER).generateKeyPair();
            for (boolean psk : new boolean[] {false, true}) {
                HPKEParameterSpec jdks = HPKEParameterSpec.of(kem.id(), HPKEParameterSpec.KDF_HKDF_SHA384,
                        HPKEParameterSpec.AEAD_CHACHA20_POLY1305).withInfo(INFO);
                HpkeParameterSpec ours = HpkeParameterSpec.of(kem.id(), HpkeParameterSpec.KDF_HKDF_SHA384,
                        HpkeParameterSpec.AEAD_CHACHA20_POLY1305).withInfo(INFO);
                if (psk) {
                    SecretKeySpec key = new SecretKeySpec(new byte[32], "Generic");
                    jdks = jdks.withPsk(key, new byte[] {4});
                    ours = ours.withPsk(key, new byte[] {4});
                }
                Cipher sender = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                sender.init(Cipher.ENCRYPT_MODE, pair.getPublic(), jdks);
                byte[] sealed = sender.doFinal(MESSAGE);
                byte[] second = sender.doFinal(MESSAGE);

                Cipher withJdks = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                withJdks.init(Cipher.DECRYPT_MODE, pair.getPrivate(), jdks.withEncapsulation(sender.getIV()));
                assertArrayEquals(MESSAGE, withJdks.doFinal(sealed), kem + " psk " + psk);
                assertArrayEquals(MESSAGE, withJdks.doFinal(second));
                Cipher withOurs = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                withOurs.init(Cipher.DECRYPT_MODE, pair.getPrivate(), ours.withEncapsulation(sender.getIV()));
                assertArrayEquals(MESSAGE, withOurs.doFinal(sealed), kem + " psk " + psk + ": our spec opens it");

                HpkeContext exporter = HpkeContext.sender(pair.getPublic(), jdks);
                HpkeContext importer = HpkeContext.recipient(pair.getPrivate(), ours.withEncapsulation(exporter.encapsulation()));
                assertArrayEquals(exporter.exportData(INFO, 32), importer.exportData(INFO, 32));
            }
        }
    }

    /** The README's block for JDK 26+, as written: without a provider name, RustPqc's HPKE serves ML-KEM keys. */
    @Test
    void theReadmeBlockRunsAsWritten() throws Exception {
        byte[] message = MESSAGE;
        byte[] info = INFO;
        OperationCounts before = RustPqcProvider.operationCounts();
        try (RustPqcRegistration none = RustPqcRegistration.none()) {
            // README:begin hpke-jdk26
            Security.addProvider(new RustPqcProvider());
            KeyPair recipient = KeyPairGenerator.getInstance("ML-KEM-768", "RustPqc").generateKeyPair();
            HPKEParameterSpec spec = HPKEParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_768, // 0x0041
                    HPKEParameterSpec.KDF_HKDF_SHA256, HPKEParameterSpec.AEAD_AES_256_GCM).withInfo(info);

            Cipher sender = Cipher.getInstance("HPKE"); // the JDK's refuses an ML-KEM key; RustPqc's takes it
            sender.init(Cipher.ENCRYPT_MODE, recipient.getPublic(), spec);
            byte[] encapsulation = sender.getIV(); // the KEM ciphertext, sent with the message
            byte[] ciphertext = sender.doFinal(message);

            Cipher opener = Cipher.getInstance("HPKE");
            opener.init(Cipher.DECRYPT_MODE, recipient.getPrivate(), spec.withEncapsulation(encapsulation));
            byte[] opened = opener.doFinal(ciphertext); // AEADBadTagException if anything was changed
            // README:end hpke-jdk26
            assertArrayEquals(message, opened);
            assertEquals(RustPqcProvider.PROVIDER_NAME, sender.getProvider().getName());
            assertEquals(RustPqcProvider.PROVIDER_NAME, opener.getProvider().getName());
            assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_ENCAPSULATE));
            assertEquals(1, Fixtures.since(before, NativeOperation.ML_KEM_DECAPSULATE));
        }
        ReadmeBlock.assertRunAsWritten("hpke-jdk26", "java26/dev/rustpqc/hpke/JdkHpkeParameterSpecJdk26Test.java");
    }

    @Test
    void withoutAProviderNameMlKemGoesToRustPqcAndTheDhkemsToTheJdk() throws Exception {
        try (RustPqcRegistration last = RustPqcRegistration.last()) {
            KeyPair mlKem = KeyPairGenerator.getInstance("ML-KEM-1024", RustPqcProvider.PROVIDER_NAME).generateKeyPair();
            HPKEParameterSpec spec = HPKEParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_1024, HPKEParameterSpec.KDF_HKDF_SHA512,
                    HPKEParameterSpec.AEAD_AES_256_GCM);
            Cipher sender = Cipher.getInstance("HPKE");
            sender.init(Cipher.ENCRYPT_MODE, mlKem.getPublic(), spec);
            assertEquals(RustPqcProvider.PROVIDER_NAME, sender.getProvider().getName(), "SunJCE's HPKE refuses an ML-KEM key");
            Cipher recipient = Cipher.getInstance("HPKE");
            recipient.init(Cipher.DECRYPT_MODE, mlKem.getPrivate(), spec.withEncapsulation(sender.getIV()));
            assertArrayEquals(MESSAGE, recipient.doFinal(sender.doFinal(MESSAGE)));

            // The JDK's own ML-KEM keys (SunJCE's key objects), read through their encodings.
            KeyPair jdksKeys = KeyPairGenerator.getInstance("ML-KEM-1024", "SunJCE").generateKeyPair();
            sender.init(Cipher.ENCRYPT_MODE, jdksKeys.getPublic(), spec);
            assertEquals(RustPqcProvider.PROVIDER_NAME, sender.getProvider().getName());
            recipient.init(Cipher.DECRYPT_MODE, jdksKeys.getPrivate(), spec.withEncapsulation(sender.getIV()));
            assertArrayEquals(MESSAGE, recipient.doFinal(sender.doFinal(MESSAGE)));

            KeyPair x25519 = KeyPairGenerator.getInstance("X25519").generateKeyPair();
            Cipher jdks = Cipher.getInstance("HPKE");
            jdks.init(Cipher.ENCRYPT_MODE, x25519.getPublic(), HPKEParameterSpec.of(
                    HPKEParameterSpec.KEM_DHKEM_X25519_HKDF_SHA256, HPKEParameterSpec.KDF_HKDF_SHA256,
                    HPKEParameterSpec.AEAD_AES_128_GCM));
            assertEquals("SunJCE", jdks.getProvider().getName());
        }
        // RustPqc first: the JDK's DHKEMs still go to the JDK (RustPqc refuses an X25519 key).
        try (RustPqcRegistration first = RustPqcRegistration.first()) {
            KeyPair x25519 = KeyPairGenerator.getInstance("X25519", "SunEC").generateKeyPair();
            Cipher jdks = Cipher.getInstance("HPKE");
            jdks.init(Cipher.ENCRYPT_MODE, x25519.getPublic(), HPKEParameterSpec.of(
                    HPKEParameterSpec.KEM_DHKEM_X25519_HKDF_SHA256, HPKEParameterSpec.KDF_HKDF_SHA256,
                    HPKEParameterSpec.AEAD_AES_128_GCM));
            assertEquals("SunJCE", jdks.getProvider().getName());
        }
    }

    @Test
    void theJdksSpecIsRefusedWhereRustPqcsWouldBe() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("ML-KEM-768", Fixtures.PROVIDER).generateKeyPair();
        Cipher cipher = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
        HPKEParameterSpec spec = HPKEParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_768, HPKEParameterSpec.KDF_HKDF_SHA256,
                HPKEParameterSpec.AEAD_AES_128_GCM);
        InvalidAlgorithmParameterException auth = assertThrows(InvalidAlgorithmParameterException.class,
                () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec.withAuthKey(pair.getPrivate())));
        assertTrue(auth.getMessage().contains("no authenticated HPKE mode"), auth.getMessage());
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.ENCRYPT_MODE, pair.getPublic(),
                HPKEParameterSpec.of(HPKEParameterSpec.KEM_DHKEM_P_256_HKDF_SHA256, 1, 1)));
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(), spec),
                "no encapsulation");
        assertThrows(InvalidAlgorithmParameterException.class, () -> cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate(),
                spec.withEncapsulation(new byte[1087])));
    }

    /** What each cipher does after a message that fails: the JDK's counts it, RustPqc's does not (RFC 9180, 5.2). */
    @Test
    void afterAFailedMessageTheJdkMovesOnAndRustPqcDoesNot() throws Exception {
        KeyPair x25519 = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        HPKEParameterSpec dhkem = HPKEParameterSpec.of(HPKEParameterSpec.KEM_DHKEM_X25519_HKDF_SHA256,
                HPKEParameterSpec.KDF_HKDF_SHA256, HPKEParameterSpec.AEAD_AES_128_GCM);
        Cipher jdkSender = Cipher.getInstance("HPKE", "SunJCE");
        jdkSender.init(Cipher.ENCRYPT_MODE, x25519.getPublic(), dhkem);
        byte[] jdkFirst = jdkSender.doFinal(MESSAGE);
        Cipher jdkRecipient = Cipher.getInstance("HPKE", "SunJCE");
        jdkRecipient.init(Cipher.DECRYPT_MODE, x25519.getPrivate(), dhkem.withEncapsulation(jdkSender.getIV()));
        assertThrows(AEADBadTagException.class, () -> jdkRecipient.doFinal(new byte[32]));
        assertThrows(AEADBadTagException.class, () -> jdkRecipient.doFinal(jdkFirst), "the JDK's used up message 0's nonce");

        KeyPair mlKem = KeyPairGenerator.getInstance("ML-KEM-768", Fixtures.PROVIDER).generateKeyPair();
        HPKEParameterSpec spec = HPKEParameterSpec.of(HpkeParameterSpec.KEM_ML_KEM_768, HPKEParameterSpec.KDF_HKDF_SHA256,
                HPKEParameterSpec.AEAD_AES_128_GCM);
        Cipher sender = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
        sender.init(Cipher.ENCRYPT_MODE, mlKem.getPublic(), spec);
        byte[] first = sender.doFinal(MESSAGE);
        Cipher recipient = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
        recipient.init(Cipher.DECRYPT_MODE, mlKem.getPrivate(), spec.withEncapsulation(sender.getIV()));
        assertThrows(AEADBadTagException.class, () -> recipient.doFinal(new byte[32]));
        assertArrayEquals(MESSAGE, recipient.doFinal(first), "RustPqc's still opens message 0");
    }
}
