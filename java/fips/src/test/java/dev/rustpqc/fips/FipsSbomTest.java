package dev.rustpqc.fips;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.FipsModule;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The rustpqc-fips jar's SBOM/CBOM (scripts/sbom.py) names the module and its version as the loaded
 * module reports it, and says that the module performs ML-KEM and ML-DSA. Read as text: the
 * document's schema is checked by the provider's SbomTest, which the same script writes.
 */
class FipsSbomTest {
    @Test
    void theBomNamesTheModuleAndItsVersion() throws Exception {
        Path bom = Path.of(System.getProperty("rustpqc.test.jar")).resolveSibling("bom.json");
        String text = Files.readString(bom);
        String number = FipsModule.version().substring(FipsModule.version().lastIndexOf(' ') + 1);
        assertTrue(text.contains("\"name\" : \"AWS-LC Cryptographic Module\"") || text.contains(
                "\"name\": \"AWS-LC Cryptographic Module\""), "no module component in " + bom);
        assertTrue(text.contains("\"version\": \"" + number + "\""), "no version " + number + " in " + bom);
        assertTrue(text.contains("\"value\": \"" + FipsModule.version() + "\""), bom.toString());
        assertTrue(text.contains("\"value\": \"aws-lc-fips-sys 0.14.4\""), bom.toString());
        assertTrue(text.contains("\"value\": \"AWS-LC Cryptographic Module, " + FipsModule.version() + "\""),
                "no algorithm performed by the module in " + bom);
        assertEquals(-1, text.indexOf("\"name\": \"SLH-DSA"), "the FIPS jar lists SLH-DSA");
        assertEquals(-1, text.indexOf("\"name\": \"X-Wing"), "the FIPS jar lists X-Wing");
    }
}
