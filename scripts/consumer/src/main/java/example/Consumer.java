package example;

import dev.rustpqc.MlKem;
import dev.rustpqc.RustPqcProvider;
import dev.rustpqc.jsse.HybridGroups;
import dev.rustpqc.jsse.RustPqcJsse;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import org.bouncycastle.jsse.BCSSLEngine;

/**
 * One ML-KEM and one ML-DSA round trip through the provider found by its coordinates, and a
 * BouncyCastle JSSE client engine with native ML-KEM from rustpqc-jsse (and the BouncyCastle jars
 * it brings) that offers the hybrid group first.
 */
public final class Consumer {
    /** BouncyCastle JSSE logs the JDK's disabled-algorithm entries it does not know (held: JUL forgets loggers). */
    private static final Logger BOUNCY_CASTLE_JSSE = Logger.getLogger("org.bouncycastle.jsse");

    public static void main(String[] args) throws Exception {
        BOUNCY_CASTLE_JSSE.setLevel(Level.SEVERE);
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
        SSLContext tls = SSLContext.getInstance("TLSv1.3", RustPqcJsse.provider(true));
        tls.init(null, null, new SecureRandom());
        SSLEngine engine = tls.createSSLEngine("localhost", 443);
        engine.setUseClientMode(true);
        HybridGroups.preferHybrid(engine);
        boolean hybridFirst = HybridGroups.X25519_MLKEM768.equals(((BCSSLEngine) engine).getParameters()
                .getNamedGroups()[0]);
        System.out.println("consumer on " + System.getProperty("os.name") + " " + System.getProperty("os.arch")
                + ", JDK " + Runtime.version().feature() + " (" + RustPqcProvider.binding() + "): round trips "
                + (ok ? "ok" : "FAILED") + "; " + tls.getProvider().getName() + " with native ML-KEM, "
                + (hybridFirst ? HybridGroups.X25519_MLKEM768 + " first" : "the hybrid NOT first"));
        if (!ok || !hybridFirst) {
            System.exit(1);
        }
    }
}
