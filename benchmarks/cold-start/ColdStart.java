import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;

/**
 * One fresh JVM's time from main() to its first ML-KEM-768 key pair: for RustPqc that is loading
 * the provider class, the native library (from this user's cache, checked; or unpacked into it and
 * hashed on the first start) and the self-tests its first use needs; for the JDK finding SunJCE.
 * Prints one JSON line, with the binding that served the key pair and, for RustPqc, how the library
 * came (the cache's word for it: hit, filled, or not used). {@code add-provider} times instead what
 * {@code Security.addProvider} of an empty provider costs a fresh JVM (the JDK loads every provider
 * of its configuration to insert one): what an application that adds RustPqc pays besides the
 * provider itself, and what the JDK's own ML-DSA, served by SUN, the first provider, never pays.
 */
public final class ColdStart {
    private ColdStart() {
    }

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        String which = args[0];
        if (which.equals("add-provider")) {
            Security.addProvider(new Provider("Probe", "1", "an empty provider") {
                private static final long serialVersionUID = 1L;
            });
            System.out.printf("{\"provider\":\"none\",\"jdk\":%d,\"ms\":%.2f}%n", Runtime.version().feature(),
                    (System.nanoTime() - start) / 1e6);
            return;
        }
        Provider provider = which.equals("jdk") ? Security.getProvider("SunJCE") : new dev.rustpqc.RustPqcProvider();
        KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair();
        long elapsed = System.nanoTime() - start;
        String binding = which.equals("jdk") ? "java" : dev.rustpqc.RustPqcProvider.binding();
        String cache = which.equals("jdk") ? "-" : dev.rustpqc.binding.NativeLibrary.cacheState().split("[: ]")[0];
        System.out.printf("{\"provider\":\"%s\",\"jdk\":%d,\"binding\":\"%s\",\"cache\":\"%s\",\"ms\":%.2f}%n", which,
                Runtime.version().feature(), binding, cache, elapsed / 1e6);
    }
}
