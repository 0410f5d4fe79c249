package dev.rustpqc.keys;

import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;

/**
 * The PKCS#8 form the running JDK writes private keys in, found once by asking its own provider
 * for a key (JDK 24+): JDK 25.0.3 writes {@code expandedKey}, later JDKs {@code seed}. A family
 * with one form (SLH-DSA's key itself and X-Wing's seed, which the JDK does not have) is written in
 * that one.
 */
final class JdkPrivateKeyForm {
    private JdkPrivateKeyForm() {
    }

    static PrivateKeyForm of(Family family) {
        switch (family) {
            case ML_KEM:
                return MlKem.FORM;
            case ML_DSA:
                return MlDsa.FORM;
            default:
                return PrivateKeyForm.EXPANDED_KEY;
        }
    }

    private static final class MlKem {
        static final PrivateKeyForm FORM = probe("SunJCE", ParameterSet.ML_KEM_512);
    }

    private static final class MlDsa {
        static final PrivateKeyForm FORM = probe("SUN", ParameterSet.ML_DSA_44);
    }

    private static PrivateKeyForm probe(String providerName, ParameterSet set) {
        Provider jdk = Security.getProvider(providerName);
        if (jdk == null || jdk.getService("KeyPairGenerator", set.jcaName) == null) {
            return PrivateKeyForm.SEED;
        }
        try {
            byte[] encoded = KeyPairGenerator.getInstance(set.jcaName, jdk).generateKeyPair().getPrivate().getEncoded();
            try {
                return KeyCodec.formOf(encoded, set.family);
            } finally {
                Secrets.wipe(encoded);
            }
        } catch (java.security.GeneralSecurityException | RuntimeException e) {
            // The JDK's own key could not be made or read: keep the standard's compact form.
            return PrivateKeyForm.SEED;
        }
    }
}
