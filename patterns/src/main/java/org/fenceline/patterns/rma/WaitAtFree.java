package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.Description;

/** Wait at Free (mpi_rma_wait_at_free): time in MPI_Win_free until the last member entered it. */
public final class WaitAtFree extends WindowCollectiveWait {
    public WaitAtFree() {
        super("mpi_rma_wait_at_free", "Wait at Free", "mpi_mgmt_win", WindowCollectiveKind.FREE,
                new Description(
                        "Time spent in MPI_Win_free waiting for the last process of the window's communicator to"
                                + " enter the collective deallocation.",
                        "over the n-th collective call on the window at every member: if all calls overlap"
                                + " (earliest exit &ge; latest ENTER), <i>idle</i> = latest ENTER &minus; ENTER,"
                                + " else 0. Charged to MPI_Win_free's call path on each waiting process.",
                        "Load imbalance in the last phase that uses the window.",
                        "Balance that phase; free windows at the end of the program, where the processes meet"
                                + " anyway, rather than in the middle of unbalanced work."));
    }
}
