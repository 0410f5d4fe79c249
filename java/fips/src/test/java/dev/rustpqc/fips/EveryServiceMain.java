package dev.rustpqc.fips;

import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Signature;

/**
 * A child JVM that asks for every FIPS service in turn and prints one line per service it got
 * an answer from ({@code served: ...}), or the exception that refused it ({@code refused: ...}).
 */
public final class EveryServiceMain {
    private EveryServiceMain() {
    }

    public static void main(String[] args) {
        Provider provider = new RustPqcProvider();
        System.out.println("provider created, available: " + RustPqcProvider.isAvailable());
        for (String set : new String[] {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"}) {
            attempt(set + " key generation, encapsulation, decapsulation", () -> {
                KeyPair pair = KeyPairGenerator.getInstance(set, provider).generateKeyPair();
                MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
                MlKem.decapsulate(pair.getPrivate(), sent.ciphertext());
            });
        }
        for (String set : new String[] {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"}) {
            attempt(set + " key generation, signing, verification", () -> {
                KeyPair pair = KeyPairGenerator.getInstance(set, provider).generateKeyPair();
                Signature signer = Signature.getInstance("ML-DSA", provider);
                signer.initSign(pair.getPrivate());
                signer.update(new byte[] {1, 2, 3});
                byte[] signature = signer.sign();
                signer.initVerify(pair.getPublic());
                signer.update(new byte[] {1, 2, 3});
                if (!signer.verify(signature)) {
                    throw new IllegalStateException("signature does not verify");
                }
            });
        }
    }

    private interface Service {
        void run() throws Exception;
    }

    private static void attempt(String what, Service service) {
        try {
            service.run();
            System.out.println("served: " + what);
        } catch (Exception | Error e) {
            System.out.println("refused: " + what + ": " + e);
        }
    }
}
