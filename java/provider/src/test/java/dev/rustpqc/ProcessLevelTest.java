package dev.rustpqc;

import dev.rustpqc.binding.NativeLibrary;

import static dev.rustpqc.Fixtures.PROVIDER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.spec.NamedParameterSpec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Entropy, self-tests and native access, seen from outside: child JVMs on the shipped library and
 * on a test-only build whose OS random source can be made to fail.
 */
class ProcessLevelTest {
    private static String line(ChildJvm.Result result, String key) {
        return result.output().lines().filter(l -> l.startsWith(key + "=")).findFirst()
                .map(l -> l.substring(key.length() + 1)).orElseThrow(() -> new AssertionError(result.output()));
    }

    @Test
    void keysDifferAcrossProcesses() throws Exception {
        ChildJvm.Result first = ChildJvm.run(ProviderReportMain.class, List.of(), Map.of());
        ChildJvm.Result second = ChildJvm.run(ProviderReportMain.class, List.of(), Map.of());
        assertEquals(0, first.exitCode(), first.output());
        assertEquals(0, second.exitCode(), second.output());
        assertNotEquals(line(first, "key"), line(second, "key"));
    }

    @Test
    void aFixedSecureRandomIsNotUsedForKeys() throws Exception {
        SecureRandom fixed = Fixtures.constantRandom((byte) 4);
        for (String set : Fixtures.allSets()) {
            KeyPair[] two = Fixtures.twoKeyPairs(set, set, fixed);
            assertNotEquals(two[0].getPublic(), two[1].getPublic(), set);
        }
    }

    @Test
    void aFailingRandomSourceProducesNoKeys() throws Exception {
        ChildJvm.Result result = ChildJvm.run(EntropyFailureMain.class,
                List.of("-D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=" + ChildJvm.faultLibrary()), Map.of());
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("every check held"), result.output());
    }

    @Test
    void aFailedSelfTestLeavesTheProviderWithoutServices() throws Exception {
        ChildJvm.Result result = ChildJvm.run(ProviderReportMain.class,
                List.of("-D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=" + ChildJvm.faultLibrary()),
                Map.of("RUSTPQC_TEST_FAIL_SELF_TEST", "1"));
        assertTrue(LoadFailures.assertExplained(result).contains("self-test"), result.output());
        assertEquals("0", line(result, "mlkem-services"));
        assertTrue(line(result, "insert-first").startsWith("refused: ") && line(result, "insert-first")
                .contains("self-test"), "an opt-in to native ML-KEM never falls back silently: " + result.output());
    }

    @Test
    void aFamilyIsTestedAtItsFirstUseAndItsFailureStopsEveryFamily() throws Exception {
        ChildJvm.Result result = ChildJvm.run(LazySelfTestMain.class,
                List.of("-D" + NativeLibrary.LIBRARY_PATH_PROPERTY + "=" + ChildJvm.faultLibrary()),
                Map.of("RUSTPQC_TEST_FAIL_SELF_TEST", "slh-dsa"));
        assertEquals(0, result.exitCode(), result.output());
        assertEquals("true", line(result, "available"), "SLH-DSA's answers do not run at load: " + result.output());
        assertEquals("served", line(result, "ml-kem-before"));
        assertTrue(line(result, "slh-dsa").startsWith("refused: ProviderException")
                && line(result, "slh-dsa").contains("self-test failed"), result.output());
        for (String after : List.of("ml-kem-after", "ml-dsa-sign-after", "ml-dsa-verify-after")) {
            assertTrue(line(result, after).startsWith("refused: ProviderException")
                    && line(result, after).contains("self-test failed"), after + ": " + result.output());
        }
        assertTrue(line(result, "diagnosis").contains("FAILED"), result.output());
    }

    @Test
    void aNoexecTemporaryDirectoryIsExplained() throws Exception {
        Path mountPoint = Files.createTempDirectory("rustpqc-noexec");
        // A private mount namespace (no root needed where user namespaces are allowed), so the
        // noexec tmpfs is seen by the child alone and vanishes with it.
        List<String> prefix = List.of("unshare", "--mount", "--map-root-user", "sh", "-c",
                "mount -t tmpfs -o noexec,size=16m tmpfs \"$0\" && exec \"$@\"", mountPoint.toString());
        assumeTrue(new ProcessBuilder(prefix.get(0), "--mount", "--map-root-user", "true").start().waitFor() == 0,
                "this machine allows no private mount namespace (unshare --mount --map-root-user)");
        try {
            ChildJvm.Result result = ChildJvm.run(prefix, ProviderReportMain.class, ChildJvm.testClassPath(),
                    List.of("-D" + NativeLibrary.TMPDIR_PROPERTY + "=" + mountPoint,
                            "-D" + NativeLibrary.CACHE_DIR_PROPERTY + "=none"), Map.of());
            String error = LoadFailures.assertExplained(result);
            assertTrue(error.contains("noexec") && error.contains("rustpqc.tmpdir"), result.output());
        } finally {
            Files.delete(mountPoint);
        }
    }

    @Test
    void deniedNativeAccessIsExplained() throws Exception {
        assumeTrue(Fixtures.jdk() >= 24, "--illegal-native-access exists from JDK 24");
        ChildJvm.Result result = ChildJvm.run(ProviderReportMain.class,
                List.of("--illegal-native-access=deny"), Map.of());
        assertEquals(0, result.exitCode(), result.output());
        assertEquals("false", line(result, "available"));
        assertTrue(line(result, "error").contains("--enable-native-access=dev.rustpqc"), result.output());
        assertFalse(result.output().contains("key="));
    }
}
