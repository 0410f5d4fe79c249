package dev.rustpqc.jsse;

import java.security.InvalidAlgorithmParameterException;
import java.security.KeyStore;
import java.security.KeyStoreException;
import java.security.NoSuchAlgorithmException;
import java.security.UnrecoverableKeyException;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.KeyManagerFactorySpi;
import javax.net.ssl.KeyStoreBuilderParameters;
import javax.net.ssl.ManagerFactoryParameters;

/**
 * rustpqc-jsse's {@code PKIX} key manager factory: a {@link KeyStoreKeyManager} over the key store
 * (or the {@code KeyStoreBuilderParameters}) it is given, serving EC, RSA, Ed25519, Ed448 and
 * ML-DSA entries whichever provider made their keys. BouncyCastle's own manager matches a key type
 * such as {@code ML-DSA-65} or {@code Ed25519} against the certificate key's algorithm name, which
 * the JDK's and RustPqc's keys give as {@code ML-DSA} and {@code EdDSA}. Initialised with no key
 * store, it is BouncyCastle's factory over the JVM's default key store
 * ({@code javax.net.ssl.keyStore}).
 */
final class KeyStoreKeyManagerFactorySpi extends KeyManagerFactorySpi {
    private final KeyManagerFactory defaultKeyStore;
    private KeyManager[] managers;

    /** @param defaultKeyStore BouncyCastle's factory, for an init with no key store */
    KeyStoreKeyManagerFactorySpi(KeyManagerFactory defaultKeyStore) {
        this.defaultKeyStore = defaultKeyStore;
    }

    /** Reads no private key: each is decrypted with {@code password} when its entry is first chosen. */
    @Override
    protected void engineInit(KeyStore keyStore, char[] password)
            throws KeyStoreException, NoSuchAlgorithmException, UnrecoverableKeyException {
        if (keyStore == null) {
            defaultKeyStore.init(null, password);
            managers = defaultKeyStore.getKeyManagers();
            return;
        }
        KeyStore.Builder builder;
        try {
            builder = KeyStore.Builder.newInstance(keyStore, new KeyStore.PasswordProtection(password));
        } catch (IllegalArgumentException notLoaded) {
            throw new KeyStoreException(notLoaded.getMessage(), notLoaded);
        }
        managers = new KeyManager[] {KeyStoreKeyManager.of(List.of(builder))};
    }

    @Override
    protected void engineInit(ManagerFactoryParameters parameters) throws InvalidAlgorithmParameterException {
        if (!(parameters instanceof KeyStoreBuilderParameters builders)) {
            throw new InvalidAlgorithmParameterException("Expected KeyStoreBuilderParameters, not "
                    + (parameters == null ? "null" : parameters.getClass().getName()));
        }
        managers = new KeyManager[] {KeyStoreKeyManager.of(builders.getParameters())};
    }

    @Override
    protected KeyManager[] engineGetKeyManagers() {
        if (managers == null) {
            throw new IllegalStateException("The KeyManagerFactory is not initialised: call init first");
        }
        return managers.clone();
    }
}
