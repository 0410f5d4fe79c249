package dev.rustpqc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Security;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import dev.rustpqc.lookup.ProviderLookupMain;
import org.junit.jupiter.api.Test;

/**
 * How deployments find the provider without naming its class: ServiceLoader on the class path, a
 * {@code security.provider.N=RustPqc} entry, and the named module {@code dev.rustpqc} on the
 * module path with {@code --enable-native-access=dev.rustpqc}. The child's main class lives outside
 * the provider's package, as an application's would.
 */
class ModularityTest {
    private static String jar() {
        return System.getProperty("rustpqc.test.jar");
    }

    @Test
    void serviceLoaderOnTheClassPath() throws Exception {
        ChildJvm.Result result = ChildJvm.run(ProviderLookupMain.class, List.of(), Map.of(), "service-loader");
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("found RustPqc by service-loader in module null"), result.output());
    }

    @Test
    void aJavaSecurityEntryByName() throws Exception {
        Path properties = Files.createTempFile("rustpqc", ".security");
        try {
            // The first free slot of the configuration the child JVM starts from: other tests of this
            // JVM may have added providers, which getProviders() would count.
            int next = 1;
            while (Security.getProperty("security.provider." + next) != null) {
                next++;
            }
            Files.writeString(properties, "security.provider." + next + "=RustPqc\n");
            ChildJvm.Result result = ChildJvm.run(ProviderLookupMain.class,
                    List.of("-Djava.security.properties=" + properties), Map.of(), "java.security");
            assertEquals(0, result.exitCode(), result.output());
            assertTrue(result.output().contains("found RustPqc by java.security"), result.output());
        } finally {
            Files.delete(properties);
        }
    }

    @Test
    void theNamedModuleOnTheModulePath() throws Exception {
        String classPath = Arrays.stream(ChildJvm.testClassPath().split(File.pathSeparator))
                .filter(entry -> !Path.of(entry).toAbsolutePath().equals(Path.of(jar()).toAbsolutePath()))
                .collect(Collectors.joining(File.pathSeparator));
        List<String> arguments = new ArrayList<>(List.of("--module-path", jar(), "--add-modules", "dev.rustpqc"));
        if (Fixtures.jdk() >= 22) {
            arguments.add("--enable-native-access=dev.rustpqc");
        }
        ChildJvm.Result result = ChildJvm.run(ProviderLookupMain.class, classPath, arguments, Map.of(),
                "service-loader");
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("found RustPqc by service-loader in module dev.rustpqc"), result.output());
        assertFalse(result.output().contains("WARNING"), "native access granted to the module: " + result.output());
    }
}
