package dev.rustpqc;

import java.security.KeyPairGenerator;
import java.util.HexFormat;

/** Runs in a child JVM: prints the provider's state and, if it serves, one fresh ML-KEM key. */
public final class ProviderReportMain {
    private ProviderReportMain() {
    }

    public static void main(String[] args) throws Exception {
        RustPqcProvider provider = new RustPqcProvider();
        System.out.println("available=" + RustPqcProvider.isAvailable());
        System.out.println("services=" + provider.getServices().size());
        Throwable error = RustPqcProvider.loadError();
        System.out.println("error=" + (error == null ? "" : error.getMessage()));
        if (RustPqcProvider.isAvailable()) {
            byte[] key = KeyPairGenerator.getInstance("ML-KEM-768", provider).generateKeyPair().getPublic()
                    .getEncoded();
            System.out.println("key=" + HexFormat.of().formatHex(key));
        }
    }
}
