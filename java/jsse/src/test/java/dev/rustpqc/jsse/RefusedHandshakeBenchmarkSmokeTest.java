package dev.rustpqc.jsse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.rustpqc.RustPqcProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The refused-handshake benchmark at a size that proves it works, not how fast anything is: every
 * server refuses every handshake (checked per connection inside the benchmark), rustpqc-jsse's own
 * factory reads no key to refuse, and the reports are written. The real run is
 * {@code benchmarks/tls-refused/run.sh}.
 */
class RefusedHandshakeBenchmarkSmokeTest {
    @TempDir
    Path out;

    @Test
    void everyServerRefusesAndTheReportsAreWritten() throws Exception {
        RefusedHandshakeBenchmark.Options options = RefusedHandshakeBenchmark.Options.parse(new String[] {
            "--sizes=1,3", "--warmup=1", "--rounds=2", "--per-round=2", "--out=" + out});
        List<RefusedHandshakeBenchmark.Cell> cells = RefusedHandshakeBenchmark.run(options);
        RefusedHandshakeReport report = new RefusedHandshakeReport(options, cells, "-", "-");
        report.write(out);

        assertEquals(6, cells.size());
        for (RefusedHandshakeBenchmark.Cell cell : cells) {
            assertEquals(4, cell.refusals());
            assertTrue(RefusedHandshakeReport.medianMicros(cell) > 0, cell.toString());
        }
        assertEquals(0, report.cell(RefusedHandshakeBenchmark.Server.OWN, 3).keyReads());
        String name = "jdk" + Runtime.version().feature() + "-" + RustPqcProvider.binding();
        assertTrue(Files.readString(out.resolve(name + ".md")).contains("| SunJSSE over the JDK's PKIX (reference) |"));
        assertTrue(Files.readString(out.resolve(name + ".json")).contains("\"server\": \"own\", \"entries\": 3"));
    }
}
