package dev.rustpqc.bench.kem;

import dev.rustpqc.bench.ProviderUnderTest;
import java.security.GeneralSecurityException;
import java.security.Provider;

/**
 * Picks the KEM API of this JDK. This is the JDK 17-20 version: RustPqc's {@link dev.rustpqc.MlKem}
 * and {@link dev.rustpqc.XWing}, BouncyCastle's KeyGenerator API, and the JDK's own ML-KEM through
 * {@code javax.crypto.KEM} on the JDK 17 updates that have both (17.0.21 and later). On JDK 21+
 * the version in {@code META-INF/versions/21} answers instead.
 */
public final class KemApis {
    private KemApis() {
    }

    /**
     * The KEM API for a provider under test.
     *
     * @param algorithm {@code ML-KEM} or {@code X-Wing}
     * @param which the provider under test
     * @param provider its provider object
     * @return an adapter whose every service comes from {@code provider}
     * @throws GeneralSecurityException if the provider has no such KEM
     */
    public static KemApi of(String algorithm, ProviderUnderTest which, Provider provider)
            throws GeneralSecurityException {
        switch (which) {
            case RUSTPQC:
                return algorithm.equals("X-Wing") ? RustPqcDirectKem.xWing() : RustPqcDirectKem.mlKem();
            case BC:
                return new BcKeyGeneratorKem(provider, algorithm);
            case JDK:
                return new JcaKem(provider, algorithm);
            default:
                throw new IllegalStateException("no " + algorithm + " API for " + which + " on JDK "
                        + Runtime.version());
        }
    }
}
