package dev.rustpqc;

import java.security.Provider;
import java.util.function.Consumer;

/** Registers the {@code KEM} services for ML-KEM and its three sets (JDK 21+). */
final class KemServices {
    private KemServices() {
    }

    static void register(Provider provider, Consumer<Provider.Service> sink) {
        ServiceRegistry.add(provider, sink, Family.ML_KEM, "KEM", MlKemSpi.class, MlKemSpi::new);
    }
}
