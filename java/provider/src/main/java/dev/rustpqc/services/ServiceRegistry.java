package dev.rustpqc.services;

import dev.rustpqc.binding.FipsFlavour;
import dev.rustpqc.hpke.HpkeCipher;
import dev.rustpqc.kem.KemSpi;
import dev.rustpqc.kem.KemWrapCipher;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcKeyFactory;
import dev.rustpqc.keys.PqcKeyPairGenerator;
import dev.rustpqc.signature.CompositeSignature;
import dev.rustpqc.signature.MlDsaSignature;
import dev.rustpqc.signature.SlhDsaSignature;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The services, named as the JDK names them: the family ({@code ML-KEM}, {@code ML-DSA}, with the
 * JDK's defaults; {@code SLH-DSA}, which the JDK lacks, as BouncyCastle names it), each parameter
 * set ({@code ML-KEM-768}, {@code SLH-DSA-SHA2-128S}), and each set's OID with and without the
 * {@code OID.} prefix. BouncyCastle's TLS code and JDK 27's SunJSSE look up both kinds of name; a
 * provider without them is silently bypassed. X-Wing, a family of one set, is served under its
 * draft's name, with BouncyCastle's spellings and the draft's OID as aliases. Composite ML-DSA's
 * sets are served under BouncyCastle's names ({@code MLDSA65-ECDSA-P256-SHA512}) and their OIDs
 * (1.3.6.1.5.5.7.6.37 to .54), the family as {@code Composite-ML-DSA}.
 */
public final class ServiceRegistry {
    private ServiceRegistry() {
    }

    /**
     * {@link #register}, for {@code UnavailableServices.registerIfLoaded}:
     * classes, not method references, whose bootstraps a cold JVM pays for before its first
     * operation.
     */
    public static final BiConsumer<Provider, Consumer<Provider.Service>> ALL = new BiConsumer<>() {
        @Override
        public void accept(Provider provider, Consumer<Provider.Service> sink) {
            register(provider, sink);
        }
    };

    /** {@link #registerMlKem}, as {@link #ALL}. */
    public static final BiConsumer<Provider, Consumer<Provider.Service>> ML_KEM = new BiConsumer<>() {
        @Override
        public void accept(Provider provider, Consumer<Provider.Service> sink) {
            registerMlKem(provider, sink);
        }
    };

    /**
     * Every service: {@code RustPqcProvider}'s. In the FIPS flavour only what its AWS-LC FIPS
     * module performs: ML-KEM ({@code KeyPairGenerator}, {@code KeyFactory}, {@code KEM}) and pure
     * ML-DSA ({@code KeyPairGenerator}, {@code KeyFactory}, {@code Signature}).
     */
    public static void register(Provider provider, Consumer<Provider.Service> sink) {
        if (FipsFlavour.active()) {
            registerMlKem(provider, sink);
            addKeyServices(provider, sink, Family.ML_DSA);
            add(provider, sink, Family.ML_DSA, "Signature", MlDsaSignature.class, SpiMaker.Kind.SIGNATURE);
            return;
        }
        for (Family family : Family.values()) {
            addKeyServices(provider, sink, family);
        }
        add(provider, sink, Family.ML_DSA, "Signature", MlDsaSignature.class, SpiMaker.Kind.SIGNATURE);
        registerMlDsaVariants(provider, sink);
        add(provider, sink, Family.SLH_DSA, "Signature", SlhDsaSignature.class, SpiMaker.Kind.SIGNATURE);
        registerHashSlhDsa(provider, sink);
        add(provider, sink, Family.COMPOSITE_ML_DSA, "Signature", CompositeSignature.class, SpiMaker.Kind.SIGNATURE);
        addKem(provider, sink, Family.ML_KEM);
        addKem(provider, sink, Family.X_WING);
        addKeyTransport(provider, sink);
        // The JDK's name (JDK 26+): with the JDK's own HPKEParameterSpec, which also names the
        // JDK's DHKEMs, the first provider whose HPKE takes the key serves the cipher.
        sink.accept(new PqcService(provider, "Cipher", "HPKE", HpkeCipher.class, List.of(),
                new SpiMaker(SpiMaker.Kind.HPKE, null, null)));
    }

    /** The ML-KEM services alone: {@code RustPqcMlKemProvider}'s. */
    public static void registerMlKem(Provider provider, Consumer<Provider.Service> sink) {
        addKeyServices(provider, sink, Family.ML_KEM);
        addKem(provider, sink, Family.ML_KEM);
    }

    /**
     * ML-KEM as a key-transport {@code Cipher} (wrap and unwrap modes), for CMS: bcpkix looks the
     * KEM's OID up as a Cipher, as BouncyCastle's own provider serves it.
     */
    private static void addKeyTransport(Provider provider, Consumer<Provider.Service> sink) {
        add(provider, sink, Family.ML_KEM, "Cipher", KemWrapCipher.class, SpiMaker.Kind.KEY_TRANSPORT);
    }

    private static void addKeyServices(Provider provider, Consumer<Provider.Service> sink, Family family) {
        add(provider, sink, family, "KeyPairGenerator", PqcKeyPairGenerator.class, SpiMaker.Kind.KEY_PAIR_GENERATOR);
        add(provider, sink, family, "KeyFactory", PqcKeyFactory.class, SpiMaker.Kind.KEY_FACTORY);
    }

    /**
     * The {@code KEM} service, wherever {@code javax.crypto.KEMSpi} exists: JDK 21 and later, and
     * JDK 17 updates that carry the backported KEM API (17.0.15 does). Elsewhere
     * {@code dev.rustpqc.MlKem} and {@code dev.rustpqc.XWing} are the way to encapsulate.
     */
    private static void addKem(Provider provider, Consumer<Provider.Service> sink, Family family) {
        if (kemApiPresent()) {
            add(provider, sink, family, "KEM", KemSpi.class, SpiMaker.Kind.KEM);
        }
    }

    /** Whether the running JDK has the KEM API (asked by name: a feature-release check misses 17u). */
    private static boolean kemApiPresent() {
        try {
            Class.forName("javax.crypto.KEMSpi", false, ClassLoader.getPlatformClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * HashML-DSA and external mu, under BouncyCastle's names (and ACCP's for external mu):
     * {@code HASH-ML-DSA} (SHA-512 unless {@code MlDsaParameterSpec#withPreHash} chooses),
     * {@code ML-DSA-65-WITH-SHA512} per set with its OID, {@code ML-DSA-EXTERNAL-MU}.
     */
    private static void registerMlDsaVariants(Provider provider, Consumer<Provider.Service> sink) {
        sink.accept(new PqcService(provider, "Signature", "HASH-ML-DSA", MlDsaSignature.class,
                List.of("SHA512WITHMLDSA"), new SpiMaker(SpiMaker.Kind.ML_DSA_PRE_HASH, Family.ML_DSA, null)));
        for (ParameterSet set : setsOf(Family.ML_DSA)) {
            String digits = set.jcaName.substring(set.jcaName.lastIndexOf('-') + 1);
            sink.accept(new PqcService(provider, "Signature", set.jcaName + "-WITH-SHA512", MlDsaSignature.class,
                    List.of(set.hashOid, "OID." + set.hashOid, "SHA512WITHMLDSA" + digits),
                    new SpiMaker(SpiMaker.Kind.ML_DSA_PRE_HASH, Family.ML_DSA, set)));
        }
        sink.accept(new PqcService(provider, "Signature", "ML-DSA-EXTERNAL-MU", MlDsaSignature.class,
                List.of("ML-DSA-ExtMu", "MLDSA-EXTERNAL-MU"),
                new SpiMaker(SpiMaker.Kind.ML_DSA_EXTERNAL_MU, Family.ML_DSA, null)));
    }

    /**
     * HashSLH-DSA under BouncyCastle's names: {@code HASH-SLH-DSA} (each set with the hash function
     * RFC 9909 pairs it with, unless {@code MlDsaParameterSpec#withPreHash} chooses), and
     * {@code SLH-DSA-SHA2-128S-WITH-SHA256} ... {@code SLH-DSA-SHAKE-256F-WITH-SHAKE256} per set with
     * its OID (2.16.840.1.101.3.4.3.35 to .46).
     */
    private static void registerHashSlhDsa(Provider provider, Consumer<Provider.Service> sink) {
        sink.accept(new PqcService(provider, "Signature", "HASH-SLH-DSA", SlhDsaSignature.class, List.of(),
                new SpiMaker(SpiMaker.Kind.SLH_DSA_PRE_HASH, Family.SLH_DSA, null)));
        for (ParameterSet set : setsOf(Family.SLH_DSA)) {
            sink.accept(new PqcService(provider, "Signature", SlhDsaSignature.preHashServiceName(set),
                    SlhDsaSignature.class, List.of(set.hashOid, "OID." + set.hashOid),
                    new SpiMaker(SpiMaker.Kind.SLH_DSA_PRE_HASH, Family.SLH_DSA, set)));
        }
    }

    /**
     * Registers {@code type} for the family (its parameter set null) and for each of its sets
     * (the set), each set under its OID too. A family of one set is served once,
     * under its name, its aliases and the set's OID (the set).
     */
    private static void add(Provider provider, Consumer<Provider.Service> sink, Family family, String type,
            Class<?> implementation, SpiMaker.Kind kind) {
        ParameterSet only = ParameterSet.defaultOf(family);
        if (only.isWholeFamily()) {
            List<String> aliases = new ArrayList<>(family.aliases());
            aliases.addAll(oidAliases(only));
            sink.accept(new PqcService(provider, type, family.jcaName(), implementation, aliases,
                    new SpiMaker(kind, family, only)));
            return;
        }
        sink.accept(new PqcService(provider, type, family.jcaName(), implementation, List.of(),
                new SpiMaker(kind, family, null)));
        for (ParameterSet set : setsOf(family)) {
            sink.accept(new PqcService(provider, type, set.jcaName, implementation, oidAliases(set),
                    new SpiMaker(kind, family, set)));
        }
    }

    private static List<String> oidAliases(ParameterSet set) {
        return List.of(set.oid, "OID." + set.oid);
    }

    private static List<ParameterSet> setsOf(Family family) {
        List<ParameterSet> sets = new ArrayList<>();
        for (ParameterSet set : ParameterSet.values()) {
            if (set.family == family) {
                sets.add(set);
            }
        }
        return sets;
    }
}
