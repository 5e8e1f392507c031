package org.fenceline.patterns.delay;

import org.fenceline.patterns.Description;
import org.fenceline.patterns.SumOfChildren;

/** Wait at Fence delay costs (delay_rma_wait_at_fence_aggregate): short-term plus long-term. */
public final class WaitAtFenceDelays extends SumOfChildren {
    public WaitAtFenceDelays() {
        super("delay_rma_wait_at_fence_aggregate", "Wait at Fence", "sec", "delay_rma", new Description(
                "Delay costs of Wait at Fence wait states (apart from their Early Fence part): the waiting "
                + "time, direct and propagated, charged to the delays on the last member of the window to "
                + "enter the fence that caused it.",
                "sum of its children.",
                "Load imbalance in the access epoch: every member waits for the slowest, whether it "
                + "communicates with it or not.",
                "Balance the work between fences; when only some processes communicate, synchronise only "
                + "them (post/start/complete/wait, locks)."));
    }
}
