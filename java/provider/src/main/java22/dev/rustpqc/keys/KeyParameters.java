package dev.rustpqc.keys;

import java.security.AsymmetricKey;
import java.security.Key;
import java.security.spec.NamedParameterSpec;

/** The parameter-set name a foreign key reports through {@code AsymmetricKey.getParams()} (JDK 22+). */
final class KeyParameters {
    private KeyParameters() {
    }

    static String setName(Key key) {
        return key instanceof AsymmetricKey asymmetric && asymmetric.getParams() instanceof NamedParameterSpec named
                ? named.getName()
                : null;
    }
}
