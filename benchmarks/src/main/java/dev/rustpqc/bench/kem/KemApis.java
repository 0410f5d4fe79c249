package dev.rustpqc.bench.kem;

import dev.rustpqc.bench.ProviderUnderTest;
import java.security.GeneralSecurityException;
import java.security.Provider;

/**
 * Picks the ML-KEM API of this JDK. This is the JDK 17-20 version (no {@code javax.crypto.KEM}):
 * RustPqc's {@link dev.rustpqc.MlKem} and BouncyCastle's KeyGenerator API; the JDK has no ML-KEM
 * here. On JDK 21+ the version in {@code META-INF/versions/21} answers instead.
 */
public final class KemApis {
    private KemApis() {
    }

    /**
     * The KEM API for a provider under test.
     *
     * @param which the provider under test
     * @param provider its provider object
     * @return an adapter whose every service comes from {@code provider}
     * @throws GeneralSecurityException if the provider has no ML-KEM service
     */
    public static KemApi of(ProviderUnderTest which, Provider provider) throws GeneralSecurityException {
        switch (which) {
            case RUSTPQC:
                return new RustPqcMlKem();
            case BC:
                return new BcKeyGeneratorKem(provider);
            default:
                throw new IllegalStateException("no ML-KEM API for " + which + " on JDK " + Runtime.version());
        }
    }

    /**
     * The X-Wing API for a provider under test on JDK 17-20: RustPqc's {@link dev.rustpqc.XWing}
     * and BouncyCastle's KeyGenerator API.
     *
     * @param which the provider under test
     * @param provider its provider object
     * @return an adapter whose every service comes from {@code provider}
     * @throws GeneralSecurityException if the provider has no X-Wing service
     */
    public static KemApi xWing(ProviderUnderTest which, Provider provider) throws GeneralSecurityException {
        switch (which) {
            case RUSTPQC:
                return new RustPqcXWing();
            case BC:
                return new BcKeyGeneratorKem(provider, "X-Wing");
            default:
                throw new IllegalStateException("no X-Wing for " + which);
        }
    }
}
