package dev.rustpqc;

import dev.rustpqc.binding.NativeLibrary;
import java.security.KeyPairGenerator;
import java.util.HexFormat;

/**
 * Runs in a child JVM: prints the provider's state (and the ML-KEM-only provider's), what a
 * {@code getInstance} naming it and {@code requireAvailable()} do, and, if it serves, one fresh
 * ML-KEM key.
 */
public final class ProviderReportMain {
    private ProviderReportMain() {
    }

    public static void main(String[] args) throws Exception {
        RustPqcProvider provider = new RustPqcProvider();
        System.out.println("available=" + RustPqcProvider.isAvailable());
        System.out.println("services=" + provider.getServices().size());
        Throwable error = RustPqcProvider.loadError();
        System.out.println("error=" + (error == null ? "" : error.getMessage()));
        System.out.println("mlkem-services=" + new RustPqcMlKemProvider().getServices().size());
        try {
            RustPqcMlKemProvider.insertFirst();
            System.out.println("insert-first=" + java.security.Security.getProviders()[0].getName());
        } catch (IllegalStateException e) {
            System.out.println("insert-first=refused: " + e.getMessage());
        }
        System.out.println("variant=" + NativeLibrary.variant());
        System.out.println("cache=" + NativeLibrary.cacheState());
        System.out.println("source=" + NativeLibrary.source());
        System.out.println("sha256=" + NativeLibrary.sha256());
        try {
            KeyPairGenerator.getInstance("ml-kem-768", provider);
            System.out.println("getinstance=served");
        } catch (java.security.NoSuchAlgorithmException e) {
            System.out.println("getinstance=" + e.getMessage());
            System.out.println("getinstance-cause=" + (e.getCause() == error ? "loadError()" : String.valueOf(e.getCause())));
        }
        try {
            RustPqcProvider.requireAvailable();
            System.out.println("require=passed");
        } catch (java.security.ProviderException e) {
            System.out.println("require=" + (e.getCause() == error ? "loadError()" : String.valueOf(e.getCause())));
        }
        if (RustPqcProvider.isAvailable()) {
            byte[] key = KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair().getPublic()
                    .getEncoded();
            System.out.println("key=" + HexFormat.of().formatHex(key));
        }
    }
}
