package dev.rustpqc.demo;

import java.security.KeyPair;
import java.security.PublicKey;
import javax.crypto.KEM;

/**
 * The JDK's own ML-KEM through {@code javax.crypto.KEM}, which JDK 21 has and JDK 17 updates
 * backported (17.0.15 has it; ML-KEM came in JDK 24 and in the LTS updates from 17.0.21 and 21.0.13).
 */
final class JdkKem {
    private JdkKem() {
    }

    static SpeedRunOperation encapsulation(PublicKey key) throws Exception {
        KEM.Encapsulator encapsulator = KEM.getInstance("ML-KEM", "SunJCE").newEncapsulator(key);
        return encapsulator::encapsulate;
    }

    static SpeedRunOperation decapsulation(KeyPair pair) throws Exception {
        KEM kem = KEM.getInstance("ML-KEM", "SunJCE");
        byte[] ciphertext = kem.newEncapsulator(pair.getPublic()).encapsulate().encapsulation();
        KEM.Decapsulator decapsulator = kem.newDecapsulator(pair.getPrivate());
        return () -> decapsulator.decapsulate(ciphertext);
    }
}
