package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.report.CartesianTopology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fenceline report} on Fenceline's and Scalasca's reports. The Scalasca files are the real reports of
 * shared/reference/otf2/scorep-patterns-4 (src/test/resources/scalasca/README.md); the totals asserted are the
 * sums over ranks of Scalasca's own dump ({@code scalasca-text/all_metrics_root_per_rank_incl.csv}).
 */
class ReportCommandTest {
    @TempDir
    Path tmp;

    @Test
    void printsScalascasFinalTraceReportWithScalascasTotals() throws Exception {
        CommandRun run = CommandRun.of("report", scalasca("trace.cubex").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("report: " + tmp.resolve("trace.cubex")
                + " (CubeLib-4.6.0 rexternal; 4 locations, 30 call paths)"), run.out());
        assertRow(run.out(), "Time (time)", "5.360494 sec", "100.00 %");
        assertRow(run.out(), "Computation (comp)", "1.362260 sec", "25.41 %");
        assertRow(run.out(), "Late Sender (mpi_latesender)", "0.200177 sec", "3.73 %");
        assertRow(run.out(), "Wait at Barrier (mpi_barrier_wait)", "1.609823 sec", "30.03 %");
        assertRow(run.out(), "Critical path (critical_path)", "1.373890 sec", "25.63 %");
        assertRow(run.out(), "Visits (visits)", "114 occ", "");
        assertRow(run.out(), "Sent (bytes_sent)", "64 bytes", "");
        assertTrue(run.out().contains("Most severe instances (0 of 0)"), run.out());
        assertTrue(run.out().endsWith("\nTopologies (1):\n  Process x Thread: Process (4) x Thread (1); 4 locations\n"),
                run.out());

        CartesianTopology grid = CubexReader.read(tmp.resolve("trace.cubex")).systemTree().topologies().get(0);
        assertEquals("Process x Thread", grid.name());
        assertEquals(List.of(new CartesianTopology.Dimension("Process", 4, false),
                new CartesianTopology.Dimension("Thread", 1, false)), grid.dimensions());
        assertEquals(List.of(3, 0), grid.coordinates().get(3));
    }

    @Test
    void printsScalascasScoutReport() throws Exception {
        CommandRun run = CommandRun.of("report", scalasca("scout.cubex").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("(Scalasca Trace Analyzer 2.6; 4 locations, 30 call paths)"), run.out());
        assertRow(run.out(), "Time (time)", "5.360494 sec", "100.00 %");
        assertRow(run.out(), "MPI Late Sender (mpi_latesender)", "0.200177 sec", "3.73 %");
        assertRow(run.out(), "MPI collective synchronizations (syncs_coll)", "28 occ", "");
    }

    @Test
    void printsAnAnalyzedDirectoryWithItsInstances() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        assertEquals(0, CommandRun.of("analyze", trace.toString()).status());
        CommandRun run = CommandRun.of("report", trace.toString(), "--instances", "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("report: " + trace.resolve("report.cubex") + " (Fenceline "), run.out());
        assertRow(run.out(), "Late Sender (mpi_latesender)", "0.000001 sec", null);
        assertTrue(run.out().contains("Most severe instances (1 of 1)"), run.out());
    }

    /** The committed jacobi-two-sided sample calls MPI_Cart_create: its report shows the grid beside the ring. */
    @Test
    void printsTheSciRingAndTheProgramsGridOfAnAnalyzedSample() throws Exception {
        Path trace = Path.of("..", "sample-traces", "traces", "jacobi-two-sided");
        Path report = tmp.resolve("jacobi.cubex");
        assertEquals(0, CommandRun.of("analyze", trace.toString(), "-o", report.toString(), "--json",
                tmp.resolve("summary.json").toString()).status());
        CommandRun run = CommandRun.of("report", report.toString(), "--instances", "0");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().endsWith("\nTopologies (2):\n  SCI ring: Node (4, periodic); 4 locations\n"
                + "  MPI_Cartesian_4: dimension 0 (4); 4 locations\n"), run.out());
    }

    @Test
    void badInputIsOneLineWithStatusTwo() throws Exception {
        CommandRun missing = CommandRun.of("report", tmp.resolve("nope.cubex").toString());
        assertEquals(2, missing.status());
        assertEquals("fenceline: " + tmp.resolve("nope.cubex") + ": no such report\n", missing.err());

        CommandRun emptyDir = CommandRun.of("report", tmp.toString());
        assertEquals(2, emptyDir.status());
        assertEquals("fenceline: " + tmp.resolve("report.cubex") + ": no such report (run 'fenceline analyze " + tmp
                + "' first)\n", emptyDir.err());

        Path text = Files.writeString(tmp.resolve("notes.cubex"), "not a report");
        CommandRun corrupt = CommandRun.of("report", text.toString());
        assertEquals(2, corrupt.status());
        assertEquals(1, corrupt.err().lines().count(), corrupt.err());
        assertTrue(corrupt.err().startsWith("fenceline: " + text + ": not a tar archive"), corrupt.err());
    }

    private static void assertRow(String out, String label, String value, String share) {
        Pattern row = Pattern.compile("(?m)^\\s*" + Pattern.quote(label) + "\\s+" + Pattern.quote(value)
                + (share == null ? "(\\s.*)?" : share.isEmpty() ? "" : "\\s+" + Pattern.quote(share)) + "$");
        assertTrue(row.matcher(out).find(), label + " " + value + " " + share + " in\n" + out);
    }

    private Path scalasca(String name) throws Exception {
        Path file = tmp.resolve(name);
        try (InputStream in = new GZIPInputStream(getClass().getResourceAsStream("/scalasca/" + name + ".gz"))) {
            Files.copy(in, file);
        }
        return file;
    }
}
