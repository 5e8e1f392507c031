package org.fenceline.patterns.counts;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Passive target (syncs_rma_passive). */
public final class SyncsRmaPassive extends VisitsOfRole {
    public SyncsRmaPassive() {
        super("syncs_rma_passive", "Passive target", "syncs_rma", RegionRole.RMA_PASSIVE_SYNC, new Description(
                "Number of passive-target synchronisation calls: MPI_Win_lock, unlock, lock_all, unlock_all,"
                        + " flush* and sync.",
                "the visits of call paths whose region has role RMA_PASSIVE_SYNC, at those call paths.",
                "Lock epochs and flushes.",
                "Do more operations per lock epoch; flush only when the data must be visible."));
    }
}
