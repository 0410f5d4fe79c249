package dev.rustpqc;

import java.security.Provider;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The services, named as the JDK names them: the family ({@code ML-KEM}, {@code ML-DSA}, with the
 * JDK's defaults), each parameter set ({@code ML-KEM-768}), and each set's OID with and without
 * the {@code OID.} prefix. BouncyCastle's TLS code and JDK 27's SunJSSE look up both kinds of
 * name; a provider without them is silently bypassed.
 */
final class ServiceRegistry {
    private ServiceRegistry() {
    }

    static void register(Provider provider, Consumer<Provider.Service> sink) {
        for (Family family : Family.values()) {
            add(provider, sink, family, "KeyPairGenerator", PqcKeyPairGenerator.class,
                    set -> new PqcKeyPairGenerator(family, set));
            add(provider, sink, family, "KeyFactory", PqcKeyFactory.class, set -> new PqcKeyFactory(family, set));
        }
        add(provider, sink, Family.ML_DSA, "Signature", MlDsaSignature.class, MlDsaSignature::new);
        XWingServices.register(provider, sink);
        KemServices.register(provider, sink);
    }

    /**
     * Registers {@code type} for the family (factory argument null) and for each of its sets
     * (factory argument the set).
     */
    static void add(Provider provider, Consumer<Provider.Service> sink, Family family, String type,
            Class<?> implementation, Function<ParameterSet, Object> factory) {
        sink.accept(new PqcService(provider, type, family.jcaName(), implementation, List.of(),
                () -> factory.apply(null)));
        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == family) {
                sink.accept(new PqcService(provider, type, set.jcaName, implementation,
                        List.of(set.oid, "OID." + set.oid), () -> factory.apply(set)));
            }
        }
    }
}
