package org.fenceline.patterns.delay;

/** Wait at Fence delay costs (delay_rma_wait_at_fence_aggregate): short-term plus long-term. */
public final class WaitAtFenceDelays extends DelayAggregate {
    public WaitAtFenceDelays() {
        super(DelayKind.WAIT_AT_FENCE);
    }
}
