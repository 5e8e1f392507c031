package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Late Post delay costs (delay_rma_late_post_aggregate): short-term plus long-term. */
public final class LatePostDelays extends SumOfChildren {
    public LatePostDelays() {
        super("delay_rma_late_post_aggregate", "Late Post", "sec", "delay_rma", new Description(
                "Delay costs of Late Post wait states (an origin in MPI_Win_start, MPI_Win_complete or an "
                + "operation waiting for the target's MPI_Win_post): the waiting time, direct and propagated, "
                + "charged to the delays on the target before its post that caused it.",
                "sum of its children.",
                "The target opens its exposure epoch late, after work the origin does not have.",
                "Post earlier on the target (right after the previous epoch's data is consumed) or move "
                + "work from the target to the origin."));
    }
}
