package dev.rustpqc;

import java.security.Provider;
import java.util.function.Consumer;

/**
 * Registers the ML-KEM {@code KEM} services wherever {@code javax.crypto.KEMSpi} exists: JDK 21 and
 * later, and JDK 17 updates that carry the backported KEM API (17.0.15 does). On a JDK without it
 * nothing is registered and {@link MlKem} and {@link XWing} are the way to encapsulate.
 */
final class KemServices {
    private KemServices() {
    }

    static void register(Provider provider, Consumer<Provider.Service> sink) {
        if (kemApiPresent()) {
            ServiceRegistry.add(provider, sink, Family.ML_KEM, "KEM", MlKemSpi.class, MlKemSpi::new);
        }
    }

    /** Whether the running JDK has the KEM API (asked by name: a feature-release check misses 17u). */
    static boolean kemApiPresent() {
        try {
            Class.forName("javax.crypto.KEMSpi", false, ClassLoader.getPlatformClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
