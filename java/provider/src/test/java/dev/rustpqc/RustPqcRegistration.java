package dev.rustpqc;

import java.security.Provider;
import java.security.Security;

/**
 * RustPqc registered in the JCA for one test, at the place the test needs, and the provider list
 * as it was afterwards: an earlier test may have registered RustPqc for the rest of the JVM
 * (CertPaths does), and a later one may rely on it.
 */
public final class RustPqcRegistration implements AutoCloseable {
    private final Provider original;
    private final int originalPosition;

    private RustPqcRegistration(Provider original, int originalPosition) {
        this.original = original;
        this.originalPosition = originalPosition;
    }

    /** A fresh RustPqc first in the provider list. */
    public static RustPqcRegistration first() {
        return at(1);
    }

    /** A fresh RustPqc last in the provider list. */
    public static RustPqcRegistration last() {
        return at(0);
    }

    /** No RustPqc registered, as a block that registers it itself expects. */
    public static RustPqcRegistration none() {
        return at(-1);
    }

    /** {@code position}: 1-based, 0 for last, -1 for none. */
    private static RustPqcRegistration at(int position) {
        Provider[] providers = Security.getProviders();
        Provider original = null;
        int originalPosition = 0;
        for (int i = 0; i < providers.length; i++) {
            if (providers[i].getName().equals(RustPqcProvider.PROVIDER_NAME)) {
                original = providers[i];
                originalPosition = i + 1;
            }
        }
        Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
        if (position == 0) {
            Security.addProvider(new RustPqcProvider());
        } else if (position > 0) {
            Security.insertProviderAt(new RustPqcProvider(), position);
        }
        return new RustPqcRegistration(original, originalPosition);
    }

    /** Removes the test's RustPqc and puts back the one registered before, at its place. */
    @Override
    public void close() {
        Security.removeProvider(RustPqcProvider.PROVIDER_NAME);
        if (original != null) {
            Security.insertProviderAt(original, originalPosition);
        }
    }
}
