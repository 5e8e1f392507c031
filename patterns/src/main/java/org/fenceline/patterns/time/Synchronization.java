package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Synchronization (mpi_synchronization): time spent in explicit MPI synchronisation: barriers and one-sided
 * synchronisation calls.
 */
public final class Synchronization extends RoleCategory {
    public Synchronization() {
        super("mpi_synchronization", "Synchronization", "mpi", new Description(
                "Time spent in explicit MPI synchronisation: barriers and one-sided synchronisation "
                + "calls.",
                "the exclusive time of regions with role BARRIER, RMA_ACTIVE_SYNC or RMA_PASSIVE_SYNC.",
                "Synchronisation makes processes wait for the slowest one.",
                "Remove synchronisation that correctness does not need; balance the work before the "
                + "remaining ones."),
                RegionRole.BARRIER, RegionRole.RMA_ACTIVE_SYNC, RegionRole.RMA_PASSIVE_SYNC);
    }
}
