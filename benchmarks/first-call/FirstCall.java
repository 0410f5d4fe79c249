import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.security.Signature;
import javax.crypto.KEM;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;

/**
 * What a short-lived process does (benchmarks/first-call/run.sh times it from outside, start-up
 * and exit included): add a provider, then N times ML-KEM-768 key generation, encapsulation and
 * decapsulation, or one ML-DSA-65 key pair and N times sign and verify 1 KiB. Every result is
 * checked, and the provider that served the calls is printed for the runner to check.
 *
 * <p>Usage: {@code java FirstCall rustpqc|jdk|bc mlkem|mldsa N}. Each provider is made in a class of
 * its own, so a run never loads another provider's classes.
 */
public final class FirstCall {
    private static final byte[] MESSAGE = new byte[1024];

    private FirstCall() {
    }

    public static void main(String[] args) throws Exception {
        String contender = args[0];
        int count = Integer.parseInt(args[2]);
        Provider provider;
        switch (contender) {
            case "rustpqc":
                provider = RustPqc.provider();
                break;
            case "bc":
                provider = BouncyCastle.provider();
                break;
            case "jdk":
                provider = null;
                break;
            default:
                throw new IllegalArgumentException("rustpqc, jdk or bc: " + contender);
        }
        if (provider != null) {
            Security.addProvider(provider);
        }
        String served;
        switch (args[1]) {
            case "mlkem":
                served = contender.equals("bc") ? BouncyCastle.mlKem(provider, count) : mlKem(provider, count);
                break;
            case "mldsa":
                served = mlDsa(provider, count);
                break;
            default:
                throw new IllegalArgumentException("mlkem or mldsa: " + args[1]);
        }
        // For RustPqc, how the native library came: hit (this user's cache, checked), filled (unpacked
        // and cached by this start) or not (a fresh private copy).
        String cache = contender.equals("rustpqc") ? RustPqc.cache() : "-";
        System.out.println("ok " + served + " " + count + " " + cache);
    }

    /** Through the JCA's KeyPairGenerator and javax.crypto.KEM (JDK 21+, and 17.0.15's backport). */
    private static String mlKem(Provider provider, int count) throws Exception {
        KeyPairGenerator generator = provider == null ? KeyPairGenerator.getInstance("ML-KEM-768")
                : KeyPairGenerator.getInstance("ML-KEM-768", provider);
        KEM kem = provider == null ? KEM.getInstance("ML-KEM") : KEM.getInstance("ML-KEM", provider);
        String served = "";
        for (int i = 0; i < count; i++) {
            KeyPair pair = generator.generateKeyPair();
            KEM.Encapsulator encapsulator = kem.newEncapsulator(pair.getPublic());
            KEM.Encapsulated sent = encapsulator.encapsulate();
            SecretKey received = kem.newDecapsulator(pair.getPrivate()).decapsulate(sent.encapsulation());
            same(sent.key().getEncoded(), received.getEncoded());
            served = encapsulator.providerName();
        }
        return generator.getProvider().getName() + "/" + served;
    }

    private static String mlDsa(Provider provider, int count) throws Exception {
        KeyPairGenerator generator = provider == null ? KeyPairGenerator.getInstance("ML-DSA-65")
                : KeyPairGenerator.getInstance("ML-DSA-65", provider);
        KeyPair pair = generator.generateKeyPair();
        Signature signer = provider == null ? Signature.getInstance("ML-DSA-65")
                : Signature.getInstance("ML-DSA-65", provider);
        Signature verifier = provider == null ? Signature.getInstance("ML-DSA-65")
                : Signature.getInstance("ML-DSA-65", provider);
        for (int i = 0; i < count; i++) {
            MESSAGE[0] = (byte) i;
            signer.initSign(pair.getPrivate());
            signer.update(MESSAGE);
            byte[] signature = signer.sign();
            verifier.initVerify(pair.getPublic());
            verifier.update(MESSAGE);
            if (!verifier.verify(signature)) {
                throw new IllegalStateException("signature " + i + " does not verify");
            }
        }
        return generator.getProvider().getName() + "/" + signer.getProvider().getName();
    }

    static void same(byte[] a, byte[] b) {
        if (!MessageDigest.isEqual(a, b)) {
            throw new IllegalStateException("the shared secrets differ");
        }
    }

    /** RustPqc, as an application adds it. */
    private static final class RustPqc {
        static Provider provider() {
            return new dev.rustpqc.RustPqcProvider();
        }

        static String cache() {
            return dev.rustpqc.binding.NativeLibrary.cacheState().split("[: ]")[0];
        }
    }

    /**
     * BouncyCastle, with its own ML-KEM API (KEMGenerateSpec and KEMExtractSpec through a
     * KeyGenerator), which works on every JDK: its javax.crypto.KEM service needs JDK 21.
     */
    private static final class BouncyCastle {
        static Provider provider() {
            return new org.bouncycastle.jce.provider.BouncyCastleProvider();
        }

        static String mlKem(Provider bc, int count) throws Exception {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("ML-KEM-768", bc);
            for (int i = 0; i < count; i++) {
                KeyPair pair = generator.generateKeyPair();
                org.bouncycastle.jcajce.SecretKeyWithEncapsulation sent = encapsulate(bc, pair.getPublic());
                same(sent.getEncoded(), decapsulate(bc, pair.getPrivate(), sent.getEncapsulation()));
            }
            return generator.getProvider().getName() + "/" + bc.getName();
        }

        private static org.bouncycastle.jcajce.SecretKeyWithEncapsulation encapsulate(Provider bc, PublicKey key)
                throws Exception {
            KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", bc);
            generator.init(new org.bouncycastle.jcajce.spec.KEMGenerateSpec.Builder(key, "Generic", 256)
                    .withNoKdf().build());
            return (org.bouncycastle.jcajce.SecretKeyWithEncapsulation) generator.generateKey();
        }

        private static byte[] decapsulate(Provider bc, PrivateKey key, byte[] ciphertext) throws Exception {
            KeyGenerator generator = KeyGenerator.getInstance("ML-KEM", bc);
            generator.init(new org.bouncycastle.jcajce.spec.KEMExtractSpec.Builder(key, ciphertext, "Generic", 256)
                    .withNoKdf().build());
            return generator.generateKey().getEncoded();
        }
    }
}
