package dev.rustpqc;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs the named test classes (or {@code Class#method}s) with the JUnit platform, without Maven:
 * scripts/platform-test.sh starts it on the emulated platforms (qemu, wine) and in the Debian 11
 * root, where a forked Surefire would be far slower. Prints each failure and the totals, and
 * exits with 1 if anything failed or nothing ran.
 */
public final class PlatformTestMain {
    private PlatformTestMain() {
    }

    public static void main(String[] args) {
        List<DiscoverySelector> selectors = new ArrayList<>();
        for (String name : args) {
            selectors.add(name.contains("#") ? selectMethod(name) : selectClass(name));
        }
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        TestExecutionListener progress = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (test.isTest() && result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                    System.out.println(result.getStatus() + ": " + test.getUniqueId());
                }
            }
        };
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectors).build(), summary, progress);
        TestExecutionSummary totals = summary.getSummary();
        totals.printFailuresTo(new PrintWriter(System.out, true), 30);
        long failed = totals.getTotalFailureCount();
        System.out.println("tests: " + totals.getTestsSucceededCount() + " passed, " + failed + " failed, "
                + (totals.getTestsSkippedCount() + totals.getTestsAbortedCount()) + " skipped");
        System.exit(failed > 0 || totals.getTestsSucceededCount() == 0 ? 1 : 0);
    }
}
