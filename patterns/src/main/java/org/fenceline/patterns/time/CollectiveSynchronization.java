package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Collective (mpi_sync_collective): time spent in MPI_Barrier. */
public final class CollectiveSynchronization extends RoleCategory {
    public CollectiveSynchronization() {
        super("mpi_sync_collective", "Collective", "mpi_synchronization", new Description(
                "Time spent in MPI_Barrier.",
                "the exclusive time of regions with role BARRIER.",
                "Load imbalance before the barrier, or barriers that are not needed.",
                "Remove barriers that correctness does not need; see Wait at Barrier for the imbalance."),
                RegionRole.BARRIER);
    }
}
