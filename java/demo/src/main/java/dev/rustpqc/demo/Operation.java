package dev.rustpqc.demo;

import dev.rustpqc.MlKem;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import javax.crypto.KeyGenerator;
import org.bouncycastle.jcajce.SecretKeyWithEncapsulation;
import org.bouncycastle.jcajce.spec.KEMExtractSpec;
import org.bouncycastle.jcajce.spec.KEMGenerateSpec;

/**
 * The six operations of the speed run, each as every contender calls it: RustPqc through the JCA
 * and {@code dev.rustpqc.MlKem}, the JDK through the JCA and {@code javax.crypto.KEM}, BouncyCastle
 * through the JCA and its KEM key generator specs (which work on JDK 17 too).
 */
enum Operation {
    ML_KEM_KEYGEN("ML-KEM-768 keygen"),
    ML_KEM_ENCAPSULATE("ML-KEM-768 encapsulate"),
    ML_KEM_DECAPSULATE("ML-KEM-768 decapsulate"),
    ML_DSA_KEYGEN("ML-DSA-65 keygen"),
    ML_DSA_SIGN("ML-DSA-65 sign 1 KiB"),
    ML_DSA_VERIFY("ML-DSA-65 verify 1 KiB");

    private static final byte[] MESSAGE = new byte[1024];

    final String label;

    Operation(String label) {
        this.label = label;
    }

    /** Makes the keys, ciphertext or signature the operation needs, and returns one call of it. */
    SpeedRunOperation prepare(Contender contender) throws Exception {
        Provider p = contender.provider();
        switch (this) {
            case ML_KEM_KEYGEN:
                return generator("ML-KEM-768", p)::generateKeyPair;
            case ML_KEM_ENCAPSULATE: {
                PublicKey key = generator("ML-KEM-768", p).generateKeyPair().getPublic();
                if (contender.isJdk()) {
                    return JdkKem.encapsulation(key);
                }
                return contender.isBouncyCastle() ? () -> bcEncapsulate(p, key) : () -> MlKem.encapsulate(key);
            }
            case ML_KEM_DECAPSULATE: {
                KeyPair pair = generator("ML-KEM-768", p).generateKeyPair();
                if (contender.isJdk()) {
                    return JdkKem.decapsulation(pair);
                }
                if (contender.isBouncyCastle()) {
                    byte[] ciphertext = bcEncapsulate(p, pair.getPublic()).getEncapsulation();
                    return () -> bcDecapsulate(p, pair.getPrivate(), ciphertext);
                }
                byte[] ciphertext = MlKem.encapsulate(pair.getPublic()).ciphertext();
                return () -> MlKem.decapsulate(pair.getPrivate(), ciphertext);
            }
            case ML_DSA_KEYGEN:
                return generator("ML-DSA-65", p)::generateKeyPair;
            case ML_DSA_SIGN: {
                Signature signature = signature(p);
                signature.initSign(generator("ML-DSA-65", p).generateKeyPair().getPrivate());
                return () -> {
                    signature.update(MESSAGE);
                    signature.sign();
                };
            }
            default: {
                KeyPair pair = generator("ML-DSA-65", p).generateKeyPair();
                Signature signature = signature(p);
                signature.initSign(pair.getPrivate());
                signature.update(MESSAGE);
                byte[] signed = signature.sign();
                signature.initVerify(pair.getPublic());
                return () -> {
                    signature.update(MESSAGE);
                    if (!signature.verify(signed)) {
                        throw new IllegalStateException(contender.name() + ": the signature does not verify");
                    }
                };
            }
        }
    }

    private static KeyPairGenerator generator(String set, Provider p) throws Exception {
        return p == null ? KeyPairGenerator.getInstance(set) : KeyPairGenerator.getInstance(set, p);
    }

    private static Signature signature(Provider p) throws Exception {
        return p == null ? Signature.getInstance("ML-DSA-65") : Signature.getInstance("ML-DSA-65", p);
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
}
