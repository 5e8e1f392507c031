package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.AnalysisOptions;
import org.fenceline.analyzer.AnalysisResult;
import org.fenceline.analyzer.Analyzer;
import org.fenceline.analyzer.report.Report;
import org.fenceline.trace.global.EventCursor;
import org.fenceline.trace.global.GlobalTrace;
import org.fenceline.trace.global.GlobalTraceWriter;
import org.fenceline.trace.merge.MergeProgress;
import org.fenceline.trace.merge.TraceMerger;
import org.fenceline.trace.model.EventType;
import org.fenceline.trace.model.RmaEventModel;
import org.fenceline.trace.synth.Jacobi2D;
import org.fenceline.trace.synth.JacobiRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The synthetic Jacobi run (trace-format.md §9) end to end: written as local traces, merged in both RMA event
 * models, analysed. On a 2 x 2 grid every rank has two neighbours, and the last rank computes 1.5 times slower,
 * so at each iteration's fence the three others wait for its extra sweep: 0.5 x 256 x 256 points x 2 ns =
 * 65,536 ns, give or take the generator's 2 % compute jitter.
 */
class RmaSyntheticRunTest {
    private static final int RANKS = 4;
    private static final int ITERATIONS = 20;
    private static final int SLOW = RANKS - 1;
    private static final double EXTRA_SWEEP_S = 0.5 * 256 * 256 * 2e-9;

    @TempDir
    Path dir;

    @Test
    void waitAtFenceIsTheSlowRanksExtraComputeInBothModels() throws Exception {
        Path basic = merged(RmaEventModel.BASIC);
        Path extended = merged(RmaEventModel.EXTENDED);
        AnalysisResult b = Analyzer.analyze(basic, AnalysisOptions.defaults());
        AnalysisResult e = Analyzer.analyze(extended, AnalysisOptions.defaults());
        FenceTimes expected = FenceTimes.of(basic);
        for (int rank = 0; rank < RANKS; rank++) {
            double wait = total(b.report(), "mpi_rma_wait_at_fence", rank);
            assertEquals(expected.waitAtFence[rank], wait, 1e-12, "wait at fence of rank " + rank);
            assertEquals(expected.earlyFence[rank], total(b.report(), "mpi_rma_early_fence", rank), 1e-12,
                    "early fence of rank " + rank);
            if (rank == SLOW) {
                assertTrue(wait < 1e-6, "the slow rank hardly waits: " + wait);
            } else {
                double perIteration = wait / ITERATIONS;
                assertEquals(EXTRA_SWEEP_S, perIteration, 0.1 * EXTRA_SWEEP_S, "rank " + rank);
            }
        }
        // The slow rank's neighbours wait mostly for its puts into their halos (north first, then west).
        assertTrue(expected.earlyFence[1] > 0.5 * expected.waitAtFence[1]);
        assertTrue(expected.earlyFence[2] > expected.earlyFence[1]);
        assertEquals(0, b.warnings().size(), b.warningLines().toString());
        assertEquals(0, e.warnings().size(), e.warningLines().toString());
        // Transfer ends are the only records the models place differently, and no pattern reads them.
        for (var m : b.report().metrics().metrics()) {
            for (int rank = 0; rank < RANKS; rank++) {
                assertEquals(total(b.report(), m.id(), rank), total(e.report(), m.id(), rank), 1e-12,
                        m.id() + " of rank " + rank);
            }
        }
        double pairSyncs = b.report().severities().total(b.report().metrics().byId("mpi_rma_pairsync_count"));
        assertEquals(RANKS * RANKS * (ITERATIONS + 1), pairSyncs, 0);
    }

    private Path merged(RmaEventModel model) throws IOException {
        Path trace = dir.resolve(model.name());
        new Jacobi2D(new JacobiRun(RANKS, ITERATIONS, model)).write(trace, false);
        new TraceMerger(GlobalTraceWriter::create).merge(trace, model, MergeProgress.NONE);
        return trace;
    }

    /**
     * Wait at Fence and Early Fence computed directly from the trace, per fence instance: latest ENTER - own
     * ENTER, and the latest leave of an MPI_Put issued since the previous fence into this rank - own ENTER.
     */
    private record FenceTimes(double[] waitAtFence, double[] earlyFence) {
        static FenceTimes of(Path trace) throws IOException {
            List<List<long[]>> fences = new ArrayList<>();
            long[][] lastPutInto = new long[RANKS][ITERATIONS + 2];
            try (GlobalTrace t = GlobalTrace.open(trace)) {
                int fence = regionId(t, "MPI_Win_fence");
                int put = regionId(t, "MPI_Put");
                for (int rank = 0; rank < RANKS; rank++) {
                    List<long[]> calls = new ArrayList<>();
                    try (EventCursor c = t.cursor(rank)) {
                        long enter = 0;
                        int target = -1;
                        while (c.next()) {
                            if (c.type() == EventType.ENTER && c.region() == fence) {
                                enter = c.time();
                            } else if (c.type() == EventType.WINCOLLEXIT && c.region() == fence) {
                                calls.add(new long[] {enter, c.time()});
                            } else if (c.type() == EventType.PUT_1TS) {
                                target = c.partner();
                            } else if (c.type() == EventType.EXIT && c.region() == put) {
                                long[] into = lastPutInto[target];
                                into[calls.size()] = Math.max(into[calls.size()], c.time());
                            }
                        }
                    }
                    fences.add(calls);
                }
            }
            double[] wait = new double[RANKS];
            double[] earlyFence = new double[RANKS];
            for (int n = 0; n < fences.get(0).size(); n++) {
                long latest = Long.MIN_VALUE;
                long earliestEnd = Long.MAX_VALUE;
                for (List<long[]> calls : fences) {
                    latest = Math.max(latest, calls.get(n)[0]);
                    earliestEnd = Math.min(earliestEnd, calls.get(n)[1]);
                }
                assertTrue(earliestEnd > latest, "every fence synchronises");
                for (int rank = 0; rank < RANKS; rank++) {
                    long enter = fences.get(rank).get(n)[0];
                    wait[rank] += (latest - enter) / 1e9;
                    if (latest > enter && lastPutInto[rank][n] > enter) {
                        earlyFence[rank] += (lastPutInto[rank][n] - enter) / 1e9;
                    }
                }
            }
            return new FenceTimes(wait, earlyFence);
        }

        private static int regionId(GlobalTrace t, String name) {
            return t.definitions().regions().stream().filter(r -> r.name().equals(name)).findFirst()
                    .orElseThrow().id();
        }
    }

    private static double total(Report report, String metric, int location) {
        return report.severities().totalByLocation(report.metrics().byId(metric))[location];
    }
}
