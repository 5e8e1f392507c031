package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/**
 * Early Reduce (mpi_earlyreduce): time the root of an n-to-1 operation (MPI_Reduce, MPI_Gather, MPI_Gatherv) waits
 * because it entered before the last process sending data.
 */
public final class EarlyReduce extends CollectiveWait {
    public EarlyReduce() {
        super("mpi_earlyreduce", "Early Reduce", "mpi_collective", CollectiveKind.N_TO_ONE, new Description(
                "Time the root of an n-to-1 operation (MPI_Reduce, MPI_Gather, MPI_Gatherv) waits "
                        + "because it entered before the last process sending data.",
                "if the root's BEGIN is before the latest BEGIN of the ranks that send data: "
                        + "<i>wait</i> = max(0, min(latest sender BEGIN, END) &minus; BEGIN) on the root only, at "
                        + "the operation's call path. Operations where the root receives no data, and "
                        + "communicators of size 1, are skipped.",
                "Load imbalance: the root is idle before the operation while others still compute.",
                "Give the root more work before the operation, or the senders less; a non-blocking "
                        + "reduction can overlap the wait."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.wait(s);
    }
}
