package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * Active target (mpi_rma_sync_active): time spent in active-target synchronisation: MPI_Win_fence, post, start,
 * complete, wait and test.
 */
public final class RmaActiveTarget extends RoleCategory {
    public RmaActiveTarget() {
        super("mpi_rma_sync_active", "Active target", "mpi_rma_synchronization", new Description(
                "Time spent in active-target synchronisation: MPI_Win_fence, post, start, complete, wait "
                + "and test.",
                "the exclusive time of regions with role RMA_ACTIVE_SYNC.",
                "Fences synchronise the whole window; late posts or completes delay partners.",
                "Prefer post/start/complete/wait over fences when only some processes communicate."),
                RegionRole.RMA_ACTIVE_SYNC);
    }
}
