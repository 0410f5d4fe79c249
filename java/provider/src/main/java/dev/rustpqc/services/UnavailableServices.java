package dev.rustpqc.services;

import dev.rustpqc.binding.Native;
import java.security.Provider;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The services a provider would register, kept out of its table while the native library is
 * unavailable: its {@code getService} answers from here, so {@code getInstance(name, provider)}
 * fails with the load error as the cause (a bare "no such algorithm" tells an operator nothing),
 * while {@code getServices()} stays empty and lookups that name no provider go on to the next.
 */
public final class UnavailableServices {
    private final Map<String, Provider.Service> byName = new HashMap<>();

    private UnavailableServices() {
    }

    /**
     * Registers the services {@code registration} makes for {@code provider} through {@code put}
     * when the native library loaded (null then); otherwise keeps them here, unregistered.
     */
    public static UnavailableServices registerIfLoaded(Provider provider,
            BiConsumer<Provider, Consumer<Provider.Service>> registration, Consumer<Provider.Service> put) {
        if (Native.loadError() == null) {
            registration.accept(provider, put);
            return null;
        }
        return of(provider, registration);
    }

    /**
     * What a provider's {@code getService} answers: the service it {@code found}, or while the
     * library is unavailable ({@code unavailable} not null) the service kept there.
     */
    public static Provider.Service orUnavailable(Provider.Service found, UnavailableServices unavailable, String type,
            String algorithm) {
        return found != null || unavailable == null ? found : unavailable.find(type, algorithm);
    }

    /** The services {@code registration} makes for {@code provider}, indexed by type and every name. */
    private static UnavailableServices of(Provider provider,
            BiConsumer<Provider, Consumer<Provider.Service>> registration) {
        UnavailableServices services = new UnavailableServices();
        registration.accept(provider, services::add);
        return services;
    }

    private void add(Provider.Service service) {
        byName.put(key(service.getType(), service.getAlgorithm()), service);
        for (String alias : ((PqcService) service).aliases()) {
            byName.put(key(service.getType(), alias), service);
        }
    }

    /** The service of that type under that name (case-insensitive, as the JCA's), or null. */
    public Provider.Service find(String type, String algorithm) {
        return type == null || algorithm == null ? null : byName.get(key(type, algorithm));
    }

    private static String key(String type, String algorithm) {
        return type.toUpperCase(Locale.ENGLISH) + "." + algorithm.toUpperCase(Locale.ENGLISH);
    }
}
