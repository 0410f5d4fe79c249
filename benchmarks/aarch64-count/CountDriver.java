import dev.rustpqc.RustPqcProvider;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import javax.crypto.KEM;

/**
 * The guest program of the instruction counts (run.sh): one operation of one provider, {@code
 * warmup} times and then {@code count} times, in a JVM under qemu-aarch64 with the counting
 * plugin. Two runs that differ only in {@code count} give the instructions per operation in steady
 * state, start-up and warm-up cancelling out.
 *
 * <p>Usage: {@code CountDriver <RustPqc|SUN> <ML-DSA-44|...|ML-KEM-1024> <keygen|sign|verify|
 * encapsulate|decapsulate> <warmup> <count>}. Signing is hedged with a seeded SHA1PRNG for both
 * providers and signs a different message each time, so that the rejection loop's iterations are
 * sampled as in real use and repeat from run to run; verification checks one signature.
 */
public final class CountDriver {
    private CountDriver() {
    }

    public static void main(String[] args) throws Exception {
        Provider provider = args[0].equals("RustPqc") ? new RustPqcProvider() : Security.getProvider(args[0]);
        if (provider == null) {
            throw new IllegalArgumentException("no provider " + args[0]);
        }
        String set = args[1];
        String operation = args[2];
        int warmup = Integer.parseInt(args[3]);
        int count = Integer.parseInt(args[4]);
        Step step = operation(provider, set, operation);
        for (int i = 0; i < warmup + count; i++) {
            step.run();
        }
        System.out.println("done " + provider.getName() + " " + set + " " + operation + " " + warmup + "+" + count);
    }

    private interface Step {
        void run() throws Exception;
    }

    private static Step operation(Provider provider, String set, String operation) throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(set, provider);
        KeyPair pair = generator.generateKeyPair();
        Step step;
        if (set.startsWith("ML-DSA")) {
            SecureRandom random = SecureRandom.getInstance("SHA1PRNG");
            random.setSeed(42);
            Signature signer = Signature.getInstance(set, provider);
            byte[] message = new byte[32];
            signer.initSign(pair.getPrivate(), random);
            signer.update(message);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(set, provider);
            int[] next = {0};
            switch (operation) {
                case "keygen":
                    step = generator::generateKeyPair;
                    break;
                case "sign":
                    step = () -> {
                        signer.initSign(pair.getPrivate(), random);
                        signer.update(("message " + next[0]++).getBytes(StandardCharsets.US_ASCII));
                        signer.sign();
                    };
                    break;
                case "verify":
                    step = () -> {
                        verifier.initVerify(pair.getPublic());
                        verifier.update(message);
                        if (!verifier.verify(signature)) {
                            throw new AssertionError("the signature did not verify");
                        }
                    };
                    break;
                default:
                    throw new IllegalArgumentException("no ML-DSA operation " + operation);
            }
        } else {
            KEM kem = KEM.getInstance("ML-KEM", provider);
            KEM.Encapsulator encapsulator = kem.newEncapsulator(pair.getPublic());
            KEM.Encapsulated sent = encapsulator.encapsulate();
            KEM.Decapsulator decapsulator = kem.newDecapsulator(pair.getPrivate());
            switch (operation) {
                case "keygen":
                    step = generator::generateKeyPair;
                    break;
                case "encapsulate":
                    step = encapsulator::encapsulate;
                    break;
                case "decapsulate":
                    step = () -> decapsulator.decapsulate(sent.encapsulation());
                    break;
                default:
                    throw new IllegalArgumentException("no ML-KEM operation " + operation);
            }
        }
        return step;
    }
}
