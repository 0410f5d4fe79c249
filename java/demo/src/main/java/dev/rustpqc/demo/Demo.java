package dev.rustpqc.demo;

import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;

/** The main job: what the provider is and that it works, on whatever JDK runs it. */
public final class Demo {
    private Demo() {
    }

    public static void main(String[] args) throws Exception {
        Provider provider = new RustPqcProvider();
        Security.addProvider(provider);
        System.out.printf("%s %s on JDK %s, binding %s%n", provider.getName(), provider.getVersionStr(),
                Runtime.version(), RustPqcProvider.binding());
        for (String set : new String[] {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024"}) {
            KeyPair pair = KeyPairGenerator.getInstance(set, provider).generateKeyPair();
            MlKem.Encapsulated sent = MlKem.encapsulate(pair.getPublic());
            byte[] received = MlKem.decapsulate(pair.getPrivate(), sent.ciphertext()).getEncoded();
            System.out.printf("%-11s publicKey=%4d B privateKey=%4d B ciphertext=%4d B secretsMatch=%s%n", set,
                    pair.getPublic().getEncoded().length, pair.getPrivate().getEncoded().length,
                    sent.ciphertext().length, MessageDigest.isEqual(sent.key().getEncoded(), received));
        }
        byte[] message = "pay 2249.00 to account 42".getBytes();
        for (String set : new String[] {"ML-DSA-44", "ML-DSA-65", "ML-DSA-87"}) {
            KeyPair pair = KeyPairGenerator.getInstance(set, provider).generateKeyPair();
            Signature signer = Signature.getInstance(set, provider);
            signer.initSign(pair.getPrivate());
            signer.update(message);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(set, provider);
            verifier.initVerify(pair.getPublic());
            verifier.update(message);
            System.out.printf("%-11s publicKey=%4d B privateKey=%4d B signature=%4d B verifies=%s%n", set,
                    pair.getPublic().getEncoded().length, pair.getPrivate().getEncoded().length,
                    signature.length, verifier.verify(signature));
        }
        System.out.println(RustPqcProvider.operationCounts());
    }
}
