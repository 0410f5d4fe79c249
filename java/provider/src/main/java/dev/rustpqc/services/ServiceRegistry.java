package dev.rustpqc.services;

import dev.rustpqc.hpke.HpkeCipher;
import dev.rustpqc.kem.KemSpi;
import dev.rustpqc.kem.KemWrapCipher;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcKeyFactory;
import dev.rustpqc.keys.PqcKeyPairGenerator;
import dev.rustpqc.signature.MlDsaSignature;
import dev.rustpqc.signature.PreHashFunction;
import dev.rustpqc.signature.SlhDsaSignature;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The services, named as the JDK names them: the family ({@code ML-KEM}, {@code ML-DSA}, with the
 * JDK's defaults; {@code SLH-DSA}, which the JDK lacks, as BouncyCastle names it), each parameter
 * set ({@code ML-KEM-768}, {@code SLH-DSA-SHA2-128S}), and each set's OID with and without the
 * {@code OID.} prefix. BouncyCastle's TLS code and JDK 27's SunJSSE look up both kinds of name; a
 * provider without them is silently bypassed. X-Wing, a family of one set, is served under its
 * draft's name, with BouncyCastle's spellings and the draft's OID as aliases.
 */
public final class ServiceRegistry {
    private ServiceRegistry() {
    }

    /** Every service: {@code RustPqcProvider}'s. */
    public static void register(Provider provider, Consumer<Provider.Service> sink) {
        for (Family family : Family.values()) {
            addKeyServices(provider, sink, family);
        }
        add(provider, sink, Family.ML_DSA, "Signature", MlDsaSignature.class, MlDsaSignature::new);
        registerMlDsaVariants(provider, sink);
        add(provider, sink, Family.SLH_DSA, "Signature", SlhDsaSignature.class, SlhDsaSignature::new);
        registerHashSlhDsa(provider, sink);
        addKem(provider, sink, Family.ML_KEM);
        addKem(provider, sink, Family.X_WING);
        addKeyTransport(provider, sink);
        // The JDK's name (JDK 26+): with the JDK's own HPKEParameterSpec, which also names the
        // JDK's DHKEMs, the first provider whose HPKE takes the key serves the cipher.
        sink.accept(new PqcService(provider, "Cipher", "HPKE", HpkeCipher.class, List.of(), HpkeCipher::new));
    }

    /** The ML-KEM services alone: {@code RustPqcMlKemProvider}'s. */
    public static void registerMlKem(Provider provider, Consumer<Provider.Service> sink) {
        addKeyServices(provider, sink, Family.ML_KEM);
        addKem(provider, sink, Family.ML_KEM);
        addKeyTransport(provider, sink);
    }

    /**
     * ML-KEM as a key-transport {@code Cipher} (wrap and unwrap modes), for CMS: bcpkix looks the
     * KEM's OID up as a Cipher, as BouncyCastle's own provider serves it.
     */
    private static void addKeyTransport(Provider provider, Consumer<Provider.Service> sink) {
        add(provider, sink, Family.ML_KEM, "Cipher", KemWrapCipher.class, KemWrapCipher::new);
    }

    private static void addKeyServices(Provider provider, Consumer<Provider.Service> sink, Family family) {
        add(provider, sink, family, "KeyPairGenerator", PqcKeyPairGenerator.class,
                set -> new PqcKeyPairGenerator(family, set));
        add(provider, sink, family, "KeyFactory", PqcKeyFactory.class, set -> new PqcKeyFactory(family, set));
    }

    /**
     * The {@code KEM} service, wherever {@code javax.crypto.KEMSpi} exists: JDK 21 and later, and
     * JDK 17 updates that carry the backported KEM API (17.0.15 does). Elsewhere
     * {@code dev.rustpqc.MlKem} and {@code dev.rustpqc.XWing} are the way to encapsulate.
     */
    private static void addKem(Provider provider, Consumer<Provider.Service> sink, Family family) {
        if (kemApiPresent()) {
            add(provider, sink, family, "KEM", KemSpi.class, set -> new KemSpi(family, set));
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
                List.of("SHA512WITHMLDSA"), () -> new MlDsaSignature(MlDsaSignature.Mode.PRE_HASH, null, null)));
        for (ParameterSet set : setsOf(Family.ML_DSA)) {
            String digits = set.jcaName.substring(set.jcaName.lastIndexOf('-') + 1);
            sink.accept(new PqcService(provider, "Signature", set.jcaName + "-WITH-SHA512", MlDsaSignature.class,
                    List.of(set.hashOid, "OID." + set.hashOid, "SHA512WITHMLDSA" + digits),
                    () -> new MlDsaSignature(MlDsaSignature.Mode.PRE_HASH, set, PreHashFunction.SHA_512)));
        }
        sink.accept(new PqcService(provider, "Signature", "ML-DSA-EXTERNAL-MU", MlDsaSignature.class,
                List.of("ML-DSA-ExtMu", "MLDSA-EXTERNAL-MU"),
                () -> new MlDsaSignature(MlDsaSignature.Mode.EXTERNAL_MU, null, null)));
    }

    /**
     * HashSLH-DSA under BouncyCastle's names: {@code HASH-SLH-DSA} (each set with the hash function
     * RFC 9909 pairs it with, unless {@code MlDsaParameterSpec#withPreHash} chooses), and
     * {@code SLH-DSA-SHA2-128S-WITH-SHA256} ... {@code SLH-DSA-SHAKE-256F-WITH-SHAKE256} per set with
     * its OID (2.16.840.1.101.3.4.3.35 to .46).
     */
    private static void registerHashSlhDsa(Provider provider, Consumer<Provider.Service> sink) {
        sink.accept(new PqcService(provider, "Signature", "HASH-SLH-DSA", SlhDsaSignature.class, List.of(),
                () -> new SlhDsaSignature(null, true, null)));
        for (ParameterSet set : setsOf(Family.SLH_DSA)) {
            sink.accept(new PqcService(provider, "Signature", SlhDsaSignature.preHashServiceName(set),
                    SlhDsaSignature.class, List.of(set.hashOid, "OID." + set.hashOid),
                    () -> new SlhDsaSignature(set, true, SlhDsaSignature.defaultPreHash(set))));
        }
    }

    /**
     * Registers {@code type} for the family (factory argument null) and for each of its sets
     * (factory argument the set), each set under its OID too. A family of one set is served once,
     * under its name, its aliases and the set's OID (factory argument the set).
     */
    private static void add(Provider provider, Consumer<Provider.Service> sink, Family family, String type,
            Class<?> implementation, Function<ParameterSet, Object> factory) {
        ParameterSet only = ParameterSet.defaultOf(family);
        if (only.isWholeFamily()) {
            List<String> aliases = new ArrayList<>(family.aliases());
            aliases.addAll(oidAliases(only));
            sink.accept(new PqcService(provider, type, family.jcaName(), implementation, aliases,
                    () -> factory.apply(only)));
            return;
        }
        sink.accept(new PqcService(provider, type, family.jcaName(), implementation, List.of(),
                () -> factory.apply(null)));
        for (ParameterSet set : setsOf(family)) {
            sink.accept(new PqcService(provider, type, set.jcaName, implementation, oidAliases(set),
                    () -> factory.apply(set)));
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
