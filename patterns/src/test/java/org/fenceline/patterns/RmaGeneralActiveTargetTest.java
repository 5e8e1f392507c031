package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;

import org.fenceline.analyzer.trace.TraceProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Post/start/complete/wait, matched per (window, target, origin) in order. Late Post (origin): lastPost inside
 * complete, else inside start, else inside each operation; Early Wait (target): lastComplete - wait ENTER; Late
 * Complete: lastComplete - max(last operation to the target, wait ENTER).
 */
class RmaGeneralActiveTargetTest {
    private static final int W = TraceBuilder.WORLD;

    @TempDir
    Path dir;

    @Test
    void earlyWaitAndLateComplete() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        int win = t.window(W);
        int origins = t.group(1, 2);
        int target = t.group(0);
        t.at(0).post(1, 2, win, origins).waitEpoch(3, 10, win, origins);
        t.at(1).start(1, 1.5, win, target).put(2, 3, win, 0, 8).complete(4, 4.5, win, target);
        t.at(2).start(1, 1.5, win, target).put(2, 5, win, 0, 8).complete(8, 9, win, target);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(5, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);     // 8 - 3
        a.assertValue(3, "mpi_rma_late_complete", "main/MPI_Win_wait", 0);  // 8 - max(5, 3)
        a.assertChildrenWithinParents();
        a.assertTotal(0, "mpi_rma_sync_late_post");
        a.assertTotal(0, "mpi_rma_comm_late_post");
        a.assertTotal(2 + 1 + 1, "mpi_rma_pairsync_count");
        a.assertTotal(0, "mpi_rma_pairsync_unneeded_count");
        a.assertTotal(2 + 4, "syncs_rma_active");
        assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
    }

    @Test
    void postArrivingDuringCompleteDuringStartOrDuringAPut() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        int origin = t.group(1);
        int target = t.group(0);
        t.at(1).start(1, 1.5, win, target).put(2, 2.5, win, 0, 8).complete(3, 6, win, target)
                .start(8, 11, win, target).put(11.5, 12, win, 0, 8).complete(12.5, 13, win, target)
                .start(15, 15.5, win, target).put(16, 19, win, 0, 8).complete(19.5, 20, win, target);
        t.at(0).post(4, 4.5, win, origin).waitEpoch(5, 7, win, origin)
                .post(10, 10.5, win, origin).waitEpoch(10.75, 14, win, origin)
                .post(18, 18.5, win, origin).waitEpoch(21, 22, win, origin);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_rma_sync_late_post", "main/MPI_Win_complete", 1);  // 4 - 3: non-blocking start
        a.assertValue(2, "mpi_rma_sync_late_post", "main/MPI_Win_start", 1);     // 10 - 8: blocking start
        a.assertValue(2, "mpi_rma_comm_late_post", "main/MPI_Put", 1);           // 18 - 16: blocked in the put
        a.assertTotal(3, "mpi_rma_sync_late_post");
        a.assertTotal(2, "mpi_rma_comm_late_post");
        a.assertValue(1.75, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);      // second epoch: 12.5 - 10.75
        a.assertValue(0.5, "mpi_rma_late_complete", "main/MPI_Win_wait", 0);    // 12.5 - 12
        a.assertChildrenWithinParents();
    }

    @Test
    void anEpochClosedByATestHasNoWaitAndTheNextEpochsStillMatch() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        int origin = t.group(1);
        int target = t.group(0);
        t.at(0).post(1, 2, win, origin).test(3, 3.5, win, origin, false).test(5, 5.5, win, origin, false)
                .test(9, 9.5, win, origin, true)
                .post(10, 11, win, origin).waitEpoch(12, 16, win, origin);
        t.at(1).start(1, 1.5, win, target).put(2, 3, win, 0, 8).complete(8, 8.5, win, target)
                .start(10, 10.5, win, target).put(11, 12, win, 0, 8).complete(15, 15.5, win, target);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0, "mpi_rma_early_wait", "main/MPI_Win_test", 0);
        a.assertValue(3, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);         // 15 - 12
        a.assertValue(3, "mpi_rma_late_complete", "main/MPI_Win_wait", 0);      // 15 - max(12, 12)
        a.assertValue(1, "mpi_rma_pairsync_count", "main/MPI_Win_test", 0);     // only the closing test
        a.assertTotal(4, "mpi_rma_pairsync_count");
        a.assertTotal(6 + 4, "syncs_rma_active");
        assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
    }

    @Test
    void emptyEpochsCompleteLateAsAWhole() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        int origin = t.group(1);
        int target = t.group(0);
        t.at(0).post(1, 2, win, origin).waitEpoch(3, 6, win, origin);
        t.at(1).start(1, 1.5, win, target).complete(5, 5.5, win, target);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);
        a.assertValue(2, "mpi_rma_late_complete", "main/MPI_Win_wait", 0);      // no operation: all of it
        a.assertValue(1, "mpi_rma_pairsync_unneeded_count", "main/MPI_Win_wait", 0);
        a.assertValue(1, "mpi_rma_pairsync_unneeded_count", "main/MPI_Win_complete", 1);
    }

    @Test
    void partialGroupsMatchEachTargetWithItsOwnOrigins() throws Exception {
        TraceBuilder t = new TraceBuilder(4);
        int win = t.window(W);
        t.at(0).post(1, 2, win, t.group(1, 2)).waitEpoch(3, 9, win, t.group(1, 2));
        t.at(3).post(5, 6, win, t.group(1)).waitEpoch(6.5, 10, win, t.group(1));
        t.at(1).start(1, 1.5, win, t.group(0, 3)).put(2, 3, win, 0, 8).complete(7, 7.5, win, t.group(0, 3));
        t.at(2).start(1, 1.5, win, t.group(0)).put(2, 4, win, 0, 8).complete(8, 8.5, win, t.group(0));
        Analysis a = Analysis.of(t, dir);
        a.assertValue(5, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);         // 8 - 3
        a.assertValue(4, "mpi_rma_late_complete", "main/MPI_Win_wait", 0);      // 8 - max(4, 3)
        a.assertValue(0.5, "mpi_rma_early_wait", "main/MPI_Win_wait", 3);       // 7 - 6.5, only origin 1
        a.assertValue(0.5, "mpi_rma_late_complete", "main/MPI_Win_wait", 3);    // 1 never accessed 3
        a.assertTotal(2 + 1 + 2 + 1, "mpi_rma_pairsync_count");
        a.assertValue(1, "mpi_rma_pairsync_unneeded_count", "main/MPI_Win_wait", 3);
        a.assertValue(1, "mpi_rma_pairsync_unneeded_count", "main/MPI_Win_complete", 1);
        a.assertTotal(2, "mpi_rma_pairsync_unneeded_count");
        assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
    }

    /**
     * Each location's epochs are paired per partner by their own tasks (origins' access epochs, targets' exposure
     * epochs): epochs left over on either side are mismatches, counted once, on any number of threads.
     */
    @Test
    void epochsLeftOverOnEitherSideAreMismatches() throws Exception {
        for (int threads : new int[] {1, 3}) {
            TraceBuilder t = new TraceBuilder(3);
            int win = t.window(W);
            // Target 0 exposes twice to origin 1 and once to origin 2; origin 1 accesses once, origin 2 twice.
            t.at(0).post(1, 2, win, t.group(1, 2)).waitEpoch(3, 9, win, t.group(1, 2))
                    .post(10, 11, win, t.group(1)).waitEpoch(12, 13, win, t.group(1));
            t.at(1).start(1, 1.5, win, t.group(0)).put(2, 3, win, 0, 8).complete(7, 7.5, win, t.group(0));
            t.at(2).start(1, 1.5, win, t.group(0)).put(2, 4, win, 0, 8).complete(8, 8.5, win, t.group(0))
                    .start(10, 10.5, win, t.group(0)).complete(11, 11.5, win, t.group(0));
            Analysis a = Analysis.of(t, dir.resolve("threads-" + threads), threads);
            // The first epochs pair as usual: the wait waited for origin 2's complete.
            a.assertValue(5, "mpi_rma_early_wait", "main/MPI_Win_wait", 0);      // 8 - 3
            assertEquals(Map.of(TraceProblem.RMA_MISMATCH, 2L), a.result().warnings(),
                    "target 0's second exposure and origin 2's second access, " + threads + " threads");
        }
    }
}
