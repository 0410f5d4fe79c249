package dev.rustpqc;

import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeStatus;
import dev.rustpqc.keys.Family;
import dev.rustpqc.keys.ParameterSet;
import dev.rustpqc.keys.PqcPrivateKey;
import dev.rustpqc.keys.TestEncodings;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.spec.EncodedKeySpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.management.ObjectName;

/**
 * Run by {@link ResidueTest} in a JVM that never collects garbage (Epsilon GC): makes ML-KEM and
 * ML-DSA private keys, encodes them in each PKCS#8 form, decodes them, reads them back through the
 * KeyFactory, does the same with an X-Wing key it also decapsulates with and a composite ML-DSA key
 * it signs with, wipes every copy the test
 * itself was handed (including the arrays inside the key specs it received) and destroys the keys;
 * then dumps the heap, garbage included, to {@code args[0]}, and writes the secrets to look for to
 * {@code args[1]}, masked so that the dump holds no copy of its own. Any secret left in the dump
 * is a copy the provider made and did not wipe.
 * (Not a test itself: its name does not end in "Test".)
 */
final class ResidueMain {
    private static final byte MASK = 0x5c;

    private ResidueMain() {
    }

    public static void main(String[] args) throws Exception {
        List<byte[]> masked = new ArrayList<>();
        for (String set : new String[] {"ML-KEM-768", "ML-DSA-65"}) {
            ParameterSet parameterSet = ParameterSet.byName(set);
            String property = parameterSet.family.pkcs8EncodingProperty();
            for (String form : new String[] {TestDer.SEED, TestDer.EXPANDED_KEY, TestDer.BOTH}) {
                System.setProperty(property, form);
                PqcPrivateKey key = (PqcPrivateKey) KeyPairGenerator.getInstance(set, Fixtures.PROVIDER)
                        .generateKeyPair().getPrivate();
                masked.add(masked(TestKeys.seed(key)));
                byte[] expanded = TestKeys.expanded(key);
                // A secret stretch of the expanded key: dk_pke (ML-KEM), s1 (ML-DSA).
                int secretAt = parameterSet.family == Family.ML_KEM ? 0 : 128;
                masked.add(masked(Arrays.copyOfRange(expanded, secretAt, secretAt + 64)));
                wipe(expanded);

                KeyFactory factory = KeyFactory.getInstance(set, Fixtures.PROVIDER);
                PrivateKey decoded = decodedCopy(factory, key);
                wipe(decoded.getEncoded());
                wipe(factory.getKeySpec(decoded, PKCS8EncodedKeySpec.class));
                wipe(factory.getKeySpec(decoded, EncodedKeySpec.class));
                wipe(factory.getKeySpec(key, EncodedKeySpec.class));
                decoded.destroy();
                key.destroy();
            }
            // An import that fails (a seed with the expanded key of another key) leaves nothing either.
            PqcPrivateKey one = (PqcPrivateKey) KeyPairGenerator.getInstance(set, Fixtures.PROVIDER)
                    .generateKeyPair().getPrivate();
            PqcPrivateKey other = (PqcPrivateKey) KeyPairGenerator.getInstance(set, Fixtures.PROVIDER)
                    .generateKeyPair().getPrivate();
            byte[] seed = TestKeys.seed(one);
            byte[] mismatched = TestKeys.expanded(other);
            byte[] mixed = TestEncodings.pkcs8Both(parameterSet, seed, mismatched);
            masked.add(masked(seed));
            masked.add(masked(Arrays.copyOfRange(mismatched, 0, 64)));
            wipe(mismatched);
            PKCS8EncodedKeySpec bad = new PKCS8EncodedKeySpec(mixed);
            wipe(mixed);
            try {
                KeyFactory.getInstance(set, Fixtures.PROVIDER).generatePrivate(bad);
                throw new IllegalStateException("a seed with another key's expanded key was accepted");
            } catch (java.security.spec.InvalidKeySpecException expected) {
                // the import must fail, and wipe what it made
            }
            wipe(bad);
            one.destroy();
            other.destroy();
            System.clearProperty(property);
        }
        masked.addAll(xWingSecrets());
        masked.addAll(compositeSecrets());
        Path dump = Path.of(args[0]);
        Files.deleteIfExists(dump);
        ManagementFactory.getPlatformMBeanServer().invoke(new ObjectName("com.sun.management:type=HotSpotDiagnostic"),
                "dumpHeap", new Object[] {dump.toString(), false}, new String[] {"java.lang.String", "boolean"});
        writeSecrets(Path.of(args[1]), masked);
    }

    /**
     * An X-Wing key generated, encoded, decoded and used three times (the third decapsulation with
     * the expanded key the key keeps), then destroyed: its seed and its X25519 secret, masked.
     */
    private static List<byte[]> xWingSecrets() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("X-Wing", Fixtures.PROVIDER).generateKeyPair();
        PqcPrivateKey key = (PqcPrivateKey) pair.getPrivate();
        byte[] seed = key.use((held, expanded) -> held.clone());
        byte[] prepared = new byte[Math.toIntExact(Native.binding().xWingPreparedKeyLength())];
        if (Native.binding().xWingPrepareDecapsulationKey(seed, prepared) != NativeStatus.OK) {
            throw new IllegalStateException("X-Wing key preparation failed");
        }
        // The prepared key ends in sk_X (32 bytes) and pk_X (32 bytes).
        byte[] x25519Secret = Arrays.copyOfRange(prepared, prepared.length - 64, prepared.length - 32);
        wipe(prepared);

        KeyFactory factory = KeyFactory.getInstance("X-Wing", Fixtures.PROVIDER);
        PrivateKey decoded = decodedCopy(factory, key);
        for (PrivateKey used : new PrivateKey[] {key, decoded}) {
            for (int i = 0; i < 3; i++) {
                XWing.Encapsulated sent = XWing.encapsulate(pair.getPublic());
                if (!Arrays.equals(sent.key().getEncoded(), XWing.decapsulate(used, sent.ciphertext()).getEncoded())) {
                    throw new IllegalStateException("X-Wing round trip failed");
                }
            }
        }
        wipe(decoded.getEncoded());
        wipe(factory.getKeySpec(decoded, PKCS8EncodedKeySpec.class));
        decoded.destroy();
        key.destroy();
        return List.of(masked(seed), masked(x25519Secret));
    }

    /**
     * A composite ML-DSA key (MLDSA65-ECDSA-P256-SHA512) generated, encoded, decoded, signed with and
     * destroyed: its ML-DSA seed, a stretch of its ML-DSA s1 and the draft's whole private key (the
     * seed and the ECPrivateKey together, which only the provider's arrays ever hold), masked. The
     * traditional half alone lives on in the JDK's key object, which cannot be wiped, so it is not
     * searched for.
     */
    private static List<byte[]> compositeSecrets() throws Exception {
        String set = "MLDSA65-ECDSA-P256-SHA512";
        PqcPrivateKey key = (PqcPrivateKey) KeyPairGenerator.getInstance(set, Fixtures.PROVIDER).generateKeyPair()
                .getPrivate();
        byte[] whole = TestKeys.seed(key);
        byte[] seed = Arrays.copyOf(whole, 32);
        byte[] expanded = TestKeys.expanded(key);
        byte[] s1 = Arrays.copyOfRange(expanded, 128, 192);
        wipe(expanded);

        KeyFactory factory = KeyFactory.getInstance(set, Fixtures.PROVIDER);
        PrivateKey decoded = decodedCopy(factory, key);
        for (PrivateKey used : new PrivateKey[] {key, decoded}) {
            java.security.Signature signer = java.security.Signature.getInstance(set, Fixtures.PROVIDER);
            signer.initSign(used);
            signer.update(new byte[] {1, 2, 3});
            signer.sign();
        }
        wipe(decoded.getEncoded());
        wipe(factory.getKeySpec(decoded, PKCS8EncodedKeySpec.class));
        wipe(factory.getKeySpec(decoded, EncodedKeySpec.class));
        decoded.destroy();
        key.destroy();
        return List.of(masked(seed), masked(s1), masked(whole));
    }

    /** The key decoded by {@code factory} from its PKCS#8 encoding, every copy the test was handed wiped. */
    private static PrivateKey decodedCopy(KeyFactory factory, PrivateKey key) throws Exception {
        byte[] encoded = key.getEncoded();
        PKCS8EncodedKeySpec spec = new PKCS8EncodedKeySpec(encoded);
        wipe(encoded);
        PrivateKey decoded = factory.generatePrivate(spec);
        wipe(spec);
        return decoded;
    }

    private static byte[] masked(byte[] secret) {
        byte[] out = new byte[secret.length];
        for (int i = 0; i < secret.length; i++) {
            out[i] = (byte) (secret[i] ^ MASK);
        }
        wipe(secret);
        return out;
    }

    static byte[] unmask(byte[] masked) {
        byte[] out = masked.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] ^= MASK;
        }
        return out;
    }

    private static void writeSecrets(Path file, List<byte[]> masked) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (byte[] secret : masked) {
            lines.append(java.util.HexFormat.of().formatHex(secret)).append('\n');
        }
        Files.writeString(file, lines);
    }

    private static void wipe(byte[] secret) {
        Arrays.fill(secret, (byte) 0);
    }

    /** Wipes the array inside a key spec the test was handed (the JCA's specs keep a copy). */
    private static void wipe(EncodedKeySpec spec) throws ReflectiveOperationException {
        Field field = EncodedKeySpec.class.getDeclaredField("encodedKey");
        field.setAccessible(true);
        wipe((byte[]) field.get(spec));
    }
}
