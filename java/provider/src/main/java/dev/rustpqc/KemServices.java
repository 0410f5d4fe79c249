package dev.rustpqc;

import java.security.Provider;
import java.util.function.Consumer;

/**
 * Registers the {@code KEM} services where {@code javax.crypto.KEMSpi} exists (JDK 21+). This is the
 * JDK 17 version: there is no KEM API, so nothing is registered and {@link MlKem} is the way to
 * encapsulate. The multi-release jar replaces this class on JDK 21+.
 */
final class KemServices {
    private KemServices() {
    }

    static void register(Provider provider, Consumer<Provider.Service> sink) {
        // No javax.crypto.KEM before JDK 21.
    }
}
