package dev.rustpqc.supplychain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.rustpqc.RustPqcProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cyclonedx.Version;
import org.cyclonedx.exception.ParseException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SBOM the build attaches to the provider jar (target/bom.json, the artifact
 * {@code rustpqc-<version>-cyclonedx.json}): valid against the CycloneDX 1.6 JSON schema, and
 * complete against the jar it describes (every native library, with its SHA-256), the provider's
 * own service list (every algorithm, parameter set and OID) and Cargo.lock (every crate's hash).
 */
class SbomTest {
    private static Path jar;
    private static Path bomFile;
    private static JsonObject bom;
    private static final Provider PROVIDER = new RustPqcProvider();

    @BeforeAll
    static void readBom() throws IOException {
        String configured = System.getProperty("rustpqc.test.jar");
        assertTrue(configured != null, "rustpqc.test.jar is not set: run the tests through Maven failsafe");
        jar = Path.of(configured);
        bomFile = jar.resolveSibling("bom.json");
        assertTrue(Files.isRegularFile(bomFile), bomFile + " is missing: the package phase writes it");
        bom = JsonParser.parseString(Files.readString(bomFile)).getAsJsonObject();
    }

    @Test
    void isValidCycloneDx16() throws IOException {
        assertEquals("1.6", BomCheck.string(bom, "specVersion"));
        assertEquals(List.of(), messages(new org.cyclonedx.parsers.JsonParser().validate(bomFile.toFile(),
                Version.VERSION_16)));
    }

    @Test
    void theSchemaCheckCatchesABadCryptoAsset(@TempDir Path dir) throws IOException {
        String bad = Files.readString(bomFile).replaceFirst("\"primitive\": \"kem\"", "\"primitive\": \"lattice\"");
        Path file = dir.resolve("bad.json");
        Files.writeString(file, bad, StandardCharsets.UTF_8);
        assertFalse(new org.cyclonedx.parsers.JsonParser().validate(file.toFile(), Version.VERSION_16).isEmpty(),
                "a primitive outside the schema's list must fail validation");
    }

    @Test
    void listsEveryNativeLibraryWithItsSha256() throws IOException {
        assertEquals(List.of(), BomCheck.libraries(bom, jar));
    }

    @Test
    void listsEveryServiceTheProviderRegisters() {
        assertTrue(RustPqcProvider.isAvailable(), String.valueOf(RustPqcProvider.loadError()));
        assertEquals(List.of(), BomCheck.services(bom, PROVIDER));
    }

    @Test
    void listsTheCratesInEveryLibrary() throws IOException {
        assertEquals(List.of(), BomCheck.crates(bom, repository().resolve("Cargo.lock")));
    }

    @Test
    void describesEachParameterSetAsTheStandardDoes() {
        JsonObject mlKem768 = asset("ML-KEM-768");
        JsonObject properties = mlKem768.getAsJsonObject("cryptoProperties").getAsJsonObject("algorithmProperties");
        assertEquals("2.16.840.1.101.3.4.4.2", BomCheck.string(mlKem768.getAsJsonObject("cryptoProperties"), "oid"));
        assertEquals("kem", BomCheck.string(properties, "primitive"));
        assertEquals("768", BomCheck.string(properties, "parameterSetIdentifier"));
        assertEquals(3, properties.get("nistQuantumSecurityLevel").getAsInt());
        assertEquals("FIPS 203", BomCheck.property(mlKem768, "rustpqc:standard"));
        assertTrue(BomCheck.properties(mlKem768, "rustpqc:implementation").stream()
                .anyMatch(crate -> crate.startsWith("libcrux-ml-kem ")));
        JsonObject mlDsa44 = asset("ML-DSA-44").getAsJsonObject("cryptoProperties");
        assertEquals(2, mlDsa44.getAsJsonObject("algorithmProperties").get("nistQuantumSecurityLevel").getAsInt());
        assertEquals("signature", BomCheck.string(mlDsa44.getAsJsonObject("algorithmProperties"), "primitive"));
        JsonObject slh = asset("SLH-DSA-SHAKE-256F");
        assertEquals("FIPS 205", BomCheck.property(slh, "rustpqc:standard"));
        assertEquals(5, slh.getAsJsonObject("cryptoProperties").getAsJsonObject("algorithmProperties")
                .get("nistQuantumSecurityLevel").getAsInt());
        assertEquals("draft-connolly-cfrg-xwing-kem", BomCheck.property(asset("X-Wing"), "rustpqc:standard"));
        assertEquals("1.3.6.1.4.1.62253.25722",
                BomCheck.string(asset("X-Wing").getAsJsonObject("cryptoProperties"), "oid"));
    }

    /** HPKE, a service type of its own (a Cipher), and ML-KEM's key-transport Cipher have their functions. */
    @Test
    void describesHpkeAndTheMlKemKeyTransport() {
        JsonObject hpke = asset("HPKE");
        JsonObject properties = hpke.getAsJsonObject("cryptoProperties").getAsJsonObject("algorithmProperties");
        assertEquals("pke", BomCheck.string(properties, "primitive"));
        assertEquals(List.of("decapsulate", "decrypt", "encapsulate", "encrypt", "keyderive"),
                strings(properties.getAsJsonArray("cryptoFunctions")));
        assertEquals("RFC 9180", BomCheck.property(hpke, "rustpqc:standard"));
        assertEquals(List.of("Cipher.HPKE"), BomCheck.properties(hpke, "rustpqc:jca-service"));
        assertTrue(BomCheck.property(hpke, "rustpqc:scope").contains("draft-ietf-hpke-pq"));
        JsonObject mlKem1024 = asset("ML-KEM-1024");
        assertTrue(BomCheck.properties(mlKem1024, "rustpqc:jca-service").contains("Cipher.ML-KEM-1024"));
        assertTrue(strings(mlKem1024.getAsJsonObject("cryptoProperties").getAsJsonObject("algorithmProperties")
                .getAsJsonArray("cryptoFunctions")).contains("keyderive"));
    }

    private static List<String> strings(com.google.gson.JsonArray array) {
        List<String> values = new java.util.ArrayList<>();
        array.forEach(value -> values.add(value.getAsString()));
        return values;
    }

    @Test
    void aBomMissingALibraryOrAnAlgorithmFails() throws IOException {
        String library = BomCheck.components(bom).stream()
                .filter(c -> BomCheck.property(c, "rustpqc:jar-path") != null)
                .map(c -> BomCheck.string(c, "bom-ref")).findFirst().orElseThrow();
        List<String> libraryProblems = BomCheck.libraries(BomCheck.withoutComponent(bom, library), jar);
        assertEquals(1, libraryProblems.size(), libraryProblems.toString());
        assertTrue(libraryProblems.get(0).startsWith("no component for the native library"), libraryProblems.get(0));

        List<String> algorithmProblems = BomCheck.services(BomCheck.withoutComponent(bom, "crypto:ML-DSA-87"), PROVIDER);
        assertFalse(algorithmProblems.isEmpty());
        assertTrue(algorithmProblems.stream().allMatch(p -> p.contains(".ML-DSA-87,")), algorithmProblems.toString());

        JsonObject wrongHash = bom.deepCopy();
        BomCheck.components(wrongHash).stream().filter(c -> library.equals(BomCheck.string(c, "bom-ref")))
                .findFirst().orElseThrow().getAsJsonArray("hashes").get(0).getAsJsonObject()
                .addProperty("content", "00".repeat(32));
        assertEquals(1, BomCheck.libraries(wrongHash, jar).size());
    }

    /**
     * The README's table of the release's library hashes is this build's: a change to the Rust
     * sources or the build flags changes the libraries, and the table with them. Every library has
     * a row with its hash.
     */
    @Test
    void theReadmeListsTheseLibraries() throws IOException {
        Assumptions.assumeFalse("host".equals(System.getProperty("rustpqc.test.platforms")),
                "a host-only build (RUSTPQC_PLATFORMS=host) is not the release build whose hashes the README"
                        + " lists (./test.sh checks them)");
        String readme = Files.readString(repository().resolve("README.md"));
        Map<String, String> listed = new TreeMap<>();
        Matcher rows = Pattern.compile("(?m)^\\| `([a-z0-9_-]+/[^`]+)` \\| `([0-9a-f]{64})` \\|$")
                .matcher(readme);
        while (rows.find()) {
            listed.put(rows.group(1), rows.group(2));
        }
        StringBuilder expected = new StringBuilder();
        Map<String, String> built = new TreeMap<>();
        for (JsonObject component : BomCheck.components(bom)) {
            String path = BomCheck.property(component, "rustpqc:jar-path");
            if (path != null) {
                String name = path.substring("dev/rustpqc/native/".length());
                built.put(name, BomCheck.hash(component, "SHA-256"));
                expected.append("| `").append(name).append("` | `").append(BomCheck.hash(component, "SHA-256"))
                        .append("` |\n");
            }
        }
        for (Map.Entry<String, String> library : built.entrySet()) {
            assertEquals(library.getValue(), listed.get(library.getKey()), library.getKey()
                    + ": the README's table of library hashes is stale; these rows are this build's:\n" + expected);
        }
    }

    private static JsonObject asset(String name) {
        return BomCheck.components(bom).stream().filter(c -> ("crypto:" + name).equals(BomCheck.string(c, "bom-ref")))
                .findFirst().orElseThrow(() -> new AssertionError("no asset " + name));
    }

    private static Path repository() {
        return Path.of(System.getProperty("rustpqc.repository", "../.."));
    }

    private static List<String> messages(List<ParseException> errors) {
        return errors.stream().map(Throwable::getMessage).toList();
    }
}
