package dev.rustpqc.jsse;

import java.io.InputStream;
import java.io.OutputStream;
import java.security.Key;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.KeyStoreSpi;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.UnrecoverableEntryException;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.util.Date;
import java.util.Enumeration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loaded key store seen through a {@code KeyStore} that counts how often a private key is read
 * from it ({@code getKey}, or {@code getEntry} of a key entry): each read of a PKCS12 key store
 * decrypts the key, which is what a TLS handshake costs a server most.
 */
final class CountingKeyStore extends KeyStoreSpi {
    private static final Provider PROVIDER = new Provider("CountingKeyStore", "1", "test key stores that count key reads") {
        private static final long serialVersionUID = 1L;
    };

    private final KeyStore delegate;
    private final AtomicInteger keyReads = new AtomicInteger();

    private CountingKeyStore(KeyStore delegate) {
        this.delegate = delegate;
    }

    /** {@code loaded} seen through a counting key store, and its counter. */
    static Counted wrap(KeyStore loaded) throws Exception {
        CountingKeyStore spi = new CountingKeyStore(loaded);
        KeyStore store = new KeyStore(spi, PROVIDER, loaded.getType()) {
        };
        store.load(null, null);
        return new Counted(store, spi.keyReads);
    }

    /** A counting key store and its count of private key reads. */
    record Counted(KeyStore keyStore, AtomicInteger keyReads) {
    }

    @Override
    public Key engineGetKey(String alias, char[] password) throws NoSuchAlgorithmException, UnrecoverableKeyException {
        keyReads.incrementAndGet();
        try {
            return delegate.getKey(alias, password);
        } catch (KeyStoreException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public KeyStore.Entry engineGetEntry(String alias, KeyStore.ProtectionParameter protection)
            throws KeyStoreException, NoSuchAlgorithmException, UnrecoverableEntryException {
        if (delegate.isKeyEntry(alias)) {
            keyReads.incrementAndGet();
        }
        return delegate.getEntry(alias, protection);
    }

    @Override
    public Certificate[] engineGetCertificateChain(String alias) {
        return call(() -> delegate.getCertificateChain(alias));
    }

    @Override
    public Certificate engineGetCertificate(String alias) {
        return call(() -> delegate.getCertificate(alias));
    }

    @Override
    public Date engineGetCreationDate(String alias) {
        return call(() -> delegate.getCreationDate(alias));
    }

    @Override
    public void engineSetKeyEntry(String alias, Key key, char[] password, Certificate[] chain) throws KeyStoreException {
        delegate.setKeyEntry(alias, key, password, chain);
    }

    @Override
    public void engineSetKeyEntry(String alias, byte[] key, Certificate[] chain) throws KeyStoreException {
        delegate.setKeyEntry(alias, key, chain);
    }

    @Override
    public void engineSetCertificateEntry(String alias, Certificate cert) throws KeyStoreException {
        delegate.setCertificateEntry(alias, cert);
    }

    @Override
    public void engineDeleteEntry(String alias) throws KeyStoreException {
        delegate.deleteEntry(alias);
    }

    @Override
    public Enumeration<String> engineAliases() {
        return call(delegate::aliases);
    }

    @Override
    public boolean engineContainsAlias(String alias) {
        return call(() -> delegate.containsAlias(alias));
    }

    @Override
    public int engineSize() {
        return call(delegate::size);
    }

    @Override
    public boolean engineIsKeyEntry(String alias) {
        return call(() -> delegate.isKeyEntry(alias));
    }

    @Override
    public boolean engineIsCertificateEntry(String alias) {
        return call(() -> delegate.isCertificateEntry(alias));
    }

    @Override
    public String engineGetCertificateAlias(Certificate cert) {
        return call(() -> delegate.getCertificateAlias(cert));
    }

    @Override
    public void engineStore(OutputStream stream, char[] password) {
        throw new UnsupportedOperationException("a counting view is not stored");
    }

    /** The key store it counts is loaded already: loading the view loads nothing. */
    @Override
    public void engineLoad(InputStream stream, char[] password) {
    }

    private interface KeyStoreCall<T> {
        T call() throws KeyStoreException;
    }

    private static <T> T call(KeyStoreCall<T> call) {
        try {
            return call.call();
        } catch (KeyStoreException e) {
            throw new IllegalStateException(e);
        }
    }
}
