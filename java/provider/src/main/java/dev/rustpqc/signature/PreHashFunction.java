package dev.rustpqc.signature;

import dev.rustpqc.binding.NativeShake;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.util.Locale;

/**
 * The hash functions HashML-DSA may pre-hash a message with (FIPS 204 section 5.4), named as the
 * JDK names its digests and numbered, at the native boundary, by the last arc of their NIST OID.
 * SHA-2 and SHA-3 run in the JDK's own {@link MessageDigest}; SHAKE128 and SHAKE256 (which JDK 17
 * does not offer as digests) run natively.
 */
public enum PreHashFunction {
    SHA_256(1, "SHA-256"),
    SHA_384(2, "SHA-384"),
    SHA_512(3, "SHA-512"),
    SHA_224(4, "SHA-224"),
    SHA_512_224(5, "SHA-512/224"),
    SHA_512_256(6, "SHA-512/256"),
    SHA3_224(7, "SHA3-224"),
    SHA3_256(8, "SHA3-256"),
    SHA3_384(9, "SHA3-384"),
    SHA3_512(10, "SHA3-512"),
    /** SHAKE128 with a 256-bit output. */
    SHAKE128_256(11, "SHAKE128-256"),
    /** SHAKE256 with a 512-bit output. */
    SHAKE256_512(12, "SHAKE256-512");

    /** The last arc of the OID 2.16.840.1.101.3.4.2.x. */
    public final int id;
    /** The JDK's name for it. */
    public final String jdkName;

    PreHashFunction(int id, String jdkName) {
        this.id = id;
        this.jdkName = jdkName;
    }

    /** The function of a JDK digest name (case-insensitive), or null. */
    public static PreHashFunction byName(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        for (PreHashFunction function : values()) {
            if (function.jdkName.equals(upper)) {
                return function;
            }
        }
        return null;
    }

    /** The message digest, fed as the message arrives. */
    interface Digester {
        void update(byte[] data, int offset, int length);

        byte[] digest();

        /** Drops what was fed, wiping any native state. */
        void discard();
    }

    Digester digester() {
        if (this == SHAKE128_256 || this == SHAKE256_512) {
            return new ShakeDigester(this == SHAKE128_256);
        }
        try {
            MessageDigest digest = MessageDigest.getInstance(jdkName);
            return new Digester() {
                @Override
                public void update(byte[] data, int offset, int length) {
                    digest.update(data, offset, length);
                }

                @Override
                public byte[] digest() {
                    return digest.digest();
                }

                @Override
                public void discard() {
                    digest.reset();
                }
            };
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException("the JDK offers no " + jdkName + " digest for HashML-DSA", e);
        }
    }

    /** SHAKE128-256 or SHAKE256-512, natively. */
    private static final class ShakeDigester implements Digester {
        private final boolean shake128;
        private NativeShake shake;

        ShakeDigester(boolean shake128) {
            this.shake128 = shake128;
        }

        @Override
        public void update(byte[] data, int offset, int length) {
            state().absorb(data, offset, length);
        }

        @Override
        public byte[] digest() {
            byte[] out = state().finish(shake128 ? 32 : 64);
            shake = null;
            return out;
        }

        @Override
        public void discard() {
            if (shake != null) {
                shake.discard();
                shake = null;
            }
        }

        private NativeShake state() {
            if (shake == null) {
                shake = shake128 ? NativeShake.shake128() : NativeShake.shake256();
            }
            return shake;
        }
    }
}
