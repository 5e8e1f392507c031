package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.fenceline.patterns.TraceBuilder.LockRecord;
import org.fenceline.trace.model.EventFlags;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Passive target. Lock Contention: epochs on a lock ordered by their real grant; in the call holding the grant,
 * idle = min(holder's release, grant, exit) - max(request, ENTER). Wait for Progress: target outside MPI at the
 * call's ENTER, entering MPI before its exit: idle = target's MPI ENTER - max(ENTER, end of lock contention).
 */
class RmaLockTest {
    private static final int W = TraceBuilder.WORLD;
    private static final String LOCK = "main/MPI_Win_lock";

    @TempDir
    Path dir;

    /** The target sits in MPI the whole time, so nobody waits for its progress. */
    private static TraceBuilder withTargetInMpi(int locations) {
        TraceBuilder t = new TraceBuilder(locations);
        t.at(0).call("MPI_Probe", 0.5, 99);
        return t;
    }

    @Test
    void aChainOfEightOriginsOnOneExclusiveLock() throws Exception {
        TraceBuilder t = withTargetInMpi(9);
        int win = t.window(W);
        for (int i = 1; i <= 8; i++) {
            // All request at 1; origin i is granted at 2i and releases at 2i + 1.
            t.at(i).lock(0.75, 1, 2 * i, 2 * i + 0.125, win, 0, true).put(2 * i + 0.25, 2 * i + 0.5, win, 0, 8)
                    .unlock(2 * i + 0.625, 2 * i + 1, 2 * i + 1.125, win, 0, true);
        }
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0, "mpi_rma_sync_lock_competition", LOCK, 1);
        for (int i = 2; i <= 8; i++) {
            a.assertValue(2 * i - 2, "mpi_rma_sync_lock_competition", LOCK, i); // release of i - 1 at 2i - 1
        }
        a.assertTotal(56, "mpi_rma_sync_lock_competition");
        a.assertChildrenWithinParents();
        a.assertTotal(0, "mpi_rma_comm_lock_competition");
        a.assertTotal(0, "mpi_rma_sync_wait_for_progress");
        a.assertTotal(8 * 2, "syncs_rma_passive");
        a.assertTotal(8, "comms_rma_puts");
        var worst = a.report().instances().get(0);
        assertEquals("mpi_rma_sync_lock_competition", worst.metricId());
        assertEquals(8, worst.location());
        assertEquals(7, worst.partner().location());
        assertEquals(0, a.result().warnings().size(), a.result().warningLines().toString());
    }

    @Test
    void sharedLocksAreHeldTogetherExclusiveOnesWaitForThem() throws Exception {
        TraceBuilder t = withTargetInMpi(5);
        int win = t.window(W);
        t.at(1).lock(0.75, 1, 1.5, 1.75, win, 0, false).unlock(3, 4, 4.25, win, 0, false);
        t.at(2).lock(0.75, 1, 2, 2.25, win, 0, false).unlock(3, 5, 5.25, win, 0, false);
        t.at(3).lock(1.75, 2, 6, 6.25, win, 0, true).unlock(6.5, 7, 7.25, win, 0, true);
        t.at(4).lock(2.75, 3, 8, 8.25, win, 0, false).unlock(8.5, 9, 9.25, win, 0, false);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0, "mpi_rma_sync_lock_competition", LOCK, 1);
        a.assertValue(0, "mpi_rma_sync_lock_competition", LOCK, 2);             // shared with 1
        a.assertValue(3, "mpi_rma_sync_lock_competition", LOCK, 3);             // last shared release 5 - 2
        a.assertValue(4, "mpi_rma_sync_lock_competition", LOCK, 4);             // exclusive release 7 - 3
    }

    @Test
    void aLazilyAcquiredLockMakesTheFirstOperationWait() throws Exception {
        TraceBuilder t = withTargetInMpi(3);
        int win = t.window(W);
        int exclusive = EventFlags.LOCK_EXCLUSIVE;
        t.at(1).lock(0.75, 1, 2, 2.25, win, 0, true).unlock(5, 6, 6.25, win, 0, true);
        t.at(2).passive("MPI_Win_lock", 1.5, 1.75, LockRecord.request(1.625, win, 0, exclusive))
                .put(3, 7, win, 0, 8).lockRecord(LockRecord.acquired(6.5, win, 0, exclusive))
                .unlock(7.5, 7.75, 8, win, 0, true);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(3, "mpi_rma_comm_lock_competition", "main/MPI_Put", 2);   // min(6, 6.5, 7) - max(1.625, 3)
        a.assertChildrenWithinParents();
        a.assertTotal(0, "mpi_rma_sync_lock_competition");
    }

    @Test
    void lockAllIsASharedLockOnEveryTarget() throws Exception {
        TraceBuilder t = withTargetInMpi(3);
        int win = t.window(W);
        int all = EventFlags.LOCK_ALL;
        t.at(1).passive("MPI_Win_lock_all", 0.75, 1.5, LockRecord.request(1, win, -1, all),
                        LockRecord.acquired(1.25, win, -1, all))
                .passive("MPI_Win_unlock_all", 3, 4.25, LockRecord.release(4, win, -1, all));
        t.at(2).lock(1.75, 2, 4.5, 4.75, win, 0, true).unlock(5, 5.5, 6, win, 0, true);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_rma_sync_lock_competition", LOCK, 2);             // 4 - 2
        a.assertTotal(2, "mpi_rma_sync_lock_competition");
    }

    @Test
    void waitForProgressOfATargetComputingOutsideMpi() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        int w1 = t.window(W);
        int w2 = t.window(W);
        t.at(0).call("compute", 0.5, 4.75).call("MPI_Probe", 5, 6).call("compute", 6.25, 7.75)
                .call("MPI_Probe", 8, 9);
        // Origin 1: its lock is granted only once the target calls MPI (5), and so is its unlock (8).
        t.at(1).lock(1, 1.25, 5.5, 5.75, w1, 0, true).put(6, 6.5, w1, 0, 8).unlock(7, 8.25, 8.5, w1, 0, true);
        // Origin 2: granted at once, but its put is emulated and waits for the target's MPI call at 5.
        t.at(2).lock(1, 1.125, 1.25, 1.375, w2, 0, false).put(2, 5.5, w2, 0, 8)
                .unlock(6.5, 6.75, 7, w2, 0, false);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(4, "mpi_rma_sync_wait_for_progress", LOCK, 1);                     // 5 - 1
        a.assertValue(1, "mpi_rma_sync_wait_for_progress", "main/MPI_Win_unlock", 1);     // 8 - 7
        a.assertValue(3, "mpi_rma_comm_wait_for_progress", "main/MPI_Put", 2);            // 5 - 2
        a.assertChildrenWithinParents();
        a.assertTotal(0, "mpi_rma_sync_wait_for_progress", 2);
        a.assertTotal(0, "mpi_rma_sync_lock_competition");
    }

    @Test
    void progressAfterLockContentionIsNotCountedTwice() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        int win = t.window(W);
        t.at(0).call("compute", 0.5, 4.75).call("MPI_Probe", 5, 9);
        t.at(1).lock(0.5, 0.625, 0.75, 0.875, win, 0, true).unlock(3, 4, 4.25, win, 0, true);
        // Origin 2 waits for origin 1's release (4), then for the target to enter MPI (5).
        t.at(2).lock(1.75, 2, 6, 6.25, win, 0, true).unlock(7, 8, 8.25, win, 0, true);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_rma_sync_lock_competition", LOCK, 2);       // 4 - max(2, 1.75)
        a.assertValue(1, "mpi_rma_sync_wait_for_progress", LOCK, 2);      // 5 - max(2, 4)
        a.assertChildrenWithinParents();
    }

    @Test
    void targetStillInMpiWhenTheCallBeginsThenComputing() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int win = t.window(W);
        // The target is still in MPI (1.5) when the origin asks for the lock, leaves without granting it at 2,
        // computes, and grants it only in its next MPI call at 6.
        t.at(0).call("MPI_Probe", 0.5, 2).call("compute", 2.25, 5.75).call("MPI_Probe", 6, 7);
        t.at(1).lock(1.5, 1.75, 6.25, 6.5, win, 0, true).unlock(7.25, 7.5, 7.75, win, 0, true);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(4, "mpi_rma_sync_wait_for_progress", LOCK, 1);      // 6 - max(1.5, 2)
        a.assertTotal(4, "mpi_rma_sync_wait_for_progress");
        a.assertTotal(0, "mpi_rma_sync_lock_competition");
    }
}
