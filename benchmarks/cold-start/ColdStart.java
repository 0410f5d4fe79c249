import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;

/**
 * One fresh JVM's time from main() to its first ML-KEM-768 key pair: for RustPqc that is loading
 * the provider class, the native library (unpacked, hashed, mapped and checked) and the self-tests
 * its first use needs; for the JDK finding SunJCE. Prints one JSON line.
 */
public final class ColdStart {
    private ColdStart() {
    }

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        String which = args[0];
        Provider provider = which.equals("jdk") ? Security.getProvider("SunJCE") : new dev.rustpqc.RustPqcProvider();
        KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair();
        long elapsed = System.nanoTime() - start;
        String binding = which.equals("jdk") ? "java" : dev.rustpqc.RustPqcProvider.binding();
        System.out.printf("{\"provider\":\"%s\",\"jdk\":%d,\"binding\":\"%s\",\"ms\":%.2f}%n", which,
                Runtime.version().feature(), binding, elapsed / 1e6);
    }
}
