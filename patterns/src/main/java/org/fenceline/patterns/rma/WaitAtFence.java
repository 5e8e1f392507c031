package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.Description;

/** Wait at Fence (mpi_rma_wait_at_fence): time in MPI_Win_fence until the last member of the window entered it. */
public final class WaitAtFence extends WindowCollectiveWait {
    public WaitAtFence() {
        super("mpi_rma_wait_at_fence", "Wait at Fence", "mpi_rma_sync_active", WindowCollectiveKind.FENCE,
                new Description(
                        "Time spent in MPI_Win_fence waiting for the other processes of the window's communicator"
                                + " to reach the fence.",
                        "the n-th fence on a window at every member is one instance; if all fences overlap"
                                + " (earliest exit &ge; latest ENTER), <i>idle</i> = latest ENTER &minus; ENTER,"
                                + " else 0 (a fence that does not synchronise, e.g. with MPI_MODE_NOPRECEDE, has no"
                                + " waiting time). Charged to the fence's call path on each waiting process.",
                        "Load imbalance in the computation between two fences: every process waits for the"
                                + " slowest one, whether or not it communicates with it.",
                        "Balance the work between fences; when only some processes communicate, use"
                                + " post/start/complete/wait or locks, which synchronise only the partners."));
    }
}
