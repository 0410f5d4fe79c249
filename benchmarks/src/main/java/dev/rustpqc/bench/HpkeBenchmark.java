package dev.rustpqc.bench;

import dev.rustpqc.RustPqcProvider;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * HPKE in its one-shot use (an Oblivious HTTP request, a sealed file): the sender's setup with a
 * fresh encapsulation and one 1 KiB message sealed, and the recipient's setup (decapsulation)
 * with that message opened. RustPqc's suites (KEM/KDF/AEAD) against the JDK's own HPKE with
 * DHKEM(X25519) (JDK 26+), both through {@code Cipher "HPKE"} with the same spec class
 * ({@link HpkeSpecs}) and a cipher object per benchmark thread, initialized again per operation.
 * The recipient's key is the same for every operation, as a server's is; the opened messages
 * cycle through a pool of 16 encapsulations.
 */
@State(Scope.Thread)
public class HpkeBenchmark {
    private static final int POOL = 16;

    /** {@code KEM/KDF/AEAD}; {@code DHKEM-X25519/...} is the JDK's. */
    @Param({"ML-KEM-768/HKDF-SHA256/AES-128-GCM", "DHKEM-X25519/HKDF-SHA256/AES-128-GCM"})
    public String suite;

    private Cipher sender;
    private Cipher recipient;
    private KeyPair pair;
    private AlgorithmParameterSpec spec;
    private final byte[] message = new byte[1024];
    private AlgorithmParameterSpec[] received;
    private byte[][] sealed;
    private int next;

    /**
     * Keys, specs and the pool of sealed messages; checks that each opens.
     *
     * @throws GeneralSecurityException if a provider fails
     */
    @Setup
    public void setup() throws GeneralSecurityException {
        String[] parts = suite.split("/");
        Provider provider;
        if (parts[0].equals("DHKEM-X25519")) {
            if (!HpkeSpecs.jdkHasHpke()) {
                throw new IllegalStateException("the JDK's HPKE needs JDK 26 or later");
            }
            provider = Security.getProvider("SunJCE");
            pair = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        } else {
            provider = new RustPqcProvider();
            pair = KeyPairGenerator.getInstance(parts[0], provider).generateKeyPair();
        }
        spec = HpkeSpecs.of(id(parts[0]), id(parts[1]), id(parts[2]));
        sender = Cipher.getInstance("HPKE", provider);
        recipient = Cipher.getInstance("HPKE", provider);
        Arrays.fill(message, (byte) 0x5A);
        received = new AlgorithmParameterSpec[POOL];
        sealed = new byte[POOL][];
        for (int i = 0; i < POOL; i++) {
            sealed[i] = seal();
            received[i] = HpkeSpecs.withEncapsulation(spec, sender.getIV());
        }
        for (int i = 0; i < POOL; i++) {
            if (!Arrays.equals(message, open())) {
                throw new IllegalStateException(suite + " does not open what it sealed");
            }
        }
        if (!sender.getProvider().getName().equals(provider.getName())) {
            throw new IllegalStateException(suite + " ran on " + sender.getProvider());
        }
    }

    private static int id(String name) {
        switch (name) {
            case "ML-KEM-512": return 0x0040;
            case "ML-KEM-768": return 0x0041;
            case "ML-KEM-1024": return 0x0042;
            case "X-Wing": return 0x647A;
            case "DHKEM-X25519": return 0x0020;
            case "HKDF-SHA256": return 0x0001;
            case "HKDF-SHA384": return 0x0002;
            case "HKDF-SHA512": return 0x0003;
            case "SHAKE128": return 0x0010;
            case "SHAKE256": return 0x0011;
            case "TurboSHAKE128": return 0x0012;
            case "TurboSHAKE256": return 0x0013;
            case "AES-128-GCM": return 0x0001;
            case "AES-256-GCM": return 0x0002;
            case "ChaCha20-Poly1305": return 0x0003;
            default: throw new IllegalArgumentException("unknown HPKE algorithm " + name);
        }
    }

    /**
     * The sender's setup and one sealed 1 KiB message.
     *
     * @return the ciphertext
     * @throws GeneralSecurityException if the cipher fails
     */
    @Benchmark
    public byte[] seal() throws GeneralSecurityException {
        sender.init(Cipher.ENCRYPT_MODE, pair.getPublic(), spec);
        return sender.doFinal(message);
    }

    /**
     * The recipient's setup and one opened 1 KiB message.
     *
     * @return the plaintext
     * @throws GeneralSecurityException if the cipher fails
     */
    @Benchmark
    public byte[] open() throws GeneralSecurityException {
        int i = next;
        next = (i + 1) % POOL;
        recipient.init(Cipher.DECRYPT_MODE, pair.getPrivate(), received[i]);
        return recipient.doFinal(sealed[i]);
    }
}
