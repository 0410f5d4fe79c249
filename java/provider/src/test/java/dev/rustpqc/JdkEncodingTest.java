package dev.rustpqc;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.Security;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where the JDK has ML-KEM and ML-DSA of its own, the same key encodes to the same bytes in our provider and in the JDK's. */
class JdkEncodingTest {
    private static Provider jdkProvider(String set) {
        return Security.getProvider(set.startsWith("ML-KEM") ? "SunJCE" : "SUN");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44", "ML-DSA-65", "ML-DSA-87"})
    void encodingsAreByteIdenticalBothWays(String set) throws Exception {
        assumeTrue(Fixtures.jdkHasMlKem() && Fixtures.jdkHasMlDsa(), Fixtures.NO_JDK_PQC);
        Provider jdk = jdkProvider(set);
        KeyFactory jdkFactory = KeyFactory.getInstance(set, jdk);
        KeyFactory ourFactory = KeyFactory.getInstance(set, PROVIDER);

        KeyPair ours = KeyPairGenerator.getInstance(set, PROVIDER).generateKeyPair();
        assertArrayEquals(ours.getPublic().getEncoded(), jdkFactory.generatePublic(
                new X509EncodedKeySpec(ours.getPublic().getEncoded())).getEncoded());
        assertArrayEquals(ours.getPrivate().getEncoded(), jdkFactory.generatePrivate(
                new PKCS8EncodedKeySpec(ours.getPrivate().getEncoded())).getEncoded());

        KeyPair theirs = KeyPairGenerator.getInstance(set, jdk).generateKeyPair();
        assertArrayEquals(theirs.getPublic().getEncoded(), ourFactory.translateKey(theirs.getPublic()).getEncoded());
        assertArrayEquals(theirs.getPrivate().getEncoded(), ourFactory.translateKey(theirs.getPrivate()).getEncoded());
    }
}
