package dev.rustpqc;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.NamedParameterSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/** Shared test fixtures: the provider, the parameter sets, the vector files. */
public final class Fixtures {
    public static final Provider PROVIDER = new RustPqcProvider();
    public static final List<String> ML_KEM_SETS = List.of("ML-KEM-512", "ML-KEM-768", "ML-KEM-1024");
    public static final List<String> ML_DSA_SETS = List.of("ML-DSA-44", "ML-DSA-65", "ML-DSA-87");

    private Fixtures() {
    }

    public static List<String> allSets() {
        List<String> all = new ArrayList<>(ML_KEM_SETS);
        all.addAll(ML_DSA_SETS);
        return all;
    }

    /** The vector directory: -Drustpqc.vectors, or ../shared/vectors beside the repository. */
    public static Path vectors() {
        String configured = System.getProperty("rustpqc.vectors");
        return configured != null ? Path.of(configured) : Path.of("../../../shared/vectors");
    }

    /** The repository root (for include/rustpqc.h). */
    public static Path repository() {
        return Path.of(System.getProperty("rustpqc.repository", "../.."));
    }

    public static JsonObject json(String relative) throws IOException {
        try (Reader reader = Files.newBufferedReader(vectors().resolve(relative))) {
            return JsonParser.parseReader(reader).getAsJsonObject();
        }
    }

    public static JsonArray groups(JsonObject file) {
        return file.getAsJsonArray("testGroups");
    }

    public static JsonArray tests(JsonElement group) {
        return group.getAsJsonObject().getAsJsonArray("tests");
    }

    public static String string(JsonElement object, String field) {
        JsonElement value = object.getAsJsonObject().get(field);
        return value == null ? null : value.getAsString();
    }

    public static byte[] hex(JsonElement object, String field) {
        return HexFormat.of().parseHex(string(object, field));
    }

    public static byte[] hex(String text) {
        return HexFormat.of().parseHex(text);
    }

    /** A SecureRandom that only ever gives bytes of {@code value}: a provider that used it would repeat itself. */
    public static SecureRandom constantRandom(byte value) {
        return new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] bytes) {
                Arrays.fill(bytes, value);
            }
        };
    }

    /** Two key pairs of {@code set} from the provider's {@code algorithm} KeyPairGenerator, initialized with {@code random}. */
    public static KeyPair[] twoKeyPairs(String algorithm, String set, SecureRandom random)
            throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm, PROVIDER);
        generator.initialize(new NamedParameterSpec(set), random);
        return new KeyPair[] {generator.generateKeyPair(), generator.generateKeyPair()};
    }

    /** How often {@code operation} ran natively since {@code before}. */
    public static long since(OperationCounts before, NativeOperation operation) {
        return RustPqcProvider.operationCounts().total(operation) - before.total(operation);
    }

    /** The feature version of the JDK running the tests. */
    public static int jdk() {
        return Runtime.version().feature();
    }

    /**
     * Whether the JDK running the tests has ML-KEM of its own (SunJCE): JDK 24+, and the LTS updates
     * since October 2026 (17.0.21, 21.0.13, 25.0.5). Asked of the JDK, not told by its version.
     */
    public static boolean jdkHasMlKem() {
        Provider sunJce = java.security.Security.getProvider("SunJCE");
        return sunJce != null && sunJce.getService("KeyPairGenerator", "ML-KEM") != null;
    }

    /** Whether the JDK running the tests has ML-DSA of its own (SUN), as {@link #jdkHasMlKem()}. */
    public static boolean jdkHasMlDsa() {
        Provider sun = java.security.Security.getProvider("SUN");
        return sun != null && sun.getService("Signature", "ML-DSA") != null;
    }

    /** Why a test that needs the JDK's own ML-KEM and ML-DSA did not run. */
    public static final String NO_JDK_PQC = "the JDK has ML-KEM and ML-DSA of its own from 24, and in the LTS"
            + " updates from 17.0.21, 21.0.13 and 25.0.5";

    /** The JDK's own provider of a set's family: SunJCE for ML-KEM, SUN for ML-DSA. */
    public static Provider jdkProvider(String set) {
        return java.security.Security.getProvider(set.startsWith("ML-KEM") ? "SunJCE" : "SUN");
    }

    /** Whether the JDK running the tests has its own implementation of {@code set}'s family. */
    public static boolean jdkHas(String set) {
        return set.startsWith("ML-KEM") ? jdkHasMlKem() : jdkHasMlDsa();
    }
}
