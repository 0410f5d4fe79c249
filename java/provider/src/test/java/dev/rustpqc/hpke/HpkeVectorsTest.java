package dev.rustpqc.hpke;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.rustpqc.Fixtures;
import dev.rustpqc.HpkeContext;
import dev.rustpqc.HpkeParameterSpec;
import dev.rustpqc.RawKeySpec;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

/**
 * Every test vector of draft-ietf-hpke-pq ({@code hpke-pq/test-vectors.json} in the vector
 * directory; github.com/hpkewg/hpke-pq, {@code test-vectors.json}): all thirteen through the key
 * schedule (from the vector's shared secret: the AEAD key and nonces checked by sealing each
 * message to the vector's ciphertext and opening it, the exporter secret by every export), and
 * the vectors of RustPqc's KEMs (ML-KEM-512/768/1024, X-Wing) end to end through the public API:
 * the vector's private key read by our KeyFactory, its encapsulation decapsulated by the
 * {@code HPKE} cipher, every message opened in order, every export taken from an
 * {@link HpkeContext}. The other vectors' KEMs (DHKEMs, the P-256 and P-384 hybrids) are not
 * RustPqc's; their key schedules (SHAKE128, SHAKE256, TurboSHAKE128, TurboSHAKE256, HKDF) are.
 * The derandomized encapsulation of each vector runs in the Rust core (rust/tests/hpke_pq_vectors.rs).
 */
class HpkeVectorsTest {
    static final String FILE = "hpke-pq/test-vectors.json";

    static JsonArray vectors() throws Exception {
        Path path = Fixtures.vectors().resolve(FILE);
        // Not in the shared vector set that ./test.sh requires: checked where a developer adds it.
        assumeTrue(Files.isRegularFile(path), "the draft's vectors are checked when present: put test-vectors.json"
                + " of hpkewg/hpke-pq (74dafaa) at " + path.toAbsolutePath());
        try (Reader reader = Files.newBufferedReader(path)) {
            return JsonParser.parseReader(reader).getAsJsonArray();
        }
    }

    @Test
    void everyVectorsKeyScheduleEncryptionsAndExports() throws Exception {
        Map<String, Integer> suites = new TreeMap<>();
        int messages = 0;
        int exports = 0;
        for (JsonElement element : vectors()) {
            JsonObject v = element.getAsJsonObject();
            String id = describe(v);
            assertEquals(0, v.get("mode").getAsInt(), id + ": the draft lists mode base only");
            HpkeKdf kdf = HpkeKdf.byId(v.get("kdf_id").getAsInt());
            HpkeAead aead = HpkeAead.byId(v.get("aead_id").getAsInt());
            byte[] suiteId = Fixtures.hex(v, "suite_id");
            assertArrayEquals(suiteId(v.get("kem_id").getAsInt(), kdf, aead), suiteId, id + ": suite_id");

            KeySchedule schedule = new KeySchedule(suiteId, kdf, aead);
            Context sender = schedule.start(KeySchedule.MODE_BASE, Fixtures.hex(v, "shared_secret"),
                    Fixtures.hex(v, "info"), new byte[0], new byte[0]);
            Context recipient = schedule.start(KeySchedule.MODE_BASE, Fixtures.hex(v, "shared_secret"),
                    Fixtures.hex(v, "info"), new byte[0], new byte[0]);
            assertArrayEquals(Fixtures.hex(v, "base_nonce"), sender.nonce(), id + ": base_nonce");
            for (JsonElement encryption : v.getAsJsonArray("encryptions")) {
                byte[] aad = Fixtures.hex(encryption, "aad");
                assertArrayEquals(Fixtures.hex(encryption, "nonce"), sender.nonce(), id + ": nonce");
                assertArrayEquals(Fixtures.hex(encryption, "ct"), run(aead, Cipher.ENCRYPT_MODE, sender, aad,
                        Fixtures.hex(encryption, "pt")), id + ": ct of " + Fixtures.string(encryption, "nonce"));
                assertArrayEquals(Fixtures.hex(encryption, "pt"), run(aead, Cipher.DECRYPT_MODE, recipient, aad,
                        Fixtures.hex(encryption, "ct")), id + ": pt of " + Fixtures.string(encryption, "nonce"));
                messages++;
            }
            for (JsonElement export : v.getAsJsonArray("exports")) {
                assertArrayEquals(Fixtures.hex(export, "exported_value"), sender.export(
                        Fixtures.hex(export, "exporter_context"), export.getAsJsonObject().get("L").getAsInt()),
                        id + ": export " + Fixtures.string(export, "exporter_context"));
                exports++;
            }
            suites.merge(kdf + "/" + aead, 1, Integer::sum);
        }
        assertEquals(13, suites.values().stream().mapToInt(Integer::intValue).sum(), "the draft's 13 vectors");
        System.out.println("vectors " + FILE + ": key schedule of 13 vectors, " + messages + " messages sealed and"
                + " opened, " + exports + " exports, by KDF/AEAD " + suites);
    }

    /** One message through the JDK's AEAD with the context's key and current nonce; then the next nonce. */
    private static byte[] run(HpkeAead aead, int mode, Context context, byte[] aad, byte[] input) throws Exception {
        Cipher cipher = aead.newCipher();
        aead.start(cipher, mode, context.aeadKey(), context.nonce());
        cipher.updateAAD(aad);
        byte[] output = cipher.doFinal(input);
        context.advance();
        return output;
    }

    @Test
    void theVectorsOfRustPqcsKemsThroughTheCipherAndTheContext() throws Exception {
        List<String> run = new ArrayList<>();
        List<String> notOurs = new ArrayList<>();
        for (JsonElement element : vectors()) {
            JsonObject v = element.getAsJsonObject();
            int kemId = v.get("kem_id").getAsInt();
            HpkeKem kem;
            try {
                kem = HpkeKem.byId(kemId);
            } catch (java.security.InvalidAlgorithmParameterException notRustPqcs) {
                notOurs.add(String.format("0x%04X", kemId));
                continue;
            }
            String id = describe(v);
            KeyFactory factory = KeyFactory.getInstance(kem.set.jcaName, Fixtures.PROVIDER);
            PrivateKey privateKey = factory.generatePrivate(new RawKeySpec(Fixtures.hex(v, "skRm")));
            PublicKey publicKey = factory.generatePublic(new RawKeySpec(Fixtures.hex(v, "pkRm")));
            HpkeParameterSpec spec = HpkeParameterSpec.of(kemId, v.get("kdf_id").getAsInt(), v.get("aead_id").getAsInt())
                    .withInfo(Fixtures.hex(v, "info"));
            HpkeParameterSpec received = spec.withEncapsulation(Fixtures.hex(v, "enc"));

            Cipher recipient = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
            recipient.init(Cipher.DECRYPT_MODE, privateKey, received);
            HpkeContext context = HpkeContext.recipient(privateKey, received);
            for (JsonElement encryption : v.getAsJsonArray("encryptions")) {
                byte[] ct = Fixtures.hex(encryption, "ct");
                recipient.updateAAD(Fixtures.hex(encryption, "aad"));
                assertArrayEquals(Fixtures.hex(encryption, "pt"), recipient.doFinal(ct), id + ": the cipher opens " + ct.length);
                assertArrayEquals(Fixtures.hex(encryption, "pt"), context.open(Fixtures.hex(encryption, "aad"), ct),
                        id + ": the context opens");
            }
            byte[] changed = Fixtures.hex(v.getAsJsonArray("encryptions").get(0), "ct");
            changed[0] ^= 1;
            assertThrows(AEADBadTagException.class, () -> recipient.doFinal(changed), id + ": a changed byte");
            for (JsonElement export : v.getAsJsonArray("exports")) {
                assertArrayEquals(Fixtures.hex(export, "exported_value"), context.exportData(
                        Fixtures.hex(export, "exporter_context"), export.getAsJsonObject().get("L").getAsInt()), id);
            }

            // The vector's public key takes a fresh encapsulation that its private key opens.
            Cipher sender = Cipher.getInstance("HPKE", Fixtures.PROVIDER);
            sender.init(Cipher.ENCRYPT_MODE, publicKey, spec);
            byte[] sealed = sender.doFinal("to the vector's key".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            recipient.init(Cipher.DECRYPT_MODE, privateKey, spec.withEncapsulation(sender.getIV()));
            assertEquals("to the vector's key", new String(recipient.doFinal(sealed), java.nio.charset.StandardCharsets.UTF_8));
            run.add(id);
        }
        assertEquals(6, run.size(), "the draft's vectors of ML-KEM-512/768/1024 and X-Wing: " + run);
        System.out.println("vectors " + FILE + ": end to end through the JCA " + run + "; KEMs not RustPqc's: " + notOurs);
    }

    static byte[] suiteId(int kemId, HpkeKdf kdf, HpkeAead aead) {
        return new byte[] {'H', 'P', 'K', 'E', (byte) (kemId >>> 8), (byte) kemId, (byte) (kdf.id() >>> 8),
            (byte) kdf.id(), (byte) (aead.id() >>> 8), (byte) aead.id()};
    }

    private static String describe(JsonObject v) {
        return String.format("kem 0x%04X, kdf 0x%04X, aead 0x%04X", v.get("kem_id").getAsInt(), v.get("kdf_id").getAsInt(),
                v.get("aead_id").getAsInt());
    }
}
