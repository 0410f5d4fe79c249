package dev.rustpqc.hpke;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.rustpqc.Fixtures;
import dev.rustpqc.HpkeContext;
import dev.rustpqc.HpkeParameterSpec;
import dev.rustpqc.TestKeys;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.PqcPublicKey;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.InvalidCipherTextException;
import org.bouncycastle.crypto.hpke.HPKE;
import org.bouncycastle.crypto.hpke.HPKEContext;
import org.bouncycastle.crypto.hpke.HPKEContextWithEncapsulation;
import org.bouncycastle.crypto.params.AsymmetricKeyParameter;
import org.junit.jupiter.api.Test;

/**
 * RustPqc's HPKE against BouncyCastle 1.87's ({@code org.bouncycastle.crypto.hpke.HPKE}, its
 * lightweight API) for every suite both have: ML-KEM-512/768/1024 and X-Wing, HKDF-SHA256/384/512,
 * AES-128-GCM, AES-256-GCM and ChaCha20-Poly1305 (36 suites), each in mode base and mode PSK, in
 * both directions: RustPqc's cipher seals two messages that BouncyCastle opens in order, and
 * BouncyCastle seals two that RustPqc's cipher opens; both sides export the same secrets; a
 * changed byte is refused by the side that opens. Keys cross as the draft's serializations (the
 * ML-KEM and X-Wing seeds, the raw public keys). BouncyCastle has no SHAKE KDFs: those suites are
 * checked against the draft's vectors ({@link HpkeVectorsTest}).
 */
class HpkeBouncyCastleTest {
    private static final short[] KDFS = {HPKE.kdf_HKDF_SHA256, HPKE.kdf_HKDF_SHA384, HPKE.kdf_HKDF_SHA512};
    private static final short[] AEADS = {HPKE.aead_AES_GCM128, HPKE.aead_AES_GCM256, HPKE.aead_CHACHA20_POLY1305};
    private static final byte[] INFO = "HpkeBouncyCastleTest info".getBytes(StandardCharsets.UTF_8);
    private static final byte[] PSK_ID = "a PSK identifier".getBytes(StandardCharsets.UTF_8);
    private static final byte[][] AAD = {"first".getBytes(StandardCharsets.UTF_8), new byte[0]};
    private static final byte[] EXPORT_CONTEXT = "exported".getBytes(StandardCharsets.UTF_8);

    @Test
    void everySuiteBothHaveInBothModesAndBothDirections() throws Exception {
        SecureRandom random = new SecureRandom();
        List<String> suites = new ArrayList<>();
        int crossings = 0;
        for (HpkeKem kem : HpkeKem.values()) {
            KeyPair ours = KeyPairGenerator.getInstance(kem.set.jcaName, Fixtures.PROVIDER).generateKeyPair();
            for (short kdf : KDFS) {
                for (short aead : AEADS) {
                    byte[] psk = new byte[32];
                    random.nextBytes(psk);
                    for (boolean pskMode : new boolean[] {false, true}) {
                        HPKE theirs = new HPKE(pskMode ? HPKE.mode_psk : HPKE.mode_base, (short) kem.id(), kdf, aead);
                        AsymmetricKeyParameter publicKey = theirs.deserializePublicKey(((PqcPublicKey) ours.getPublic()).rawKey());
                        AsymmetricCipherKeyPair keyPair = theirs.deserializePrivateKey(
                                TestKeys.seed((PqcPrivateKey) ours.getPrivate()), ((PqcPublicKey) ours.getPublic()).rawKey());
                        HpkeParameterSpec spec = HpkeParameterSpec.of(kem.id(), kdf, aead).withInfo(INFO);
                        if (pskMode) {
                            spec = spec.withPsk(new SecretKeySpec(psk, "Generic"), PSK_ID);
                        }
                        String suite = spec.toString();
                        byte[][] messages = {("to BouncyCastle, " + suite).getBytes(StandardCharsets.UTF_8),
                            new byte[random.nextInt(3000)]};

                        // RustPqc seals, BouncyCastle opens.
                        Cipher sender = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                        sender.init(Cipher.ENCRYPT_MODE, ours.getPublic(), spec);
                        HpkeContext ourExporter = HpkeContext.recipient(ours.getPrivate(), spec.withEncapsulation(sender.getIV()));
                        HPKEContext theirRecipient = pskMode
                                ? theirs.setupPSKR(sender.getIV(), keyPair, INFO, psk, PSK_ID)
                                : theirs.setupBaseR(sender.getIV(), keyPair, INFO);
                        for (int i = 0; i < messages.length; i++) {
                            sender.updateAAD(AAD[i]);
                            byte[] sealed = sender.doFinal(messages[i]);
                            assertArrayEquals(messages[i], theirRecipient.open(AAD[i], sealed), suite + " message " + i);
                        }
                        assertArrayEquals(ourExporter.exportData(EXPORT_CONTEXT, 48), theirRecipient.export(EXPORT_CONTEXT, 48),
                                suite + ": the same exported secret");

                        // BouncyCastle seals, RustPqc opens.
                        HPKEContextWithEncapsulation theirSender = pskMode
                                ? theirs.SetupPSKS(publicKey, INFO, psk, PSK_ID)
                                : theirs.setupBaseS(publicKey, INFO);
                        Cipher recipient = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                        recipient.init(Cipher.DECRYPT_MODE, ours.getPrivate(),
                                spec.withEncapsulation(theirSender.getEncapsulation()));
                        HpkeContext ourRecipient = HpkeContext.recipient(ours.getPrivate(),
                                spec.withEncapsulation(theirSender.getEncapsulation()));
                        for (int i = 0; i < messages.length; i++) {
                            byte[] sealed = theirSender.seal(AAD[i], messages[i]);
                            recipient.updateAAD(AAD[i]);
                            assertArrayEquals(messages[i], recipient.doFinal(sealed), suite + " message " + i + " from BouncyCastle");
                            assertArrayEquals(messages[i], ourRecipient.open(AAD[i], sealed), suite);
                            sealed[sealed.length - 1] ^= 1;
                            byte[] changed = sealed;
                            assertThrows(AEADBadTagException.class, () -> recipient.doFinal(changed), suite);
                        }
                        assertArrayEquals(theirSender.export(EXPORT_CONTEXT, 20), ourRecipient.exportData(EXPORT_CONTEXT, 20),
                                suite + ": the same exported secret");

                        // BouncyCastle refuses what RustPqc sealed under another PSK.
                        if (pskMode) {
                            Cipher other = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
                            byte[] otherPsk = psk.clone();
                            otherPsk[0] ^= 1;
                            other.init(Cipher.ENCRYPT_MODE, ours.getPublic(),
                                    spec.withPsk(new SecretKeySpec(otherPsk, "Generic"), PSK_ID));
                            HPKEContext refusing = theirs.setupPSKR(other.getIV(), keyPair, INFO, psk, PSK_ID);
                            byte[] sealed = other.doFinal(messages[0]);
                            assertThrows(InvalidCipherTextException.class, () -> refusing.open(new byte[0], sealed), suite);
                        }
                        suites.add(suite);
                        crossings += 2 * messages.length;
                    }
                }
            }
        }
        assertEquals(4 * 3 * 3 * 2, suites.size());
        System.out.println("HPKE against BouncyCastle 1.87: " + suites.size() + " suites and modes (4 KEMs x 3 KDFs x"
                + " 3 AEADs x base/PSK), " + crossings + " messages crossed, exports equal both ways");
    }
}
