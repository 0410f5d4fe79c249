package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.RustPqcProvider;
import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.cert.X509Certificate;
import java.security.interfaces.EdECPrivateKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.NamedParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.X509KeyManager;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.junit.jupiter.api.Test;

/**
 * A rustpqc-jsse server takes its certificate from the key managers of any factory, as servers
 * build them from a PKCS12 key store: the JDK's {@code SunX509} (Tomcat's default, Netty's
 * {@code forServer(key, chain)}), the JDK's {@code PKIX} ({@code NewSunX509}) and BouncyCastle's
 * {@code PKIX} (this module's), for EC P-256 and P-384, RSA, ML-DSA-65 and Ed25519 keys, with no
 * wrapping by the caller. Each handshake is X25519MLKEM768 (read from the ServerHello). Ed25519
 * keys from the JDK (named {@code EdDSA}) failed BouncyCastle JSSE 1.84's checks twice: "no
 * selectable cipher suite", then "'privateKey' type not supported".
 */
class CredentialKeyManagerTest {
    private static final char[] PASSWORD = "changeit".toCharArray();

    @Test
    void everyCredentialThroughEveryKeyManagerFactory() throws Exception {
        QuietBouncyCastleLogs.apply();
        boolean registered = Security.getProvider(RustPqcProvider.PROVIDER_NAME) != null;
        if (!registered) {
            Security.addProvider(new RustPqcProvider()); // JDK 17 and 21: lets a PKCS12 store hold ML-DSA keys
        }
        try {
            List<String> failures = new ArrayList<>();
            List<String> passed = new ArrayList<>();
            Provider jsse = RustPqcJsse.provider(true);
            for (String kind : new String[] {"EC P-256", "EC P-384", "RSA", "ML-DSA-65", "Ed25519"}) {
                KeyPair pair = keyPair(kind);
                X509Certificate certificate = certificate(kind, pair);
                KeyStore store = KeyStore.getInstance("PKCS12");
                store.load(null, null);
                store.setKeyEntry("server", pair.getPrivate(), PASSWORD, new X509Certificate[] {certificate});
                for (String factory : new String[] {"SunX509", "PKIX (JDK)", "PKIX (BouncyCastle)"}) {
                    KeyManagerFactory keyManagers = factory.equals("PKIX (BouncyCastle)")
                            ? KeyManagerFactory.getInstance("PKIX", jsse)
                            : KeyManagerFactory.getInstance(factory.equals("SunX509") ? "SunX509" : "PKIX", "SunJSSE");
                    keyManagers.init(store, PASSWORD);
                    SSLContext server = SSLContext.getInstance("TLS", jsse);
                    server.init(keyManagers.getKeyManagers(), null, null);
                    String outcome = handshake(server, TestPki.clientContext(jsse, certificate), kind.startsWith("ML-DSA"));
                    (outcome.equals("X25519MLKEM768") ? passed : failures).add(kind + " via " + factory + ": " + outcome);
                }
            }
            System.out.println("credentials served: " + passed);
            assertEquals(List.of(), failures);
        } finally {
            if (!registered) {
                Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
            }
        }
    }

    /**
     * An Ed25519 key of another provider, named {@code EdDSA} as the JDK names it, whose
     * {@code getEncoded()} hands out its own array: serving it twice, through rustpqc-jsse and (the
     * reference) through SunJSSE, leaves the array as it was. rustpqc-jsse wiped it at the first
     * handshake, and the second failed.
     */
    @Test
    void anotherProvidersKeyArrayIsNeverWiped() throws Exception {
        QuietBouncyCastleLogs.apply();
        TestCredentials credentials = TestCredentials.get();
        KeyPair pair = TestCredentials.keyPair("Ed25519");
        TestCredentials.Credential issued = credentials.issue(pair, new TestCredentials.Spec("only"));
        OwnArrayEd25519Key key = new OwnArrayEd25519Key(pair.getPrivate().getEncoded());
        byte[] before = key.encoded.clone();
        X509KeyManager manager = new SingleKeyManager(key, issued.chain());
        for (Provider server : new Provider[] {RustPqcJsse.provider(true), Security.getProvider("SunJSSE")}) {
            SSLContext context = TestCredentials.server(server, new KeyManager[] {manager});
            for (int handshake = 1; handshake <= 2; handshake++) {
                assertEquals("localhost", ServedCredential.of(context, ServedCredential.asIs(), credentials.client(),
                        ServedCredential.offering("ed25519")).hostName(), server.getName() + ", handshake " + handshake);
                assertArrayEquals(before, key.encoded, server.getName() + " changed the key's array");
            }
        }
    }

    /** An Ed25519 private key named {@code EdDSA} that hands out its own PKCS#8 array, as a provider may. */
    private static final class OwnArrayEd25519Key implements EdECPrivateKey {
        private static final long serialVersionUID = 1L;
        private final byte[] encoded;

        OwnArrayEd25519Key(byte[] encoded) {
            this.encoded = encoded;
        }

        @Override
        public Optional<byte[]> getBytes() {
            return Optional.of(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
        }

        @Override
        public NamedParameterSpec getParams() {
            return NamedParameterSpec.ED25519;
        }

        @Override
        public String getAlgorithm() {
            return "EdDSA";
        }

        @Override
        public String getFormat() {
            return "PKCS#8";
        }

        @Override
        public byte[] getEncoded() {
            return encoded;
        }
    }

    private static String handshake(SSLContext server, SSLContext client, boolean mlDsa) throws Exception {
        Consumer<SSLSocket> schemes = socket -> {
            if (mlDsa) {
                MlDsaSchemes.enable(socket);
            }
        };
        try (LoopbackServer loopback = new LoopbackServer(server, schemes)) {
            LoopbackClient.Handshake handshake = LoopbackClient.handshake(client, loopback.port(), schemes);
            loopback.awaitServed(1);
            int group = handshake.serverHello().firstKeyShareGroup();
            return group == HybridGroups.X25519_MLKEM768_CODEPOINT ? "X25519MLKEM768" : String.format("0x%04X", group);
        } catch (Exception | AssertionError e) {
            return e.toString();
        }
    }

    private static KeyPair keyPair(String kind) throws Exception {
        switch (kind) {
            case "EC P-256":
            case "EC P-384":
                KeyPairGenerator ec = KeyPairGenerator.getInstance("EC");
                ec.initialize(new ECGenParameterSpec(kind.endsWith("256") ? "secp256r1" : "secp384r1"));
                return ec.generateKeyPair();
            case "RSA":
                KeyPairGenerator rsa = KeyPairGenerator.getInstance("RSA");
                rsa.initialize(2048);
                return rsa.generateKeyPair();
            case "Ed25519":
                return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            default:
                return KeyPairGenerator.getInstance("ML-DSA-65", MlDsaPki.RUST_PQC).generateKeyPair();
        }
    }

    private static X509Certificate certificate(String kind, KeyPair pair) throws Exception {
        X500Name name = new X500Name("CN=localhost");
        Instant now = Instant.now();
        JcaX509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name, new BigInteger(64, new SecureRandom()),
                Date.from(now.minus(Duration.ofHours(1))), Date.from(now.plus(Duration.ofDays(1))), name, pair.getPublic());
        String algorithm = kind.startsWith("EC") ? (kind.endsWith("256") ? "SHA256withECDSA" : "SHA384withECDSA")
                : kind.equals("RSA") ? "SHA256withRSA" : kind;
        JcaContentSignerBuilder signer = new JcaContentSignerBuilder(algorithm);
        if (kind.startsWith("ML-DSA")) {
            signer.setProvider(MlDsaPki.RUST_PQC);
        }
        return new JcaX509CertificateConverter().getCertificate(builder.build(signer.build(pair.getPrivate())));
    }
}
