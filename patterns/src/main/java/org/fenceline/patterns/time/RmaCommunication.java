package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/**
 * One-sided communication (mpi_rma_communication): time spent in one-sided communication calls: put, get,
 * accumulate, get_accumulate, fetch_and_op, compare_and_swap and their request-based forms.
 */
public final class RmaCommunication extends RoleCategory {
    public RmaCommunication() {
        super("mpi_rma_communication", "One-sided communication", "mpi_communication", new Description(
                "Time spent in one-sided communication calls: put, get, accumulate, get_accumulate, "
                + "fetch_and_op, compare_and_swap and their request-based forms.",
                "the exclusive time of regions with role RMA_COMMUNICATION.",
                "Transfer time, or calls blocked by the target's synchronisation.",
                "Issue one-sided operations early in the epoch and combine small ones."),
                RegionRole.RMA_COMMUNICATION);
    }
}
