package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a JDK tool (keytool, jarsigner) of the JDK running the tests, with RustPqc loaded from the
 * provider jar as a user would load it: {@code -providerClass dev.rustpqc.RustPqcProvider
 * -providerPath <jar>}.
 */
final class Keytool {
    private Keytool() {
    }

    /** The provider jar under test. */
    static String providerJar() {
        String jar = System.getProperty("rustpqc.test.jar");
        if (jar == null) {
            throw new IllegalStateException("rustpqc.test.jar is not set: run the tests through Maven failsafe");
        }
        return jar;
    }

    /**
     * The security property that makes RustPqc the provider of ML-DSA keys and signatures even where
     * the JDK has its own (JDK 24+ lists SUN first); keytool's {@code -providerName} cannot do it,
     * since it also names the provider of the KeyStore type.
     */
    static final String PREFERRED = "jdk.security.provider.preferred="
            + "KeyPairGenerator.ML-DSA-44:RustPqc,KeyPairGenerator.ML-DSA-65:RustPqc,KeyPairGenerator.ML-DSA-87:RustPqc,"
            + "Signature.ML-DSA:RustPqc,Signature.ML-DSA-44:RustPqc,Signature.ML-DSA-65:RustPqc,Signature.ML-DSA-87:RustPqc\n";

    /** Writes {@link #PREFERRED} into {@code directory}; returns the file for {@code -J-Djava.security.properties=}. */
    static Path securityProperties(Path directory) throws IOException {
        return Files.writeString(directory.resolve("rustpqc.security"), PREFERRED);
    }

    /**
     * The options that load RustPqc into keytool or jarsigner, make it the provider of ML-DSA keys and
     * signatures, and log which provider served each ({@code ... algorithm from: RustPqc}).
     */
    static List<String> providerOptions(Path securityProperties) {
        List<String> options = new ArrayList<>(List.of("-providerClass", RustPqcProvider.class.getName(),
                "-providerPath", providerJar(), "-J-Djava.security.properties=" + securityProperties,
                "-J-Djava.security.debug=provider,engine=KeyPairGenerator,Signature"));
        if (Fixtures.jdk() >= 22) {
            options.add("-J--enable-native-access=ALL-UNNAMED");
        }
        String binding = System.getProperty("rustpqc.binding");
        if (binding != null) {
            options.add("-J-Drustpqc.binding=" + binding);
        }
        return options;
    }

    /** Runs keytool with {@code args} on the PKCS12 KeyStore {@code store} (password "changeit"), RustPqc loaded. */
    static String onKeyStore(Path store, Path securityProperties, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(args));
        command.addAll(List.of("-keystore", store.toString(), "-storetype", "PKCS12", "-storepass", KeytoolTest.PASSWORD));
        command.addAll(providerOptions(securityProperties));
        return run("keytool", command);
    }

    /** {@code tool} of the JDK running the tests. */
    static Path tool(String tool) {
        return Path.of(System.getProperty("java.home"), "bin", tool);
    }

    /** How a tool run ended: its exit status and output. */
    record Outcome(int exitCode, String output) {
    }

    /** Runs {@code tool} with {@code args}; returns its output, failing the test if it exits non-zero. */
    static String run(String tool, List<String> args) throws IOException, InterruptedException {
        Outcome result = execute(tool, args);
        assertEquals(0, result.exitCode(), () -> tool + " " + String.join(" ", args) + "\n" + result.output());
        return result.output();
    }

    /** Runs {@code tool}, which must fail; returns how. */
    static Outcome runFailing(String tool, List<String> args) throws IOException, InterruptedException {
        Outcome result = execute(tool, args);
        assertNotEquals(0, result.exitCode(), () -> tool + " succeeded:\n" + result.output());
        return result;
    }

    private static Outcome execute(String tool, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(tool(tool).toString());
        command.addAll(args);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(tool + " timed out: " + command);
        }
        return new Outcome(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
