package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code java} block of README.md and java/jsse/README.md compiles and runs as written, on
 * every JDK the tests run on, so a snippet cannot drift from the code.
 *
 * <p>Each block is wrapped in a class: its {@code import} lines go to the top, the rest becomes the
 * body of a method, between the prelude its marker names: imports and the variables the prose
 * promises (a message, a server and its trust managers), then the block, then checks with the
 * block's variables in scope (the round trip worked, the handshake was hybrid and native). A block
 * that is a whole class (the X-Wing sealing classes) is compiled as written, in package
 * {@code snippets}, and its prelude's method uses that class. All blocks are compiled together with javax.tools (or, on a JDK without a compiler, the build JDK's
 * javac with {@code --release} of the running JDK) and run in this JVM, one after another; the
 * providers and system properties a block changes are put back after it.
 *
 * <p><b>Adding a snippet:</b> write the block in a README with {@code <!-- snippet: NAME -->} on the
 * line before its {@code ```java} fence, and add {@code NAME} to {@link #PRELUDES} below (a new
 * {@link Prelude}, or the same one as a block that needs the same things). This test fails on a
 * java block without a marker, on a marker without a prelude and on a prelude no block uses.
 */
class ReadmeSnippetsTest {
    /**
     * What a block needs around it: imports, code before it (its promised variables), checks after
     * it. For a block that is a whole class ({@code wholeClass}), the class is compiled as written
     * and {@code before} and {@code after} make a method of their own that uses it.
     */
    record Prelude(String imports, String before, String after, boolean wholeClass) {
        Prelude(String imports, String before, String after) {
            this(imports, before, after, false);
        }

        static Prelude ofClass(String imports, String before, String after) {
            return new Prelude(imports, before, after, true);
        }
    }

    private static final Pattern TOP_LEVEL_CLASS = Pattern.compile("^public (?:final )?class (\\w+)", Pattern.MULTILINE);

    private static final String TLS_IMPORTS = """
            import dev.rustpqc.*;
            import dev.rustpqc.jsse.*;
            import java.security.*;
            import javax.net.ssl.*;
            """;

    /** A TLS server to connect to: {@code host}, {@code port} and {@code trustManagers} that trust it. */
    private static final String TLS_SERVER = """
            SnippetFixtures.TlsServer server = SnippetFixtures.tlsServer();
            String host = server.host();
            int port = server.port();
            TrustManager[] trustManagers = server.trustManagers();
            OperationCounts before = RustPqcProvider.operationCounts();
            """;

    /** The client of a BCJSSE block negotiated the hybrid and computed its ML-KEM natively. */
    private static final String NATIVE_HYBRID_CLIENT = """
            SnippetFixtures.check(server.finish(socket) == 0x11EC, "X25519MLKEM768 in the ServerHello");
            SnippetFixtures.checkNativeMlKemSince(before, 1, 0, 1);
            server.close();
            """;

    /** Java blocks that another test runs as written, with what they need around them: name -> that test. */

    private static final Map<String, String> RUN_ELSEWHERE = Map.of("mldsa-tls-server", "ReadmeTlsSnippetTest",
            "tomcat-server", "TomcatServerTest", "netty-server", "NettyServerTest", "jetty-server", "JettyServerTest",
            // rustpqc-jose's tests (java/jose), which have Nimbus and Spring Security on their class path
            "jose-sign-verify", "ReadmeJoseTest", "spring-resource-server", "SpringResourceServerTest",
            "spring-jwt-encoder", "MlDsaJwtEncoderTest",
            // The provider module's tests: JDK 26's API (compiled by a JDK 26 javac), bcpkix 1.87.
            "hpke-jdk26", "JdkHpkeParameterSpecJdk26Test", "cms-mlkem", "CmsKemRecipientTest");


    static final Map<String, Prelude> PRELUDES = new LinkedHashMap<>();

    static {
        PRELUDES.put("quick-start", new Prelude("", """
                byte[] message = "an invoice to sign".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                """, """
                SnippetFixtures.check(java.util.Arrays.equals(sent.key().getEncoded(), secret.getEncoded()),
                        "both sides hold the same secret");
                Signature verifier = Signature.getInstance("ML-DSA", "RustPqc");
                verifier.initVerify(signer.getPublic());
                verifier.update(message);
                SnippetFixtures.check(verifier.verify(signature), "the signature verifies");
                """));
        PRELUDES.put("mlkem-any-jdk", new Prelude("""
                import dev.rustpqc.*;
                import java.security.*;
                import javax.crypto.SecretKey;
                """, """
                KeyPair receiver = KeyPairGenerator.getInstance("ML-KEM-768", new RustPqcProvider()).generateKeyPair();
                """, """
                SnippetFixtures.check(java.util.Arrays.equals(sent.key().getEncoded(), secret.getEncoded()),
                        "both sides hold the same secret");
                """));
        PRELUDES.put("bcjsse-client", new Prelude(TLS_IMPORTS, TLS_SERVER, NATIVE_HYBRID_CLIENT));
        PRELUDES.put("bcjsse-client-by-property", new Prelude(TLS_IMPORTS,
                "System.setProperty(\"rustpqc.jsse.nativeMlKem\", \"true\");\n" + TLS_SERVER, NATIVE_HYBRID_CLIENT));
        // SunJSSE with RustPqcMlKem first: native X25519MLKEM768 on JDK 25.0.5 and 27; elsewhere the
        // JDK's TLS offers no hybrid, so x25519 and nothing native (the provider is still first, harmlessly).
        PRELUDES.put("sunjsse-client", new Prelude(TLS_IMPORTS, TLS_SERVER, """
                int group = server.finish(socket);
                SnippetFixtures.check(Security.getProviders()[0].getName().equals("RustPqcMlKem"), "RustPqcMlKem first");
                if (SnippetFixtures.sunJsseOffersHybrid()) {
                    SnippetFixtures.check(group == 0x11EC, "X25519MLKEM768 in the ServerHello, got " + group);
                    SnippetFixtures.checkNativeMlKemSince(before, 1, 0, 1);
                } else {
                    SnippetFixtures.check(group == 0x001D, "x25519 where SunJSSE has no hybrid, got " + group);
                    SnippetFixtures.checkNativeMlKemSince(before, 0, 0, 0);
                }
                server.close();
                """));
        // Puts rustpqc-jsse first: SSLContext.getInstance("TLS") is then its BCJSSE, natively.
        PRELUDES.put("bcjsse-install", new Prelude(TLS_IMPORTS, "", """
                SnippetFixtures.check(Security.getProviders()[0].getName().equals("RustPqcJsse"), "RustPqcJsse first");
                SSLContext tls = SSLContext.getInstance("TLS");
                SnippetFixtures.check(tls.getProvider() instanceof RustPqcJsseProvider, "TLS from " + tls.getProvider());
                SnippetFixtures.check(((RustPqcJsseProvider) tls.getProvider()).cryptoProvider().isNativeMlKem(),
                        "native ML-KEM on");
                """));
        // The X-Wing sealing classes: main prints the opened message; both classes seal and open
        // each other's messages of 0 bytes to 1 MiB; a stranger's key or a changed byte fails.
        String xWingImports = """
                import dev.rustpqc.*;
                import java.security.*;
                """;
        PRELUDES.put("xwing-seal", Prelude.ofClass(xWingImports, "", """
                OperationCounts before = RustPqcProvider.operationCounts();
                String printed = SnippetFixtures.printedBy(() -> SealWithXWing.main(new String[0]));
                SnippetFixtures.check(printed.strip().equals("attack at dawn"), "main printed " + printed);
                SnippetFixtures.checkNativeXWingSince(before, 1, 1, 1);
                """));
        PRELUDES.put("xwing-seal-any-jdk", Prelude.ofClass(xWingImports, """
                Security.addProvider(new RustPqcProvider());
                """, """
                SnippetFixtures.checkSealing(SealWithXWing::seal, SealWithXWing::open,
                        SealWithXWingClass::seal, SealWithXWingClass::open,
                        sealed -> new SealWithXWing.Sealed(SnippetFixtures.flipOneBit(sealed.encapsulation()),
                                sealed.nonce(), sealed.ciphertext()));
                """));
    }

    static {
        // HPKE on every JDK: both sides, a message and an exported secret; the KEM native.
        PRELUDES.put("hpke-any-jdk", new Prelude("""
                import dev.rustpqc.*;
                import java.security.*;
                """, """
                byte[] message = "an HPKE message".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                byte[] info = "app-v1".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                OperationCounts before = RustPqcProvider.operationCounts();
                """, """
                SnippetFixtures.check(java.util.Arrays.equals(message, opened), "the recipient opened the message");
                SnippetFixtures.check(java.util.Arrays.equals(responseKey, recipientsKey), "both export the same key");
                SnippetFixtures.checkNativeXWingSince(before, 1, 2, 2);
                """));
    }

    @TempDir
    Path work;

    @Test
    void everyJavaBlockIsNamedAndEveryPreludeIsUsed() throws IOException {
        List<String> problems = new ArrayList<>();
        Set<String> used = new TreeSet<>();
        for (ReadmeSnippets.Snippet snippet : ReadmeSnippets.all()) {
            if (!snippet.language().equals("java")) {
                continue;
            }
            if (snippet.name() == null) {
                problems.add(snippet.where() + ": a java block without <!-- snippet: NAME --> on the line before it");
            } else if (RUN_ELSEWHERE.containsKey(snippet.name())) {
                continue;
            } else if (!PRELUDES.containsKey(snippet.name())) {
                problems.add(snippet.where() + ": no prelude named " + snippet.name() + " in ReadmeSnippetsTest");
            } else {
                used.add(snippet.name());
            }
        }
        for (String name : PRELUDES.keySet()) {
            if (!used.contains(name)) {
                problems.add("the prelude " + name + " is used by no README block");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyJavaBlockCompilesAndRunsAsWritten() throws Exception {
        QuietBouncyCastleLogs.apply();
        Map<String, ReadmeSnippets.Snippet> classes = new LinkedHashMap<>();
        Path sources = Files.createDirectories(work.resolve("src/snippets"));
        int javaBlocks = 0;
        for (ReadmeSnippets.Snippet snippet : ReadmeSnippets.all()) {
            if (snippet.language().equals("java") && !RUN_ELSEWHERE.containsKey(snippet.name())) {
                javaBlocks++;
                assertTrue(PRELUDES.containsKey(snippet.name()), snippet.where() + " has no prelude");
                String className = className(snippet, classes.size());
                Files.writeString(sources.resolve(className + ".java"), source(className, snippet));
                if (PRELUDES.get(snippet.name()).wholeClass()) {
                    Files.writeString(sources.resolve(declaredClass(snippet) + ".java"),
                            "package snippets;\n\n" + snippet.code());
                }
                classes.put(className, snippet);
            }
        }
        assertTrue(javaBlocks > 0, "no java block found in " + ReadmeSnippets.READMES);
        Path output = Files.createDirectories(work.resolve("classes"));
        compile(sources, output);

        List<String> ran = new ArrayList<>();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {output.toUri().toURL()}, getClass().getClassLoader())) {
            for (Map.Entry<String, ReadmeSnippets.Snippet> entry : classes.entrySet()) {
                runIsolated(loader, "snippets." + entry.getKey(), entry.getValue());
                ran.add(entry.getValue().where());
            }
        }
        System.out.println("README snippets run on JDK " + Runtime.version() + ": " + ran);
    }

    /** Runs one block, then removes the providers it registered and restores the system properties. */
    private static void runIsolated(ClassLoader loader, String className, ReadmeSnippets.Snippet snippet)
            throws Exception {
        Set<String> providersBefore = new TreeSet<>();
        for (Provider provider : Security.getProviders()) {
            providersBefore.add(provider.getName());
        }
        Properties propertiesBefore = (Properties) System.getProperties().clone();
        try {
            @SuppressWarnings("unchecked")
            Callable<Void> block = (Callable<Void>) loader.loadClass(className).getDeclaredConstructor().newInstance();
            block.call();
        } catch (Exception | AssertionError e) {
            throw new AssertionError(snippet.where() + " failed as written: " + e, e);
        } finally {
            for (Provider provider : Security.getProviders()) {
                if (!providersBefore.contains(provider.getName())) {
                    Security.removeProvider(provider.getName());
                }
            }
            System.setProperties(propertiesBefore);
        }
    }

    private static String className(ReadmeSnippets.Snippet snippet, int index) {
        StringBuilder name = new StringBuilder("Snippet").append(index).append('_');
        for (char c : snippet.name().toCharArray()) {
            name.append(Character.isJavaIdentifierPart(c) ? c : '_');
        }
        return name.toString();
    }

    /** The one top-level class a whole-class block declares. */
    static String declaredClass(ReadmeSnippets.Snippet snippet) {
        Matcher declaration = TOP_LEVEL_CLASS.matcher(snippet.code());
        assertTrue(declaration.find(), snippet.where() + " declares no public top-level class");
        return declaration.group(1);
    }

    /**
     * The block's imports first, then a {@code call()} of prelude, block and checks; for a
     * whole-class block, a {@code call()} of the prelude alone (the class is a file of its own).
     */
    static String source(String className, ReadmeSnippets.Snippet snippet) {
        Prelude prelude = PRELUDES.get(snippet.name());
        StringBuilder imports = new StringBuilder("import dev.rustpqc.jsse.SnippetFixtures;\n").append(prelude.imports());
        StringBuilder body = new StringBuilder();
        if (prelude.wholeClass()) {
            body.append("        // ").append(snippet.where()).append(" is ").append(declaredClass(snippet))
                    .append(".java, as written\n");
        }
        for (String line : prelude.wholeClass() ? new String[0] : snippet.code().split("\n", -1)) {
            if (line.startsWith("import ")) {
                imports.append(line).append('\n');
            } else {
                body.append("        ").append(line).append('\n');
            }
        }
        return "package snippets;\n\n" + imports + "\n/** " + snippet.where() + " */\n"
                + "public final class " + className + " implements java.util.concurrent.Callable<Void> {\n"
                + "    @Override\n    public Void call() throws Exception {\n"
                + indent(prelude.before()) + (prelude.wholeClass() ? "" : "        // " + snippet.where() + ", as written:\n") + body
                + indent(prelude.after()) + "        return null;\n    }\n}\n";
    }

    private static String indent(String code) {
        StringBuilder indented = new StringBuilder();
        for (String line : code.split("\n")) {
            if (!line.isEmpty()) {
                indented.append("        ").append(line).append('\n');
            }
        }
        return indented.toString();
    }

    /**
     * Compiles with the running JDK's compiler; a JDK without one (the JDK 21 runtime test.sh
     * installs from PyPI) uses the build JDK's javac ({@code -Drustpqc.test.javac}) for its release.
     */
    private static void compile(Path sources, Path output) throws Exception {
        List<String> files = new ArrayList<>();
        try (var stream = Files.list(sources)) {
            stream.forEach(file -> files.add(file.toString()));
        }
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> options = new ArrayList<>(List.of("-classpath", classPath, "-d", output.toString(),
                "-Xlint:all,-options", "-Werror", "-encoding", "UTF-8"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler != null) {
            List<String> arguments = new ArrayList<>(options);
            arguments.addAll(files);
            java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
            int status = compiler.run(null, log, log, arguments.toArray(new String[0]));
            assertEquals(0, status, "the README snippets do not compile:\n" + log.toString(StandardCharsets.UTF_8));
            return;
        }
        String javac = System.getProperty("rustpqc.test.javac");
        assertTrue(javac != null && new File(javac).canExecute(),
                "JDK " + Runtime.version() + " has no compiler and -Drustpqc.test.javac names no javac: " + javac);
        List<String> command = new ArrayList<>(List.of(javac, "--release", Integer.toString(Runtime.version().feature())));
        command.addAll(options);
        command.addAll(files);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String log = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "javac did not finish");
        assertEquals(0, process.exitValue(), "the README snippets do not compile:\n" + log);
    }
}
