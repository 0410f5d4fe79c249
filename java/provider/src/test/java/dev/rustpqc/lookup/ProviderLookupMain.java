package dev.rustpqc.lookup;

import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.ServiceLoader;

/**
 * Runs in a child JVM: finds the provider the way deployments do (ServiceLoader, or a
 * java.security entry by name), without naming its class, and signs with it.
 */
public final class ProviderLookupMain {
    private ProviderLookupMain() {
    }

    public static void main(String[] args) throws Exception {
        Provider provider;
        if (args[0].equals("service-loader")) {
            provider = null;
            for (Provider candidate : ServiceLoader.load(Provider.class)) {
                if (candidate.getName().equals("RustPqc")) {
                    provider = candidate;
                }
            }
        } else {
            provider = Security.getProvider("RustPqc");
        }
        if (provider == null) {
            throw new AssertionError("RustPqc not found by " + args[0]);
        }
        KeyPair pair = KeyPairGenerator.getInstance("ML-DSA-44", provider).generateKeyPair();
        Signature signer = Signature.getInstance("ML-DSA-44", provider);
        signer.initSign(pair.getPrivate());
        byte[] signature = signer.sign();
        signer.initVerify(pair.getPublic());
        if (!signer.verify(signature)) {
            throw new AssertionError("signature does not verify");
        }
        System.out.println("found " + provider.getName() + " by " + args[0] + " in module "
                + provider.getClass().getModule().getName() + ", signed and verified");
    }
}
