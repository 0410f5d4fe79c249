package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.rustpqc.MlDsaParameterSpec;
import dev.rustpqc.MlKem;
import dev.rustpqc.FipsModule;
import dev.rustpqc.RustPqcProvider;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OpenSSL 3.6 as the other side, key by key and byte by byte:
 * <ul>
 * <li>every PKCS#8 form each side writes (OpenSSL's {@code seed-only}, {@code priv-only},
 * {@code seed-priv}; our {@code seed}, {@code expandedKey}, {@code both}) and SPKI, all six
 * parameter sets, read by the other;
 * <li>ML-DSA signatures both ways with an empty, a short and a 255-byte context, hedged and
 * deterministic, deterministic signatures byte-identical whoever signs;
 * <li>ML-KEM encapsulation ({@code pkeyutl -encap}) and decapsulation ({@code -decap}) both ways,
 * and implicit rejection of a corrupted ciphertext agreeing.
 * </ul>
 * OpenSSL runs in two batches (what it makes, then what it checks of ours); every check is
 * collected and the tally printed, so one run shows the whole matrix. A key "read" is proven by
 * use: the same public key, the same secrets, signatures that verify.
 */
class OpenSslKeyInteropTest {
    private static final List<String> SETS = List.of("ML-KEM-512", "ML-KEM-768", "ML-KEM-1024", "ML-DSA-44",
            "ML-DSA-65", "ML-DSA-87");
    /** OpenSSL's names of the PKCS#8 forms, with ours: the same three forms of RFC 9935 / RFC 9881. */
    private static final Map<String, String> FORMS = new LinkedHashMap<>();
    private static final Map<String, byte[]> CONTEXTS = new LinkedHashMap<>();

    static {
        FORMS.put("seed-only", "seed");
        FORMS.put("priv-only", "expandedKey");
        FORMS.put("seed-priv", "both");
        CONTEXTS.put("empty", new byte[0]);
        CONTEXTS.put("short", "rustpqc".getBytes(StandardCharsets.US_ASCII));
        byte[] longest = new byte[MlDsaParameterSpec.MAX_CONTEXT_LENGTH];
        for (int i = 0; i < longest.length; i++) {
            longest[i] = (byte) (i * 7 + 1);
        }
        CONTEXTS.put("255-byte", longest);
    }

    private final Provider ours = new RustPqcProvider();
    private final Tally tally = new Tally();
    /** What OpenSSL's second batch did, command by command; the judges read it. */
    private List<OpenSsl.Outcome> checked;

    @TempDir
    Path dir;

    @Test
    void keysSignaturesAndKemAgreeWithOpenSsl() throws Exception {
        OpenSsl openssl = OpenSsl.get();
        byte[] message = OpenSsl.randomMessage(dir.resolve("msg"), 1000);

        openssl.batch(dir, openSslMakes()).forEach(OpenSsl.Outcome::requireSuccess);
        List<List<String>> checks = new ArrayList<>();
        List<Runnable> judges = new ArrayList<>();
        for (String set : SETS) {
            readOpenSslKeys(set, checks, judges);
            writeOurKeys(set, checks, judges);
            if (set.startsWith("ML-DSA")) {
                signatures(set, message, checks, judges);
            } else {
                kem(set, checks, judges);
            }
        }
        checked = openssl.batch(dir, checks);
        judges.forEach(Runnable::run);

        System.out.println(openssl.version() + " interop, " + RustPqcProvider.binding() + ": " + tally);
        assertEquals(List.of(), tally.failures, "checks that failed");
        assertEquals(Tally.EXPECTED, tally.counts(), "the matrix ran in full");
    }

    /** What OpenSSL makes first: keys in every form, signatures, encapsulations. */
    private List<List<String>> openSslMakes() {
        List<List<String>> commands = new ArrayList<>();
        for (String set : SETS) {
            String key = "ossl-" + set;
            commands.add(List.of("genpkey", "-algorithm", set, "-outform", "DER", "-out", key + ".der"));
            for (String form : FORMS.keySet()) {
                commands.add(List.of("pkey", "-inform", "DER", "-in", key + ".der", "-provparam",
                        formatParameter(set) + "=" + form, "-outform", "DER", "-out", key + "-" + form + ".der"));
            }
            commands.add(List.of("pkey", "-inform", "DER", "-in", key + ".der", "-pubout", "-outform", "DER", "-out",
                    key + "-pub.der"));
            if (set.startsWith("ML-DSA")) {
                for (String context : CONTEXTS.keySet()) {
                    for (boolean deterministic : new boolean[] {false, true}) {
                        commands.add(sign(key + ".der", context, deterministic,
                                "sig-ossl-" + set + "-" + context + "-" + mode(deterministic)));
                    }
                }
            } else {
                commands.add(List.of("pkeyutl", "-encap", "-pubin", "-keyform", "DER", "-inkey", key + "-pub.der",
                        "-out", "ct-ossl-" + set, "-secret", "ss-ossl-" + set));
            }
        }
        return commands;
    }

    /** Each OpenSSL form and its SPKI, read by us: one key, and it works. */
    private void readOpenSslKeys(String set, List<List<String>> checks, List<Runnable> judges) throws Exception {
        KeyFactory factory = KeyFactory.getInstance(set, ours);
        byte[] spki = read("ossl-" + set + "-pub.der");
        PublicKey publicKey = factory.generatePublic(new X509EncodedKeySpec(spki));
        tally.check("SPKI OpenSSL->us", set, Arrays.equals(spki, publicKey.getEncoded()), "our re-encoding differs");
        List<PrivateKey> forms = new ArrayList<>();
        for (String form : FORMS.keySet()) {
            PrivateKey key = factory.generatePrivate(new PKCS8EncodedKeySpec(read("ossl-" + set + "-" + form + ".der")));
            forms.add(key);
            tally.check("PKCS#8 OpenSSL->us", set + " " + form, proveSamePair(set, key, publicKey),
                    "the key does not pair with OpenSSL's public key");
        }
        if (set.startsWith("ML-KEM")) {
            byte[] secret = MlKem.decapsulate(forms.get(0), read("ct-ossl-" + set)).getEncoded();
            tally.check("KEM OpenSSL encap->us decap", set + " (OpenSSL's key)",
                    Arrays.equals(secret, read("ss-ossl-" + set)), "the secrets differ");
        }
    }

    /** Our key in each form and our SPKI, read by OpenSSL: the public key it derives must be ours. */
    private void writeOurKeys(String set, List<List<String>> checks, List<Runnable> judges) throws Exception {
        for (String form : FORMS.values()) {
            KeyPair pair = generate(set, form);
            String name = "ours-" + set + "-" + form;
            Files.write(dir.resolve(name + ".der"), pair.getPrivate().getEncoded());
            Files.write(dir.resolve(name + "-pub.der"), pair.getPublic().getEncoded());
            int derived = add(checks, List.of("pkey", "-inform", "DER", "-in", name + ".der", "-pubout", "-outform", "DER",
                    "-out", name + "-pub-by-openssl.der"));
            judges.add(() -> tally.check("PKCS#8 us->OpenSSL", set + " " + form, succeeded(derived)
                    && Arrays.equals(pair.getPublic().getEncoded(), read(name + "-pub-by-openssl.der")),
                    "OpenSSL did not derive our public key: " + stderr(derived)));
            if (form.equals("both")) {
                int reencoded = add(checks, List.of("pkey", "-pubin", "-inform", "DER", "-in", name + "-pub.der",
                        "-outform", "DER", "-out", name + "-pub-again.der"));
                judges.add(() -> tally.check("SPKI us->OpenSSL", set, succeeded(reencoded)
                        && Arrays.equals(pair.getPublic().getEncoded(), read(name + "-pub-again.der")),
                        "OpenSSL's re-encoding differs: " + stderr(reencoded)));
            }
        }
    }

    private void signatures(String set, byte[] message, List<List<String>> checks, List<Runnable> judges)
            throws Exception {
        KeyFactory factory = KeyFactory.getInstance(set, ours);
        PublicKey theirPublic = factory.generatePublic(new X509EncodedKeySpec(read("ossl-" + set + "-pub.der")));
        PrivateKey theirPrivate = factory.generatePrivate(new PKCS8EncodedKeySpec(read("ossl-" + set + ".der")));
        String oursName = "ours-" + set + "-both";
        PrivateKey ourPrivate = factory.generatePrivate(new PKCS8EncodedKeySpec(read(oursName + ".der")));
        for (Map.Entry<String, byte[]> context : CONTEXTS.entrySet()) {
            String label = set + " " + context.getKey() + " context";
            for (boolean deterministic : new boolean[] {false, true}) {
                String mode = mode(deterministic);
                byte[] theirs = read("sig-ossl-" + set + "-" + context.getKey() + "-" + mode);
                if (FipsModule.isActive() && (context.getValue().length > 0 || deterministic)) {
                    // The FIPS flavour's module signs and verifies with the empty context, hedged, only:
                    // each check of this cell becomes the check that it is refused.
                    // Verifying takes no rnd: OpenSSL's deterministic signature under the empty context verifies.
                    tally.check("ML-DSA OpenSSL->us", label + " " + mode, context.getValue().length == 0
                            ? verify(theirPublic, context.getValue(), message, theirs)
                            : outsideFips(() -> verify(theirPublic, context.getValue(), message, theirs)),
                            "our verify rejects OpenSSL's signature, or a context was not refused in the FIPS flavour");
                    boolean refused = outsideFips(() -> sign(ourPrivate, context.getValue(), deterministic, message));
                    tally.check("ML-DSA us->OpenSSL", label + " " + mode, refused, "not refused in the FIPS flavour");
                    if (deterministic) {
                        tally.check("ML-DSA deterministic identical, OpenSSL's key", label, refused,
                                "not refused in the FIPS flavour");
                        tally.check("ML-DSA deterministic identical, our key", label, refused,
                                "not refused in the FIPS flavour");
                    }
                    continue;
                }
                tally.check("ML-DSA OpenSSL->us", label + " " + mode,
                        verify(theirPublic, context.getValue(), message, theirs),
                        "our verify rejects OpenSSL's signature");
                String signature = "sig-ours-" + set + "-" + context.getKey() + "-" + mode;
                byte[] mine = sign(ourPrivate, context.getValue(), deterministic, message);
                Files.write(dir.resolve(signature), mine);
                int verified = add(checks, verify(oursName + "-pub.der", context.getKey(), signature));
                judges.add(() -> tally.check("ML-DSA us->OpenSSL", label + " " + mode, succeeded(verified),
                        "OpenSSL rejects our signature: " + stderr(verified)));
                if (deterministic) {
                    tally.check("ML-DSA deterministic identical, OpenSSL's key", label,
                            Arrays.equals(theirs, sign(theirPrivate, context.getValue(), true, message)),
                            "our deterministic signature with OpenSSL's key differs from OpenSSL's");
                    String again = "sig-ossl-with-ours-" + set + "-" + context.getKey();
                    int signed = add(checks, sign(oursName + ".der", context.getKey(), true, again));
                    judges.add(() -> tally.check("ML-DSA deterministic identical, our key", label,
                            succeeded(signed) && Arrays.equals(mine, read(again)),
                            "OpenSSL's deterministic signature with our key differs from ours: " + stderr(signed)));
                }
            }
        }
        // A control that must fail, so that a verifier that says yes to everything is caught.
        // (In the FIPS flavour we sign with the empty context only: that signature, under another.)
        String signature = "sig-ours-" + set + (FipsModule.isActive() ? "-empty-hedged" : "-short-hedged");
        int wrongContext = add(checks, verify(oursName + "-pub.der", FipsModule.isActive() ? "short" : "empty",
                signature));
        judges.add(() -> tally.check("ML-DSA control", set + " wrong context rejected by OpenSSL",
                !succeeded(wrongContext), "OpenSSL verified a signature under another context"));
        tally.check("ML-DSA control", set + " wrong context rejected by us", FipsModule.isActive()
                ? outsideFips(() -> verify(theirPublic, CONTEXTS.get("short"), message,
                        read("sig-ossl-" + set + "-empty-hedged")))
                : !verify(theirPublic, CONTEXTS.get("short"), message,
                        read("sig-ossl-" + set + "-empty-hedged")), "we verified a signature under another context");
    }

    private void kem(String set, List<List<String>> checks, List<Runnable> judges) throws Exception {
        KeyFactory factory = KeyFactory.getInstance(set, ours);
        PublicKey theirPublic = factory.generatePublic(new X509EncodedKeySpec(read("ossl-" + set + "-pub.der")));
        PrivateKey theirPrivate = factory.generatePrivate(new PKCS8EncodedKeySpec(read("ossl-" + set + ".der")));
        String oursName = "ours-" + set + "-both";
        PrivateKey ourPrivate = factory.generatePrivate(new PKCS8EncodedKeySpec(read(oursName + ".der")));

        // We encapsulate to OpenSSL's key; OpenSSL decapsulates.
        MlKem.Encapsulated toThem = MlKem.encapsulate(theirPublic);
        Files.write(dir.resolve("ct-ours-" + set), toThem.ciphertext());
        int decapsulated = add(checks, List.of("pkeyutl", "-decap", "-keyform", "DER", "-inkey", "ossl-" + set + ".der",
                "-in", "ct-ours-" + set, "-secret", "ss-ours-decap-by-openssl-" + set));
        judges.add(() -> tally.check("KEM us encap->OpenSSL decap", set, succeeded(decapsulated)
                && Arrays.equals(toThem.key().getEncoded(), read("ss-ours-decap-by-openssl-" + set)),
                "the secrets differ: " + stderr(decapsulated)));

        // OpenSSL encapsulates to our key; we decapsulate.
        int encapsulated = add(checks, List.of("pkeyutl", "-encap", "-pubin", "-keyform", "DER", "-inkey",
                oursName + "-pub.der", "-out", "ct-ossl-to-ours-" + set, "-secret", "ss-ossl-to-ours-" + set));
        judges.add(() -> tally.check("KEM OpenSSL encap->us decap", set + " (our key)", succeeded(encapsulated)
                && Arrays.equals(read("ss-ossl-to-ours-" + set),
                        decapsulate(ourPrivate, read("ct-ossl-to-ours-" + set))),
                "the secrets differ: " + stderr(encapsulated)));

        // Implicit rejection: a corrupted ciphertext gives the same pseudo-random secret on both sides,
        // with OpenSSL's key and with ours.
        for (boolean ourKey : new boolean[] {false, true}) {
            byte[] corrupted = ourKey ? MlKem.encapsulate(factory.generatePublic(
                    new X509EncodedKeySpec(read(oursName + "-pub.der")))).ciphertext() : read("ct-ossl-" + set);
            corrupted = corrupted.clone();
            corrupted[corrupted.length / 2] ^= 0x01;
            String name = "ct-corrupted-" + (ourKey ? "ours-" : "ossl-") + set;
            Files.write(dir.resolve(name), corrupted);
            byte[] ourRejection = decapsulate(ourKey ? ourPrivate : theirPrivate, corrupted);
            byte[] honest = ourKey ? null : read("ss-ossl-" + set);
            int rejected = add(checks, List.of("pkeyutl", "-decap", "-keyform", "DER", "-inkey",
                    (ourKey ? oursName : "ossl-" + set) + ".der", "-in", name, "-secret", "ss-" + name));
            judges.add(() -> tally.check("KEM implicit rejection agrees", set + (ourKey ? " (our key)" : " (OpenSSL's key)"),
                    succeeded(rejected) && Arrays.equals(ourRejection, read("ss-" + name))
                            && !Arrays.equals(ourRejection, honest),
                    "the rejection secrets differ: " + stderr(rejected)));
        }
    }

    /** A fresh key pair of ours whose private key is written in {@code form}. */
    private KeyPair generate(String set, String form) throws Exception {
        String property = set.startsWith("ML-KEM") ? "jdk.mlkem.pkcs8.encoding" : "jdk.mldsa.pkcs8.encoding";
        String saved = System.getProperty(property);
        System.setProperty(property, form);
        try {
            KeyPair pair = KeyPairGenerator.getInstance(set, ours).generateKeyPair();
            pair.getPrivate().getEncoded(); // the form is fixed when the key is made; encode it while the property holds
            return pair;
        } finally {
            if (saved == null) {
                System.clearProperty(property);
            } else {
                System.setProperty(property, saved);
            }
        }
    }

    /** Whether {@code key} is the private key of {@code publicKey}, by using both. */
    private boolean proveSamePair(String set, PrivateKey key, PublicKey publicKey) throws Exception {
        if (set.startsWith("ML-KEM")) {
            MlKem.Encapsulated sent = MlKem.encapsulate(publicKey);
            return Arrays.equals(sent.key().getEncoded(), decapsulate(key, sent.ciphertext()));
        }
        byte[] message = "pairing".getBytes(StandardCharsets.US_ASCII);
        return verify(publicKey, new byte[0], message, sign(key, new byte[0], false, message));
    }

    /** A call the FIPS flavour refuses, saying that it is outside the FIPS boundary. */
    private interface Refusable {
        Object call() throws Exception;
    }

    private static boolean outsideFips(Refusable call) {
        try {
            call.call();
            return false;
        } catch (Exception e) {
            return String.valueOf(e.getMessage()).contains("outside the FIPS boundary");
        }
    }

    private byte[] sign(PrivateKey key, byte[] context, boolean deterministic, byte[] message) throws Exception {
        Signature signer = Signature.getInstance("ML-DSA", ours);
        signer.initSign(key);
        signer.setParameter(new MlDsaParameterSpec(context, deterministic));
        signer.update(message);
        return signer.sign();
    }

    private boolean verify(PublicKey key, byte[] context, byte[] message, byte[] signature) throws Exception {
        Signature verifier = Signature.getInstance("ML-DSA", ours);
        verifier.initVerify(key);
        verifier.setParameter(new MlDsaParameterSpec(context));
        verifier.update(message);
        return verifier.verify(signature);
    }

    private static byte[] decapsulate(PrivateKey key, byte[] ciphertext) {
        try {
            return MlKem.decapsulate(key, ciphertext).getEncoded();
        } catch (Exception e) {
            throw new AssertionError("our decapsulation failed", e);
        }
    }

    private static List<String> sign(String key, String context, boolean deterministic, String out) {
        List<String> command = new ArrayList<>(List.of("pkeyutl", "-sign", "-rawin", "-keyform", "DER", "-inkey", key,
                "-in", "msg", "-out", out));
        command.addAll(contextOptions(context));
        if (deterministic) {
            command.addAll(List.of("-pkeyopt", "deterministic:1"));
        }
        return command;
    }

    private static List<String> verify(String publicKey, String context, String signature) {
        List<String> command = new ArrayList<>(List.of("pkeyutl", "-verify", "-rawin", "-pubin", "-keyform", "DER",
                "-inkey", publicKey, "-in", "msg", "-sigfile", signature));
        command.addAll(contextOptions(context));
        return command;
    }

    /** OpenSSL takes the context as hex; an empty context is no option at all. */
    private static List<String> contextOptions(String context) {
        byte[] bytes = CONTEXTS.get(context);
        return bytes.length == 0 ? List.of() : List.of("-pkeyopt", "hexcontext-string:" + HexFormat.of().formatHex(bytes));
    }

    private static String formatParameter(String set) {
        return set.startsWith("ML-KEM") ? "ml-kem.output_formats" : "ml-dsa.output_formats";
    }

    private static String mode(boolean deterministic) {
        return deterministic ? "deterministic" : "hedged";
    }

    private static int add(List<List<String>> commands, List<String> command) {
        commands.add(command);
        return commands.size() - 1;
    }

    private boolean succeeded(int command) {
        return checked.get(command).exitCode() == 0;
    }

    private String stderr(int command) {
        return checked.get(command).stderr().trim();
    }

    private byte[] read(String name) {
        try {
            return Files.readAllBytes(dir.resolve(name));
        } catch (java.io.IOException e) {
            return new byte[0];
        }
    }

    /** Checks by matrix, and the failures with what differed. */
    private static final class Tally {
        /** How many checks each matrix has: what a complete run counts. */
        static final Map<String, Integer> EXPECTED = new LinkedHashMap<>();

        static {
            String table = """
                PKCS#8 OpenSSL->us: 18
                SPKI OpenSSL->us: 6
                PKCS#8 us->OpenSSL: 18
                SPKI us->OpenSSL: 6
                ML-DSA OpenSSL->us: 18
                ML-DSA us->OpenSSL: 18
                ML-DSA deterministic identical, OpenSSL's key: 9
                ML-DSA deterministic identical, our key: 9
                ML-DSA control: 6
                KEM OpenSSL encap->us decap: 6
                KEM us encap->OpenSSL decap: 3
                KEM implicit rejection agrees: 6
                """;
            for (String row : table.lines().toList()) {
                int colon = row.lastIndexOf(':');
                EXPECTED.put(row.substring(0, colon), Integer.parseInt(row.substring(colon + 1).strip()));
            }
        }

        private final Map<String, Integer> counts = new LinkedHashMap<>();
        private final Map<String, Integer> passed = new LinkedHashMap<>();
        final List<String> failures = new ArrayList<>();

        void check(String matrix, String cell, boolean ok, String problem) {
            counts.merge(matrix, 1, Integer::sum);
            passed.merge(matrix, ok ? 1 : 0, Integer::sum);
            if (!ok) {
                failures.add(matrix + ", " + cell + ": " + problem);
            }
        }

        Map<String, Integer> counts() {
            Map<String, Integer> ordered = new LinkedHashMap<>();
            for (String matrix : EXPECTED.keySet()) {
                ordered.put(matrix, counts.getOrDefault(matrix, 0));
            }
            counts.forEach(ordered::putIfAbsent);
            return ordered;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder();
            int all = 0;
            int ok = 0;
            for (Map.Entry<String, Integer> entry : counts().entrySet()) {
                int pass = passed.getOrDefault(entry.getKey(), 0);
                text.append(entry.getKey()).append(' ').append(pass).append('/').append(entry.getValue()).append("; ");
                all += entry.getValue();
                ok += pass;
            }
            return text.append("total ").append(ok).append('/').append(all).append(" passed").toString();
        }
    }
}
