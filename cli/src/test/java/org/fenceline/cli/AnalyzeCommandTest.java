package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.replay.AnalysisPhase;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.summary.Summary;
import org.fenceline.analyzer.summary.SummaryReader;
import org.fenceline.trace.TraceLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    @TempDir
    Path tmp;

    @Test
    void writesReportAndSummaryWithTheLateSender() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("analyze", trace.toString(), "--threads", "2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Late Sender (mpi_latesender)"), run.out());

        // Rank 1 entered MPI_Recv at 100 ns, rank 0 entered MPI_Send at 1000 ns.
        Summary summary = SummaryReader.read(trace.resolve("summary.json"));
        assertEquals(900e-9, summary.metric("mpi_latesender").total(), 1e-15);
        assertEquals(2, summary.trace().locations());
        assertEquals(10, summary.trace().events());

        Report report = CubexReader.read(trace.resolve("report.cubex"));
        assertTrue(report.metrics().contains("mpi_latesender"));
    }

    @Test
    void timingPrintsEveryPhaseInOrderOnStandardError() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("analyze", trace.toString(), "--timing");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.err().lines().filter(l -> l.startsWith("timing  ")).toList();
        List<String> timing = lines.subList(0, lines.size() - 2);
        List<String> expected = new ArrayList<>();
        for (AnalysisPhase phase : AnalysisPhase.values()) {
            expected.add(phase.label());
        }
        expected.add("total");
        assertEquals(expected, timing.stream().map(l -> l.substring(8, 23).strip()).toList(), run.err());
        for (String line : timing) {
            assertTrue(line.matches("timing  .{15} +\\d+\\.\\d{3} s +\\d+\\.\\d %"
                    + "   CPU +\\d+\\.\\d{3} s = +\\d+\\.\\d{2} cores"), line);
        }
        assertTrue(timing.get(timing.size() - 1).contains(" 100.0 %   CPU "), run.err());
        // Then the heap: a small trace on the heap, perhaps without any collection.
        assertTrue(lines.get(lines.size() - 2).matches("timing  peak heap       (no collection|\\d+\\.\\d MB live "
                + "after a collection), at most \\d+\\.\\d MB in use \\(max heap \\d+ MB\\)"), run.err());
        assertEquals("timing  spilled         nothing (on the heap)", lines.get(lines.size() - 1));
        assertFalse(run.out().contains("timing"), run.out());
    }

    @Test
    void spillingGivesTheSameSummaryAndSaysHowMuchItSpilled() throws Exception {
        // 7,000 Jacobi iterations: 140,000 call-path changes per rank, more than one chunk of the spill file holds.
        Path trace = synthesisedJacobi(7000);
        Path onHeap = tmp.resolve("heap.json");
        Path spilled = tmp.resolve("spilled.json");
        CommandRun heap = CommandRun.of("analyze", trace.toString(), "--spill", "never", "--json", onHeap.toString());
        assertEquals(0, heap.status(), heap.err());
        CommandRun spill = CommandRun.of("analyze", trace.toString(), "--spill", "always", "--json",
                spilled.toString(), "--timing");
        assertEquals(0, spill.status(), spill.err());
        assertEquals(Files.readString(onHeap), Files.readString(spilled));
        assertTrue(spill.err().lines().anyMatch(l -> l.matches(
                "timing  spilled         \\d+\\.\\d MB of records to a temporary file")), spill.err());
    }

    @Test
    void withoutRootCausesTheWaitStatesStayAndTheDelayMetricsGo() throws Exception {
        Path trace = synthesisedJacobi(200);
        Path full = tmp.resolve("full.json");
        Path without = tmp.resolve("without.json");
        assertEquals(0, CommandRun.of("analyze", trace.toString(), "--json", full.toString()).status());
        CommandRun run = CommandRun.of("analyze", trace.toString(), "--no-root-causes", "--json", without.toString(),
                "--timing");
        assertEquals(0, run.status(), run.err());

        Summary all = SummaryReader.read(full);
        Summary some = SummaryReader.read(without);
        assertTrue(all.metrics().stream().anyMatch(m -> m.id().startsWith("delay")), "the full run has delay costs");
        assertTrue(all.metrics().stream().anyMatch(m -> m.id().equals("critical_path")), "and a critical path");
        assertTrue(some.metrics().stream().noneMatch(m -> m.id().startsWith("delay")
                || m.id().equals("critical_path")), "no root-cause metrics");
        assertTrue(some.rootCauses() == null || some.rootCauses().isEmpty(), "no root causes");
        for (Summary.MetricSummary m : some.metrics()) {
            assertEquals(all.metric(m.id()).total(), m.total(), 0, m.id());
        }
        assertTrue(some.metric("mpi_rma_wait_at_fence").total() > 0, "the wait states are all there");
        assertTrue(run.err().lines().noneMatch(l -> l.startsWith("timing  root causes")), "no backward replay: "
                + run.err());
    }

    /** A synthetic 4-rank Jacobi run of {@code iterations} fence epochs (`fenceline trace synth`). */
    private Path synthesisedJacobi(int iterations) {
        Path trace = tmp.resolve("jacobi");
        assertEquals(0, CommandRun.of("trace", "synth", trace.toString(), "--iterations", String.valueOf(iterations))
                .status());
        return trace;
    }

    @Test
    void unknownSpillPolicyIsAUsageError() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("analyze", trace.toString(), "--spill", "sometimes");
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().contains("--spill"), run.err());
    }

    @Test
    void noTimingWithoutTheOption() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun run = CommandRun.of("analyze", trace.toString());
        assertEquals(0, run.status(), run.err());
        assertFalse(run.err().contains("timing"), run.err());
    }

    @Test
    void honoursOutputOptions() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        Path cubex = tmp.resolve("r.cubex");
        Path json = tmp.resolve("s.json");
        CommandRun run = CommandRun.of("analyze", trace.toString(), "-o", cubex.toString(), "--json", json.toString(),
                "--top", "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(Files.exists(cubex) && Files.exists(json));
        assertEquals(1, SummaryReader.read(json).instances().size());
    }

    @Test
    void unreadableTraceIsOneLineWithStatusTwo() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        Files.writeString(trace.resolve("definitions.json"), "{ not json");
        CommandRun run = CommandRun.of("analyze", trace.toString());
        assertEquals(2, run.status());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("fenceline: " + trace.resolve("definitions.json")), run.err());
    }

    @Test
    void missingDirectoryIsNamed() {
        Path missing = tmp.resolve("nope");
        CommandRun run = CommandRun.of("analyze", missing.toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + missing + ": not a trace directory (no such directory)\n", run.err());
    }

    @Test
    void localTracesOnlyAskForAMergeFirst() throws Exception {
        Path trace = tmp.resolve("crashed");
        Files.createDirectories(TraceLayout.localDir(trace));
        CommandRun run = CommandRun.of("analyze", trace.toString());
        assertEquals(2, run.status());
        assertEquals("fenceline: " + trace + ": has only local traces (no global trace); run 'fenceline trace merge "
                + trace + "' first\n", run.err());
    }

    @Test
    void outputThatCannotBeWrittenIsRefusedBeforeTheAnalysis() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        CommandRun intoDirectory = CommandRun.of("analyze", trace.toString(), "-o", tmp.toString());
        assertEquals(2, intoDirectory.status());
        assertEquals("fenceline: " + tmp + ": cannot write there: it is a directory\n", intoDirectory.err());

        Path file = Files.writeString(tmp.resolve("notes.txt"), "x");
        Path underFile = file.resolve("summary.json");
        CommandRun underAFile = CommandRun.of("analyze", trace.toString(), "--json", underFile.toString());
        assertEquals(2, underAFile.status());
        assertEquals("fenceline: " + underFile + ": cannot write there: " + file + " is not a directory\n",
                underAFile.err());
        assertEquals("", underAFile.out());
        assertFalse(Files.exists(trace.resolve("report.cubex")));
    }

    @Test
    void summaryNamesTheTraceByItsAbsolutePath() throws Exception {
        Path trace = SampleTraces.pingPong(tmp.resolve("t"));
        Path relative = Path.of("").toAbsolutePath().relativize(trace.resolve("..").resolve("t"));
        CommandRun run = CommandRun.of("analyze", relative.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(trace.toString(), SummaryReader.read(trace.resolve("summary.json")).trace().path());
    }

    @Test
    void aTraceThatFailsValidationIsAnalysedWithWarningsOnStandardError() throws Exception {
        Path trace = SampleTraces.unreceivedMessage(tmp.resolve("t"));
        CommandRun run = CommandRun.of("analyze", trace.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().startsWith("fenceline: warning: 1 "), run.err());
        assertFalse(run.out().contains("warning"), run.out());
        assertTrue(Files.exists(trace.resolve("summary.json")));
    }
}
