package dev.rustpqc.bench.kem;

import dev.rustpqc.bench.ProviderUnderTest;
import java.security.GeneralSecurityException;
import java.security.Provider;

/**
 * Picks the ML-KEM API of this JDK. This is the JDK 21+ version: every provider through the
 * standard {@code javax.crypto.KEM}.
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
     * @throws GeneralSecurityException if the provider has no ML-KEM KEM service
     */
    public static KemApi of(ProviderUnderTest which, Provider provider) throws GeneralSecurityException {
        return new JcaKem(provider);
    }

    /**
     * The X-Wing KEM API for a provider under test: {@code javax.crypto.KEM} "X-Wing".
     *
     * @param which the provider under test
     * @param provider its provider object
     * @return an adapter whose every service comes from {@code provider}
     * @throws GeneralSecurityException if the provider has no X-Wing KEM service
     */
    public static KemApi xWing(ProviderUnderTest which, Provider provider) throws GeneralSecurityException {
        return new JcaKem(provider, "X-Wing");
    }
}
