package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javax.crypto.spec.SecretKeySpec;
import javax.net.ssl.KeyManagerFactory;
import org.bouncycastle.jsse.provider.BouncyCastleJsseProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Key stores that the JDK's and BouncyCastle's key manager factories accept, with an entry
 * rustpqc-jsse's {@code PKIX} factory cannot use as it is: {@code init} never fails for one entry,
 * which is left out (and said so at FINE on {@code dev.rustpqc.jsse}) while the rest are served.
 */
@ExtendWith(RegisteredRustPqc.class)
class OddKeyStoreEntriesTest {
    private static final Logger LOG = Logger.getLogger("dev.rustpqc.jsse");

    /**
     * An ML-DSA-65 entry whose certificate object is BouncyCastle's (its key says {@code ML-DSA-65})
     * while the key store decodes the private key through the JCA (the JDK's and RustPqc's say
     * {@code ML-DSA}): {@code KeyStore.getEntry} refuses the pair. SunX509, the JDK's PKIX and
     * BouncyCastle's PKIX factories take the key store; rustpqc-jsse's too, and it serves the entry.
     */
    @Test
    void anEntryWithBouncyCastlesCertificateObjectIsServed() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        TestCredentials.Credential issued = credentials.issue(TestCredentials.keyPair("ML-DSA-65"),
                new TestCredentials.Spec("server"));
        X509Certificate bouncyCastles = BouncyCastleCopies.of(issued.certificate());
        KeyStore store = TestCredentials.keyStore(List.of(new TestCredentials.Credential("server", issued.key(),
                new X509Certificate[] {bouncyCastles, credentials.ca})));
        for (String reference : new String[] {"SunX509", "PKIX"}) {
            KeyManagerFactory.getInstance(reference, "SunJSSE").init(store, TestCredentials.PASSWORD);
        }
        KeyManagerFactory.getInstance("PKIX", new BouncyCastleJsseProvider()).init(store, TestCredentials.PASSWORD);

        KeyManagerFactory ours = KeyManagerFactory.getInstance("PKIX", RustPqcJsse.provider(true));
        ours.init(store, TestCredentials.PASSWORD);
        ServedCredential served = ServedCredential.of(TestCredentials.server(RustPqcJsse.provider(true),
                ours.getKeyManagers()), MlDsaSchemes::enable, credentials.client(), MlDsaSchemes::enable);
        assertEquals("localhost", served.hostName());
    }

    /**
     * Entries that cannot be served, stored first: a key under another password than the key
     * store's, and a secret key. The factory's {@code init} takes the key store; the handshake
     * serves the good entry; the log says, at FINE, which entries were left out and why.
     */
    @Test
    void entriesThatCannotBeServedAreLeftOutAndSaidSoAtFine() throws Exception {
        TestCredentials credentials = TestCredentials.get();
        KeyPair keys = TestCredentials.keyPair("EC P-256");
        TestCredentials.Credential locked = credentials.issue(keys, new TestCredentials.Spec("locked").hostName("locked.test"));
        TestCredentials.Credential good = credentials.issue(keys, new TestCredentials.Spec("good").hostName("good.test"));
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("locked", locked.key(), "another password".toCharArray(), locked.chain());
        store.setKeyEntry("secret", new SecretKeySpec(new byte[16], "AES"), TestCredentials.PASSWORD, null);
        store.setKeyEntry("good", good.key(), TestCredentials.PASSWORD, good.chain());

        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        handler.setLevel(Level.ALL);
        Level level = LOG.getLevel();
        LOG.setLevel(Level.FINE);
        LOG.addHandler(handler);
        try {
            KeyManagerFactory ours = KeyManagerFactory.getInstance("PKIX", RustPqcJsse.provider(true));
            ours.init(store, TestCredentials.PASSWORD);
            ServedCredential served = ServedCredential.of(TestCredentials.server(RustPqcJsse.provider(true),
                    ours.getKeyManagers()), ServedCredential.asIs(), credentials.client(), ServedCredential.asIs());
            assertEquals("good.test", served.hostName());
        } finally {
            LOG.removeHandler(handler);
            LOG.setLevel(level);
        }
        List<String> leftOut = records.stream().filter(record -> record.getLevel() == Level.FINE)
                .map(LogRecord::getMessage).filter(message -> message.contains("left out")).toList();
        assertTrue(leftOut.stream().anyMatch(message -> message.contains("entry locked ")), leftOut::toString);
        assertTrue(leftOut.stream().anyMatch(message -> message.contains("entry secret ")), leftOut::toString);
    }
}
