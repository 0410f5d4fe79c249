package dev.rustpqc;

import java.security.InvalidAlgorithmParameterException;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The X-Wing services, named as the draft and BouncyCastle name them: {@code X-Wing}, with the
 * aliases {@code X-WING} and {@code XWING} (BouncyCastle's spellings) and the draft's OID with and
 * without the {@code OID.} prefix.
 */
final class XWingServices {
    /** The JCA name, as the draft writes it. */
    static final String NAME = "X-Wing";
    /** What X-Wing keys report as their algorithm: BouncyCastle's spelling. */
    static final String KEY_ALGORITHM = "X-WING";
    private static final List<String> ALIASES = List.of(KEY_ALGORITHM, "XWING", XWingCodec.OID,
            "OID." + XWingCodec.OID);

    private XWingServices() {
    }

    /**
     * {@code KeyPairGenerator} and {@code KeyFactory} on every JDK; {@code KEM} only where
     * {@code javax.crypto.KEMSpi} exists (see {@link KemServices#kemApiPresent}).
     */
    static void register(Provider provider, Consumer<Provider.Service> sink) {
        add(provider, sink, "KeyPairGenerator", XWingKeyPairGenerator.class, XWingKeyPairGenerator::new);
        add(provider, sink, "KeyFactory", XWingKeyFactory.class, XWingKeyFactory::new);
        if (KemServices.kemApiPresent()) {
            add(provider, sink, "KEM", XWingKemSpi.class, XWingKemSpi::new);
        }
    }

    private static void add(Provider provider, Consumer<Provider.Service> sink, String type,
            Class<?> implementation, Supplier<Object> factory) {
        sink.accept(new PqcService(provider, type, NAME, implementation, ALIASES, factory));
    }

    /** Whether {@code name} is X-Wing's name in one of its spellings ({@code X-Wing}, {@code XWING}). */
    static boolean isName(String name) {
        return NAME.equalsIgnoreCase(name) || "XWING".equalsIgnoreCase(name);
    }

    /** X-Wing takes no parameters; null or a NamedParameterSpec naming X-Wing is tolerated. */
    static void checkSpec(AlgorithmParameterSpec spec) throws InvalidAlgorithmParameterException {
        if (spec == null || spec instanceof NamedParameterSpec && isName(((NamedParameterSpec) spec).getName())) {
            return;
        }
        throw new InvalidAlgorithmParameterException("X-Wing takes no parameters, got "
                + (spec instanceof NamedParameterSpec ? "NamedParameterSpec " + ((NamedParameterSpec) spec).getName()
                        : spec.getClass().getName()));
    }
}
