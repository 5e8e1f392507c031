package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Passive target (mpi_rma_sync_passive): time spent in passive-target synchronisation: lock, unlock, lock_all,
 * unlock_all, flush and sync.
 */
public final class RmaPassiveTarget extends RoleCategory {
    public RmaPassiveTarget() {
        super("mpi_rma_sync_passive", "Passive target", "mpi_rma_synchronization", new Description(
                "Time spent in passive-target synchronisation: lock, unlock, lock_all, unlock_all, flush "
                + "and sync.",
                "the exclusive time of regions with role RMA_PASSIVE_SYNC.",
                "Lock contention between origins, or targets that make no progress while busy computing.",
                "Shorten lock epochs; use shared locks where exclusive access is not needed."),
                RegionRole.RMA_PASSIVE_SYNC);
    }
}
