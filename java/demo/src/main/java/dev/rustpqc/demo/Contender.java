package dev.rustpqc.demo;

import dev.rustpqc.RustPqcProvider;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * A provider in the speed run: RustPqc, the JDK's own ML-KEM and ML-DSA (where the JDK has them;
 * {@code provider} is null, the JCA picks SunJCE and SUN) or BouncyCastle.
 */
record Contender(String name, Provider provider) {
    static final String RUSTPQC = "RustPqc";
    static final String JDK = "JDK";
    static final String BOUNCY_CASTLE = "BC";

    boolean isJdk() {
        return provider == null;
    }

    boolean isBouncyCastle() {
        return BOUNCY_CASTLE.equals(name);
    }

    /** The contenders this JDK has, RustPqc first. */
    static List<Contender> available(Provider rustPqc) {
        List<Contender> contenders = new ArrayList<>();
        contenders.add(new Contender(RUSTPQC, rustPqc));
        if (jdkHasMlKem()) {
            contenders.add(new Contender(JDK, null));
        }
        contenders.add(new Contender(BOUNCY_CASTLE, new BouncyCastleProvider()));
        return contenders;
    }

    /** A contender by name, its provider made afresh (in a JVM that has not used it yet). */
    static Contender named(String name) {
        switch (name) {
            case RUSTPQC:
                return new Contender(name, new RustPqcProvider());
            case JDK:
                return new Contender(name, null);
            case BOUNCY_CASTLE:
                return new Contender(name, new BouncyCastleProvider());
            default:
                throw new IllegalArgumentException("no contender " + name);
        }
    }

    static boolean jdkHasMlKem() {
        Provider sunJce = Security.getProvider("SunJCE");
        return sunJce != null && sunJce.getService("KeyPairGenerator", "ML-KEM-768") != null;
    }
}
