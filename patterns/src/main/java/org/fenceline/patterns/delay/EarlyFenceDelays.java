package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Early Fence delay costs (delay_rma_early_fence_aggregate): short-term plus long-term. */
public final class EarlyFenceDelays extends SumOfChildren {
    public EarlyFenceDelays() {
        super("delay_rma_early_fence_aggregate", "Early Fence", "sec", "delay_rma", new Description(
                "Delay costs of Early Fence wait states (a target in MPI_Win_fence waiting for the last "
                + "operation that targets it): the waiting time, direct and propagated, charged to the delays "
                + "on the origin of that operation, before it issued it that caused it.",
                "sum of its children.",
                "An origin issues its access late in the epoch, after unbalanced work.",
                "Issue the one-sided operations as early as the data allows; balance the origins' work "
                + "before their accesses."));
    }
}
