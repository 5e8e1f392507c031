package org.fenceline.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.fenceline.analyzer.cube.CubexReader;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.viewer.timeline.TimelineHighlight;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole way from a trace to what the viewer shows about why ranks wait: `analyze` the committed jacobi-fence
 * sample (rank 1 computes 100 ms longer in solve in each iteration), read the .cubex as the viewer does, and check
 * the delay behind a Wait at Fence and the critical path the timeline draws.
 */
class RootCausesInTheViewerTest {
    private static final Path JACOBI_FENCE = Path.of("..", "sample-traces", "traces", "jacobi-fence");

    @TempDir
    Path tmp;

    @Test
    void aWaitAtFenceLeadsToRankOnesSolveAndTheCriticalPathCoversTheRun() throws Exception {
        Path file = tmp.resolve("report.cubex");
        assertEquals(0, CommandRun.of("analyze", JACOBI_FENCE.toString(), "-o", file.toString(), "--json",
                tmp.resolve("summary.json").toString()).status());
        Report report = CubexReader.read(file);

        Instance wait = report.instances().stream().filter(i -> i.metricId().equals("mpi_rma_wait_at_fence"))
                .findFirst().orElseThrow();
        DelayInterval delay = wait.cause();
        assertEquals(1, delay.location());
        assertEquals("org.fenceline.samples.jacobi.JacobiFence.main/solve", delay.callPath().path());
        assertEquals(0.1, delay.delayS(), 0.1 * 0.02, "the injected 100 ms");
        assertEquals(List.of(0, 2, 3), delay.waitingLocations());
        assertTrue(delay.causesDirectly(wait));
        assertTrue(delay.startS() < delay.endS() && delay.endS() <= delay.synchronisationS());
        String caption = TimelineHighlight.of(report, wait).caption();
        assertTrue(caption.matches("rank 1, solve: 1\\d\\d\\.\\d{3} ms of computation, causes \\d+\\.\\d{3} ms of "
                + "Wait at Fence on ranks 0, 2, 3"), caption);

        List<CriticalPathSegment> path = report.criticalPath();
        assertEquals(0, path.get(0).startS());
        double length = 0;
        for (int s = 0; s < path.size(); s++) {
            if (s > 0) {
                assertEquals(path.get(s - 1).endS(), path.get(s).startS(), "contiguous");
            }
            length += path.get(s).endS() - path.get(s).startS();
        }
        double metric = report.severities().total(report.metrics().byId("critical_path"));
        assertEquals(metric, length, 1e-9, "the segments are the critical_path metric's time");
        double onRankOne = path.stream().filter(s -> s.location() == 1).mapToDouble(s -> s.endS() - s.startS()).sum();
        assertTrue(onRankOne > 0.9 * length, "the slow rank carries the path: " + onRankOne + " of " + length);
    }
}
