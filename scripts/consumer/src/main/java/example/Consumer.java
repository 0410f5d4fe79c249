package example;

import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Security;
import java.security.Signature;

/** One ML-KEM and one ML-DSA round trip through the provider found by its Maven coordinates. */
public final class Consumer {
    public static void main(String[] args) throws Exception {
        Security.addProvider(new RustPqcProvider());
        KeyPair kem = KeyPairGenerator.getInstance("ML-KEM-768", "RustPqc").generateKeyPair();
        MlKem.Encapsulated sent = MlKem.encapsulate(kem.getPublic());
        byte[] received = MlKem.decapsulate(kem.getPrivate(), sent.ciphertext()).getEncoded();
        KeyPair dsa = KeyPairGenerator.getInstance("ML-DSA-65", "RustPqc").generateKeyPair();
        Signature signature = Signature.getInstance("ML-DSA", "RustPqc");
        signature.initSign(dsa.getPrivate());
        signature.update(args.length > 0 ? args[0].getBytes() : new byte[0]);
        byte[] signed = signature.sign();
        signature.initVerify(dsa.getPublic());
        signature.update(args.length > 0 ? args[0].getBytes() : new byte[0]);
        boolean ok = MessageDigest.isEqual(sent.key().getEncoded(), received) && signature.verify(signed);
        System.out.println("consumer on " + System.getProperty("os.name") + " " + System.getProperty("os.arch")
                + ", JDK " + Runtime.version().feature() + " (" + RustPqcProvider.binding() + "): round trips "
                + (ok ? "ok" : "FAILED"));
        if (!ok) {
            System.exit(1);
        }
    }
}
