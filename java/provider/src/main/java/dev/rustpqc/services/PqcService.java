package dev.rustpqc.services;

import java.security.InvalidParameterException;
import java.security.Provider;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** A service that makes its SPI object directly, without the JCA's reflective instantiation. */
final class PqcService extends Provider.Service {
    private final Supplier<Object> factory;

    PqcService(Provider provider, String type, String algorithm, Class<?> implementation, List<String> aliases,
            Supplier<Object> factory) {
        super(provider, type, algorithm, implementation.getName(), aliases, Map.of("ImplementedIn", "Software"));
        this.factory = factory;
    }

    @Override
    public Object newInstance(Object constructorParameter) {
        if (constructorParameter != null) {
            throw new InvalidParameterException(getType() + "." + getAlgorithm() + " takes no constructor parameter");
        }
        return factory.get();
    }
}
