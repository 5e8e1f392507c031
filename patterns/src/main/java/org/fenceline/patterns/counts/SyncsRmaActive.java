package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Active target (syncs_rma_active). */
public final class SyncsRmaActive extends VisitsOfRole {
    public SyncsRmaActive() {
        super("syncs_rma_active", "Active target", "syncs_rma", RegionRole.RMA_ACTIVE_SYNC, new Description(
                "Number of active-target synchronisation calls: MPI_Win_fence, post, start, complete, wait and"
                        + " test.",
                "the visits of call paths whose region has role RMA_ACTIVE_SYNC, at those call paths.",
                "Fence or post/start/complete/wait epochs; polling with MPI_Win_test.",
                "Poll with MPI_Win_test less often; merge consecutive epochs."));
    }
}
