package dev.rustpqc.demo;

import dev.rustpqc.MlKem;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.jcajce.SecretKeyWithEncapsulation;
import org.bouncycastle.jcajce.spec.KEMExtractSpec;
import org.bouncycastle.jcajce.spec.KEMGenerateSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import javax.crypto.KeyGenerator;

/**
 * Section 3: a short side-by-side speed run, single thread, ML-KEM-768 and ML-DSA-65, RustPqc
 * against the JDK's own implementation (JDK 24+) and BouncyCastle. Indicative only (a fraction
 * of a second per cell); benchmarks/ has the JMH comparison.
 */
final class SpeedRun {
    private static final long WARMUP_NANOS = 800_000_000L;
    private static final long MEASURE_NANOS = 400_000_000L;
    private static final byte[] MESSAGE = new byte[1024];

    private SpeedRun() {
    }

    private record Contender(String name, Provider provider) {
    }

    static void print(Provider rustPqc) throws Exception {
        List<Contender> contenders = new ArrayList<>();
        contenders.add(new Contender("RustPqc", rustPqc));
        Provider sunJce = Security.getProvider("SunJCE");
        if (sunJce != null && sunJce.getService("KeyPairGenerator", "ML-KEM-768") != null) {
            contenders.add(new Contender("JDK", null));
        }
        contenders.add(new Contender("BC", new BouncyCastleProvider()));
        System.out.printf("  %-22s", "ops/s");
        for (Contender c : contenders) {
            System.out.printf("%10s", c.name());
        }
        System.out.printf("%11s%10s%n", contenders.size() == 3 ? "vs JDK" : "", "vs BC");
        if (contenders.size() == 2) {
            System.out.println("  (JDK " + Runtime.version().feature() + " has no ML-KEM or ML-DSA: those arrived in"
                    + " JDK 24)");
        }
        String[] operations = {"ML-KEM-768 keygen", "ML-KEM-768 encapsulate", "ML-KEM-768 decapsulate",
            "ML-DSA-65 keygen", "ML-DSA-65 sign 1 KiB", "ML-DSA-65 verify 1 KiB"};
        for (int op = 0; op < operations.length; op++) {
            System.out.printf("  %-22s", operations[op]);
            double[] rates = new double[contenders.size()];
            for (int i = 0; i < contenders.size(); i++) {
                rates[i] = measure(operation(op, contenders.get(i)));
                System.out.printf("%10.0f", rates[i]);
                System.out.flush();
            }
            if (contenders.size() == 3) {
                System.out.printf("%10.1fx", rates[0] / rates[1]);
            }
            System.out.printf("%9.1fx%n", rates[0] / rates[rates.length - 1]);
        }
    }

    private static SpeedRunOperation operation(int op, Contender contender) throws Exception {
        Provider p = contender.provider();
        boolean bc = "BC".equals(contender.name());
        KeyPairGenerator kem = p == null ? KeyPairGenerator.getInstance("ML-KEM-768")
                : KeyPairGenerator.getInstance("ML-KEM-768", p);
        KeyPairGenerator dsa = p == null ? KeyPairGenerator.getInstance("ML-DSA-65")
                : KeyPairGenerator.getInstance("ML-DSA-65", p);
        KeyPair kemPair = kem.generateKeyPair();
        KeyPair dsaPair = dsa.generateKeyPair();
        Signature signature = p == null ? Signature.getInstance("ML-DSA-65") : Signature.getInstance("ML-DSA-65", p);
        switch (op) {
            case 0:
                return kem::generateKeyPair;
            case 1:
                return bc ? () -> bcEncapsulate(p, kemPair.getPublic()) : encapsulation(contender, kemPair.getPublic());
            case 2:
                return decapsulation(contender, kemPair);
            case 3:
                return dsa::generateKeyPair;
            case 4:
                signature.initSign(dsaPair.getPrivate());
                return () -> {
                    signature.update(MESSAGE);
                    signature.sign();
                };
            default:
                signature.initSign(dsaPair.getPrivate());
                signature.update(MESSAGE);
                byte[] signed = signature.sign();
                signature.initVerify(dsaPair.getPublic());
                return () -> {
                    signature.update(MESSAGE);
                    if (!signature.verify(signed)) {
                        throw new IllegalStateException("signature does not verify");
                    }
                };
        }
    }

    private static SpeedRunOperation encapsulation(Contender contender, PublicKey key) throws Exception {
        if (contender.provider() == null) {
            return JdkKem.encapsulation(key);
        }
        return () -> MlKem.encapsulate(key);
    }

    private static SpeedRunOperation decapsulation(Contender contender, KeyPair pair) throws Exception {
        if (contender.provider() == null) {
            return JdkKem.decapsulation(pair);
        }
        if ("BC".equals(contender.name())) {
            byte[] ciphertext = bcEncapsulate(contender.provider(), pair.getPublic()).getEncapsulation();
            return () -> bcDecapsulate(contender.provider(), pair.getPrivate(), ciphertext);
        }
        byte[] ciphertext = MlKem.encapsulate(pair.getPublic()).ciphertext();
        return () -> MlKem.decapsulate(pair.getPrivate(), ciphertext);
    }

    private static SecretKeyWithEncapsulation bcEncapsulate(Provider bc, PublicKey key) throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", bc);
        generator.init(new KEMGenerateSpec.Builder(key, "Generic", 256).withNoKdf().build());
        return (SecretKeyWithEncapsulation) generator.generateKey();
    }

    private static void bcDecapsulate(Provider bc, PrivateKey key, byte[] ciphertext) throws Exception {
        KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", bc);
        generator.init(new KEMExtractSpec.Builder(key, ciphertext, "Generic", 256).withNoKdf().build());
        generator.generateKey();
    }

    private static double measure(SpeedRunOperation operation) throws Exception {
        long end = System.nanoTime() + WARMUP_NANOS;
        while (System.nanoTime() < end) {
            operation.run();
        }
        long count = 0;
        long start = System.nanoTime();
        end = start + MEASURE_NANOS;
        long now;
        do {
            operation.run();
            count++;
            now = System.nanoTime();
        } while (now < end);
        return count * 1e9 / (now - start);
    }
}
