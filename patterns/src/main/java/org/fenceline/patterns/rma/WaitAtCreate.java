package org.fenceline.patterns.rma;

import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.patterns.Description;

/** Wait at Create (mpi_rma_wait_at_create): time in window creation until the last member entered it. */
public final class WaitAtCreate extends WindowCollectiveWait {
    public WaitAtCreate() {
        super("mpi_rma_wait_at_create", "Wait at Create", "mpi_mgmt_win", WindowCollectiveKind.CREATE,
                new Description(
                        "Time spent in MPI_Win_create (or another window constructor) waiting for the last process"
                                + " of the window's communicator to enter the collective creation.",
                        "over the n-th collective call on the window at every member: if all calls overlap"
                                + " (earliest exit &ge; latest ENTER), <i>idle</i> = latest ENTER &minus; ENTER,"
                                + " else 0 (Scalasca's heuristic for one-sided collectives). Charged to the"
                                + " creating call's call path on each waiting process.",
                        "Load imbalance before the window is created, or processes creating windows at different"
                                + " points of the program.",
                        "Balance the work before the creation; create windows once, early, and reuse them."));
    }
}
