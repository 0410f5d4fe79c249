package dev.rustpqc.services;

import dev.rustpqc.binding.Native;
import java.security.InvalidParameterException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.List;
import java.util.Map;

/**
 * A service that makes its SPI object directly, without the JCA's reflective instantiation; while
 * the native library is unavailable it refuses, with the reason as the cause.
 */
final class PqcService extends Provider.Service {
    private final SpiMaker maker;
    private final List<String> aliases;

    PqcService(Provider provider, String type, String algorithm, Class<?> implementation, List<String> aliases,
            SpiMaker maker) {
        super(provider, type, algorithm, implementation.getName(), aliases, Map.of("ImplementedIn", "Software"));
        this.maker = maker;
        this.aliases = List.copyOf(aliases);
    }

    /** The names it is registered under besides {@link #getAlgorithm()}. */
    List<String> aliases() {
        return aliases;
    }

    @Override
    public Object newInstance(Object constructorParameter) throws NoSuchAlgorithmException {
        RuntimeException unavailable = Native.loadError();
        if (unavailable != null) {
            throw new NoSuchAlgorithmException(getType() + " " + getAlgorithm() + " of provider "
                    + getProvider().getName() + " is unavailable: " + unavailable.getMessage(), unavailable);
        }
        if (constructorParameter != null) {
            throw new InvalidParameterException(getType() + "." + getAlgorithm() + " takes no constructor parameter");
        }
        return maker.make();
    }
}
