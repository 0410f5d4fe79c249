package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.RustPqcMlKemProvider;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.NamedParameterSpec;
import java.util.List;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * The JDK's own TLS, SunJSSE, as JDK 27 and 25.0.5 ship it (JEP 527): its hybrid key exchange takes ML-KEM from
 * whichever provider the JCA finds first, so "native" means {@link RustPqcMlKemProvider} first in
 * the JVM's provider order. The switch is JVM-wide (SunJSSE has no per-context crypto provider);
 * tests turn it on and off around what they run, one test at a time.
 */
public final class SunJsse {
    /**
     * The hybrid groups JDK 27's and 25.0.5's SunJSSE negotiate. (Its sources name the pure
     * MLKEM512/768/1024 groups too, but these builds do not enable them: a client offering one alone
     * sends no key share.)
     */
    static final List<String> HYBRID_GROUPS = List.of("X25519MLKEM768", "SecP256r1MLKEM768", "SecP384r1MLKEM1024");

    private SunJsse() {
    }

    /**
     * Whether this JDK's SunJSSE has the hybrid key exchange of JEP 527 (JDK 27, and the LTS from
     * 25.0.5): X25519MLKEM768 among its default groups. Asked of SunJSSE, not told by the version.
     */
    static boolean hasHybrid() {
        try {
            // Initialised first: 25.0.5's SunJSSE answers getDefaultSSLParameters only then.
            javax.net.ssl.SSLContext context = javax.net.ssl.SSLContext.getInstance("TLSv1.3", provider());
            context.init(null, null, null);
            String[] groups = context.getDefaultSSLParameters().getNamedGroups();
            return groups != null && List.of(groups).contains("X25519MLKEM768");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static Provider provider() {
        return Security.getProvider("SunJSSE");
    }

    /**
     * The client's key pair of {@code set} as SunJSSE's hybrid makes it ({@code KEMReceiverPossession}:
     * {@code KeyPairGenerator} by the set's name, initialised with a NamedParameterSpec), checked to
     * be RustPqcMlKem's and X.509-encoded.
     */
    public static KeyPair clientKeyPair(String set) throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(set);
        generator.initialize(new NamedParameterSpec(set), new SecureRandom());
        KeyPair pair = generator.generateKeyPair();
        assertEquals(RustPqcMlKemProvider.PROVIDER_NAME, generator.getProvider().getName());
        assertEquals("X.509", pair.getPublic().getFormat());
        return pair;
    }

    /** The opt-in: RustPqcMlKem first. */
    static void nativeMlKem(boolean on) {
        Security.removeProvider(RustPqcMlKemProvider.PROVIDER_NAME);
        if (on) {
            RustPqcMlKemProvider.insertFirst();
        }
    }

    /** Named groups per socket: {@code SSLParameters.setNamedGroups} (JDK 20+). */
    static void namedGroups(SSLSocket socket, List<String> groups) {
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setNamedGroups(groups.toArray(new String[0]));
        socket.setSSLParameters(parameters);
    }

    /** The code point of a group, as TLS puts it on the wire. */
    static int codepoint(String group) {
        return switch (group) {
            case "X25519MLKEM768" -> 0x11EC;
            case "SecP256r1MLKEM768" -> 0x11EB;
            case "SecP384r1MLKEM1024" -> 0x11ED;
            case "x25519" -> 0x001D;
            default -> throw new IllegalArgumentException("Unknown group " + group);
        };
    }
}
