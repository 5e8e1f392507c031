package org.fenceline.patterns.collective;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.patterns.Description;

/**
 * Late Broadcast (mpi_latebroadcast): time a process waits in a 1-to-n operation (MPI_Bcast, MPI_Scatter,
 * MPI_Scatterv) because it entered before the root.
 */
public final class LateBroadcast extends CollectiveWait {
    public LateBroadcast() {
        super("mpi_latebroadcast", "Late Broadcast", "mpi_collective", CollectiveKind.ONE_TO_N, new Description(
                "Time a process waits in a 1-to-n operation (MPI_Bcast, MPI_Scatter, MPI_Scatterv) "
                        + "because it entered before the root.",
                "for every non-root rank receiving data that began before the root: <i>wait</i> = "
                        + "max(0, min(root BEGIN, END) &minus; BEGIN), at the operation's call path. Operations "
                        + "where the root sends no data, and communicators of size 1, are skipped.",
                "The root does extra work (e.g. reading input) before the broadcast while the others "
                        + "are ready.",
                "Give the root less work before the operation, or let the others compute meanwhile "
                        + "(non-blocking broadcast)."));
    }

    @Override
    long waitNs(CollectiveSync s) {
        return SynchronizationTimes.waitForRoot(s);
    }

    @Override
    int cause(CollectiveSync s) {
        return s.rootLocation();
    }
}
