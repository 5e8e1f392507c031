package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.fenceline.trace.model.EventFlags;
import org.fenceline.trace.model.EventType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Window collectives with Scalasca's heuristic: when all members' calls overlap, idle = latest ENTER - ENTER;
 * Early Fence = last operation targeting the rank - fence ENTER, when that lies in the fence and Wait at Fence
 * fired. Pair-wise synchronisations: communicator size per fence, unneeded = size - accessing origins.
 */
class RmaFenceTest {
    private static final int W = TraceBuilder.WORLD;
    private static final String FENCE = "main/MPI_Win_fence";

    @TempDir
    Path dir;

    @Test
    void waitAtCreateFenceFreeAndEarlyFence() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        int win = t.window(W);
        t.at(0).windowCollective("MPI_Win_create", 1, 3, win).fence(4, 5, win)
                .fence(6.5, 12, win).windowCollective("MPI_Win_free", 13, 15, win);
        t.at(1).windowCollective("MPI_Win_create", 1.5, 3, win).fence(4, 5, win)
                .put(6, 7, win, 0, 800).fence(7.5, 12, win).windowCollective("MPI_Win_free", 14, 15, win);
        t.at(2).windowCollective("MPI_Win_create", 2, 3, win).fence(4, 5, win)
                .put(8, 9.5, win, 0, 800).fence(10, 12, win).windowCollective("MPI_Win_free", 13.5, 15, win);
        Analysis a = Analysis.of(t, dir);

        a.assertValue(1, "mpi_rma_wait_at_create", "main/MPI_Win_create", 0);
        a.assertValue(0.5, "mpi_rma_wait_at_create", "main/MPI_Win_create", 1);
        a.assertValue(0, "mpi_rma_wait_at_create", "main/MPI_Win_create", 2);
        a.assertValue(3.5, "mpi_rma_wait_at_fence", FENCE, 0);   // 10 - 6.5
        a.assertValue(2.5, "mpi_rma_wait_at_fence", FENCE, 1);
        a.assertValue(0, "mpi_rma_wait_at_fence", FENCE, 2);
        a.assertValue(3, "mpi_rma_early_fence", FENCE, 0);       // last put to 0 left at 9.5
        a.assertTotal(3, "mpi_rma_early_fence");
        a.assertValue(1, "mpi_rma_wait_at_free", "main/MPI_Win_free", 0);
        a.assertValue(0, "mpi_rma_wait_at_free", "main/MPI_Win_free", 1);
        a.assertValue(0.5, "mpi_rma_wait_at_free", "main/MPI_Win_free", 2);
        a.assertChildrenWithinParents();

        a.assertTotal(2 * 3 * 3, "mpi_rma_pairsync_count");
        // opening fence: nobody accessed anyone (3 each); closing: rank 0 was accessed by 1 and 2.
        a.assertValue(3 + 1, "mpi_rma_pairsync_unneeded_count", FENCE, 0);
        a.assertValue(3 + 3, "mpi_rma_pairsync_unneeded_count", FENCE, 1);
        a.assertTotal(16, "mpi_rma_pairsync_unneeded_count");
        a.assertTotal(6, "syncs_rma_active");
        a.assertTotal(6, "syncs_rma");
        a.assertTotal(0, "syncs_rma_passive");
        assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
    }

    @Test
    void fencesThatDoNotSynchroniseHaveNoWaitButStillCountAsPairSynchronisations() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        // MPI_MODE_NOPRECEDE: the runtime returns at once, the calls do not overlap; the next fence
        // (MPI_MODE_NOSUCCEED, no operations in between) synchronises.
        t.at(0).fence(1, 2, win).fence(5, 8, win);
        t.at(1).fence(3, 4, win).fence(6, 8, win);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_rma_wait_at_fence", FENCE, 0);
        a.assertValue(0, "mpi_rma_wait_at_fence", FENCE, 1);
        a.assertTotal(0, "mpi_rma_early_fence");
        a.assertTotal(2 * 2 * 2, "mpi_rma_pairsync_count");
        a.assertTotal(2 * 2 * 2, "mpi_rma_pairsync_unneeded_count");
    }

    @Test
    void epochsOfInterleavedWindowsAreCountedPerWindow() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int w0 = t.window(W);
        int w1 = t.window(W);
        t.at(0).fence(1, 2, w0).fence(3, 6, w1).fence(7, 9, w0);
        // The put on w1 is issued before rank 1's first w1 fence, the one on w0 after it: each belongs to the
        // next fence on its own window, whatever fence comes next in time.
        t.at(1).fence(1.5, 2, w0).put(2.5, 4, w1, 0, 8).fence(5, 6, w1).put(6.5, 7.5, w0, 0, 8)
                .fence(8, 9, w0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0.5 + 2 + 1, "mpi_rma_wait_at_fence", FENCE, 0);
        a.assertValue(1 + 0.5, "mpi_rma_early_fence", FENCE, 0);  // 4 - 3 on w1, 7.5 - 7 on w0
        a.assertTotal(0, "mpi_rma_wait_at_fence", 1);
        a.assertValue(2, "comms_rma_puts", "main/MPI_Put", 1);
    }

    @Test
    void operationCountsAndBytes() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        t.at(0).fence(1, 2, win).fence(10, 11, win);
        t.at(1).fence(1, 2, win)
                .put(3, 4, win, 0, 100)
                .get(4.5, 5, win, 0, 50)
                .rma("MPI_Accumulate", 5.5, 6, EventType.PUT_1TS, win, 0, 8, EventFlags.withOp(0, 3))
                .rma("MPI_Fetch_and_op", 6.5, 7, EventType.GET_1TO, win, 0, 8, EventFlags.ATOMIC)
                .fence(10, 11, win);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "comms_rma_puts", "main/MPI_Put", 1);
        a.assertValue(1, "comms_rma_gets", "main/MPI_Get", 1);
        a.assertValue(1, "comms_rma_atomics", "main/MPI_Accumulate", 1);
        a.assertValue(1, "comms_rma_atomics", "main/MPI_Fetch_and_op", 1);
        a.assertTotal(4, "comms_rma");
        a.assertTotal(108, "bytes_put");
        a.assertTotal(58, "bytes_get");
        a.assertTotal(166, "bytes_rma");
        a.assertTotal(166, "bytes");
        a.assertTotal(4, "comms");
        // closing fence on rank 0: rank 1 accessed it, rank 0 itself did not
        a.assertValue(2 + 1, "mpi_rma_pairsync_unneeded_count", FENCE, 0);
    }

    /**
     * More fence instances than one matching task takes (65 536), and three targets in ranges of their own: the
     * instances on both sides of the split and every target's operations count, whichever thread matched them.
     */
    @Test
    void everyInstanceOfALongRunOfFencesIsMatched() throws Exception {
        int epochs = (1 << 16) + 3;
        TraceBuilder t = new TraceBuilder(3);
        int win = t.window(W);
        for (int i = 0; i < epochs; i++) {
            double base = 10.0 * i;
            t.at(0).fence(base + 1, base + 5, win);
            t.at(1).put(base + 0.25, base + 0.5, win, 0, 8).fence(base + 2, base + 5, win);
            t.at(2).put(base + 0.25, base + 1.5, win, 0, 8).put(base + 1.75, base + 1.875, win, 1, 8)
                    .fence(base + 3, base + 5, win);
        }
        for (int threads : new int[] {1, 2}) {
            Analysis a = Analysis.of(t, dir.resolve("threads-" + threads), threads);
            a.assertTotal(2.0 * epochs, "mpi_rma_wait_at_fence", 0);   // 3 - 1 per fence
            a.assertTotal(1.0 * epochs, "mpi_rma_wait_at_fence", 1);
            a.assertTotal(0, "mpi_rma_wait_at_fence", 2);
            a.assertTotal(0.5 * epochs, "mpi_rma_early_fence", 0);     // rank 2's put to 0 left at 1.5
            a.assertTotal(0, "mpi_rma_early_fence", 1);               // its put to 1 left before 1's fence
            a.assertTotal(3.0 * 3 * epochs, "mpi_rma_pairsync_count");
            // Rank 0 was accessed by ranks 1 and 2, rank 1 by rank 2, rank 2 by nobody.
            a.assertTotal((1 + 2 + 3) * (double) epochs, "mpi_rma_pairsync_unneeded_count");
            assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
        }
    }
}
