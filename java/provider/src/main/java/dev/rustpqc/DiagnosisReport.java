package dev.rustpqc;

import dev.rustpqc.binding.CpuFeatures;
import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeLibrary;
import dev.rustpqc.binding.NativeStatus;

import java.security.Provider;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text of the diagnosis: version, JDK, binding, the native build and where it came from, its
 * SHA-256, the CPU and the code path the library runs on it (as the library detects it, on every
 * OS), the self-test result and the services.
 */
final class DiagnosisReport {
    private DiagnosisReport() {
    }

    static String of(Provider provider) {
        CpuFeatures cpu = CpuFeatures.current();
        StringBuilder text = new StringBuilder();
        line(text, "provider", provider.getName() + " " + provider.getVersionStr() + " ("
                + provider.getClass().getName() + ")");
        line(text, "JDK", Runtime.version() + " (" + System.getProperty("java.vendor") + "), "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        line(text, "CPU", cpu.model() + "; " + cpu.summary());
        Throwable error = Native.loadError();
        if (error != null) {
            line(text, "status", "UNAVAILABLE, no services: " + error.getMessage());
            return text.toString();
        }
        NativeBinding binding = Native.binding();
        line(text, "binding", binding.name().equals("ffm") ? "ffm (Panama FFM, JDK 22+)" : "jni (JNI)");
        line(text, "native library", "version " + binding.version() + ", build "
                + (NativeLibrary.variant().isEmpty() ? "given by -D" + NativeLibrary.LIBRARY_PATH_PROPERTY
                        : NativeLibrary.variant()));
        line(text, "code path", binding.cpu());
        line(text, "loaded from", NativeLibrary.source());
        line(text, "SHA-256", NativeLibrary.sha256());
        // The diagnosis runs the known answers a lazy start has not run yet, so that it reports them all.
        NativeStatus selfTest = binding.selfTest();
        line(text, "self-test", (selfTest == NativeStatus.OK ? "passed: " : "FAILED (" + selfTest.message() + "): ")
                + Native.selfTestDescription());
        if (FipsModule.isActive()) {
            Map<String, String> module = FipsModule.describe();
            line(text, "FIPS module", module.get("module") + ", " + module.get("version")
                    + " (aws-lc-fips-sys, built unmodified, linked statically)");
            line(text, "FIPS mode", FipsModule.fipsMode() ? "on" : "OFF");
            line(text, "FIPS self-test", FipsModule.selfTestPassed() ? "passed (integrity check and power-on"
                    + " self-tests at load; every known-answer test of the module before the first service)" : "FAILED");
            line(text, "FIPS approved", String.join(", ", FipsModule.approvedServices())
                    + "; indicator read for each operation: " + FipsModule.approvedOperations() + " approved, "
                    + FipsModule.unapprovedOperations() + " not approved so far");
            line(text, "FIPS outside", "SLH-DSA, X-Wing, HashML-DSA, external mu, ML-DSA contexts and deterministic"
                    + " signing: not registered or refused");
        }
        Map<String, Integer> services = new TreeMap<>();
        for (Provider.Service service : provider.getServices()) {
            services.merge(service.getType(), 1, Integer::sum);
        }
        line(text, "services", services.toString());
        return text.toString();
    }

    private static void line(StringBuilder text, String label, String value) {
        text.append(String.format("%-15s %s%n", label + ":", value));
    }
}
