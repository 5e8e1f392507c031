package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** One-sided synchronization (mpi_rma_synchronization): time spent in one-sided (RMA) synchronisation calls. */
public final class RmaSynchronization extends RoleCategory {
    public RmaSynchronization() {
        super("mpi_rma_synchronization", "One-sided synchronization", "mpi_synchronization", new Description(
                "Time spent in one-sided (RMA) synchronisation calls.",
                "the exclusive time of regions with role RMA_ACTIVE_SYNC or RMA_PASSIVE_SYNC.",
                "Epoch boundaries make origins and targets wait for each other.",
                "Use the lightest synchronisation that is correct (PSCW or locks instead of fences over "
                + "all processes)."),
                RegionRole.RMA_ACTIVE_SYNC, RegionRole.RMA_PASSIVE_SYNC);
    }
}
