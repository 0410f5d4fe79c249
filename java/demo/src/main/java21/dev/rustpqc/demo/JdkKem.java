package dev.rustpqc.demo;

import java.security.KeyPair;
import java.security.PublicKey;
import javax.crypto.KEM;

/** The JDK's own ML-KEM through {@code javax.crypto.KEM} (JDK 21+; ML-KEM from JDK 24). */
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
