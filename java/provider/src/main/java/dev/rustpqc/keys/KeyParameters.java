package dev.rustpqc.keys;

import java.security.Key;

/**
 * The parameter-set name a foreign key reports through {@code AsymmetricKey.getParams()}. That
 * interface exists from JDK 22; this is the JDK 17/21 version, which has nothing to ask. The
 * multi-release jar replaces it on JDK 22+.
 */
final class KeyParameters {
    private KeyParameters() {
    }

    static String setName(Key key) {
        return null;
    }
}
