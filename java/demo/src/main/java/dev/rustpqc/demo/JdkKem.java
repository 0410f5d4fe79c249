package dev.rustpqc.demo;

import java.security.KeyPair;
import java.security.PublicKey;

/**
 * The JDK's own ML-KEM through {@code javax.crypto.KEM}, which exists from JDK 21 (and has ML-KEM
 * from 24). This is the JDK 17 version, never called there: the multi-release jar replaces it.
 */
final class JdkKem {
    private JdkKem() {
    }

    static SpeedRunOperation encapsulation(PublicKey key) {
        throw new UnsupportedOperationException("javax.crypto.KEM needs JDK 21");
    }

    static SpeedRunOperation decapsulation(KeyPair pair) {
        throw new UnsupportedOperationException("javax.crypto.KEM needs JDK 21");
    }
}
