package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/**
 * Wait at N x N (mpi_wait_nxn): time spent in an n-to-n operation (MPI_Allreduce, MPI_Allgather(v), MPI_Alltoall,
 * MPI_Reduce_scatter(_block)) until the last process has entered: no process can finish before the last one
 * starts.
 */
public final class WaitAtNxN extends CollectiveWait {
    public WaitAtNxN() {
        super("mpi_wait_nxn", "Wait at N x N", "mpi_collective", CollectiveKind.N_TO_N, new Description(
                "Time spent in an n-to-n operation (MPI_Allreduce, MPI_Allgather(v), MPI_Alltoall, "
                        + "MPI_Reduce_scatter(_block)) until the last process has entered: no process can finish "
                        + "before the last one starts.",
                "if every call overlaps (earliest END after latest BEGIN), all ranks are "
                        + "synchronisation points and latest is the latest BEGIN of all; otherwise only the "
                        + "latest rank sending data and the receivers that began before it are, with latest = "
                        + "that sender's BEGIN. <i>wait</i> = max(0, min(latest, END) &minus; BEGIN) at the "
                        + "operation's call path. MPI_Alltoallv/w, ranks moving no data and communicators of size "
                        + "1 are skipped.",
                "Load imbalance before the operation.",
                "Balance the work before the operation; consider a non-blocking collective to overlap "
                        + "the wait."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.wait(s);
    }
}
