package org.fenceline.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.fenceline.analyzer.trace.TraceProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Collective wait states with Scalasca's formulas: wait = max(0, min(latest, END) - BEGIN), completion =
 * max(0, END - max(earliestEnd, min(latest, END))).
 */
class CollectiveTest {
    private static final int W = TraceBuilder.WORLD;

    @TempDir
    Path dir;

    @Test
    void barrierWaitAndCompletion() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).collective("MPI_Barrier", 1, 5, W, -1, 0, 0);
        t.at(1).collective("MPI_Barrier", 2, 6, W, -1, 0, 0);
        t.at(2).collective("MPI_Barrier", 4, 7, W, -1, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(3, "mpi_barrier_wait", "main/MPI_Barrier", 0);
        a.assertValue(2, "mpi_barrier_wait", "main/MPI_Barrier", 1);
        a.assertValue(0, "mpi_barrier_wait", "main/MPI_Barrier", 2);
        a.assertValue(0, "mpi_barrier_completion", "main/MPI_Barrier", 0);
        a.assertValue(1, "mpi_barrier_completion", "main/MPI_Barrier", 1);
        a.assertValue(2, "mpi_barrier_completion", "main/MPI_Barrier", 2);
        a.assertTotal(4 + 4 + 3, "mpi_sync_collective");
        a.assertTotal(3, "syncs_coll");
        a.assertTotal(0, "mpi_collective");
    }

    @Test
    void nxnWithFullOverlap() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).collective("MPI_Allreduce", 1, 4, W, -1, 8, 8);
        t.at(1).collective("MPI_Allreduce", 2, 4.5, W, -1, 8, 8);
        t.at(2).collective("MPI_Allreduce", 3, 5, W, -1, 8, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_wait_nxn", "main/MPI_Allreduce", 0);
        a.assertValue(1, "mpi_wait_nxn", "main/MPI_Allreduce", 1);
        a.assertValue(0, "mpi_wait_nxn", "main/MPI_Allreduce", 2);
        a.assertValue(0, "mpi_nxn_completion", "main/MPI_Allreduce", 0);
        a.assertValue(0.5, "mpi_nxn_completion", "main/MPI_Allreduce", 1);
        a.assertValue(1, "mpi_nxn_completion", "main/MPI_Allreduce", 2);
        a.assertTotal(3, "comms_cxch");
        a.assertTotal(24, "bytes_cout");
        a.assertTotal(24, "bytes_cin");
        a.assertTotal(48, "bytes_coll");
        assertEquals(0, a.warnings(TraceProblem.CLOCK_CONDITION_COLLECTIVE));
    }

    @Test
    void nxnWithPartialOverlapUsesTheLatestSenderAndIsAClockConditionViolation() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).collective("MPI_Allgather", 1, 2, W, -1, 8, 8);
        t.at(1).collective("MPI_Allgather", 3, 4, W, -1, 8, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_wait_nxn", "main/MPI_Allgather", 0);       // min(3, 2) - 1
        a.assertValue(0, "mpi_nxn_completion", "main/MPI_Allgather", 0);
        a.assertValue(0, "mpi_wait_nxn", "main/MPI_Allgather", 1);
        a.assertValue(1, "mpi_nxn_completion", "main/MPI_Allgather", 1); // 4 - max(2, 3)
        assertEquals(1, a.warnings(TraceProblem.CLOCK_CONDITION_COLLECTIVE));
    }

    @Test
    void earlyReduceIsChargedToTheRootOnly() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).collective("MPI_Reduce", 1, 6, W, 0, 0, 24);
        t.at(1).collective("MPI_Reduce", 2, 5, W, 0, 8, 0);
        t.at(2).collective("MPI_Reduce", 4, 5.5, W, 0, 8, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(3, "mpi_earlyreduce", "main/MPI_Reduce", 0);
        a.assertTotal(3, "mpi_earlyreduce");
        a.assertValue(1, "comms_cdst", "main/MPI_Reduce", 0);
        a.assertValue(1, "comms_csrc", "main/MPI_Reduce", 1);
        a.assertTotal(2, "comms_csrc");
        a.assertTotal(0, "mpi_wait_nxn");
    }

    @Test
    void lateBroadcastIsChargedToReceiversThatCameBeforeTheRoot() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).collective("MPI_Bcast", 1, 5, W, 1, 0, 8);
        t.at(1).collective("MPI_Bcast", 3, 4, W, 1, 16, 0);
        t.at(2).collective("MPI_Bcast", 3.5, 6, W, 1, 0, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(2, "mpi_latebroadcast", "main/MPI_Bcast", 0);
        a.assertTotal(2, "mpi_latebroadcast");
        a.assertTotal(2, "comms_cdst");
        a.assertValue(1, "comms_csrc", "main/MPI_Bcast", 1);
    }

    @Test
    void earlyScanWaitsForLowerRanks() throws Exception {
        TraceBuilder t = new TraceBuilder(3);
        t.at(0).collective("MPI_Scan", 3, 5, W, -1, 8, 8);
        t.at(1).collective("MPI_Scan", 1, 6, W, -1, 8, 8);
        t.at(2).collective("MPI_Scan", 2, 7, W, -1, 8, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0, "mpi_earlyscan", "main/MPI_Scan", 0);
        a.assertValue(2, "mpi_earlyscan", "main/MPI_Scan", 1);
        a.assertValue(1, "mpi_earlyscan", "main/MPI_Scan", 2);
    }

    @Test
    void zeroByteCollectivesHaveNoWaitStatesButCountAsSynchronisations() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).collective("MPI_Allreduce", 1, 4, W, -1, 0, 0).collective("MPI_Bcast", 5, 9, W, 1, 0, 0);
        t.at(1).collective("MPI_Allreduce", 3, 4.5, W, -1, 0, 0).collective("MPI_Bcast", 7, 8, W, 1, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_wait_nxn");
        a.assertTotal(0, "mpi_nxn_completion");
        a.assertTotal(0, "mpi_latebroadcast");
        a.assertTotal(4, "syncs_coll");
        a.assertTotal(0, "comms_coll");
    }

    @Test
    void communicatorsOfSizeOneDoNotSynchronise() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        int self = t.comm(0);
        t.at(0).collective("MPI_Barrier", 1, 2, self, -1, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_barrier_wait");
        a.assertTotal(0, "mpi_barrier_completion");
        a.assertValue(1, "syncs_coll", "main/MPI_Barrier", 0);
        assertEquals(0, a.result().warnings().size());
    }

    @Test
    void alltoallvIsNotAnalysed() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).collective("MPI_Alltoallv", 1, 4, W, -1, 8, 8);
        t.at(1).collective("MPI_Alltoallv", 3, 4.5, W, -1, 8, 8);
        Analysis a = Analysis.of(t, dir);
        a.assertTotal(0, "mpi_wait_nxn");
        a.assertTotal(2, "comms_cxch");
    }

    @Test
    void initCompletionAndFinalizeWait() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).call("MPI_Init", 1, 3).call("MPI_Finalize", 90, 95);
        t.at(1).call("MPI_Init", 2, 4).call("MPI_Finalize", 92, 96);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(0, "mpi_init_completion", "main/MPI_Init", 0);
        a.assertValue(1, "mpi_init_completion", "main/MPI_Init", 1);   // 4 - max(3, 2)
        a.assertValue(2, "mpi_finalize_wait", "main/MPI_Finalize", 0); // min(92, 95) - 90
        a.assertValue(0, "mpi_finalize_wait", "main/MPI_Finalize", 1);
        a.assertTotal(2 + 2 + 5 + 4, "mpi_init_exit");
    }

    @Test
    void barrierLeftBeforeAnotherEnteredIsClamped() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).collective("MPI_Barrier", 1, 2, W, -1, 0, 0);
        t.at(1).collective("MPI_Barrier", 3, 4, W, -1, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_barrier_wait", "main/MPI_Barrier", 0);
        assertEquals(1, a.warnings(TraceProblem.CLOCK_CONDITION_COLLECTIVE));
    }

    @Test
    void collectivesOnACommunicatorMatchInOrder() throws Exception {
        TraceBuilder t = new TraceBuilder(2);
        t.at(0).collective("MPI_Barrier", 1, 3, W, -1, 0, 0).collective("MPI_Barrier", 10, 12, W, -1, 0, 0);
        t.at(1).collective("MPI_Barrier", 2, 3.5, W, -1, 0, 0).collective("MPI_Barrier", 4, 13, W, -1, 0, 0);
        Analysis a = Analysis.of(t, dir);
        a.assertValue(1, "mpi_barrier_wait", "main/MPI_Barrier", 0);
        a.assertValue(6, "mpi_barrier_wait", "main/MPI_Barrier", 1);
        assertEquals(2, a.result().collectiveOperations());
    }
}
