package dev.rustpqc;

import java.security.GeneralSecurityException;

/**
 * Thrown by {@link MlKem#decapsulate} for a ciphertext that cannot be decapsulated (it has the
 * wrong length). The JCA {@code KEM} service throws {@code javax.crypto.DecapsulateException}.
 */
public final class DecapsulationException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong with the ciphertext */
    public DecapsulationException(String message) {
        super(message);
    }
}
