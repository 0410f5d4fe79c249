package dev.rustpqc.bench;

import com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider;
import dev.rustpqc.RustPqcProvider;
import java.security.Provider;
import java.security.Security;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * The providers compared, named by the JMH parameter {@code provider}. A benchmark asks one explicit
 * {@link Provider} object for every service ({@code getInstance(name, provider)}); neither RustPqc
 * nor BouncyCastle is added to {@link Security}, so no other provider can answer, and
 * {@link #check} confirms who did.
 */
public enum ProviderUnderTest {
    /** RustPqc; its binding (FFM or JNI) is fixed per JVM by {@code -Drustpqc.binding}. */
    RUSTPQC("rustpqc"),
    /**
     * The JDK's own ML-KEM (SunJCE) and ML-DSA (SUN): JDK 24 and later, and the patched LTS updates
     * (17.0.21, 21.0.13, 25.0.5).
     */
    JDK("jdk"),
    /** BouncyCastle ({@code bcprov-jdk18on}). */
    BC("bc"),
    /** Amazon Corretto Crypto Provider (AWS-LC, native): ML-DSA only. */
    ACCP("accp");

    private final String parameter;

    ProviderUnderTest(String parameter) {
        this.parameter = parameter;
    }

    /**
     * The provider named by a JMH parameter value.
     *
     * @param parameter {@code rustpqc}, {@code jdk}, {@code bc} or {@code accp}
     * @return the provider under test
     */
    public static ProviderUnderTest of(String parameter) {
        for (ProviderUnderTest candidate : values()) {
            if (candidate.parameter.equals(parameter)) {
                return candidate;
            }
        }
        throw new IllegalArgumentException("unknown provider " + parameter + ": use rustpqc, jdk, bc or accp");
    }

    /**
     * The provider object that serves {@code set}: a new RustPqc or BouncyCastle instance (the first
     * RustPqc instance in a JVM loads the native library and runs the self-tests), the JDK's
     * registered SunJCE (ML-KEM) or SUN (ML-DSA), or ACCP's single instance (ML-DSA only).
     *
     * @param set a parameter-set name such as {@code ML-KEM-768}
     * @return the provider
     * @throws IllegalStateException if it cannot serve {@code set} on this JDK
     */
    public Provider provider(String set) {
        switch (this) {
            case RUSTPQC:
                RustPqcProvider rustPqc = new RustPqcProvider();
                if (!RustPqcProvider.isAvailable()) {
                    throw new IllegalStateException("RustPqc is unavailable: " + RustPqcProvider.loadError(),
                            RustPqcProvider.loadError());
                }
                String forced = System.getProperty("rustpqc.binding");
                if (forced != null && !forced.equals(RustPqcProvider.binding())) {
                    throw new IllegalStateException("-Drustpqc.binding=" + forced + " but the binding is "
                            + RustPqcProvider.binding());
                }
                return rustPqc;
            case BC:
                return new BouncyCastleProvider();
            case ACCP:
                AmazonCorrettoCryptoProvider accp = AmazonCorrettoCryptoProvider.INSTANCE;
                if (accp.getLoadingError() != null) {
                    throw new IllegalStateException("ACCP is unavailable", accp.getLoadingError());
                }
                if (accp.getService("KeyPairGenerator", set) == null) {
                    throw new IllegalStateException("ACCP has no " + set + " (it offers ML-DSA only): leave"
                            + " provider=accp out of this benchmark");
                }
                return accp;
            case JDK:
                Provider jdk = Security.getProvider(ParameterSets.isKem(set) ? "SunJCE" : "SUN");
                if (jdk == null || jdk.getService("KeyPairGenerator", set) == null) {
                    throw new IllegalStateException("the JDK's own " + set + " needs JDK 24+ or a patched LTS update; this is "
                            + Runtime.version() + ": leave provider=jdk out on this JDK");
                }
                return jdk;
            default:
                throw new AssertionError(this);
        }
    }

    /**
     * Fails unless {@code actual} is the very provider object that was asked.
     *
     * @param expected the provider passed to {@code getInstance}
     * @param actual what the service object reports ({@code getProvider()})
     * @param service the service, for the message
     */
    public static void check(Provider expected, Provider actual, String service) {
        if (actual != expected) {
            throw new IllegalStateException(service + " was served by " + actual + ", not by " + expected);
        }
    }

    @Override
    public String toString() {
        return parameter;
    }
}
