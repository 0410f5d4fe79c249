package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shell snippets of the README's "Post-quantum certificates" section, run as written. */
class ReadmeCertificatesTest {
    @TempDir
    Path directory;

    @Test
    void keytoolSnippetMakesAChainSignedByTheCa() throws Exception {
        assumeTrue(Fixtures.jdk() >= 22, "the snippet passes -J--enable-native-access, which JDK 22+ knows");
        List<String> blocks = shellBlocks();
        run(blocks.get(0));
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(directory.resolve("server.p12"))) {
            store.load(in, "changeit".toCharArray());
        }
        Certificate[] chain = store.getCertificateChain("server");
        assertEquals(2, chain.length);
        assertEquals("CN=Example CA", ((X509Certificate) chain[1]).getSubjectX500Principal().getName());
        OperationCounts before = RustPqcProvider.operationCounts();
        CertPaths.validate(chain, (X509Certificate) chain[1]);
        assertTrue(CertPaths.verifiedSince(before) >= 1);
    }

    @Test
    void jarsignerSnippetSignsAndVerifies() throws Exception {
        assumeTrue(Fixtures.jdk() >= 26, "jarsigner signs with ML-DSA from JDK 26 on (see KeytoolTest for 25)");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(directory.resolve("app.jar")), new Manifest())) {
            out.putNextEntry(new JarEntry("hello.txt"));
            out.write("hello".getBytes(StandardCharsets.UTF_8));
        }
        List<String> blocks = shellBlocks();
        String output = run(blocks.get(0) + "\n" + blocks.get(1));
        assertTrue(output.contains("jar signed.") && output.contains("jar verified."), output);
    }

    /** The ```sh blocks of the section, in order. */
    static List<String> shellBlocks() throws Exception {
        String readme = Files.readString(Fixtures.repository().resolve("README.md"));
        int start = readme.indexOf("\n## Post-quantum certificates\n");
        assertTrue(start >= 0, "README has the section");
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        List<String> blocks = new ArrayList<>();
        for (int at = section.indexOf("```sh\n"); at >= 0; at = section.indexOf("```sh\n", at + 1)) {
            blocks.add(section.substring(at + 6, section.indexOf("```", at + 6)));
        }
        assertEquals(2, blocks.size(), "the keytool and jarsigner snippets");
        return blocks;
    }

    private String run(String script) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", "-euc", script).directory(directory.toFile())
                .redirectErrorStream(true);
        builder.environment().put("RUSTPQC_JAR", Keytool.providerJar());
        builder.environment().put("PATH", Keytool.tool("keytool").getParent() + ":" + System.getenv("PATH"));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the snippet timed out");
        assertEquals(0, process.exitValue(), script + "\n" + output);
        return output;
    }
}
