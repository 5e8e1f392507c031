package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.summary.Summary;
import org.fenceline.analyzer.summary.SummaryReader;
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
}
