package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import java.util.Arrays;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.SecretWithEncapsulation;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMExtractor;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMGenerator;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMKeyGenerationParameters;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMKeyPairGenerator;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMParameters;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMPrivateKeyParameters;
import org.bouncycastle.pqc.crypto.mlkem.MLKEMPublicKeyParameters;
import org.bouncycastle.tls.AlertDescription;
import org.bouncycastle.tls.NamedGroup;
import org.bouncycastle.tls.TlsFatalAlert;
import org.bouncycastle.tls.TlsUtils;
import org.bouncycastle.tls.crypto.TlsAgreement;
import org.bouncycastle.tls.crypto.TlsKemConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The native KEM domain of {@link RustPqcTlsCrypto} without a handshake: both roles, against each
 * other and against BouncyCastle's independent ML-KEM, and with malformed peer values.
 */
class NativeKeyShareTest {
    private final RustPqcTlsCryptoProvider cryptoProvider = new RustPqcTlsCryptoProvider().setNativeMlKem(true);
    private final RustPqcTlsCrypto clientCrypto = (RustPqcTlsCrypto) cryptoProvider.create(new SecureRandom());
    private final RustPqcTlsCrypto serverCrypto = (RustPqcTlsCrypto) cryptoProvider.create(new SecureRandom());

    @Test
    void everyMlKemGroupIsSupportedOnEveryJdk() {
        for (int group : new int[] {NamedGroup.MLKEM512, NamedGroup.MLKEM768, NamedGroup.MLKEM1024,
            NamedGroup.X25519MLKEM768, NamedGroup.SecP256r1MLKEM768, NamedGroup.SecP384r1MLKEM1024}) {
            assertTrue(TlsUtils.isSupportedNamedGroup(clientCrypto, group), NamedGroup.getName(group));
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"MLKEM512, 0x0200, 800, 768", "MLKEM768, 0x0201, 1184, 1088", "MLKEM1024, 0x0202, 1568, 1568"})
    void clientAndServerDeriveTheSameSecretAndCountPerCrypto(String name, String codepoint, int keyLength,
            int ciphertextLength) throws Exception {
        int group = Integer.decode(codepoint);
        assertEquals(name, NamedGroup.getName(group));
        TlsAgreement client = share(clientCrypto, group, false);
        TlsAgreement server = share(serverCrypto, group, true);

        byte[] encapsulationKey = client.generateEphemeral();
        server.receivePeerValue(encapsulationKey);
        byte[] ciphertext = server.generateEphemeral();
        client.receivePeerValue(ciphertext);

        assertEquals(keyLength, encapsulationKey.length);
        assertEquals(ciphertextLength, ciphertext.length);
        byte[] clientSecret = client.calculateSecret().extract();
        assertEquals(32, clientSecret.length);
        assertArrayEquals(clientSecret, server.calculateSecret().extract());
        assertEquals(new NativeKemCounts(1, 0, 1), clientCrypto.nativeKemCounts());
        assertEquals(new NativeKemCounts(0, 1, 0), serverCrypto.nativeKemCounts());
        assertEquals(new NativeKemCounts(1, 1, 1), cryptoProvider.nativeKemCounts(), "the provider adds its cryptos up");
    }

    @Test
    void theClientShareIsStandardMlKem768() throws Exception {
        TlsAgreement client = share(clientCrypto, NamedGroup.MLKEM768, false);
        byte[] encapsulationKey = client.generateEphemeral();

        SecretWithEncapsulation bouncyCastle = new MLKEMGenerator(new SecureRandom())
                .generateEncapsulated(new MLKEMPublicKeyParameters(MLKEMParameters.ml_kem_768, encapsulationKey));
        client.receivePeerValue(bouncyCastle.getEncapsulation());

        assertArrayEquals(bouncyCastle.getSecret(), client.calculateSecret().extract());
    }

    @Test
    void theServerShareIsStandardMlKem768() throws Exception {
        MLKEMKeyPairGenerator generator = new MLKEMKeyPairGenerator();
        generator.init(new MLKEMKeyGenerationParameters(new SecureRandom(), MLKEMParameters.ml_kem_768));
        AsymmetricCipherKeyPair bouncyCastle = generator.generateKeyPair();
        TlsAgreement server = share(serverCrypto, NamedGroup.MLKEM768, true);

        server.receivePeerValue(((MLKEMPublicKeyParameters) bouncyCastle.getPublic()).getEncoded());
        byte[] ciphertext = server.generateEphemeral();

        byte[] expected = new MLKEMExtractor((MLKEMPrivateKeyParameters) bouncyCastle.getPrivate())
                .extractSecret(ciphertext);
        assertArrayEquals(expected, server.calculateSecret().extract());
    }

    @Test
    void aTamperedCiphertextGivesAnotherSecretNotAnError() throws Exception {
        TlsAgreement client = share(clientCrypto, NamedGroup.MLKEM768, false);
        TlsAgreement server = share(serverCrypto, NamedGroup.MLKEM768, true);
        server.receivePeerValue(client.generateEphemeral());
        byte[] ciphertext = server.generateEphemeral();
        ciphertext[100] ^= 1;

        client.receivePeerValue(ciphertext);

        assertFalse(Arrays.equals(server.calculateSecret().extract(), client.calculateSecret().extract()),
                "implicit rejection: the client derives an unrelated secret");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1183, 1185, 1216})
    void aClientKeyShareOfTheWrongLengthIsAnIllegalParameter(int length) {
        TlsAgreement server = share(serverCrypto, NamedGroup.MLKEM768, true);

        TlsFatalAlert alert = assertThrows(TlsFatalAlert.class, () -> server.receivePeerValue(new byte[length]));

        assertEquals(AlertDescription.illegal_parameter, alert.getAlertDescription());
        assertTrue(alert.getMessage().contains("expected 1184"), alert.getMessage());
    }

    @Test
    void aClientKeyWithACoefficientAboveTheModulusIsAnIllegalParameter() throws Exception {
        byte[] encapsulationKey = share(clientCrypto, NamedGroup.MLKEM768, false).generateEphemeral();
        // The first 12-bit coefficient becomes 0xFFF = 4095, not below q = 3329 (FIPS 203, 7.2).
        encapsulationKey[0] = (byte) 0xFF;
        encapsulationKey[1] |= 0x0F;
        TlsAgreement server = share(serverCrypto, NamedGroup.MLKEM768, true);

        TlsFatalAlert alert = assertThrows(TlsFatalAlert.class, () -> server.receivePeerValue(encapsulationKey));

        assertEquals(AlertDescription.illegal_parameter, alert.getAlertDescription());
        assertEquals(new NativeKemCounts(0, 0, 0), serverCrypto.nativeKemCounts(), "nothing was encapsulated");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1087, 1089, 1120})
    void aServerCiphertextOfTheWrongLengthIsAnIllegalParameter(int length) throws Exception {
        TlsAgreement client = share(clientCrypto, NamedGroup.MLKEM768, false);
        client.generateEphemeral();

        TlsFatalAlert alert = assertThrows(TlsFatalAlert.class, () -> client.receivePeerValue(new byte[length]));

        assertEquals(AlertDescription.illegal_parameter, alert.getAlertDescription());
        assertEquals(new NativeKemCounts(1, 0, 0), clientCrypto.nativeKemCounts(), "nothing was decapsulated");
    }

    @Test
    void stepsOutOfOrderAreInternalErrors() throws Exception {
        TlsAgreement server = share(serverCrypto, NamedGroup.MLKEM768, true);
        TlsAgreement client = share(clientCrypto, NamedGroup.MLKEM768, false);

        assertInternalError(server::generateEphemeral);
        assertInternalError(server::calculateSecret);
        assertInternalError(() -> client.receivePeerValue(new byte[1088]));
        assertInternalError(client::calculateSecret);
        client.generateEphemeral();
        assertInternalError(client::generateEphemeral);
    }

    @Test
    void otherGroupsStayWithBouncyCastle() {
        assertInstanceOf(NativeMlKemDomain.class,
                clientCrypto.createKemDomain(new TlsKemConfig(NamedGroup.OQS_mlkem768, false)),
                "the older code point for ML-KEM-768 is ML-KEM-768 too");
        assertEquals(null, RustPqcTlsCrypto.mlKemSet(NamedGroup.x25519));
        assertEquals(null, RustPqcTlsCrypto.mlKemSet(NamedGroup.X25519MLKEM768),
                "a hybrid is split by BouncyCastle before it reaches a KEM domain");
    }

    private static TlsAgreement share(RustPqcTlsCrypto crypto, int group, boolean isServer) {
        return crypto.createKemDomain(new TlsKemConfig(group, isServer)).createKem();
    }

    private interface Step {
        void run() throws Exception;
    }

    private static void assertInternalError(Step step) {
        TlsFatalAlert alert = assertThrows(TlsFatalAlert.class, step::run);
        assertEquals(AlertDescription.internal_error, alert.getAlertDescription(), alert.getMessage());
    }
}
