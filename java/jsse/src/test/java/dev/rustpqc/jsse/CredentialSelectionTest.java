package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.security.KeyStore;
import java.security.Principal;
import java.security.Provider;
import java.security.Security;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.X509KeyManager;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Which certificate a rustpqc-jsse server (BouncyCastle JSSE, native mode on) serves when its key
 * store holds several, through the JDK's {@code PKIX} key manager factory and through rustpqc-jsse's
 * own: the one the client asked for by name (SNI), a valid one before an expired one, one of the
 * issuers the peer accepts, one whose ExtendedKeyUsage allows the role, and each entry under its
 * own alias. The reference is what SunJSSE's server serves from the same key store and factory or,
 * where SunJSSE cannot (ML-DSA), what the JDK's {@code PKIX} key manager chooses.
 */
@ExtendWith(RegisteredRustPqc.class)
class CredentialSelectionTest {
    private static final String[] FACTORIES = {"PKIX (JDK)", "PKIX (rustpqc-jsse)"};

    /** Entries for a.test, then b.test: a client asking for either by SNI gets it, as from SunJSSE. */
    @Test
    void theServerNameTheClientAsksForChoosesTheCertificate() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        KeyStore store = credentials.keyStore("EC P-256", new TestCredentials.Spec("a").hostName("a.test"),
                new TestCredentials.Spec("b").hostName("b.test"));
        List<String> served = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String factory : FACTORIES) {
            for (String hostName : new String[] {"b.test", "a.test"}) {
                for (String server : new String[] {"rustpqc-jsse", "SunJSSE"}) {
                    SSLContext context = server(server, factory, store);
                    ServedCredential outcome = ServedCredential.of(context, ServedCredential.asIs(), credentials.client(),
                            ServedCredential.serverName(hostName));
                    served.add(server + " via " + factory + ", SNI " + hostName + ": " + outcome.hostName());
                    expected.add(server + " via " + factory + ", SNI " + hostName + ": " + hostName);
                }
            }
        }
        assertEquals(expected, served);
    }

    /**
     * An expired certificate stored before a valid one (as in a rotation): the valid one is served,
     * for EC and ML-DSA keys, as the JDK's PKIX factory chooses.
     */
    @Test
    void aValidCertificateIsServedBeforeAnExpiredOne() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        for (String kind : new String[] {"EC P-256", "ML-DSA-65"}) {
            KeyStore store = credentials.keyStore(kind, new TestCredentials.Spec("rotated-out").hostName("old.test")
                    .expired(), new TestCredentials.Spec("current").hostName("new.test"));
            assertReference(kind, store, "new.test", null);
            for (String factory : FACTORIES) {
                assertEquals("new.test", served(kind, server("rustpqc-jsse", factory, store), credentials).hostName(),
                        kind + " via " + factory);
            }
        }
    }

    /**
     * A peer that names the issuers it accepts gets a certificate of one of them, or none: for the
     * server's choice and the client's, as the JDK's PKIX factory chooses.
     */
    @Test
    void onlyACertificateOfAnIssuerThePeerAcceptsIsChosen() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        for (String kind : new String[] {"EC P-256", "ML-DSA-65"}) {
            KeyStore store = credentials.keyStore(kind, new TestCredentials.Spec("only"));
            Principal[] stranger = {new X500Principal("CN=some-ca")};
            Principal[] ours = {credentials.ca.getSubjectX500Principal()};
            X509KeyManager jdk = manager("PKIX (JDK)", store);
            String family = kind.startsWith("EC") ? "EC" : "ML-DSA";
            String type = kind.startsWith("EC") ? "EC/secp256r1" : kind;
            assertNull(jdk.chooseServerAlias(family, stranger, null), "the reference, " + kind);
            assertNull(jdk.chooseClientAlias(new String[] {family}, stranger, null), "the reference, " + kind);
            X509KeyManager own = manager("PKIX (rustpqc-jsse)", store);
            assertNull(own.chooseServerAlias(type, stranger, null), kind);
            assertNull(own.chooseClientAlias(new String[] {type}, stranger, null), kind);
            assertNotNull(own.chooseServerAlias(type, ours, null), kind);
            assertNotNull(own.chooseClientAlias(new String[] {type}, ours, null), kind);
        }
    }

    /**
     * A certificate for clients only (ExtendedKeyUsage clientAuth) stored before one for servers: a
     * server serves the latter, a client presents the former, as the JDK's PKIX factory chooses.
     */
    @Test
    void theExtendedKeyUsageDecidesWhichRoleACertificateServes() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        for (String kind : new String[] {"EC P-256", "ML-DSA-65"}) {
            KeyStore store = credentials.keyStore(kind,
                    new TestCredentials.Spec("client").hostName("client.test").purposes(KeyPurposeId.id_kp_clientAuth),
                    new TestCredentials.Spec("server").hostName("server.test").purposes(KeyPurposeId.id_kp_serverAuth));
            assertReference(kind, store, "server.test", "client.test");
            assertEquals("server.test", served(kind, server("rustpqc-jsse", "PKIX (rustpqc-jsse)", store), credentials)
                    .hostName(), kind);
            X509KeyManager own = manager("PKIX (rustpqc-jsse)", store);
            String type = kind.startsWith("EC") ? "EC/secp256r1" : kind;
            assertEquals("client.test", hostName(own.getCertificateChain(own.chooseClientAlias(new String[] {type}, null,
                    null))), kind);
        }
    }

    /**
     * An EC entry aliased {@code rustpqc-key:srv} beside an Ed25519 entry aliased {@code srv}:
     * each is served to a client that can take only it, as by SunJSSE.
     */
    @Test
    void noAliasOfTheKeyManagerNamesAnotherEntry() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        KeyStore store = TestCredentials.keyStore(List.of(
                credentials.issue(TestCredentials.keyPair("EC P-256"),
                        new TestCredentials.Spec("rustpqc-key:srv").hostName("ec.test")),
                credentials.issue(TestCredentials.keyPair("Ed25519"),
                        new TestCredentials.Spec("srv").hostName("ed25519.test"))));
        List<String> served = new ArrayList<>();
        for (String server : new String[] {"rustpqc-jsse", "SunJSSE"}) {
            String factory = server.equals("SunJSSE") ? "PKIX (JDK)" : "PKIX (rustpqc-jsse)";
            for (String scheme : new String[] {"ecdsa_secp256r1_sha256", "ed25519"}) {
                served.add(server + ", " + scheme + ": " + ServedCredential.of(server(server, factory, store),
                        ServedCredential.asIs(), credentials.client(), ServedCredential.offering(scheme)).hostName());
            }
        }
        assertEquals(List.of("rustpqc-jsse, ecdsa_secp256r1_sha256: ec.test", "rustpqc-jsse, ed25519: ed25519.test",
                "SunJSSE, ecdsa_secp256r1_sha256: ec.test", "SunJSSE, ed25519: ed25519.test"), served);
    }

    /**
     * What the reference serves from {@code store}: SunJSSE's server with the JDK's PKIX factory for
     * EC, the JDK's PKIX key manager's choice for ML-DSA where the JDK knows ML-DSA keys; and, if
     * {@code client} is given, the JDK's PKIX key manager's choice for a client.
     */
    private static void assertReference(String kind, KeyStore store, String server, String client) throws Exception {
        TestCredentials credentials = TestCredentials.get();
        X509KeyManager jdk = manager("PKIX (JDK)", store);
        String family = kind.startsWith("EC") ? "EC" : "ML-DSA";
        if (kind.startsWith("EC")) {
            assertEquals(server, served(kind, server("SunJSSE", "PKIX (JDK)", store), credentials).hostName(),
                    "the reference, SunJSSE");
        }
        if (jdk.getServerAliases(family, null) != null) {
            assertEquals(server, hostName(jdk.getCertificateChain(jdk.chooseServerAlias(family, null, null))),
                    "the reference, the JDK's PKIX key manager, " + kind);
            if (client != null) {
                assertEquals(client, hostName(jdk.getCertificateChain(jdk.chooseClientAlias(new String[] {family}, null,
                        null))), "the reference, the JDK's PKIX key manager, " + kind);
            }
        } else {
            System.out.println("the JDK's PKIX key manager does not know the " + kind + " keys on this JDK");
        }
    }

    private static ServedCredential served(String kind, SSLContext server, TestCredentials credentials) throws Exception {
        Consumer<SSLSocket> setup = kind.startsWith("ML-DSA") ? MlDsaSchemes::enable : ServedCredential.asIs();
        return ServedCredential.of(server, setup, credentials.client(), setup);
    }

    private static String hostName(X509Certificate[] chain) {
        return chain == null ? "none" : chain[0].getSubjectX500Principal().getName().replaceFirst("^CN=", "");
    }

    /** A server of {@code server} ("rustpqc-jsse" or "SunJSSE") over {@code store} through {@code factory}. */
    private static SSLContext server(String server, String factory, KeyStore store) throws Exception {
        Provider provider = server.equals("SunJSSE") ? Security.getProvider("SunJSSE") : RustPqcJsse.provider(true);
        return TestCredentials.server(provider, factory(factory, store).getKeyManagers());
    }

    private static X509KeyManager manager(String factory, KeyStore store) throws Exception {
        return (X509KeyManager) factory(factory, store).getKeyManagers()[0];
    }

    private static KeyManagerFactory factory(String factory, KeyStore store) throws Exception {
        KeyManagerFactory keyManagers = factory.equals("PKIX (JDK)") ? KeyManagerFactory.getInstance("PKIX", "SunJSSE")
                : KeyManagerFactory.getInstance("PKIX", RustPqcJsse.provider(true));
        keyManagers.init(store, TestCredentials.PASSWORD);
        return keyManagers;
    }
}
