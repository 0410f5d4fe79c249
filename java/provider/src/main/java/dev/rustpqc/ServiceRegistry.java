package dev.rustpqc;

import java.security.Provider;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The services, named as the JDK names them: the family ({@code ML-KEM}, {@code ML-DSA}, with the
 * JDK's defaults; {@code SLH-DSA}, which the JDK lacks, as BouncyCastle names it), each parameter
 * set ({@code ML-KEM-768}, {@code SLH-DSA-SHA2-128S}), and each set's OID with and without the
 * {@code OID.} prefix. BouncyCastle's TLS code and JDK 27's SunJSSE look up both kinds of
 * name; a provider without them is silently bypassed.
 */
final class ServiceRegistry {
    private ServiceRegistry() {
    }

    /** Every service: {@link RustPqcProvider}'s. */
    static void register(Provider provider, Consumer<Provider.Service> sink) {
        for (Family family : Family.values()) {
            addKeyServices(provider, sink, family);
        }
        add(provider, sink, Family.ML_DSA, "Signature", MlDsaSignature.class, MlDsaSignature::new);
        registerMlDsaVariants(provider, sink);
        XWingServices.register(provider, sink);
        add(provider, sink, Family.SLH_DSA, "Signature", SlhDsaSignature.class, SlhDsaSignature::new);
        registerHashSlhDsa(provider, sink);
        KemServices.register(provider, sink);
    }

    /** The ML-KEM services alone: {@link RustPqcMlKemProvider}'s. */
    static void registerMlKem(Provider provider, Consumer<Provider.Service> sink) {
        addKeyServices(provider, sink, Family.ML_KEM);
        KemServices.register(provider, sink);
    }

    private static void addKeyServices(Provider provider, Consumer<Provider.Service> sink, Family family) {
        add(provider, sink, family, "KeyPairGenerator", PqcKeyPairGenerator.class,
                set -> new PqcKeyPairGenerator(family, set));
        add(provider, sink, family, "KeyFactory", PqcKeyFactory.class, set -> new PqcKeyFactory(family, set));
    }

    /**
     * HashML-DSA and external mu, under BouncyCastle's names (and ACCP's for external mu):
     * {@code HASH-ML-DSA} (SHA-512 unless {@link MlDsaParameterSpec#withPreHash} chooses),
     * {@code ML-DSA-65-WITH-SHA512} per set with its OID, {@code ML-DSA-EXTERNAL-MU}.
     */
    private static void registerMlDsaVariants(Provider provider, Consumer<Provider.Service> sink) {
        sink.accept(new PqcService(provider, "Signature", "HASH-ML-DSA", MlDsaSignature.class,
                List.of("SHA512WITHMLDSA"), () -> new MlDsaSignature(MlDsaSignature.Mode.PRE_HASH, null, null)));
        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == Family.ML_DSA) {
                String digits = set.jcaName.substring(set.jcaName.lastIndexOf('-') + 1);
                sink.accept(new PqcService(provider, "Signature", set.jcaName + "-WITH-SHA512", MlDsaSignature.class,
                        List.of(set.hashOid, "OID." + set.hashOid, "SHA512WITHMLDSA" + digits),
                        () -> new MlDsaSignature(MlDsaSignature.Mode.PRE_HASH, set, PreHashFunction.SHA_512)));
            }
        }
        sink.accept(new PqcService(provider, "Signature", "ML-DSA-EXTERNAL-MU", MlDsaSignature.class,
                List.of("ML-DSA-ExtMu", "MLDSA-EXTERNAL-MU"),
                () -> new MlDsaSignature(MlDsaSignature.Mode.EXTERNAL_MU, null, null)));
    }

    /**
     * HashSLH-DSA under BouncyCastle's names: {@code HASH-SLH-DSA} (each set with the hash function
     * RFC 9909 pairs it with, unless {@link MlDsaParameterSpec#withPreHash} chooses), and
     * {@code SLH-DSA-SHA2-128S-WITH-SHA256} ... {@code SLH-DSA-SHAKE-256F-WITH-SHAKE256} per set with
     * its OID (2.16.840.1.101.3.4.3.35 to .46).
     */
    private static void registerHashSlhDsa(Provider provider, Consumer<Provider.Service> sink) {
        sink.accept(new PqcService(provider, "Signature", "HASH-SLH-DSA", SlhDsaSignature.class, List.of(),
                () -> new SlhDsaSignature(null, true, null)));
        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == Family.SLH_DSA) {
                sink.accept(new PqcService(provider, "Signature", SlhDsaSignature.preHashServiceName(set),
                        SlhDsaSignature.class, List.of(set.hashOid, "OID." + set.hashOid),
                        () -> new SlhDsaSignature(set, true, SlhDsaSignature.defaultPreHash(set))));
            }
        }
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
