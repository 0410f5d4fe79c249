package dev.rustpqc.bench.kem;

import dev.rustpqc.bench.ProviderUnderTest;
import java.security.GeneralSecurityException;
import java.security.Provider;

/**
 * Picks the KEM API of this JDK. This is the JDK 21+ version: every provider through the
 * standard {@code javax.crypto.KEM}.
 */
public final class KemApis {
    private KemApis() {
    }

    /**
     * The KEM API for a provider under test: {@code javax.crypto.KEM}.
     *
     * @param algorithm {@code ML-KEM} or {@code X-Wing}
     * @param which the provider under test
     * @param provider its provider object
     * @return an adapter whose every service comes from {@code provider}
     * @throws GeneralSecurityException if the provider has no such KEM service
     */
    public static KemApi of(String algorithm, ProviderUnderTest which, Provider provider)
            throws GeneralSecurityException {
        return new JcaKem(provider, algorithm);
    }
}
