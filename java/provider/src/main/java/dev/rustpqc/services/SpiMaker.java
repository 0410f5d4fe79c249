package dev.rustpqc.services;

import dev.rustpqc.hpke.HpkeCipher;
import dev.rustpqc.kem.KemSpi;
import dev.rustpqc.kem.KemWrapCipher;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcKeyFactory;
import dev.rustpqc.keys.PqcKeyPairGenerator;
import dev.rustpqc.signature.CompositeSignature;
import dev.rustpqc.signature.MlDsaSignature;
import dev.rustpqc.signature.PreHashFunction;
import dev.rustpqc.signature.SlhDsaSignature;

/**
 * What a service makes: its kind, family and parameter set (null for the whole family), and one
 * switch that makes it. One small class rather than a lambda per kind of service: a cold JVM pays
 * for every lambda's bootstrap while the provider registers its services, before the first
 * operation.
 */
final class SpiMaker {
    /** The kinds of SPI object the provider serves. */
    enum Kind {
        KEY_PAIR_GENERATOR, KEY_FACTORY, KEM, SIGNATURE, ML_DSA_PRE_HASH, ML_DSA_EXTERNAL_MU, SLH_DSA_PRE_HASH,
        KEY_TRANSPORT, HPKE
    }

    private final Kind kind;
    private final Family family;
    private final ParameterSet set;

    SpiMaker(Kind kind, Family family, ParameterSet set) {
        this.kind = kind;
        this.family = family;
        this.set = set;
    }

    Object make() {
        switch (kind) {
            case KEY_PAIR_GENERATOR:
                return new PqcKeyPairGenerator(family, set);
            case KEY_FACTORY:
                return new PqcKeyFactory(family, set);
            case KEM:
                return new KemSpi(family, set);
            case SIGNATURE:
                switch (family) {
                    case ML_DSA:
                        return new MlDsaSignature(set);
                    case SLH_DSA:
                        return new SlhDsaSignature(set);
                    case COMPOSITE_ML_DSA:
                        return new CompositeSignature(set);
                    default:
                        throw new IllegalStateException("no Signature for " + family);
                }
            case ML_DSA_PRE_HASH:
                return new MlDsaSignature(MlDsaSignature.Mode.PRE_HASH, set, set == null ? null : PreHashFunction.SHA_512);
            case ML_DSA_EXTERNAL_MU:
                return new MlDsaSignature(MlDsaSignature.Mode.EXTERNAL_MU, null, null);
            case SLH_DSA_PRE_HASH:
                return new SlhDsaSignature(set, true, set == null ? null : SlhDsaSignature.defaultPreHash(set));
            case KEY_TRANSPORT:
                return new KemWrapCipher(set);
            case HPKE:
                return new HpkeCipher();
            default:
                throw new IllegalStateException("no SPI for " + kind);
        }
    }
}
