package dev.rustpqc.jsse;

import java.security.Security;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * Registers the BouncyCastle JCA provider last, after the JDK's, as an application that uses
 * BouncyCastle JSSE's own ML-KEM would: on JDK 17 and 21 the JDK has no ML-KEM, so without it
 * BouncyCastle's plain TLS crypto cannot offer the ML-KEM groups. Being last, it serves nothing
 * the JDK already has (on JDK 25 SunJCE keeps serving ML-KEM).
 */
final class BouncyCastleJca {
    private BouncyCastleJca() {
    }

    static synchronized void registerLast() {
        if (Security.getProvider(BouncyCastleProvider.PROVIDER_NAME) == null) {
            Security.addProvider(new BouncyCastleProvider());
        }
    }
}
