package dev.rustpqc;

import dev.rustpqc.binding.CpuFeatures;
import dev.rustpqc.binding.Native;
import dev.rustpqc.binding.NativeBinding;
import dev.rustpqc.binding.NativeLibrary;
import dev.rustpqc.binding.NativeStatus;

import java.security.Provider;
import java.security.Security;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text of the diagnosis: version, JDK and the post-quantum algorithms it has of its own,
 * binding, the native build and where it came from, its SHA-256, the CPU and the code path the
 * library runs on it (as the library detects it, on every OS), the self-test result and the services.
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
        line(text, "JDK's own", jdkOwn());
        line(text, "CPU", cpu.model() + "; " + cpu.summary());
        Throwable error = Native.loadError();
        if (error != null) {
            line(text, "status", "UNAVAILABLE, no services: " + error.getMessage());
            return text.toString();
        }
        NativeBinding binding = Native.binding();
        line(text, "binding", (binding.name().equals("ffm") ? "ffm (Panama FFM, JDK 22+)" : "jni (JNI)")
                + (Native.switchState().isEmpty() ? "" : "; " + Native.switchState()));
        line(text, "native library", "version " + binding.version() + ", build "
                + (NativeLibrary.variant().isEmpty() ? "given by -D" + NativeLibrary.LIBRARY_PATH_PROPERTY
                        : NativeLibrary.variant()));
        line(text, "code path", binding.cpu());
        line(text, "loaded from", NativeLibrary.source());
        line(text, "library cache", NativeLibrary.cacheState());
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

    /**
     * What the JDK offers beside this provider: its own ML-KEM (SunJCE) and ML-DSA (SUN), which
     * JDK 24+ and the LTS updates from 17.0.21, 21.0.13 and 25.0.5 have. Asked of the providers, not
     * read from the version.
     */
    private static String jdkOwn() {
        Provider sunJce = Security.getProvider("SunJCE");
        Provider sun = Security.getProvider("SUN");
        boolean mlKem = sunJce != null && sunJce.getService("KeyPairGenerator", "ML-KEM") != null;
        boolean mlDsa = sun != null && sun.getService("Signature", "ML-DSA") != null;
        if (mlKem && mlDsa) {
            return "ML-KEM (SunJCE) and ML-DSA (SUN), beside which this provider registers as any other";
        }
        return (mlKem ? "ML-KEM (SunJCE), no ML-DSA" : mlDsa ? "ML-DSA (SUN), no ML-KEM" : "no ML-KEM or ML-DSA")
                + " (the JDK has both from 24, and in the LTS updates from 17.0.21, 21.0.13 and 25.0.5)";
    }

    private static void line(StringBuilder text, String label, String value) {
        text.append(String.format("%-15s %s%n", label + ":", value));
    }
}
